// Member access, subscripts, method calls and constructors of built-in and declared types.
import AnimSyntax
import AnimationCore
import Foundation

/// `previous.base`: the custom animation inside an `Animation`, with its members.
final class CustomValueObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .customValue }
  let animation: Animation
  init(_ a: Animation) { animation = a }
  override var typeName: String {
    if let s = animation.base as? ScriptAnimation { return s.info.name }
    return String(describing: type(of: animation.base))
  }
  override var printed: String { Value.describe(animation) }
}

extension Interpreter {
  // MARK: - Reading members

  /// Reads `base.name`: the built-in table's property when `base`'s kind has one, else the
  /// members that depend on declarations or data (script animations and records, pair labels,
  /// environment values by name, types' statics).
  func getMember(_ base: Value, _ name: String, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    if let property = BuiltinTable.shared.property(named: name),
      let v = try property.get(base, self, range, &m)
    {
      return v
    }
    let kind = base.kind
    // A built-in method read without a call (`Animation.timingCurve`, `s.value`): bound to its
    // receiver, called later.
    if BuiltinTable.shared.hasMethod(name, kind) {
      return .boundMethod(BoundMethod(receiver: base.unwrapped, name: name))
    }
    switch base.unwrapped {
    case .pair(let p):
      if let i = p.index(of: name) { return i == 0 ? p.first : p.second }
    case .tuple(let t):
      if let i = t.index(of: name), i < t.elements.count { return t.elements[i] }  // trap-ok: checked
    case .record(let r):
      if let i = r.info.fieldIndex(name), i < r.fields.count { return r.fields[i].unwrapped }  // trap-ok: checked
    case .animation(let a):
      if let s = a.base as? ScriptAnimation, let v = s.member(name) { return v }
    case .object(let c as CustomValueObject):
      if let s = c.animation.base as? ScriptAnimation, let v = s.member(name) { return v }
    case .object(let e as EnvironmentSnapshot):
      if let v = e.values[named: name] { return scriptValue(ofEnvironment: v) }
      return try environmentDefault(base.unwrapped, name, range, &m)
    case .object(is EnvironmentObject):
      if let v = animator.environment[named: name] { return scriptValue(ofEnvironment: v) }
      return try environmentDefault(base.unwrapped, name, range, &m)
    default: break
    }
    if let v = try declaredMember(base.unwrapped, name, range, &m) { return v }
    if let v = observationMember(base.unwrapped, name) { return v }
    // Swift's postfix `self`: `PausableState.self` is the type, `x.self` the value.
    if name == "self" { return base.unwrapped }
    if Interpreter.methodNames.contains(name) {
      return .boundMethod(BoundMethod(receiver: base, name: name))
    }
    let table = BuiltinTable.shared
    switch kind {
    case .animationType, .unitCurveType, .springType, .curve, .spring:
      throw unknownMember(kind.typeName, name, table.memberNames(of: kind), range, &m)
    case _ where kind.geometryTypeName != nil || kind.geometryTypeKind != nil || kind == .color:
      throw unknownMember(kind.typeName, name, table.memberNames(of: kind), range, &m)
    default:
      throw RuntimeError(
        "\(base.typeNameWithArticle) has no member '\(name)'", at: range, file: m.file)
    }
  }

  /// An environment value that was never set: the default its `extension EnvironmentValues`
  /// property gives (through its key's `defaultValue`), else nil. Environment values live by
  /// name in Anim, so such a property declares the name; its setter is not needed.
  private func environmentDefault(_ base: Value, _ name: String, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    guard let ext = builtinExtensions["EnvironmentValues"], let a = ext.computed[name] else { return .none }
    return try callGetter(a, of: base, ext.file ?? m.file, owner: "EnvironmentValues", member: name, range, &m)
  }

  /// Method names any value may have (bound lazily when read without a call).
  static let methodNames: Set<String> = ["callAsFunction"]

  // MARK: - Writing members

  /// Sets `name` on `base`; returns the updated container and whether it must be written back
  /// to where it came from (values), or not (objects with reference semantics).
  func setMember(
    _ base: Value, _ name: String, _ value: Value, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> (Value, Bool) {
    if let property = BuiltinTable.shared.property(named: name),
      let result = try property.set(base, value, self, range, &m)
    {
      return result
    }
    if !(base.unwrapped.kind == .environment),
      let result = try setDeclaredMember(base.unwrapped, name, value, range, &m)
    {
      return result
    }
    // The members that depend on declarations or data: a record's fields, a pair's labels,
    // environment values by name.
    switch base.unwrapped {
    case .record(let r):
      if let i = r.info.fieldIndex(name) {
        // A view's @State field holds the state's cell (ViewExpansion.swift): the write goes
        // to the state, which the view value only refers to (SwiftUI's nonmutating setter).
        if i < r.fields.count, case .box(let cell) = r.fields[i] {  // trap-ok: checked
          cell.value = copyOnBind(value)
          if r.isClassInstance { didSetClassField(r, i) }
          return (base, false)
        }
        var fields = r.fields
        if i < fields.count { fields[i] = copyOnBind(value) }  // trap-ok: checked
        return (.record(Record(info: r.info, fields: fields)), true)
      }
    case .pair(let p):
      if let i = p.index(of: name) {
        return (.pair(i == 0 ? Pair(value, p.second, labels: p.labels) : Pair(p.first, value, labels: p.labels)), true)
      }
    case .tuple(let t):
      if let i = t.index(of: name) { return (.tuple(t.replacing(i, with: value)), true) }
    case .object(is EnvironmentObject):
      let stored: Any?
      switch value {
      case .bool(let b): stored = b
      case .number(let d): stored = d
      case .string(let s): stored = s
      case .none: stored = nil
      default: stored = value
      }
      animator.environment[named: name] = stored
      return (base, false)
    default: break
    }
    throw RuntimeError(
      "cannot set member '\(name)' of \(base.typeNameWithArticle)", at: range, file: m.file)
  }

  // MARK: - Subscripts

  func getIndex(_ base: Value, _ index: Value, _ range: SourceRange, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    if case .object(let kp as KeyPathObject) = index { return try kp.read(base, self, range, &m) }
    if case .object(let d as ViewDimensionsObject) = base.unwrapped, let v = d.guide(index.unwrapped) { return v }
    switch (base.unwrapped, index) {
    case (.array, _), (.dictionary, _):
      return try collectionElement(base.unwrapped, index, range, &m)
    case (.vector(let v), .number(let d)), (.color(let v), .number(let d)):
      guard let i = Int(exactly: d), i >= 0, i < v.count else {
        throw RuntimeError(
          "index \(Value.format(d)) is out of range for a vector of \(v.count)", at: range,
          file: m.file)
      }
      return .number(v.elements[i])  // trap-ok: checked
    case (.animationState(let s), .type(.state(let info))):
      return info.value(stored: s.get(info.key))
    case (.object(let e as EnvironmentSnapshot), .type(.structType(let info))):
      // `self[AnimationPausedKey.self]`: an EnvironmentKey's value, stored under its name.
      if let v = e.values[named: info.name] { return scriptValue(ofEnvironment: v) }
      return try getMember(index, "defaultValue", range, &m)
    case (.transaction(let t), .type(.structType(let info))):
      // `transaction[AvatarTappedKey.self]`: a TransactionKey's value, stored under its name.
      if let v = t.transaction[named: info.name] as? Value { return v }
      return try getMember(index, "defaultValue", range, &m)
    case (.object(is EnvironmentObject), .type(.structType(let info))):
      if let v = animator.environment[named: info.name] { return scriptValue(ofEnvironment: v) }
      return try getMember(index, "defaultValue", range, &m)
    case (.animationState(let s), .type(.structType(let info))):
      guard let key = info.stateKey else {
        throw RuntimeError(
          "'\(info.name)' is not an AnimationStateKey; declare it 'struct \(info.name): AnimationStateKey'",
          at: range, file: m.file)
      }
      if let stored = s.get(key) { return stored }
      // AnimationStateKey's `defaultValue`, read the first time.
      return try stateDefault(index, range, &m)
    case (.object(let s as SeriesObject), .number(let d)):
      guard let i = Int(exactly: d), let p = s.point(i) else {
        throw RuntimeError(
          "index \(Value.format(d)) is out of range for a series of \(s.count)", at: range,
          file: m.file)
      }
      return p
    default:
      if let v = try userSubscript(base.unwrapped, index, range, &m) { return v }
      throw cannotSubscript(base, index, range, m)
    }
  }

  /// An `AnimationStateKey` struct's `defaultValue` (`key` is the type): its declared static
  /// member, found without the built-in table's look-ups first (no built-in has the name).
  func stateDefault(_ key: Value, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) -> Value {
    if let v = try declaredMember(key, "defaultValue", range, &m) { return v }
    return try getMember(key, "defaultValue", range, &m)
  }

  /// The error for a subscript that `base` does not have.
  func cannotSubscript(_ base: Value, _ index: Value, _ range: SourceRange, _ m: Machine) -> RuntimeError {
    RuntimeError(
      "cannot subscript \(base.typeNameWithArticle) with \(index.typeNameWithArticle)", at: range,
      file: m.file)
  }

  func setIndex(
    _ base: Value, _ index: Value, _ value: Value, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    if case .object(let kp as KeyPathObject) = index {
      return try kp.write(base, value, self, range, &m)
    }
    switch (base.unwrapped, index) {
    case (.array, _), (.dictionary, _):
      var collection = base.unwrapped
      try setCollectionElement(&collection, index, value, range, &m)
      return collection
    case (.vector(var v), .number(let d)):
      guard let i = Int(exactly: d), i >= 0, i < v.count else {
        throw RuntimeError(
          "index \(Value.format(d)) is out of range for a vector of \(v.count)", at: range,
          file: m.file)
      }
      guard case .number(let x) = value else {
        throw RuntimeError("a vector holds numbers, not \(value.typeNameWithArticle)", at: range, file: m.file)
      }
      v.elements[i] = x  // trap-ok: checked
      return .vector(v)
    case (.animationState(let s), .type(.state(let info))):
      guard case .record(let r) = value, r.info === info else {
        if value.isNil { return .animationState(s.with(info.key, nil)) }
        throw RuntimeError(
          "state[\(info.name)] holds \(info.name) records, not \(value.typeNameWithArticle)",
          at: range, file: m.file)
      }
      return .animationState(s.with(info.key, value))
    case (.transaction(let t), .type(.structType(let info))):
      // A new transaction: the old one may be shared by another variable (value semantics).
      var changed = t.transaction
      changed[named: info.name] = value
      return .transaction(TransactionRef(changed))
    case (.animationState(let s), .type(.structType(let info))):
      guard let key = info.stateKey else {
        throw RuntimeError(
          "'\(info.name)' is not an AnimationStateKey; declare it 'struct \(info.name): AnimationStateKey'",
          at: range, file: m.file)
      }
      if value.isNil { return .animationState(s.with(key, nil)) }
      guard case .record(let r) = value, r.info === info else {
        throw RuntimeError(
          "state[\(info.name).self] holds \(info.name) values, not \(value.typeNameWithArticle)",
          at: range, file: m.file)
      }
      return .animationState(s.with(key, value))
    default:
      if let v = try setUserSubscript(base.unwrapped, index, value, range, &m) { return v }
      throw RuntimeError(
        "cannot assign through a subscript of \(base.typeNameWithArticle)", at: range, file: m.file)
    }
  }
}
