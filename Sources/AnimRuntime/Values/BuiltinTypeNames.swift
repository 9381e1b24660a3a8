// The built-in types a script may extend (`extension Animation`, `extension AnimationContext`),
// by the name Swift gives them, and the kind of their values in the built-in table. Used when an
// extension is resolved and declared, not while code runs.

enum BuiltinTypeNames {
  /// Names that are another type's (`CGFloat` and `TimeInterval` are Anim's `Double`).
  private static let aliases: [String: String] = [
    "CGFloat": "Double", "TimeInterval": "Double", "Float": "Double",
  ]

  /// The extendable built-in types' values' kinds, by type name.
  private static let kinds: [String: ValueKind] = [
    "Double": .number, "Bool": .bool, "String": .string, "Animation": .animation,
    "AnimationContext": .context, "AnimationState": .animationState,
    "EnvironmentValues": .environment, "Transaction": .transaction, "Spring": .spring,
    "UnitCurve": .curve, "Color": .color,
    // SwiftUI's and CoreGraphics' value types (GeometryObject).
    "CGPoint": .cgPoint, "CGSize": .cgSize, "CGRect": .cgRect, "CGVector": .cgVector,
    "UnitPoint": .unitPoint, "Angle": .angle,
  ]

  /// The name extensions of a type are filed under.
  static func canonical(_ name: String) -> String { aliases[name] ?? name }

  /// The table's kind of the values of the built-in type `name`; nil for other names.
  static func instanceKind(of name: String) -> ValueKind? { kinds[canonical(name)] }

  /// Swift's type aliases of built-in types, as Swift declares them (Foundation's
  /// `typealias TimeInterval = Double`): the same type under a second name, for the checker
  /// (`time * .pi`, `type(of:)` printing `Double`) and as a type value (`TimeInterval(3)`).
  /// Unlike `aliases`, these are Swift's own: `CGFloat` and `Float` are other types to Swift.
  static let typeAliases: [String: String] = ["TimeInterval": "Double"]

  /// `name`, or the type it is Swift's alias of.
  static func aliased(_ name: String) -> String { typeAliases[name] ?? name }

  /// The name an extension of this kind's values is filed under.
  static func typeName(of kind: ValueKind) -> String? {
    if kind == .environmentSnapshot { return "EnvironmentValues" }
    return names[kind]
  }

  private static let names: [ValueKind: String] = Dictionary(
    uniqueKeysWithValues: kinds.map { ($0.value, $0.key) })
}
