// The alignments and edges as static members of their types in the built-in table:
// `HorizontalAlignment.leading`, `VerticalAlignment.firstTextBaseline`, `Alignment.topTrailing`,
// `Edge.Set.horizontal`. The checker resolves an implicit member (`.leading`) against the
// parameter's type (ViewSignatures.swift) and rewrites it as the type's member; these give the
// member its value, bound when the code is lowered (a property of the type's kind).
import AnimSyntax
import AnimViews

extension BuiltinTable {
  /// Registers the alignments SwiftUI declares (and AnimViews lays out), and the edge sets.
  func registerAlignments() {
    let horizontal: [(String, HorizontalAlignment)] = [("leading", .leading), ("center", .center), ("trailing", .trailing)]
    for (name, h) in horizontal {
      constant(
        .horizontalAlignmentType, name, "The \(name) guide of views in a column.",
        .object(AlignmentObject(.horizontal(h))))
    }
    let vertical: [(String, VerticalAlignment)] = [
      ("top", .top), ("center", .center), ("bottom", .bottom), ("firstTextBaseline", .firstTextBaseline),
      ("lastTextBaseline", .lastTextBaseline),
    ]
    for (name, v) in vertical {
      constant(.verticalAlignmentType, name, "The \(name) guide of views in a row.", .object(AlignmentObject(.vertical(v))))
    }
    let both: [(String, Alignment)] = [
      ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
      ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
      ("bottomTrailing", .bottomTrailing),
    ]
    for (name, a) in both {
      constant(.alignmentType, name, "The \(name) of a frame, both guides.", .object(AlignmentObject(.both(a))))
    }
    let edges: [(String, Edge.Set)] = [
      ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing), ("all", .all),
      ("horizontal", .horizontal), ("vertical", .vertical),
    ]
    for (name, set) in edges {
      constant(.edgeSetType, name, "The \(name) edge set, for padding.", .object(ViewEdgeSet(set, name: name)))
    }
    // `Edge.Set.top` read through `Edge`: both name the same value here.
    property(.edgeSetType, "Set", "Edge.Set, the sets of edges.") { r, _, _, _ in r.unwrapped }
  }
}
