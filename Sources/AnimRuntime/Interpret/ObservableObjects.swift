// Observation as SwiftUI code uses it: an `ObservableObject` class with `@Published var`s, their
// publishers (`store.$color`, Combine's `Published.Publisher`), `objectWillChange`, and iOS 17's
// `@Observable` classes.
//
// Setting a published property (a class field, so a cell: Interpreter+Classes.swift) counts a
// send for the property's cell and for the object's `objectWillChange`, and counts as a scene
// change, so a view host lays its views out again when next asked (ViewHostObject.refresh): the
// bodies of the views that hold the object run again, as SwiftUI re-renders them. A host's
// `onReceive(publisher)` compares the counts with those it saw (ViewHost+Observation.swift).
import AnimSyntax

/// The sends so far of each published property's cell and each object's `objectWillChange`, by
/// object identity. An entry's object is kept alive by the publisher a subscriber holds; an
/// entry of an object gone may be taken over by a new one, which only makes that object's first
/// subscriber see a count it then records (subscriptions compare counts, never read them alone).
final class ObservationRegistry {
  private(set) var sends: [ObjectIdentifier: Int] = [:]

  func send(_ object: AnyObject) { sends[ObjectIdentifier(object), default: 0] &+= 1 }
  func count(_ object: AnyObject) -> Int { sends[ObjectIdentifier(object)] ?? 0 }
}

/// `store.$color` (a `Published<Color>.Publisher`) or `store.objectWillChange` (an
/// `ObservableObjectPublisher`).
final class PublisherObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  enum Source {
    /// A `@Published` property: the object, the property's index and its cell.
    case property(Record, Int, Box)
    /// The object's `objectWillChange`.
    case objectWillChange(Record)
  }
  let source: Source
  init(_ source: Source) { self.source = source }

  /// What the sends are counted on.
  var counted: AnyObject {
    switch source {
    case .property(_, _, let cell): cell
    case .objectWillChange(let r): r
    }
  }

  /// What a send delivers: the property's value (Published), or `()` (objectWillChange).
  var output: Value {
    switch source {
    case .property(_, _, let cell): cell.value
    case .objectWillChange: .tuple(Tuple([], labels: []))
    }
  }

  /// Combine's `Published.Publisher` gives a new subscriber the current value at once;
  /// `objectWillChange` sends only on changes.
  var sendsCurrentValue: Bool {
    if case .property = source { return true }
    return false
  }

  override var typeName: String {
    switch source {
    case .property(let r, let k, _):
      let names = (r.info as? StructInfo)?.fieldTypeNames ?? []
      let type = k < names.count ? names[k] : "_"  // trap-ok: checked
      return "Published<\(type)>.Publisher"
    case .objectWillChange: return "ObservableObjectPublisher"
    }
  }
  override var printed: String { typeName }

  /// Two reads of `store.$color` are the same publisher.
  func isEqual(to other: RuntimeObject) -> Bool {
    guard let o = other as? PublisherObject else { return false }
    return o.counted === counted && o.sendsCurrentValue == sendsCurrentValue
  }
}

extension StructInfo {
  /// See ``publishedFields``.
  static func publishedFields(of decl: StructDecl) -> [Bool] {
    let observable = decl.isClass && decl.attributeNames.contains("Observable")
    return decl.storedProperties.map { v in
      let names = v.attributes.map(\.name.text)
      if observable { return !names.contains("ObservationIgnored") }
      return decl.isClass && names.contains("Published")
    }
  }

  /// Whether the class is an ObservableObject (has `objectWillChange`).
  var isObservableObject: Bool { isClass && conformances.contains("ObservableObject") }
}

extension Interpreter {
  /// After field `index` of class instance `r` was set: a published property sends (and the
  /// object's `objectWillChange` with it), and the views that hold the object are out of date.
  func didSetClassField(_ r: Record, _ index: Int) {
    guard let s = r.info as? StructInfo, index < s.publishedFields.count, s.publishedFields[index],  // trap-ok: checked
      index < r.fields.count, case .box(let cell) = r.fields[index],  // trap-ok: checked
      // An `init` initialises the property (Published's storage), which sends nothing.
      s.members.initializing == 0
    else { return }
    observation.send(cell)
    observation.send(r)
    sceneChanges &+= 1
  }

  /// `store.$color` and `store.objectWillChange`; nil for any other member.
  func observationMember(_ base: Value, _ name: String) -> Value? {
    guard case .record(let r) = base, let s = r.info as? StructInfo, s.isClass else { return nil }
    if name == "objectWillChange", s.isObservableObject {
      return .object(PublisherObject(.objectWillChange(r)))
    }
    guard name.hasPrefix("$"), let k = s.fieldIndex(String(name.dropFirst())), k < s.publishedFields.count,
      s.publishedFields[k], !s.decl.attributeNames.contains("Observable"),  // trap-ok: checked
      k < r.fields.count, case .box(let cell) = r.fields[k]  // trap-ok: checked
    else { return nil }
    return .object(PublisherObject(.property(r, k, cell)))
  }

  /// `store.objectWillChange.send()`: a send, and the views that hold the object are out of
  /// date. Nil when `receiver` is not a publisher.
  func callObservationMethod(_ receiver: Value, _ name: String, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value?
  {
    guard case .object(let p as PublisherObject) = receiver else { return nil }
    guard name == "send", site.count == 0, case .objectWillChange(let r) = p.source else {
      throw RuntimeError(
        "\(p.typeName) has no method '\(name)' here; Anim's publishers are subscribed with '.onReceive(_:perform:)'"
          + (p.sendsCurrentValue ? "" : ", and sent with 'send()'"), at: site.range, file: m.file)
    }
    observation.send(r)
    sceneChanges &+= 1
    return Value.none
  }
}
