// Generated from Builtins+Views.swift by BuiltinTableIndexTests (which fails, and writes the
// new text, when the views' names change): the names `registerViews()` declares, in order, so
// that `Builtins` can index them at launch without registering the views.

extension Builtins {
  static let viewNames: [String] = [
    "Edge",
    "Font",
    "Font.Weight",
    "AnyTransition",
    "MatchedGeometryProperties",
    "HorizontalAlignment",
    "VerticalAlignment",
    "Alignment",
    "Edge.Set",
  ]
}
