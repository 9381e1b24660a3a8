// Generated from Builtins+Views.swift by BuiltinTableIndexTests (which fails, and writes the
// new text, when the views' names change): the names `registerViews()` declares, in order, so
// that `Builtins` can index them at launch without registering the views.

extension Builtins {
  static let viewNames: [String] = [
    "Text",
    "EmptyView",
    "Spacer",
    "Divider",
    "Circle",
    "Rectangle",
    "Capsule",
    "Ellipse",
    "RoundedRectangle",
    "VStack",
    "HStack",
    "ZStack",
    "Group",
    "ForEach",
    "Button",
    "State",
    "ViewHost",
    "Edge",
    "#Preview",
    "Path",
    "Font",
    "Font.Weight",
    "AnyTransition",
    "Namespace",
    "MatchedGeometryProperties",
    "HorizontalAlignment",
    "VerticalAlignment",
    "Alignment",
    "Edge.Set",
  ]
}
