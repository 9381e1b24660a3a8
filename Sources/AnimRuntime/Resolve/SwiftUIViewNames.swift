// SwiftUI's view types, which pasted view code names (`VStack { … }`, `Circle().frame(…)`):
// Anim draws no views, so an unknown name that is one of these gets one sentence saying what
// Anim runs instead of "cannot find 'VStack' in scope".

enum SwiftUIViewNames {
  /// The views and view builders of SwiftUI that animation examples use.
  static let names: Set<String> = [
    "View", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "GridRow",
    "Text", "Image", "Label", "Button", "Toggle", "Slider", "Stepper", "Picker",
    "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "Canvas",
    "List", "ForEach", "ScrollView", "NavigationStack", "NavigationView", "Group", "Spacer",
    "Divider", "GeometryReader", "TimelineView", "ContentView", "PhaseAnimator",
    "KeyframeAnimator",
  ]

  /// The sentence for a use of view `name`.
  static func refusal(_ name: String) -> String {
    "'\(name)' is a SwiftUI view, and Anim draws no views (result builders for views are not "
      + "run); declare the animated values as '@State var' and change them in 'withAnimation' "
      + "(see them with 'anim preview')"
  }
}
