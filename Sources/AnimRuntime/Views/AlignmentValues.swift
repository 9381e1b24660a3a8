// SwiftUI's alignments as script values: `HorizontalAlignment.leading`, `VerticalAlignment.top`,
// `Alignment.topTrailing`. The checker resolves `.leading` against the parameter's type
// (ViewSignatures.swift: `VStack(alignment: HorizontalAlignment)`, `frame(alignment: Alignment)`,
// `d[HorizontalAlignment]`) and rewrites it as `HorizontalAlignment.leading`; these give that
// name a value at run time.
import AnimSyntax
import AnimViews

/// One alignment: a horizontal or vertical guide, or both (an `Alignment`).
final class AlignmentObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  enum Guide: Equatable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
    case both(Alignment)
  }
  let guide: Guide
  init(_ guide: Guide) { self.guide = guide }

  override var typeName: String {
    switch guide {
    case .horizontal: "HorizontalAlignment"
    case .vertical: "VerticalAlignment"
    case .both: "Alignment"
    }
  }

  override var printed: String {
    switch guide {
    case .horizontal(let h): "HorizontalAlignment.\(h.name)"
    case .vertical(let v): "VerticalAlignment.\(v.name)"
    case .both(let a): "Alignment(horizontal: \(a.horizontal.name), vertical: \(a.vertical.name))"
    }
  }

  func isEqual(to other: RuntimeObject) -> Bool { (other as? AlignmentObject)?.guide == guide }
}

/// `HorizontalAlignment`, `VerticalAlignment` and `Alignment` as values: their static members
/// are the alignments SwiftUI declares (and AnimViews lays out), the built-in table's
/// (BuiltinTable+Alignments.swift).
final class AlignmentNamespace: RuntimeObject, @unchecked Sendable {
  enum Axis { case horizontal, vertical, both }
  let axis: Axis
  init(_ axis: Axis) { self.axis = axis }

  override var typeName: String {
    switch axis {
    case .horizontal: "HorizontalAlignment"
    case .vertical: "VerticalAlignment"
    case .both: "Alignment"
    }
  }
  override var printed: String { typeName }
  override var kind: ValueKind {
    switch axis {
    case .horizontal: .horizontalAlignmentType
    case .vertical: .verticalAlignmentType
    case .both: .alignmentType
    }
  }
}

extension Builtins {
  func registerAlignmentTypes() {
    add(
      "HorizontalAlignment", .constant(.object(AlignmentNamespace(.horizontal))), signature: "HorizontalAlignment",
      doc: "A VStack's alignment and a horizontal guide: .leading, .center, .trailing.")
    add(
      "VerticalAlignment", .constant(.object(AlignmentNamespace(.vertical))), signature: "VerticalAlignment",
      doc: "An HStack's alignment and a vertical guide: .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline.")
    add(
      "Alignment", .constant(.object(AlignmentNamespace(.both))), signature: "Alignment",
      doc: "A ZStack's or frame's alignment: .center, .leading, .topTrailing, …")
    // `Edge.Set.horizontal`: the checker names padding's edges by their type (Edge.Set).
    add("Edge.Set", .constant(.object(EdgeNamespace())))
  }
}
