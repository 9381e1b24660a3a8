/// SwiftUI views and modifiers that AnimViews knows by name and does not draw, so that the
/// binding refuses each with one diagnostic naming it, never a silent omission.
public enum UnsupportedViews {
  /// View types, with what to use instead where there is something.
  public static let views: [String: String] = [
    "List": "a VStack of rows", "ScrollView": "a VStack (content is not scrolled)",
    "NavigationStack": "", "NavigationView": "", "NavigationSplitView": "", "NavigationLink": "",
    "TabView": "", "Form": "", "Section": "", "LazyVStack": "VStack", "LazyHStack": "HStack",
    "LazyVGrid": "", "LazyHGrid": "", "Grid": "", "GridRow": "", "Image": "", "AsyncImage": "",
    "Label": "Text", "GeometryReader": "", "Canvas": "", "TimelineView": "", "TextField": "",
    "SecureField": "", "TextEditor": "", "Toggle": "Button", "Slider": "", "Stepper": "",
    "Picker": "", "DatePicker": "", "ColorPicker": "", "ProgressView": "", "Gauge": "",
    "Menu": "", "Link": "Button", "ShareLink": "", "Map": "", "VideoPlayer": "",
    "ViewThatFits": "", "AnyLayout": "", "ControlGroup": "", "DisclosureGroup": "",
    "OutlineGroup": "", "LinearGradient": "Color", "RadialGradient": "Color",
    "AngularGradient": "Color", "EllipticalGradient": "Color",
  ]

  /// Modifiers, with what to use instead where there is something.
  public static let modifiers: [String: String] = [
    "italic": "", "lineLimit": "", "multilineTextAlignment": "",
    "blur": "", "mask": "clipShape", "border": "overlay(Rectangle().strokeBorder(…))",
    "blendMode": "", "brightness": "", "contrast": "", "saturation": "", "grayscale": "",
    "hueRotation": "", "colorMultiply": "", "compositingGroup": "", "drawingGroup": "",
    "ignoresSafeArea": "", "edgesIgnoringSafeArea": "", "safeAreaInset": "",
    "navigationTitle": "", "toolbar": "", "sheet": "", "alert": "", "popover": "",
    "gesture": "Button", "position": "offset", "aspectRatio": "frame",
    "scaledToFit": "frame", "scaledToFill": "frame", "rotation3DEffect": "rotationEffect",
    "projectionEffect": "", "transformEffect": "", "tint": "foregroundColor",
    "buttonStyle": "", "labelsHidden": "", "disabled": "", "help": "", "accessibilityLabel": "",
  ]

  /// The diagnostic for a name in either list, or nil when AnimViews draws it (or does not
  /// know it).
  public static func diagnostic(for name: String) -> ViewDiagnostic? {
    if let instead = views[name] {
      let tail = instead.isEmpty ? "" : "; use \(instead)"
      return ViewDiagnostic(.unsupported, "Anim does not draw '\(name)' views yet\(tail)", source: name)
    }
    if let instead = modifiers[name] {
      let tail = instead.isEmpty ? "" : "; use \(instead)"
      return ViewDiagnostic(
        .unsupported, "Anim does not apply the '\(name)' modifier yet\(tail)", source: name)
    }
    return nil
  }
}
