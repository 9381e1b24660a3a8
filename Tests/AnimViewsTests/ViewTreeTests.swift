import AnimViews
import AnimationCore
import Foundation
import Testing

/// The tree: identities as SwiftUI gives them, diagnostics for bad input (as SwiftUI logs
/// them), and the list of views AnimViews does not draw.
@Suite struct ViewTreeTests {
  /// Structural identity: position in the builder, the branch of an if/else, ForEach ids,
  /// explicit ids; the same view in two updates has the same identity.
  @Test func identities() {
    func tree(_ flag: Bool) -> ViewNode {
      VStack {
        Text("title")
        if flag { Circle() } else { Rectangle() }
        ForEach(["a", "b"], id: { $0 }) { s in Text(s) }
        Color.red.id(42)
      }
    }
    let on = ViewLayout(tree(true), width: 200, height: 400).displayList.items.map(\.identity.description)
    #expect(on == ["0", "1/b0", "2/[a]", "2/[b]", "3/id(42)"])
    let off = ViewLayout(tree(false), width: 200, height: 400).displayList.items.map(\.identity.description)
    #expect(off == ["0", "1/b1", "2/[a]", "2/[b]", "3/id(42)"])
    // The if-branch and its else are different views; the others are the same across updates.
    #expect(Set(on).intersection(off).count == 4)
    // A ForEach over a range identifies by number; the elements of a reordered array keep theirs.
    let reordered = ViewLayout(
      VStack { ForEach([3, 1, 2], id: { $0 }) { i in Text("\(i)") } }, width: 100, height: 200)
    #expect(reordered.displayList.items.map(\.identity.description) == ["[3]", "[1]", "[2]"])
  }

  /// Modifiers on a Group apply to each of its views (SwiftUI's rule): two texts each padded.
  @Test func groupModifiersApplyToEach() {
    let v = VStack(spacing: 0) {
      Group {
        Text("a")
        Text("b")
      }.padding(10)
    }
    let items = ViewLayout(v, width: 200, height: 200).displayList.items
    #expect(items.count == 2)
    // Each text is padded by 10 on top and bottom: 20 + one line between their tops.
    #expect(close(items[1].frame.minY - items[0].frame.minY, oneLineHeight + 20))
  }

  /// SwiftUI's frame diagnostics, word for word, and what layout does instead (probe P3/P4, see
  /// FrameLayoutTests): a negative width counts as 0; NaN and infinite widths are ignored; min >
  /// max is contradictory and the maximum is raised to the minimum.
  @Test func frameDiagnostics() {
    let negative = Color.red.frame(width: -10, height: 20)
    #expect(negative.diagnostics.map(\.message) == ["Invalid frame dimension (negative or non-finite)."])
    #expect(ViewLayout(negative, width: 100, height: 100).displayList.items[0].frame.width == 0)
    let nan = Color.red.frame(width: 20, height: 20).frame(width: .nan)
    #expect(nan.diagnostics.map(\.kind) == [.invalidFrameDimension])
    #expect(ViewLayout(nan, width: 100, height: 100).frames[0].frame.width == 20)
    let infinite = Color.red.frame(width: 20, height: 20).frame(width: .infinity)
    #expect(infinite.diagnostics.count == 1)
    #expect(ViewLayout(infinite, width: 100, height: 100).frames[0].frame.width == 20)
    let contradictory = Color.red.frame(width: 20, height: 20).frame(minWidth: 80, maxWidth: 40)
    #expect(contradictory.diagnostics.map(\.message) == ["Contradictory frame constraints specified."])
    #expect(ViewLayout(contradictory.frame(width: 100), width: 100, height: 100).frames[1].frame.width == 80)
    let nanMax = Color.red.frame(minWidth: 10, maxWidth: .nan)
    #expect(nanMax.diagnostics.map(\.kind) == [.invalidFrameDimension])
    // Diagnostics travel up the tree to the root.
    let tree = VStack {
      Text("ok")
      HStack { negative }
    }
    #expect(tree.diagnostics.count == 1)
    #expect(ViewLayout(tree, width: 100, height: 100).diagnostics.count == 1)
    // Valid frames say nothing.
    #expect(Color.red.frame(width: 0, height: 10).frame(minWidth: 0, maxWidth: .infinity).diagnostics.isEmpty)
  }

  /// Duplicate ForEach ids, as SwiftUI reports them ("the ID 1 occurs multiple times within the
  /// collection, this will give undefined results!"), once per id; both views are kept.
  @Test func duplicateForEachIDs() {
    let v = ForEach([1, 2, 1, 1, 3, 3], id: { $0 }) { i in Text("\(i)") }
    #expect(v.diagnostics.count == 2)
    #expect(
      v.diagnostics.first?.message
        == "ForEach<Array<Int>, Int, …>: the ID 1 occurs multiple times within the collection, this will give undefined results!"
    )
    #expect(ViewLayout(VStack { v }, width: 100, height: 300).displayList.items.count == 6)
  }

  /// Nothing crashes on hostile numbers: NaN and infinite sizes, offsets, scales, spacings,
  /// opacities, trims, corner radii; deep nesting; a zero-sized host.
  @Test func hostileInput() {
    let nan = CGFloat.nan
    let inf = CGFloat.infinity
    let v = VStack(spacing: nan) {
      Color.red.frame(width: nan, height: inf).offset(x: nan, y: inf).scaleEffect(nan).opacity(.nan)
      HStack(spacing: inf) {
        Spacer(minLength: nan)
        Text("x").padding(nan)
      }
      RoundedRectangle(cornerRadius: nan).trim(from: nan, to: inf).stroke(lineWidth: nan)
      Circle().rotationEffect(.radians(.infinity)).layoutPriority(.nan).zIndex(.nan)
      Rectangle().stroke(lineWidth: 1e300).scaleEffect(1e300).offset(x: 1e300)
      Text("tall").frame(height: 1e300)
      Path { p in
        p.addArc(center: .zero, radius: nan, startAngle: .zero, endAngle: .radians(inf), clockwise: true)
      }
    }
    for (w, h) in [
      (0.0, 0.0), (400, 300), (Double.nan, 10), (Double.infinity, 1), (1e-300, 1e300), (1e300, 1e-300),
    ] {
      let l = ViewLayout(v, width: w, height: h)
      _ = l.dump()
      _ = l.svg()
      _ = l.displayList.terminalCells(columns: 20)
    }
    var deep: ViewNode = Text("deep")
    for _ in 0..<200 { deep = VStack { deep }.padding(1) }
    #expect(ViewLayout(deep, width: 800, height: 800).displayList.items.count == 1)
    // Baselines asked through 100 nested stacks, each with a text beside the next: explicit guides
    // are cached per size, so this stays polynomial (it hung, exponential, before the cache).
    var nested: ViewNode = Text("0")
    for i in 1...100 {
      nested =
        i.isMultiple(of: 2)
        ? HStack(alignment: .lastTextBaseline) {
          Text("\(i)")
          nested
        }.viewNode
        : VStack {
          Text("\(i)")
          nested
        }.viewNode
    }
    #expect(ViewLayout(nested, width: 800, height: 800).displayList.items.count == 101)
  }

  /// Nesting deeper than layout goes (512 views and modifiers) leaves the deeper views out with a
  /// diagnostic instead of overflowing the stack (a debug build on a test thread crashed near
  /// 1,000 before the limit).
  @Test(arguments: [511, 600, 10_000]) func deepNesting(depth: Int) {
    var deep: ViewNode = Color.red.viewNode
    for _ in 0..<depth { deep = deep.padding(1) }
    let layout = ViewLayout(deep, width: 800, height: 800)
    if depth < 512 {
      #expect(layout.displayList.items.count == 1 && layout.diagnostics.isEmpty)
    } else {
      #expect(layout.displayList.items.isEmpty)
      #expect(layout.diagnostics.map(\.kind) == [.nestedTooDeep])
    }
  }

  /// Views and modifiers AnimViews does not draw have one diagnostic naming them.
  @Test func unsupportedNames() {
    #expect(
      UnsupportedViews.diagnostic(for: "List")?.message
        == "Anim does not draw 'List' views yet; use a VStack of rows")
    #expect(
      UnsupportedViews.diagnostic(for: "GeometryReader")?.message
        == "Anim does not draw 'GeometryReader' views yet")
    #expect(UnsupportedViews.diagnostic(for: "blur")?.kind == .unsupported)
    #expect(UnsupportedViews.diagnostic(for: "VStack") == nil)
    for name in ["ScrollView", "NavigationStack", "Image"] {
      #expect(UnsupportedViews.diagnostic(for: name) != nil)
    }
  }

  /// A Button runs its action; its label is drawn in the accent colour unless a foreground colour
  /// is set around it or inside the label.
  @Test func buttons() {
    nonisolated(unsafe) var taps = 0
    let b = Button("Go") { taps += 1 }
    if case .button(let action, _) = b.content { action.run() }
    #expect(taps == 1)
    let plain = ViewLayout(b, width: 100, height: 100).displayList.items[0]
    #expect(plain.color == .accentColor)
    let red = ViewLayout(b.foregroundColor(.red), width: 100, height: 100).displayList.items[0]
    #expect(red.color == .red)
    let inner = ViewLayout(Button(action: {}) { Text("Go").foregroundColor(.green) }, width: 100, height: 100)
    #expect(inner.displayList.items[0].color == .green)
    // No chrome, no padding: the button is as large as its label.
    #expect(plain.frame.height == oneLineHeight)
    // A label of several views: each in the accent colour, stacked.
    let two = ViewLayout(
      Button(action: {}) {
        Circle().frame(width: 10, height: 10)
        Text("Go")
      }, width: 100, height: 100)
    #expect(two.displayList.items.map(\.color) == [.accentColor, .accentColor])
    #expect(two.displayList.items[1].frame.minY > two.displayList.items[0].frame.maxY)
    // The layout lists its buttons by label text, for a host's tap("…").
    nonisolated(unsafe) var tapped: [String] = []
    let pair = VStack {
      Button("Animate") { tapped.append("animate") }.frame(maxWidth: .infinity)
      Button(action: { tapped.append("reset") }) {
        Text("Reset")
        Text("all")
      }
    }
    let layout = ViewLayout(pair, width: 300, height: 200)
    #expect(layout.buttons.map(\.label) == ["Animate", "Reset all"])
    layout.buttons.first { $0.label == "Animate" }?.action.run()
    #expect(tapped == ["animate"])
    // The first button's frame is its flexible frame's child: the label's own size.
    #expect(layout.buttons[0].frame == layout.displayList.first(text: "Animate")?.layoutFrame)
  }
}
