import AnimViews

// SwiftUI's views that Anim does not draw (List, ScrollView, Image, …): an unknown name that
// is one of these gets one sentence naming it, and what to use instead where there is
// something, rather than "cannot find 'List' in scope". The views Anim draws are built-ins
// (Views/Builtins+Views.swift).

enum SwiftUIViewNames {
  /// The SwiftUI views Anim knows by name and does not draw.
  static let names: Set<String> = Set(UnsupportedViews.views.keys)

  /// The sentence for a use of view `name`.
  static func refusal(_ name: String) -> String {
    UnsupportedViews.diagnostic(for: name)?.message ?? "Anim does not draw '\(name)' views yet"
  }
}
