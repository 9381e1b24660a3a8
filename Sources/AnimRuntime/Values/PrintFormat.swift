// Printing as Swift prints, from the static type. Anim keeps one kind of number at run time, so
// the type checker's type of a printed expression says how a number shows: a `Double` as Swift's
// `description` (`1.0`, `-0.0`, `1e+16`), an `Int` without a fraction, an optional as
// `Optional(2.5)`, and so on inside arrays, tuples and dictionaries. Where the checker has no
// type (Anim's untyped parameters), a value prints as before (`Value.printed`).

/// How a value of a known static type prints.
indirect enum PrintFormat: Sendable {
  /// No static type: `Value.printed`.
  case dynamic
  case double
  case int
  case optional(PrintFormat)
  case array(PrintFormat)
  case dictionary(PrintFormat, PrintFormat)
  case tuple([PrintFormat])
  /// CoreGraphics' and SwiftUI's geometry values, as their descriptions give them.
  case geometry
  /// SwiftUI's `AnimatablePair<First, Second>`, a struct, as Swift prints one: its type with
  /// the generic arguments, then its stored properties (`AnimatablePair<Double, Double>(first:
  /// 1.0, second: 2.0)`).
  case animatablePair(String, PrintFormat, PrintFormat)

  /// The format for values of `type`; `.dynamic` where the type says nothing about numbers.
  init(_ type: SwiftType?) {
    guard let type else {
      self = .dynamic
      return
    }
    func format(_ t: SwiftType) -> PrintFormat { PrintFormat(t) }
    switch type {
    case .floatLiteral: self = .double
    case .integerLiteral: self = .int
    case .named(let name, _) where SwiftType.floatingNames.contains(name): self = .double
    case .named(let name, _) where SwiftType.numberNames.contains(name): self = .int
    case .named(let name, _) where Self.geometryNames.contains(name): self = .geometry
    case .named("AnimatablePair", let arguments) where arguments.count == 2:
      self = .animatablePair(type.description, format(arguments[0]), format(arguments[1]))  // trap-ok: count checked
    case .optional(let t): self = .optional(format(t))
    case .array(let t):
      let inner = format(t)
      self = inner.isDynamic ? .dynamic : .array(inner)
    case .dictionary(let k, let v):
      let (a, b) = (format(k), format(v))
      self = a.isDynamic && b.isDynamic ? .dynamic : .dictionary(a, b)
    case .tuple(let items, _):
      let formats = items.map { format($0) }
      self = formats.allSatisfy(\.isDynamic) ? .dynamic : .tuple(formats)
    default: self = .dynamic
    }
  }

  static let geometryNames: Set<String> = ["CGPoint", "CGSize", "CGRect", "CGVector", "UnitPoint", "Angle"]

  /// Whether values of this format are Ints or Doubles.
  var isNumber: Bool {
    switch self {
    case .int, .double: true
    default: false
    }
  }

  var isDynamic: Bool {
    if case .dynamic = self { return true }
    return false
  }

}

extension Value {
  /// The text `print` shows for this value, a value of the static type `format` describes.
  func printed(as format: PrintFormat) -> String {
    let v = unwrapped
    switch (format, v) {
    case (.dynamic, _): return v.printed
    case (.double, .number(let d)): return Value.swiftDescription(d)
    case (.int, .number(let d)):
      if let i = Int(exactly: d) { return String(i) }
      // `Int.max` is held as 2^63, the nearest Double (Double(Int.max) in Swift); no other Int
      // reaches it (Int arithmetic stops at 2^63 as an overflow).
      if d == 0x1p63 { return String(Int.max) }
      return Value.swiftDescription(d)
    case (.geometry, .object(let g as GeometryObject)): return g.swiftDescription
    case (.animatablePair(let name, let first, let second), .pair(let p)):
      return name + "(first: " + p.first.element(as: first) + ", second: " + p.second.element(as: second) + ")"
    case (.optional, .none): return "nil"
    case (.optional(let inner), _): return "Optional(" + v.element(as: inner) + ")"
    case (.array(let inner), .array(let items)):
      return "[" + items.map { $0.element(as: inner) }.joined(separator: ", ") + "]"
    case (.array(let inner), .vector(let vector)):
      return "[" + vector.elements.map { Value.number($0).element(as: inner) }.joined(separator: ", ") + "]"
    case (.dictionary(let k, let f), .dictionary(let d)):
      guard d.count > 0 else { return "[:]" }
      return "[" + zip(d.keys, d.values).map { $0.element(as: k) + ": " + $1.element(as: f) }.joined(separator: ", ") + "]"
    case (.tuple(let formats), .pair(let p)) where formats.count == 2:
      func part(_ label: String?, _ x: Value, _ f: PrintFormat) -> String { (label.map { "\($0): " } ?? "") + x.element(as: f) }
      return "(" + part(p.labels.0, p.first, formats[0]) + ", " + part(p.labels.1, p.second, formats[1]) + ")"  // trap-ok: count checked
    case (.tuple(let formats), .tuple(let t)) where formats.count == t.elements.count:
      let parts = zip(zip(t.labels, t.elements), formats).map { lv, f in (lv.0.map { "\($0): " } ?? "") + lv.1.element(as: f) }
      return "(" + parts.joined(separator: ", ") + ")"
    default: return v.printed
    }
  }

  /// As an element inside a collection or an optional: strings quoted, as Swift's
  /// `debugDescription` shows them.
  func element(as format: PrintFormat) -> String {
    if case .dynamic = format { return debugPrinted }
    return printed(as: format)
  }

  /// What Swift's `print` and interpolation write for a Double (`write(to:)`): the shortest text
  /// that reads back as the same Double, with `.0` on whole numbers (`1.0`, `-0.0`, `0.1`,
  /// `1e+16`, `inf`, `nan`), and `-nan` for a NaN with its sign bit set (`-Double.nan`), which
  /// `description` alone shows as `nan` (swiftc 6.3: `print(-x)` of a NaN `x` prints `-nan`).
  static func swiftDescription(_ d: Double) -> String {
    if d.isNaN { return d.sign == .minus ? "-nan" : "nan" }
    return d.description
  }

  /// A number's text as its own `description` gives it, from what `print` shows: the same but
  /// for a NaN's sign, which `print` writes and `description` leaves out (swiftc 6.3:
  /// `String(describing: 0.0 / z)` with `z` zero at run time is `nan`, `print` of it `-nan`).
  static func describedAlone(_ printed: String) -> String { printed == "-nan" ? "nan" : printed }
}
