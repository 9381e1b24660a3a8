// The built-in types a script may extend (`extension Animation`, `extension AnimationContext`),
// by the name Swift gives them, and the kind of their values in the built-in table.

enum BuiltinTypeNames {
  /// The name extensions of a type are filed under (`CGFloat` and `TimeInterval` are `Double`).
  static func canonical(_ name: String) -> String {
    switch name {
    case "CGFloat", "TimeInterval", "Float": "Double"
    default: name
    }
  }

  /// The table's kind of the values of the built-in type `name`; nil for other names.
  static func instanceKind(of name: String) -> ValueKind? {
    switch canonical(name) {
    case "Double": .number
    case "Bool": .bool
    case "String": .string
    case "Animation": .animation
    case "AnimationContext": .context
    case "AnimationState": .animationState
    case "EnvironmentValues": .environment
    case "Transaction": .transaction
    case "Spring": .spring
    case "UnitCurve": .curve
    case "Color": .color
    default: nil
    }
  }

  /// The name an extension of this kind's values is filed under.
  static func typeName(of kind: ValueKind) -> String? {
    switch kind {
    case .number: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .animation: "Animation"
    case .context: "AnimationContext"
    case .animationState: "AnimationState"
    case .environment, .environmentSnapshot: "EnvironmentValues"
    case .transaction: "Transaction"
    case .spring: "Spring"
    case .curve: "UnitCurve"
    case .color: "Color"
    default: nil
    }
  }
}
