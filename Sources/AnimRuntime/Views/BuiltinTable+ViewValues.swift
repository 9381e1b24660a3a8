// Two small types of the views' values in the built-in table: `MatchedGeometryProperties`'
// static members (`.frame`, `.position`, `.size`, what matchedGeometryEffect takes from its
// group's source) and the `width` and `height` of the `ViewDimensions` an alignment guide's
// closure is given. Bound when the code is lowered, as the other types' members are.
import AnimSyntax
import AnimViews

extension BuiltinTable {
  /// Registers MatchedGeometryProperties' statics and ViewDimensions' properties.
  func registerViewValues() {
    let properties: [(String, Bool, Bool, String)] = [
      ("frame", true, true, "The source's position and size (the default)."),
      ("position", true, false, "The source's position only."),
      ("size", false, true, "The source's size only."),
    ]
    for (name, position, size, doc) in properties {
      constant(.matchedPropertiesType, name, doc, .object(MatchedPropertiesObject(position: position, size: size)))
    }
    property(.viewDimensions, "width", "The view's width in points.") { r, _, _, _ in
      guard case .object(let d as ViewDimensionsObject) = r.unwrapped else { return Value.none }
      return .number(Double(d.dimensions.width))
    }
    property(.viewDimensions, "height", "The view's height in points.") { r, _, _, _ in
      guard case .object(let d as ViewDimensionsObject) = r.unwrapped else { return Value.none }
      return .number(Double(d.dimensions.height))
    }
  }
}
