// AnimViews: SwiftUI's views off Apple platforms, as a library the language binding calls.
//
// The pipeline mirrors SwiftUI's: a tree of views (``ViewNode``, built with SwiftUI's names:
// `VStack`, `Circle()`, `.frame(width:)`, …) is laid out by SwiftUI's proposal/response rules
// (``ViewLayout``, reference views.md §2), and the laid-out tree is flattened into a
// ``DisplayList`` of drawn items in drawing order, which renders as a text dump, SVG or terminal
// cells. Each item carries its view's identity, so that the next step (views that animate) can
// match items across updates.
//
// Coordinates are SwiftUI's: points, origin at the top left, y down.
