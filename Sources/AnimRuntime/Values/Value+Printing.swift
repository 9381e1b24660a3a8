// How values print: numbers without a trailing `.0` when whole, animations in their factory form,
// springs with their parameters, records as constructor calls.
import AnimSyntax
import AnimationCore

extension Value {
  /// The text `print` shows for this value.
  public var printed: String {
    switch self {
    case .none: return "nil"
    case .bool(let b): return b ? "true" : "false"
    case .number(let d): return Value.format(d)
    case .string(let s): return s
    case .vector(let v): return "[" + v.elements.map(Value.format).joined(separator: ", ") + "]"
    case .color(let c): return Value.printedColor(c)
    case .pair(let p):
      func part(_ label: String?, _ v: Value) -> String {
        (label.map { "\($0): " } ?? "") + v.debugPrinted
      }
      return "(" + part(p.labels.0, p.first) + ", " + part(p.labels.1, p.second) + ")"
    case .array(let a): return "[" + a.map(\.debugPrinted).joined(separator: ", ") + "]"
    case .dictionary(let d):
      guard d.count > 0 else { return "[:]" }
      return "[" + zip(d.keys, d.values).map { "\($0.debugPrinted): \($1.debugPrinted)" }.joined(separator: ", ") + "]"
    case .tuple(let t):
      let parts = zip(t.labels, t.elements).map { ($0.map { "\($0): " } ?? "") + $1.debugPrinted }
      return "(" + parts.joined(separator: ", ") + ")"
    case .function(let c): return "<func \(c.name)>"
    case .builtin(let i): return "<built-in \(Builtins.shared.name(of: i))>"
    case .boundMethod(let m): return "<method \(m.name)>"
    case .animation(let a): return Value.describe(a)
    case .type(let t): return t.name
    case .record(let r):
      // A class instance prints as Swift's `print` shows one: its module-qualified type name
      // (ClassInstances.swift).
      if r.isClassInstance { return Value.moduleName + "." + r.info.name }
      let formats = r.info.fieldFormats
      let fields = zip(r.info.fieldNames, r.fields).enumerated().map { k, field in
        "\(field.0): " + field.1.element(as: k < formats.count ? formats[k] : .dynamic)  // trap-ok: checked
      }
      return "\(r.info.name)(" + fields.joined(separator: ", ") + ")"
    case .context: return "AnimationContext()"
    case .animationState: return "AnimationState()"
    case .transaction(let t):
      let a = t.transaction.animation.map(Value.describe) ?? "nil"
      return "Transaction(animation: \(a))"
    case .object(let o): return o.printed
    case .zero: return "zero"
    case .box(let b): return b.value.printed
    case .property(let p): return p.model.printed
    }
  }

  /// As Swift's `debugPrint` shows a value, which is how `print` shows one inside a collection,
  /// a tuple, an optional, a struct's fields or a case's payload: strings quoted, and a
  /// script's own structs and enum cases with their type qualified by the module
  /// (`main.Point(x: 1.0)`, `main.Direction.up`; Swift's `_adHocPrint_unlocked` prints type
  /// names qualified only when debug-printing). `main` is the module of a single-file program
  /// built by `swiftc` or run by `swift file.swift` without `-module-name`.
  var debugPrinted: String {
    switch self {
    // A class instance's printed form is its qualified name already (Interpreter+Classes.swift).
    case .record(let r): return r.isClassInstance ? printed : Value.moduleName + "." + printed
    case .object(let e as EnumValue): return Value.moduleName + "." + e.type.name + "." + e.printed
    case .box(let b): return b.value.debugPrinted
    case .property(let p): return p.model.debugPrinted
    default: return quoted
    }
  }

  /// The module name Swift qualifies a script's types with (see ``debugPrinted``).
  static let moduleName = "main"

  /// Like ``printed`` but strings are quoted (inside collections, tuples and records), as Swift
  /// prints a String inside an array: `print(["a\n"])` shows `["a\n"]`, `["\u{1B}[2J": 1]`.
  var quoted: String {
    if case .string(let s) = self { return Value.quoted(s) }
    return printed
  }

  /// `s` as Swift's `String.debugDescription` writes it (quoted, with `\"`, `\\`, `\n`, `\t`,
  /// `\r`, `\0` and `\u{1B}` escapes). Swift leaves some characters raw that a terminal acts
  /// on (NEL U+0085 and the other C1 controls, the line separators U+2028 and U+2029, the bidi
  /// overrides); those are escaped as Swift escapes scalars (`\u{85}`), so that a value printed
  /// inside a collection can never move the cursor or reorder the line.
  static func quoted(_ s: String) -> String {
    let swift = s.debugDescription
    guard swift.unicodeScalars.contains(where: \.needsTerminalEscape) else { return swift }
    var out = ""
    for scalar in swift.unicodeScalars {
      if scalar.needsTerminalEscape {
        out += scalar.escaped(asASCII: true)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Formats a number: whole numbers without a fraction (`100`), others in Swift's shortest form.
  static func format(_ d: Double) -> String {
    if d.isNaN { return "nan" }
    if d.isInfinite { return d < 0 ? "-inf" : "inf" }
    if d == d.rounded(), abs(d) < 1e15 {
      if d == 0 { return "0" }
      return String(Int64(d))
    }
    return "\(d)"
  }

  /// An animation's readable form: a script animation as its constructor call, a built-in in its
  /// factory form.
  static func describe(_ a: Animation) -> String {
    if let s = a.base as? ScriptAnimation { return s.printed }
    let text = a.factoryDescription
    return text
  }
}

// MARK: - Equality

extension Value {
  /// Language equality (`==`): structural for data, identity for functions and objects.
  func isEqual(to other: Value) -> Bool {
    switch (self.unwrapped, other.unwrapped) {
    case (.none, .none): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.vector(let a), .vector(let b)): return a == b
    case (.color(let a), .color(let b)): return a == b
    case (.pair(let a), .pair(let b)): return a.first.isEqual(to: b.first) && a.second.isEqual(to: b.second)
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
    case (.dictionary(let a), .dictionary(let b)):
      // Swift's `==` on dictionaries ignores order.
      return a.count == b.count
        && zip(a.keys, a.values).allSatisfy { k, v in b.value(for: k).map { $0.isEqual(to: v) } ?? false }
    case (.tuple(let a), .tuple(let b)):
      return a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { $0.isEqual(to: $1) }
    case (.animation(let a), .animation(let b)): return a == b
    case (.record(let a), .record(let b)):
      // Class instances without their own `==` are equal when identical, so a cycle of
      // references cannot make `==` recurse.
      if a.isClassInstance || b.isClassInstance { return a === b }
      return a.info === b.info && zip(a.fields, b.fields).allSatisfy { $0.isEqual(to: $1) }
    case (.function(let a), .function(let b)): return a === b
    case (.builtin(let a), .builtin(let b)): return a == b
    case (.type(let a), .type(let b)): return a.name == b.name
    case (.object(let a), .object(let b)):
      if let ea = a as? EquatableObject { return ea.isEqual(to: b) }
      return a === b
    case (.zero, .zero): return true
    case (.zero, .number(let d)), (.number(let d), .zero): return d == 0
    case (.zero, .vector(let v)), (.vector(let v), .zero): return v.elements.allSatisfy { $0 == 0 }
    case (.transaction(let a), .transaction(let b)): return a === b
    case (.context(let a), .context(let b)): return a === b
    case (.animationState(let a), .animationState(let b)): return a === b
    default: return false
    }
  }

  /// Hashes the value consistently with ``isEqual(to:)`` (for script animations' members).
  func hash(into hasher: inout Hasher) {
    switch self.unwrapped {
    case .none: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let d): hasher.combine(d)
    case .string(let s): hasher.combine(s)
    case .vector(let v), .color(let v): hasher.combine(v)
    case .pair(let p):
      p.first.hash(into: &hasher)
      p.second.hash(into: &hasher)
    case .animation(let a): hasher.combine(a)
    case .record(let r):
      if r.isClassInstance { hasher.combine(ObjectIdentifier(r)) } else { for f in r.fields { f.hash(into: &hasher) } }
    case .array(let a): for x in a { x.hash(into: &hasher) }
    case .tuple(let t): for x in t.elements { x.hash(into: &hasher) }
    case .dictionary(let d): hasher.combine(d.count)
    default: hasher.combine(typeName)
    }
  }

  /// The value seen through a variable cell.
  var unwrapped: Value {
    switch self {
    case .box(let b): return b.value
    case .property(let p): return p.model
    default: return self
    }
  }
}

/// Objects with structural equality (springs, curves).
protocol EquatableObject {
  func isEqual(to other: RuntimeObject) -> Bool
}
