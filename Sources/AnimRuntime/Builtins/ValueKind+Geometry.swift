// The kinds of SwiftUI's and CoreGraphics' value types: each type's name as written, the name of
// its values, and which kind a type's values have (for `:help`).

extension ValueKind {
  /// For the kind of a geometry or colour type, its name (`CGPoint`); nil for another kind.
  var geometryTypeName: String? {
    switch self {
    case .cgFloatType: "CGFloat"
    case .cgPointType: "CGPoint"
    case .cgSizeType: "CGSize"
    case .cgRectType: "CGRect"
    case .cgVectorType: "CGVector"
    case .unitPointType: "UnitPoint"
    case .angleType: "Angle"
    case .colorType: "Color"
    case .animatablePairType: "AnimatablePair"
    case .emptyAnimatableDataType: "EmptyAnimatableData"
    default: nil
    }
  }

  /// For the kind of a geometry value, its type's name.
  var geometryValueTypeName: String {
    geometryTypeKind?.geometryTypeName ?? "object"
  }

  /// For a geometry value's kind, its type's kind.
  var geometryTypeKind: ValueKind? {
    switch self {
    case .cgPoint: .cgPointType
    case .cgSize: .cgSizeType
    case .cgRect: .cgRectType
    case .cgVector: .cgVectorType
    case .unitPoint: .unitPointType
    case .angle: .angleType
    case .emptyAnimatableData: .emptyAnimatableDataType
    default: nil
    }
  }

  /// For a geometry or colour type's kind, the kind of its values.
  var geometryInstanceKind: ValueKind? {
    switch self {
    case .cgFloatType: .number
    case .colorType: .color
    case .animatablePairType: .pair
    default: ValueKind.allCases.first { $0.geometryTypeKind == self }
    }
  }
}

extension BuiltinTable {
  /// A value of the type whose kind is `type` (one of its constants), for completing the members
  /// of `CGRect(…).`; nil for a type with no constant of its own kind.
  func prototype(of type: ValueKind) -> Value? {
    guard let instance = type.geometryInstanceKind else { return nil }
    return memberNames(of: type).lazy.compactMap { self.constant(type, $0) }.first { $0.kind == instance }
  }
}
