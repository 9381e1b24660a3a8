// Member completion after a dot: what the receiver is, found without running anything. The
// receiver text is split into a chain (`Spring(duration: 0.5).`, `spring.`, `UnitCurve.easeIn.`,
// `$x.`), its head is classified (a built-in type, a constructor call, a session global's current
// value) and each link is followed by what the member returns. Nothing is evaluated, so completing
// never has side effects (no animation starts, the clock never moves).
import AnimSyntax
import AnimationCore

/// What a receiver is, as far as completion can tell.
enum CompletionReceiver {
  /// A built-in type used as a value: its static members.
  case type(String)
  /// A value (a prototype standing for any value of its kind): its instance members.
  case value(Value)
  /// `$x`: a property's projection.
  case projection
}

extension Session {
  /// Members completable after `receiver.`; see ``memberNames(of:)``.
  func typedMemberNames(of receiver: String?) -> [String]? {
    guard let receiver else { return Builtins.animationMemberNames }
    // The receiver's static type, as the type checker gives it (a variable's too).
    if let names = staticMemberNames(of: receiver) { return names }
    let links = Self.chainLinks(receiver)
    guard var current = classifyHead(links.first ?? "") else { return nil }
    for link in links.dropFirst() {
      guard let next = Self.follow(current, link) else { return nil }
      current = next
    }
    return Self.members(of: current)
  }

  /// The receiver split at dots outside brackets: `Spring(duration: 0.5).value(at: 1)` →
  /// [`Spring(duration: 0.5)`, `value(at: 1)`]. A leading dot (an implicit member) gives an
  /// empty first link.
  static func chainLinks(_ text: String) -> [String] {
    var links: [String] = []
    var current = ""
    var depth = 0
    for c in text.trimmingSpaces {
      switch c {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "." where depth == 0:
        links.append(current)
        current = ""
        continue
      default: break
      }
      current.append(c)
    }
    links.append(current)
    return links
  }

  /// The name of a link without its call arguments: `value(at: 1)` → `value`.
  static func linkName(_ link: String) -> (name: String, isCall: Bool) {
    if let i = link.firstIndex(of: "(") { return (String(link[..<i]), true) }
    return (link, false)
  }

  private func classifyHead(_ head: String) -> CompletionReceiver? {
    if head.isEmpty { return .type("Animation") }  // `.easeIn.`: an implicit Animation member
    let (name, isCall) = Self.linkName(head)
    if name.hasPrefix("$") { return .projection }
    if let d = Double(name) { return .value(.number(d)) }
    switch (name, isCall) {
    case ("Animation", false), ("UnitCurve", false), ("Spring", false): return .type(name)
    case ("Spring", true): return .value(.object(SpringObject(.smooth)))
    case ("Animation", true): return .value(.animation(.default))
    case ("Transaction", true): return .value(.transaction(TransactionRef(Transaction())))
    case ("rgb", true), ("rgba", true): return .value(.color(AnimatableVector([0, 0, 0, 1])))
    case ("sample", true), ("anim.sample", true): return .value(.object(SeriesObject(name: "", samples: [])))
    default: break
    }
    // `CGRect(…).`: a value of the built-in type, for its members.
    if isCall, let kind = ValueKind.ofType(named: name), let value = BuiltinTable.shared.prototype(of: kind) {
      return .value(value)
    }
    guard let v = globalValue(name) else { return nil }
    if isCall {
      // A declared animation's or state's constructor.
      switch v {
      case .type(.animation(let info)):
        return .value(.animation(Animation(ScriptAnimation(info: info, members: info.defaults.map { $0 ?? .none }))))
      case .type(.state(let info)): return info.defaultRecord.map { .value(.record($0)) }
      case .type(.structType(let info)):
        return .value(.record(Record(info: info, fields: info.defaults.map { $0 ?? .none })))
      default: return nil
      }
    }
    if case .type(.builtin(let t)) = v { return .type(t) }
    return .value(v.unwrapped)
  }

  /// The current value of a session global (or a built-in constant), read without evaluating.
  private func globalValue(_ name: String) -> Value? {
    if let b = interpreter.resolver.globals[name] {
      guard b.slot < interpreter.machine.globals.count else { return nil }
      return interpreter.machine.globals[b.slot]  // trap-ok: checked
    }
    if let i = Builtins.shared.index(of: name) {
      let v = Builtins.shared.value(i, interpreter)
      if case .builtin = v { return nil }
      return v
    }
    return nil
  }

  /// What `receiver.link` is.
  private static func follow(_ receiver: CompletionReceiver, _ link: String) -> CompletionReceiver? {
    let (name, isCall) = linkName(link)
    switch receiver {
    case .type("Animation"): return .value(.animation(.default))
    case .type("UnitCurve"): return .value(.object(CurveObject(.linear)))
    case .type("Spring"): return .value(.object(SpringObject(.smooth)))
    case .type(let t):
      // A constant of a built-in type (`CGRect.zero.`, `Color.red.`).
      return ValueKind.ofType(named: t).flatMap { BuiltinTable.shared.constant($0, name) }.map { .value($0) }
    case .projection:
      return ["presentation", "velocity", "value"].contains(name) ? .value(.number(0)) : nil
    case .value(let v):
      switch v {
      case .object(is CurveObject):
        if name == "inverse" { return receiver }
        return isCall ? .value(.number(0)) : nil
      case .object(is SpringObject):
        if name == "update" { return .value(.pair(Pair(.number(0), .number(0), labels: ("value", "velocity")))) }
        return .value(.number(0))
      case .animation:
        let modifiers = ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete"]
        return modifiers.contains(name) ? receiver : nil
      case .pair(let p):
        if name == "first" || p.labels.0 == name { return .value(p.first) }
        if name == "second" || p.labels.1 == name { return .value(p.second) }
        return nil
      case .record(let r):
        guard let i = r.info.fieldIndex(name), i < r.fields.count else { return nil }
        return .value(r.fields[i].unwrapped)  // trap-ok: checked
      case .number, .vector, .color:
        return .value(.number(0))
      default:
        return nil
      }
    }
  }

  /// The member names of a receiver kind: the built-in table's for its kind, and for values
  /// of declared types, their members.
  static func members(of receiver: CompletionReceiver) -> [String] {
    switch receiver {
    case .type(let name):
      guard let kind = ValueKind.ofType(named: name) else { return [] }
      return BuiltinTable.shared.memberNames(of: kind)
    case .projection: return BuiltinTable.shared.memberNames(of: .projection)
    case .value(let v): return members(of: v)
    }
  }

  static func members(of value: Value) -> [String] {
    let v = value.unwrapped
    var names = BuiltinTable.shared.memberNames(of: v.kind)
    switch v {
    case .animation(let a):
      if let s = a.base as? ScriptAnimation {
        names += s.info.memberNames + s.info.decl.methods.compactMap { $0.name?.text }
      }
    case .pair(let p): names += [p.labels.0, p.labels.1].compactMap { $0 }
    case .tuple(let t): names += t.labels.compactMap { $0 }
    case .record(let r):
      names += r.info.fieldNames
      if let s = r.info as? StructInfo { names += s.members.instanceNames }
    case .object(let e as EnumValue):
      names += e.type.members.instanceNames
      if e.type.decl.rawType != nil { names.append("rawValue") }
    case .type(.structType(let s)): names += s.members.staticNames
    case .type(.enumType(let e)): names += e.caseNames + e.members.staticNames
    default: break
    }
    return names
  }
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? endIndex
    return start < end ? self[start..<end] : ""
  }
}

extension Session {
  /// The members of the receiver's static type, nil when the checker cannot tell it.
  func staticMemberNames(of receiver: String) -> [String]? {
    let trimmed = receiver.trimmingSpaces
    guard !trimmed.isEmpty, !trimmed.hasPrefix("$"), !trimmed.hasPrefix(".") else { return nil }
    let (typeText, _) = staticType(of: SourceFile(name: "<completion>", text: String(trimmed)))
    guard let typeText else { return nil }
    let checker = TypeChecker(resolver: interpreter.resolver, environment: interpreter.resolver.typeEnvironment)
    let names = checker.memberNames(ofTypeSpelled: typeText)
    return names.isEmpty ? nil : names
  }
}
