// Run-time descriptions of `struct` and `enum` declarations, and enum values.
import AnimSyntax
import AnimationCore

/// A method of a declared type, lowered once when the declaration runs.
final class TypeMethod {
  let code: CompiledFunction
  /// `mutating func`: `self` is passed in a cell and written back to the receiver's place.
  let isMutating: Bool
  init(_ code: CompiledFunction, isMutating: Bool) {
    self.code = code
    self.isMutating = isMutating
  }
}

/// A computed property of a declared type: its getter and setter as methods.
final class TypeAccessors {
  let getter: CompiledFunction
  let setter: CompiledFunction?
  /// A `lazy var`'s storage property (the getter is its initialiser).
  var lazyStorage: String?
  /// A static getter whose whole body makes its own type from defaults (`static var
  /// defaultValue: Self { .init() }`, the seeds' AnimationStateKey): a read site may give the
  /// type's record of defaults without running it (StaticMemberSite.swift).
  var makesDefaults = false
  /// An `AnimationContext` extension's getter whose whole body reads `state[K.self]`, with `K`
  /// the global in this slot (the seed's `pausableState`): a read site may read the state in
  /// place without the getter's frame (ExtensionPropertySite.swift).
  var stateKeyGlobal: Int?
  init(getter: CompiledFunction, setter: CompiledFunction?) {
    self.getter = getter
    self.setter = setter
  }
}

/// The members a `struct` or `enum` declares besides its stored fields or cases: methods,
/// computed properties and static members. Looked up by name on the slow paths only (calls
/// of a declared type's members are rare beside arithmetic; the fast paths are for numbers).
final class TypeMembers {
  var methods: [String: TypeMethod] = [:]
  var computed: [String: TypeAccessors] = [:]
  var staticMethods: [String: TypeMethod] = [:]
  var staticComputed: [String: TypeAccessors] = [:]
  /// Static stored properties, evaluated when the declaration runs, in declaration order;
  /// each in a cell of its own, so that a read site can keep the cell (StaticMemberSite.swift)
  /// and a `static var`'s assignment updates it in place.
  var staticValues: [String: Box] = [:]
  var staticMutable: Set<String> = []
  /// Stored properties with `willSet`/`didSet`, by name (see `Interpreter+PropertyObservers`).
  var observers: [String: PropertyObservers] = [:]
  /// The properties whose observers are running now: setting one of them inside its own
  /// observers sets it without observing (Swift's rule), and so cannot recurse.
  var observing: Set<String> = []
  /// Initialisers of the type running now: an `init` sets properties without observing.
  var initializing = 0
  var initializers: [CompiledFunction] = []
  /// False when the type's own body declares an `init` (Swift then drops the memberwise one;
  /// initialisers in extensions keep it).
  var hasMemberwiseInitializer = true
  /// The file the members were declared in (for extensions of built-in types, which have no
  /// declaration of their own).
  var file: SourceFile?
  /// Counts the declarations and extensions that installed members here: a site that
  /// remembered where a static member lives looks again when it changes.
  var generation = 0

  /// Every member name a value of the type answers to (for completion and messages).
  var instanceNames: [String] { Array(methods.keys) + Array(computed.keys) }
  var staticNames: [String] {
    Array(staticMethods.keys) + Array(staticComputed.keys) + Array(staticValues.keys)
  }
}

/// A script `struct` declaration at run time. Its instances are ``Record``s.
public final class StructInfo: RecordType, @unchecked Sendable {
  let decl: StructDecl
  /// Each stored field's default value, evaluated when the declaration runs (nil where the
  /// field has none).
  var defaults: [Value?] = []
  /// The fields whose default holds a class instance, with their initialisers: evaluated
  /// again for each instance, as Swift evaluates a default (a shared default would make every
  /// instance share one object).
  var freshDefaults: [(index: Int, code: ExprCode)] = []
  /// Every field's default when each field has one and none is evaluated per instance: the
  /// fields of `S()` (or `.init()`), shared copy-on-write by the instances, as the defaults are
  /// anyway. Made on the first such construction, after the declaration set the defaults. Why:
  /// the seed's `PausableState.defaultValue` is `.init()` on every animation frame, and the
  /// general construction built three arrays for it (issue 27, item 1).
  private(set) lazy var sharedDefaults: [Value]? = {
    guard freshDefaults.isEmpty else { return nil }
    let all = defaults.compactMap { $0 }
    return all.count == defaults.count ? all : nil
  }()
  /// The one record that `S()` and `.init()` hand out while the fields are `sharedDefaults`
  /// (Lowering+StaticMembers.swift), for the members' generation it was made at: a record of a
  /// struct is never changed in place (a change makes a new one), so one instance serves every
  /// such construction, with no allocation per `S()` (the seed's `.init()` made and freed one a
  /// frame). Nil for a class (each instance is its own object) and for a struct with a
  /// `lazy var` (whose storage is written into the record it was read from).
  func defaultsRecord() -> Record? {
    if let r = defaultsRecordMade, defaultsRecordGeneration == members.generation { return r }
    guard !isClass, let fields = sharedDefaults, !members.computed.values.contains(where: { $0.lazyStorage != nil })
    else { return nil }
    let r = Record(info: self, fields: fields)
    defaultsRecordMade = r
    defaultsRecordGeneration = members.generation
    return r
  }
  private var defaultsRecordMade: Record?
  private var defaultsRecordGeneration = -1
  /// For each stored property, whether setting it publishes (ObservableObjects.swift): an
  /// ObservableObject's `@Published` ones, every one of an `@Observable` class but those marked
  /// `@ObservationIgnored`.
  /// Each stored property's static type as Swift writes it ("_" where unknown), for messages
  /// and a publisher's name.
  var fieldTypeNames: [String] = []

  private(set) lazy var publishedFields: [Bool] = StructInfo.publishedFields(of: decl)
  /// Which fields are `let` (a memberwise initialiser still sets them).
  let isConstant: [Bool]
  /// Each field's annotation as a check (nil where there is none or it checks nothing).
  let fieldChecks: [TypeCheck?]
  let members = TypeMembers()
  let conformances: Set<String>
  let file: SourceFile
  /// The interpreter that declared it (not kept alive), for `animatableData`'s accessors,
  /// which the animator's conversions call.
  let link: InterpreterLink

  init(decl: StructDecl, file: SourceFile, interpreter: Interpreter) {
    self.decl = decl
    self.file = file
    link = interpreter.link
    isConstant = decl.storedProperties.map { !$0.isMutable }
    fieldChecks = decl.storedProperties.map { $0.type.flatMap { TypeCheck($0) } }
    conformances = Set(decl.conformances.map(\.text))
    super.init(name: decl.name.text, fieldNames: decl.storedProperties.map(\.name.text))
    isClass = decl.isClass
    let ignored = decl.storedProperties.map { v in v.attributes.contains { $0.name.text == "AnimatableIgnored" } }
    if ignored.contains(true) { animatableIgnored = ignored }
    for (k, p) in decl.storedProperties.enumerated() where p.stateAttribute != nil {
      stateAliases["_" + p.name.text] = k
    }
  }

  /// For a struct conforming to AnimationStateKey: its key in an AnimationState.
  private(set) lazy var stateKey: AnimationStateValueKey? =
    conformances.contains("AnimationStateKey") ? StateInfo.makeKey(name) : nil

  /// Whether the type declares its own `animatableData` (SwiftUI's `Animatable`), which then
  /// decides what animates.
  var declaresAnimatableData: Bool { members.computed["animatableData"] != nil }

  /// `value.animatableData`, through the declared getter; nil after an error (recorded).
  func animatableData(of value: Value) -> Value? {
    guard let getter = members.computed["animatableData"]?.getter, let i = link.interpreter else {
      return nil
    }
    return i.callAccessor(getter, self: value, file: file, name: "\(name).animatableData")
  }

  /// `value` with `animatableData` set to `data`, through the declared setter; nil without one
  /// or after an error (recorded).
  func settingAnimatableData(_ value: Value, _ data: Value) -> Value? {
    guard let setter = members.computed["animatableData"]?.setter, let i = link.interpreter else {
      return nil
    }
    return i.callSetter(setter, self: value, data, file: file, name: "\(name).animatableData")
  }
}

/// A script `enum` declaration at run time.
public final class EnumInfo: @unchecked Sendable {
  let decl: EnumDecl
  let name: String
  let caseNames: [String]
  /// Each case's raw value (nil without a raw type).
  var rawValues: [Value] = []
  /// Each case's associated values' labels (nil for a case without them), and how each prints.
  var payloadLabels: [[String?]?] = []
  var payloadFormats: [[PrintFormat]] = []
  let members = TypeMembers()
  let file: SourceFile

  init(decl: EnumDecl, file: SourceFile) {
    self.decl = decl
    name = decl.name.text
    caseNames = decl.cases.map(\.name.text)
    self.file = file
  }

  /// Case `index` as a value. (Made on each use rather than kept: kept cases would hold their
  /// type and the type them, a cycle.)
  func value(_ index: Int) -> Value { .object(EnumValue(type: self, index: index)) }

  func caseIndex(_ name: String) -> Int? { caseNames.firstIndex(of: name) }

  /// Declared `Comparable`: Swift synthesises `<` by declaration order for cases without
  /// associated values.
  var isComparable: Bool { decl.conformances.contains { $0.text == "Comparable" } }
}

/// A case of a script `enum`.
final class EnumValue: RuntimeObject, EquatableObject, @unchecked Sendable {
  /// Strong: a case outlives its declaration when the REPL replaces the declaration.
  let type: EnumInfo
  let index: Int
  /// The associated values, in order (empty for a case without them).
  let payload: [Value]
  init(type: EnumInfo, index: Int, payload: [Value] = []) {
    self.type = type
    self.index = index
    self.payload = payload
  }
  override var kind: ValueKind { .enumCase }
  override var typeName: String { type.name }
  var caseName: String {
    index < type.caseNames.count ? type.caseNames[index] : "?"  // trap-ok: checked
  }
  /// As Swift's `print` shows a case: its name, and its associated values as a tuple's
  /// (`move(dx: 1.0, dy: 2.0)`).
  override var printed: String {
    guard !payload.isEmpty else { return caseName }
    let labels = index < type.payloadLabels.count ? type.payloadLabels[index] ?? [] : []  // trap-ok: checked
    let formats = index < type.payloadFormats.count ? type.payloadFormats[index] : []  // trap-ok: checked
    let parts = payload.enumerated().map { k, v in
      let label = k < labels.count ? labels[k].map { $0 + ": " } ?? "" : ""  // trap-ok: checked
      return label + v.element(as: k < formats.count ? formats[k] : .dynamic)  // trap-ok: checked
    }
    return caseName + "(" + parts.joined(separator: ", ") + ")"
  }
  /// Swift's synthesised `==`: the same case with equal associated values.
  func isEqual(to other: RuntimeObject) -> Bool {
    guard let o = other as? EnumValue, o.type === type, o.index == index,
      o.payload.count == payload.count
    else { return false }
    return zip(payload, o.payload).allSatisfy { $0.isEqual(to: $1) }
  }
}
