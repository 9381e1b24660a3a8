import AnimationCore
import Foundation

// SwiftUI's primitive views and containers under their own names. Each returns a ViewNode; the
// containers take a ViewBuilder closure, so a Swift caller writes them as in SwiftUI:
//
//     VStack(alignment: .leading) {
//       Circle().frame(width: 100).foregroundColor(.accentColor)
//       Button("Animate") { … }.frame(maxWidth: .infinity)
//     }
//     .padding()

/// A line of text (wrapped at word boundaries when its width is constrained), at SwiftUI's body
/// size, 17 pt.
public func Text(_ string: String) -> ViewNode { ViewNode(.text(string)) }

/// A view that draws nothing and takes no space.
public func EmptyView() -> ViewNode { ViewNode(.empty) }

/// Children in a column; `spacing` nil means SwiftUI's default between views (8; 0 next to a
/// Spacer).
public func VStack(
  alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> [ViewNode]
) -> ViewNode {
  ViewNode(.vStack(alignment: alignment, spacing: spacing, children: content()))
}

/// Children in a row.
public func HStack(
  alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> [ViewNode]
) -> ViewNode {
  ViewNode(.hStack(alignment: alignment, spacing: spacing, children: content()))
}

/// Children on top of each other, later ones in front.
public func ZStack(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
  ViewNode(.zStack(alignment: alignment, children: content()))
}

/// Several views where one is expected; a stack lays out each, and a modifier on the group
/// applies to each (as in SwiftUI).
public func Group(@ViewBuilder content: () -> [ViewNode]) -> ViewNode {
  ViewNode(.group(name: "Group", children: content()))
}

/// Space that grows along its stack's axis, at least `minLength` (default 8, SwiftUI's
/// default spacing).
public func Spacer(minLength: CGFloat? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }

/// A thin line across its stack (horizontal in a VStack or outside any stack, vertical in an
/// HStack).
public func Divider() -> ViewNode { ViewNode(.divider) }

/// A button with a text label; iOS's default style draws it in the accent colour with no chrome
/// or padding.
public func Button(_ title: String, action: @escaping () -> Void) -> ViewNode {
  ViewNode(.button(ButtonAction(action), label: Text(title)))
}

/// A button with a label made of views.
public func Button(action: @escaping () -> Void, @ViewBuilder label: () -> [ViewNode]) -> ViewNode {
  let views = label()
  let node = views.count == 1 ? views[0] : ViewNode(.group(name: "Group", children: views))  // trap-ok: count checked
  return ViewNode(.button(ButtonAction(action), label: node))
}

/// Views made from a collection's elements, each identified by `id(element)`, as SwiftUI's
/// `ForEach(_:id:content:)`. Two elements with the same id give a diagnostic in SwiftUI's words
/// (both views are kept, as SwiftUI keeps them).
public func ForEach<Data: Sequence, ID: Hashable>(
  _ data: Data, id: (Data.Element) -> ID, @ViewBuilder content: (Data.Element) -> [ViewNode]
) -> ViewNode {
  var children: [ViewNode] = []
  var seen = Set<ID>()
  var reported = Set<ID>()
  var diagnostics: [ViewDiagnostic] = []
  for element in data {
    let key = id(element)
    if !seen.insert(key).inserted, reported.insert(key).inserted {
      diagnostics.append(
        ViewDiagnostic(
          .duplicateForEachID,
          "ForEach<\(Data.self), \(ID.self), …>: the ID \(key) occurs multiple times within the collection, this will give undefined results!",
          source: "ForEach"))
    }
    for var v in content(element) {
      v.identity.insert(.forEach(AnyHashable(key)), at: 0)
      children.append(v)
    }
  }
  return ViewNode(.group(name: "ForEach", children: children), diagnostics: diagnostics)
}

/// Views made from a range of integers, each identified by its number, as SwiftUI's
/// `ForEach(0..<n)`.
public func ForEach(_ range: Range<Int>, @ViewBuilder content: (Int) -> [ViewNode]) -> ViewNode {
  ForEach(range, id: { $0 }, content: content)
}
