// The typed signatures of the views' host API (ViewHostObject.swift), read with the built-ins'
// (BuiltinSignatures.read): so that `host.find(Circle.self).frame.minX` is a Double to the
// checker, and prints as Swift prints one. The views and modifiers themselves are not typed yet:
// their alignments and edges arrive as UnitPoints (ViewArguments), which a typed
// `HorizontalAlignment` parameter would reject.
enum ViewSignatures {
  static let declarations: [String: [String]] = [
    "": ["func ViewHost(_ view: Any, width: Double, height: Double) -> ViewHost"],
    "ViewHost": [
      "func tap(_ label: String)", "func find(_ type: Any) -> FoundView", "func find(text: String) -> FoundView",
      "func find(button: String) -> FoundButton", "func findAll(_ type: Any) -> [FoundView]",
      "func dump() -> String", "func svg() -> String",
    ],
    "FoundView": [
      "var frame: CGRect", "var opacity: Double", "var scale: CGSize", "var rotation: Angle", "var color: Color",
      "var string: String", "var path: Path",
    ],
    "FoundButton": ["func tap()"],
    "Path": ["var boundingRect: CGRect", "var isEmpty: Bool"],
    "Double": ["func formatted() -> String", "func formatted(_ format: Any) -> String"],
  ]
}
