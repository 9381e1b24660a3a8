import AnimViews
import AnimationCore
import Foundation
import Testing

/// Frames, padding, ZStack, fixedSize and shapes' sizes (views.md §2.1, 2.2, 2.4–2.9). The
/// probe cases are measurements on macOS 26 published as mburger89/MetalUI
/// docs/probes/swiftui-layout-input-validation.swift (its child is a 20 × 20 view).
@Suite struct FrameLayoutTests {
  /// The size a view answers for a proposal, read as the root's frame when the host proposes it
  /// through `frame(width:height:)` (whose child gets exactly that proposal).
  func size(_ v: some ViewConvertible, _ w: CGFloat?, _ h: CGFloat?) -> CGSize {
    let probe = v.viewNode
    // fixedSize proposes nil; a fixed frame proposes its dimension; both leave the other to the host.
    var wrapped = probe
    if w == nil || h == nil {
      wrapped = probe.fixedSize(horizontal: w == nil, vertical: h == nil)
    }
    let layout = ViewLayout(wrapped.frame(width: w, height: h), width: 1000, height: 1000)
    // frames[0] is the outer frame; [1] the fixedSize (or the view); find the view itself.
    let inner = layout.frames.first {
      $0.typeName == probe.typeName && $0.frame.size != CGSize(width: w ?? -1, height: h ?? -1)
    }
    return inner?.frame.size ?? layout.frames.last?.frame.size ?? .zero
  }

  /// Shapes and colours fill the proposal, nil counting as 10; a Circle answers the square of the
  /// smaller side.
  @Test func shapesFillTheProposal() {
    let l = ViewLayout(Rectangle().fixedSize(), width: 300, height: 300)
    #expect(l.displayList.items[0].frame.size == CGSize(width: 10, height: 10))
    let c = ViewLayout(Circle().frame(width: 200, height: 100), width: 300, height: 300)
    let circle = c.frames.first { $0.typeName == "Circle" && $0.frame.width == 100 }
    #expect(circle?.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    // The circle's outline is centred: its bounds are the 100 × 100 square.
    #expect(c.displayList.items[0].path?.boundingRect.width.rounded() == 100)
    let color = ViewLayout(Color.red, width: 300, height: 200)
    #expect(color.displayList.items[0].frame == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  /// frame(width:height:): both given → exactly that, the child centred (a 10-wide fixed-size
  /// rectangle in a 100 × 50 frame sits at (45, 20) within it). One given → the other from the
  /// child. Alignment .topLeading puts the child at the frame's corner.
  @Test func fixedFrames() throws {
    let v = Rectangle().fixedSize().frame(width: 100, height: 50)
    let l = ViewLayout(v, width: 100, height: 50)
    #expect(l.displayList.items[0].frame == CGRect(x: 45, y: 20, width: 10, height: 10))
    let corner = ViewLayout(
      Rectangle().fixedSize().frame(width: 100, height: 50, alignment: .topLeading), width: 100, height: 50)
    #expect(corner.displayList.items[0].frame.origin == .zero)
    let bottomTrailing = ViewLayout(
      Rectangle().fixedSize().frame(width: 100, height: 50, alignment: .bottomTrailing), width: 100,
      height: 50)
    #expect(bottomTrailing.displayList.items[0].frame.origin == CGPoint(x: 90, y: 40))
    // Only a width: the height is the child's (a Text's one line).
    let text = ViewLayout(Text("Hi").frame(width: 100), width: 300, height: 300)
    #expect(close(text.frames[0].frame.height, oneLineHeight))
    #expect(text.frames[0].frame.width == 100)
  }

  /// Flexible frames, probe P4/P4b/P4c: with a 20 × 20 child, frame(minWidth: 40, maxWidth: 80)
  /// offered 100 → 80 (the proposal clamped), offered nil → 40 (the child clamped);
  /// frame(maxWidth: .infinity) offered 100 → 100, nil → 20; frame(idealWidth: 80) offered nil →
  /// 80; frame(minWidth: 60, idealWidth: 40) nil → 60 (ideal raised to the minimum);
  /// frame(idealWidth: 100, maxWidth: 80) nil → 100 (maximum raised to the ideal).
  @Test func flexibleFrames() {
    let child = Color.red.frame(width: 20, height: 20)
    func width(_ v: ViewNode, offered w: CGFloat?) -> CGFloat {
      let host: ViewNode = w.map { v.frame(width: $0) } ?? v.fixedSize(horizontal: true, vertical: false)
      let l = ViewLayout(host, width: 500, height: 500)
      // The flexible frame is the first frame whose child is the 20 × 20 colour frame.
      return l.frames.first { f in f.typeName == "Color" && f.frame.width != 20 && f.frame.width != w }?.frame
        .width
        ?? l.frames.first { $0.typeName == "Color" }?.frame.width ?? -1
    }
    #expect(width(child.frame(minWidth: 40, maxWidth: 80), offered: 100) == 80)
    #expect(width(child.frame(minWidth: 40, maxWidth: 80), offered: nil) == 40)
    #expect(width(child.frame(maxWidth: .infinity), offered: 100) == 100)
    #expect(width(child.frame(maxWidth: .infinity), offered: nil) == 20)
    #expect(width(child.frame(idealWidth: 80), offered: nil) == 80)
    #expect(width(child.frame(minWidth: 60, idealWidth: 40), offered: nil) == 60)
    #expect(width(child.frame(idealWidth: 100, maxWidth: 80), offered: nil) == 100)
    #expect(width(child.frame(minWidth: -10), offered: nil) == 20)
    // A flexible frame aligns its child: .leading puts the 20-wide child at the frame's left.
    let aligned = ViewLayout(child.frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 20)
    #expect(aligned.displayList.items[0].frame.minX == 0)
  }

  /// padding: 16 by default on every edge; a length on every edge; edges with the default or a
  /// length; EdgeInsets. The proposal shrinks by the insets, the size grows by them; a 100 × 100
  /// colour padded by 16 is 132 × 132, centred in the 400 × 400 host at (134, 134), and the colour
  /// is drawn 16 further in, at (150, 150); padded 20 on top, 100 × 120 at y = 140, the colour at
  /// 160. Probe P2: negative
  /// padding is accepted, and the size is clamped at 0 (padding(-15) on 20 → 0 × 0) with the
  /// child at (−15, −15).
  @Test func paddingForms() {
    let box = Color.red.frame(width: 100, height: 100)
    func outer(_ v: ViewNode) -> CGRect { ViewLayout(v.fixedSize(), width: 400, height: 400).frames[0].frame }
    func inner(_ v: ViewNode) -> CGRect {
      ViewLayout(v.fixedSize(), width: 400, height: 400).displayList.items[0].frame
    }
    #expect(outer(box.padding()).size == CGSize(width: 132, height: 132))
    #expect(inner(box.padding()).origin == CGPoint(x: 150, y: 150))
    #expect(outer(box.padding(10)).size == CGSize(width: 120, height: 120))
    #expect(outer(box.padding(.horizontal)).size == CGSize(width: 132, height: 100))
    #expect(outer(box.padding(.top, 20)).size == CGSize(width: 100, height: 120))
    #expect(inner(box.padding(.top, 20)).minY == 160)
    #expect(
      outer(box.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).size
        == CGSize(width: 106, height: 104))
    let small = Color.red.frame(width: 20, height: 20)
    #expect(outer(small.padding(-5)).size == CGSize(width: 10, height: 10))
    #expect(outer(small.padding(-15)).size == .zero)
    #expect(inner(small.padding(-15)).origin == CGPoint(x: 185, y: 185))
    // Probe P2: Color.padding(60) offered 100 × 100: the colour is offered 0 (not −20), so the
    // whole is 120 × 120.
    let greedy = ViewLayout(Color.red.padding(60).frame(width: 100, height: 100), width: 400, height: 400)
    #expect(greedy.frames.first { $0.typeName == "Color" && $0.frame.width == 120 } != nil)
  }

  /// ZStack: children get the same proposal and are aligned by the stack's alignment; the stack
  /// is their union. A 100 × 100 and a 40 × 20 colour: centre → the small one at (30, 40) in the
  /// stack; .topLeading → (0, 0); .bottomTrailing → (60, 80).
  @Test func zStackAlignment() throws {
    func small(_ a: Alignment) -> CGRect? {
      let v = ZStack(alignment: a) {
        Color.red.frame(width: 100, height: 100)
        Color.blue.frame(width: 40, height: 20)
      }
      return ViewLayout(v, width: 100, height: 100).displayList.items.first { $0.color == .blue }?.frame
    }
    #expect(small(.center)?.origin == CGPoint(x: 30, y: 40))
    #expect(small(.topLeading)?.origin == .zero)
    #expect(small(.bottomTrailing)?.origin == CGPoint(x: 60, y: 80))
    #expect(small(.leading)?.origin == CGPoint(x: 0, y: 40))
  }

  /// fixedSize proposes nil: a Text keeps its one line in a 30-wide frame (and overflows it);
  /// a Rectangle is 10 × 10.
  @Test func fixedSize() throws {
    let l = ViewLayout(Text("Hello, world.").fixedSize().frame(width: 30), width: 300, height: 300)
    let item = try #require(l.displayList.first(text: "Hello, world."))
    #expect(item.lines.count == 1)
    #expect(item.frame.width > 30)
    let horizontalOnly = ViewLayout(
      Rectangle().fixedSize(horizontal: true, vertical: false), width: 300, height: 300)
    #expect(horizontalOnly.displayList.items[0].frame.size == CGSize(width: 10, height: 300))
  }

  /// Offset, scale and rotation change the drawing, not the layout: a sibling below is where it
  /// would be without them.
  @Test func effectsDoNotMoveSiblings() {
    func second(_ first: ViewNode) -> CGRect {
      let v = VStack(spacing: 0) {
        first
        Color.blue.frame(width: 10, height: 10)
      }
      return ViewLayout(v, width: 100, height: 100).displayList.items.last?.frame ?? .null
    }
    let plain = second(Color.red.frame(width: 10, height: 10))
    #expect(second(Color.red.frame(width: 10, height: 10).offset(x: 30, y: 30)) == plain)
    #expect(second(Color.red.frame(width: 10, height: 10).scaleEffect(3)) == plain)
    #expect(second(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(45))) == plain)
  }

  /// A Divider runs across its stack: in a VStack 200 wide it is a 200-wide horizontal line one
  /// device pixel (1/3 pt) high; in an HStack 50 high, a vertical line 50 high; the separator
  /// colour. Between two 20-high colours in a VStack: at 20 + 8, and the second at 28 + 1/3 + 8.
  @Test func dividers() throws {
    let column = VStack {
      Color.red.frame(height: 20)
      Divider()
      Color.blue.frame(height: 20)
    }.frame(width: 200)
    let list = ViewLayout(column, width: 200, height: 200).displayList
    let line = try #require(list.first("Divider"))
    #expect(line.frame.width == 200 && close(line.frame.height, 1 / 3.0))
    #expect(line.color == .separator)
    let red = try #require(list.items.first { $0.color == .red })
    let blue = try #require(list.items.first { $0.color == .blue })
    #expect(close(line.frame.minY - red.frame.minY, 28))
    #expect(close(blue.frame.minY - red.frame.minY, 28 + 1 / 3.0 + 8))
    let row = HStack {
      Color.red.frame(width: 20)
      Divider()
      Color.blue.frame(width: 20)
    }.frame(height: 50)
    let vertical = try #require(ViewLayout(row, width: 200, height: 50).displayList.first("Divider"))
    #expect(close(vertical.frame.width, 1 / 3.0) && vertical.frame.height == 50)
  }

  /// Background and overlay are proposed the modified view's size and aligned in it; they do not
  /// change its size.
  @Test func backgroundAndOverlay() {
    let v = Text("Hi").padding().background(Color.yellow).overlay(
      Circle().frame(width: 8, height: 8), alignment: .topTrailing)
    let l = ViewLayout(v, width: 300, height: 300)
    let yellow = l.displayList.items.first { $0.kind == .color }
    let dot = l.displayList.first("Circle")
    #expect(yellow?.frame.width == (l.displayList.first(text: "Hi")?.frame.width ?? 0) + 32)
    #expect(dot?.frame.maxX == yellow?.frame.maxX)
    #expect(dot?.frame.minY == yellow?.frame.minY)
  }
}
