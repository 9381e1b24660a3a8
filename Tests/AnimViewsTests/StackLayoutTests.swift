import AnimViews
import AnimationCore
import Foundation
import Testing

/// HStack and VStack, against numbers derived by hand from views.md §2.3 and published
/// measurements. Each test says how its numbers follow.
@Suite struct StackLayoutTests {
  /// The seed's ElasticEaseInEaseOutView in 400 × 300 (views.md §2.11). `.padding()` proposes
  /// 368 × 268 to the VStack. Flexibility along y: the circle's frame(width: 100) answers 100 × 0
  /// for height 0 and 100 × 100 for ∞ (a Circle is the square of the smaller side), so 100; the
  /// button is one line of text at any height, so 0: the button is sized first, 368 × h (h = one
  /// line of Inter at 17 pt, rounded up to thirds), then the circle gets 268 − 8 − h ≥ 100 and is
  /// 100 × 100. The VStack is 368 × (108 + h); padded, 400 × (140 + h), centred: y0 = (300 − 140 −
  /// h) / 2, so the circle is at y = y0 + 16; x = 16 leading, 16 + 368 − 100 = 284 trailing.
  @Test(arguments: [false, true]) func elasticSeedView(isActive: Bool) throws {
    let view = VStack(alignment: isActive ? .trailing : .leading) {
      Circle()
        .frame(width: 100.0)
        .foregroundColor(.accentColor)
      Button("Animate") {}
        .frame(maxWidth: .infinity)
    }
    .padding()
    let layout = ViewLayout(view, width: 400, height: 300)
    let h = oneLineHeight
    let y = (300 - 140 - h) / 2 + 16
    let circle = try #require(layout.displayList.first("Circle"))
    #expect(close(circle.frame, CGRect(x: isActive ? 284 : 16, y: y, width: 100, height: 100)))
    #expect(circle.color == .accentColor)
    let label = try #require(layout.displayList.first(text: "Animate"))
    #expect(label.color == .accentColor)
    #expect(close(label.frame.height, h))
    // The label is centred in the 368-wide flexible frame below the circle.
    #expect(close(label.frame.midX, 200))
    #expect(close(label.frame.minY, y + 108))
  }

  /// objc.io, "How an HStack Lays out Its Children": `HStack(spacing: 0) { red.frame(maxWidth:
  /// 100); green.frame(minWidth: 100) }.frame(width: 150)`. Red's range is 0…100 (flexibility
  /// 100), green's 100…∞, so red goes first and is offered 150 / 2 = 75, takes 75; green is
  /// offered 75 and, with minWidth 100, is 100. The stack is 175 wide, overflowing its 150 frame,
  /// centred in it: it starts at (150 − 175) / 2 = −12.5 from the frame.
  @Test func objcIOOverflow() throws {
    let view = HStack(spacing: 0) {
      Color.red.frame(maxWidth: 100)
      Color.green.frame(minWidth: 100)
    }
    .frame(width: 150)
    let layout = ViewLayout(view, width: 150, height: 100)
    let red = try #require(layout.displayList.items.first { $0.color == .red })
    let green = try #require(layout.displayList.items.first { $0.color == .green })
    #expect(close(red.frame.width, 75))
    #expect(close(green.frame.width, 100))
    #expect(close(red.frame.minX, -12.5))
    #expect(close(green.frame.minX, 62.5))
  }

  /// objc.io: three rectangles in 300 (spacing 0 here) are offered 100 each in turn and take it.
  /// With the default spacing, 8 between each: (300 − 16) / 3 = 94.667 each.
  @Test func threeRectangles() {
    let zero = ViewLayout(
      HStack(spacing: 0) {
        Rectangle()
        Rectangle()
        Rectangle()
      }, width: 300, height: 50)
    #expect(zero.displayList.items.map(\.frame.width).allSatisfy { close($0, 100) })
    #expect(zero.displayList.items.map(\.frame.minX) == [0, 100, 200])
    let spaced = ViewLayout(
      HStack {
        Rectangle()
        Rectangle()
        Rectangle()
      }, width: 300, height: 50)
    #expect(spaced.displayList.items.map(\.frame.width).allSatisfy { close($0, 284.0 / 3) })
    #expect(close(spaced.displayList.items[2].frame.minX, 2 * (284.0 / 3 + 8)))
  }

  /// The AcademyIFCE HStackLayoutWorkshop's README: spacing 7.5, [red.frame(minWidth: 100),
  /// green.frame(width: 30), blue.frame(maxWidth: 50)] in 150 × 100. Available 150 − 15 = 135;
  /// order green (0), blue (50), red (∞): green offered 45 takes 30, blue offered 52.5 takes 50,
  /// red offered 55 takes its minimum, 100. Placed in declaration order: red at 0, green at
  /// 107.5, blue at 145 (the README's 138 adds wrongly); the 195-wide stack is centred in 150,
  /// so everything is shifted by −22.5.
  @Test func academyWorkshop() throws {
    let view = HStack(spacing: 7.5) {
      Color.red.frame(minWidth: 100)
      Color.green.frame(width: 30)
      Color.blue.frame(maxWidth: 50)
    }
    .frame(width: 150, height: 100)
    let list = ViewLayout(view, width: 150, height: 100).displayList
    #expect(list.items.map(\.frame.width) == [100, 30, 50])
    #expect(list.items.map(\.frame.minX) == [-22.5, 85, 122.5])
    #expect(list.items.allSatisfy { $0.frame.height == 100 })
  }

  /// Measured on macOS 26 (mburger89/MetalUI docs/probes/swiftui-layout-input-validation.swift,
  /// P7): two views that take at most 80 in an HStack(spacing: 0) offered 100 get 50 each; with
  /// layoutPriority(1) on the first, it is sized first, offered 100 − 0 (the other's minimum) and
  /// takes 80, the second 20; with priority −1 the other way round.
  @Test func layoutPriority() {
    func widths(_ first: Double?) -> [CGFloat] {
      let a = Color.red.frame(maxWidth: 80)
      let view = HStack(spacing: 0) {
        if let first { a.layoutPriority(first) } else { a }
        Color.blue.frame(maxWidth: 80)
      }
      return ViewLayout(view, width: 100, height: 10).displayList.items.map(\.frame.width)
    }
    #expect(widths(nil) == [50, 50])
    #expect(widths(1) == [80, 20])
    #expect(widths(.infinity) == [80, 20])
    #expect(widths(-1) == [20, 80])
    // A trait: the priority reaches the stack through a padding around it.
    let padded = HStack(spacing: 0) {
      Color.red.frame(maxWidth: 80).layoutPriority(1).padding(0)
      Color.blue.frame(maxWidth: 80)
    }
    #expect(ViewLayout(padded, width: 100, height: 10).displayList.items.map(\.frame.width) == [80, 20])
  }

  /// Spacers: priority −∞ (sized last), minimum 8 by default, no spacing beside them.
  /// `HStack { Text; Spacer(); Text }` in 300: the texts are sized first (the spacer's minimum 8
  /// held back), then the spacer takes the rest, so the second text ends at 300. The probe's P5:
  /// HStack(spacing: 0) { 20; Spacer(); 20 } unproposed is 48 wide (spacer 8), and with
  /// minLength 30, 70.
  @Test func spacers() throws {
    let row = HStack {
      Text("A")
      Spacer()
      Text("B")
    }
    let list = ViewLayout(row.frame(width: 300), width: 300, height: 100).displayList
    let a = try #require(list.first(text: "A"))
    let b = try #require(list.first(text: "B"))
    #expect(close(a.frame.minX, 0))
    #expect(close(b.frame.maxX, 300))
    func ideal(_ spacer: ViewNode) -> CGFloat {
      let v = HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        spacer
        Color.blue.frame(width: 20, height: 20)
      }
      let layout = ViewLayout(v.fixedSize(), width: 200, height: 100)
      return layout.frames[0].frame.width
    }
    #expect(ideal(Spacer()) == 48)
    #expect(ideal(Spacer(minLength: 30)) == 70)
    #expect(ideal(Spacer(minLength: -30)) == 10)
    // A VStack pushes its content to the top with a Spacer below: the rectangle is at y = 0.
    let column = VStack {
      Rectangle().frame(height: 40)
      Spacer()
    }
    let top = ViewLayout(column, width: 100, height: 300).displayList.items[0]
    #expect(top.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  /// Alignment in a VStack: children's guides meet. `.leading` puts every child at the stack's
  /// left; with `alignmentGuide(.leading) { d in d.width / 2 }` on a 40-wide child, its centre
  /// sits on the others' leading edge: the union runs from −20 to 100, so the stack is 120 wide,
  /// the wide child at x = 20 in it and the narrow one at 0.
  @Test func alignmentGuides() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10)
      Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
    }
    let layout = ViewLayout(view, width: 120, height: 20)
    let red = try #require(layout.displayList.items.first { $0.color == .red })
    let blue = try #require(layout.displayList.items.first { $0.color == .blue })
    #expect(close(red.frame, CGRect(x: 20, y: 0, width: 100, height: 10)))
    #expect(close(blue.frame, CGRect(x: 0, y: 10, width: 40, height: 10)))
    // Trailing alignment: right edges meet.
    let right = ViewLayout(
      VStack(alignment: .trailing, spacing: 0) {
        Color.red.frame(width: 100, height: 10)
        Color.blue.frame(width: 40, height: 10)
      },
      width: 100, height: 20)
    #expect(right.displayList.items[1].frame.minX == 60)
  }

  /// Explicit guides pass through frames and stacks: Apple's "aligning views across stacks"
  /// pattern. An HStack aligned by a custom guide holds a 30-high label and a VStack of three
  /// 30-high rows, the second of which sets the guide to its centre (15); the VStack's guide is
  /// then 30 + 8 + 15 = 53 from its top, so the label (whose guide defaults to its centre, 15) is
  /// placed with its top at 53 − 15 = 38 below the VStack's top. A text's baseline also reaches
  /// an HStack through a VStack: the first text's.
  @Test func guidesThroughStacks() throws {
    let mid = VerticalAlignment(name: "mid") { $0.height / 2 }
    let view = HStack(alignment: mid, spacing: 0) {
      Color.red.frame(width: 30, height: 30)
      VStack(spacing: 8) {
        Color.blue.frame(width: 30, height: 30)
        Color.green.frame(width: 30, height: 30).alignmentGuide(mid) { d in d[VerticalAlignment.center] }
        Color.yellow.frame(width: 30, height: 30)
      }
    }
    let list = ViewLayout(view, width: 200, height: 200).displayList
    let red = try #require(list.items.first { $0.color == .red })
    let blue = try #require(list.items.first { $0.color == .blue })
    #expect(red.frame.minY - blue.frame.minY == 38)
    let baseline = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Color.red.frame(width: 10, height: 40)
      VStack {
        Text("a")
        Text("b")
      }.padding(.top, 5)
    }
    let l = ViewLayout(baseline, width: 200, height: 200).displayList
    let square = try #require(l.items.first { $0.kind == .color })
    let a = try #require(l.first(text: "a"))
    #expect(close(a.frame.minY + 2728 * 17 / 2816.0, square.frame.maxY))
  }

  /// Negative spacing is accepted, as measured (probe P1: HStack(spacing: -10) of two 20s is 30).
  @Test func negativeSpacing() {
    let v = HStack(spacing: -10) {
      Color.red.frame(width: 20, height: 20)
      Color.blue.frame(width: 20, height: 20)
    }
    #expect(ViewLayout(v.fixedSize(), width: 100, height: 100).frames[0].frame.width == 30)
  }
}
