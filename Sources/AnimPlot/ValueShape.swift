// How a recorded value is drawn: its kind, and the names of its numeric components.

/// What a recorded value is, so that a preview draws it as what it is rather than as numbers.
public enum ValueKind: String, Sendable, Equatable, CaseIterable {
  /// One number: a dot on a track.
  case number
  /// `[1, 2, …]`: one bar per element.
  case vector
  /// `(x: 1, y: 2)`: a dot moving in 2-D with its trail.
  case pair
  /// A `CGPoint`: a dot moving in 2-D with its trail.
  case point
  /// A `CGSize` (width, height): a rectangle.
  case size
  /// A `CGRect` (x, y, width, height): a rectangle.
  case rect
  /// An `Angle`, in radians: a rotating needle.
  case angle
  /// A colour (red, green, blue, opacity, each 0…1): a swatch.
  case color
  /// An array of numbers: its parts.
  case array
  /// A struct of numbers: its parts, named by their fields.
  case `struct`
}

/// The shape of a recorded value: its kind and one name per numeric component
/// (`["x", "y"]` for a point, `["red", "green", "blue", "opacity"]` for a colour).
public struct ValueShape: Sendable, Equatable {
  /// What the value is.
  public var kind: ValueKind
  /// One name per component, in the order the components are recorded.
  public var componentNames: [String]
  /// For a struct or an array holding colours: the index of each colour's first component (its
  /// red; green, blue and opacity follow), so that a readout shows the part as a colour
  /// (`tint #FF3B30`), not as four linear numbers.
  public var colorStarts: [Int]

  /// Creates a shape.
  public init(kind: ValueKind, componentNames: [String], colorStarts: [Int] = []) {
    self.kind = kind
    self.componentNames = componentNames
    self.colorStarts = colorStarts
  }

  /// A single number.
  public static let number = ValueShape(kind: .number, componentNames: ["value"])

  /// The component names SwiftUI's types use, for the kinds whose components are fixed; `nil`
  /// for vectors, arrays and structs, whose names depend on the value.
  public static func standardNames(of kind: ValueKind) -> [String]? {
    switch kind {
    case .number: ["value"]
    case .pair, .point: ["x", "y"]
    case .size: ["width", "height"]
    case .rect: ["x", "y", "width", "height"]
    case .angle: ["radians"]
    case .color: ["red", "green", "blue", "opacity"]
    case .vector, .array, .struct: nil
    }
  }
}
