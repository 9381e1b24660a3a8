// A member read (`context.pausableState`) that finds a computed property an `extension` adds to
// a built-in type. The general path (`Interpreter.getMember`) looks the name up in the built-in
// table's properties, then its methods, then the interpreter's extensions by type name, then the
// extension's properties: four hashes of Strings on every read, about 1,000 instructions of a
// tick of the seed's Pausable in its Swift form (callgrind). The site remembers what it found
// for the kind of value it last saw, until an extension changes (`extensionGeneration`).
import AnimSyntax
import AnimationCore

/// What one member read found last.
final class ExtensionPropertySite {
  let name: String
  /// The kind of value the property was found for, and the extensions' generation then.
  private var kind: ValueKind?
  private var generation = -1
  private var accessors: TypeAccessors?
  private var file: SourceFile?
  private var owner = ""
  /// The name is one of the built-in table's properties, which come first: never remembered.
  private let isBuiltinProperty: Bool

  init(_ name: String) {
    self.name = name
    isBuiltinProperty = BuiltinTable.shared.property(named: name) != nil
  }

  /// The property's value when `base` is a value of a built-in type whose extension declares
  /// it as a computed property; nil when the general path must answer.
  @inline(__always)
  func read(_ base: Value, _ i: Interpreter, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    // The remembered property first: the generation (an Int, -1 until the site learns) is
    // compared before the value's kind is worked out or the extensions' table is read (an
    // access the runtime checked for exclusivity on every read: about 100 instructions).
    if generation == i.extensionGeneration, let accessors, let file {
      if base.kind == kind {
        if let g = accessors.stateKeyGlobal, let v = stateRead(base, g, file, m) { return v }
        return try i.callGetter(accessors, of: base, file, owner: owner, member: name, range, &m)
      }
    }
    if i.builtinExtensions.isEmpty { return nil }
    let k = base.kind
    guard learn(base, k, i, m) else { return nil }
    return try read(base, i, range, &m)
  }

  /// What a getter whose whole body is `state[K.self]` (`TypeAccessors.stateKeyGlobal`, `K` in
  /// global slot `g`) returns for the context `base`, read in place as `context.state[K]` is
  /// (Lowering+StateKeyAccessors.swift): the stored value, or the key's default when that runs
  /// no code. Nil when the getter must run: another file's globals, a key that is not a
  /// `state` declaration or an AnimationStateKey struct, a `defaultValue` getter of its own.
  @inline(__always)
  private func stateRead(_ base: Value, _ g: Int, _ file: SourceFile, _ m: Machine) -> Value? {
    guard case .context(let ctx) = base, file === m.file else { return nil }
    // The struct key learned last, while slot `g` still holds its declaration and its members
    // are unchanged: no copy of the slot's value, no look-up of the key or the default.
    if let s = keyStruct, let key = stateKey, s.members.generation == keyGeneration,
      m.holds(s, atGlobal: g)
    {
      if let stored = ctx.stateValue(key) { return stored }
      switch keyDefault {
      case .cell(let cell)?: return cell.value
      case .value(let v)?: return v
      case nil: return nil
      }
    }
    if let info = m.stateInfo(atGlobal: g) { return info.value(stored: ctx.stateValue(info.key)) }
    guard let (s, _) = m.structType(atGlobal: g), let key = s.stateKey else { return nil }
    // Learned for the next read (kept only when the slot's declaration can be checked cheaply).
    let generation = s.members.generation
    let source = defaultSite?.storedSource(s)
    if m.holds(s, atGlobal: g) {
      keyStruct = s
      stateKey = key
      keyGeneration = generation
      keyDefault = source
    }
    if let stored = ctx.stateValue(key) { return stored }
    switch source {
    case .cell(let cell)?: return cell.value
    case .value(let v)?: return v
    case nil: return nil
    }
  }

  /// The key struct `stateRead` learned last, its key (a struct's key never changes), the
  /// members' generation then, and where its `defaultValue` is (nil: the getter runs).
  private var keyStruct: StructInfo?
  private var stateKey: AnimationStateValueKey?
  private var keyGeneration = -1
  private var keyDefault: StaticMemberSite.StoredSource?

  /// The key's `defaultValue`, for `stateRead`: made when the site learns such a getter (a
  /// lazy property cost a call and a retain on every read).
  private var defaultSite: StaticMemberSite?

  /// Looks the property up as `getMember` would reach it: only for values whose members
  /// `getMember` does not find elsewhere first (labels of pairs and tuples, fields, script
  /// animations' members, environment values, types' statics) and names no built-in has.
  private func learn(_ base: Value, _ k: ValueKind, _ i: Interpreter, _ m: Machine) -> Bool {
    guard !isBuiltinProperty, !BuiltinTable.shared.hasMethod(name, k) else { return false }
    switch base {
    case .pair, .tuple, .record, .animation, .object, .type, .box, .property, .none: return false
    default: break
    }
    guard let (ext, typeName, isType) = i.builtinExtension(of: base), !isType, let a = ext.computed[name] else {
      return false
    }
    kind = k
    generation = i.extensionGeneration
    accessors = a
    if a.stateKeyGlobal != nil, defaultSite == nil { defaultSite = StaticMemberSite("defaultValue") }
    file = ext.file ?? m.file
    owner = typeName
    return true
  }
}
