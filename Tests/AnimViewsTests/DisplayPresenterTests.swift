import AnimViews
import AnimationCore
import Foundation
import Testing

/// A display list drawn by a presenter (what a host's animations plug into): each animatable
/// attribute is asked for once per pass, in drawing order, with its laid-out value, and what the
/// presenter returns is drawn.
@Suite struct DisplayPresenterTests {
  /// Records what it is asked and answers with a fixed change per attribute.
  final class Recorder: DisplayPresenter {
    var asked: [(DisplayAttribute, [Double], [Int])] = []
    var passes = 0
    var answer: (DisplayAttribute, [Double]) -> [Double] = { _, v in v }
    func beginPresentation() { passes += 1 }
    func present(_ target: AttributeValue, _ attribute: DisplayAttribute, of identity: ViewIdentity, scopes: [Int])
      -> AttributeValue
    {
      asked.append((attribute, target.elements, scopes))
      return AttributeValue(answer(attribute, target.elements)) ?? target
    }
    func endPresentation() {}
  }

  /// A 100 × 100 rectangle centred in 300 × 300 (at 100, 100) with `.offset(x: 10)` and
  /// `.opacity(0.5)`: the presenter is asked for the offset (10, 0), the opacity (0.5), the
  /// frame (100, 100, 100, 100) and the colour; what it answers is drawn (the offset doubled:
  /// the frame found at 120; the opacity halved: 0.25).
  @Test func thePresentersValuesAreDrawn() throws {
    let view = Rectangle().frame(width: 100, height: 100).offset(x: 10).opacity(0.5)
    let layout = ViewLayout(view, width: 300, height: 300)
    let recorder = Recorder()
    recorder.answer = { a, v in
      switch a {
      case .offset: v.map { $0 * 2 }
      case .opacity: v.map { $0 / 2 }
      default: v
      }
    }
    let list = layout.displayList(presentedBy: recorder)
    #expect(recorder.passes == 1)
    #expect(recorder.asked.map(\.0) == [.opacity, .offset, .frame, .color])
    #expect(recorder.asked.first { $0.0 == .offset }?.1 == [10, 0])
    #expect(recorder.asked.first { $0.0 == .frame }?.1 == [100, 100, 100, 100])
    let item = try #require(list.first("Rectangle"))
    #expect(item.frame.minX == 120)
    #expect(item.opacity == 0.25)
    // The laid-out list is unchanged.
    #expect(layout.displayList.first("Rectangle")?.frame.minX == 110)
  }

  /// A scope modifier passes layout through and hands its number to the attributes inside it,
  /// outermost first.
  @Test func scopesReachTheAttributesInside() {
    let inner = ViewNode(.modified(.scope(7), Circle().frame(width: 10, height: 10)))
    let view = ViewNode(.modified(.scope(3), inner))
    let layout = ViewLayout(view, width: 100, height: 100)
    let recorder = Recorder()
    _ = layout.displayList(presentedBy: recorder)
    #expect(recorder.asked.allSatisfy { $0.2 == [3, 7] })
    #expect(layout.displayList.first("Circle")?.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  /// Colours are presented in SwiftUI's animatable form (views.md §3.2): linear sRGB components
  /// and opacity × 128, so pure red is (128, 0, 0, 128), and the halfway point to pure blue,
  /// (64, 0, 64, 128), draws as #BC00BCFF (sRGB of linear 0.5 is 0.7354, × 255 = 187.5).
  @Test func coloursArePresentedInLinearSRGBTimes128() throws {
    let view = Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
    let layout = ViewLayout(view, width: 100, height: 100)
    let recorder = Recorder()
    recorder.answer = { a, v in a == .color ? [64, 0, 64, 128] : v }
    let list = layout.displayList(presentedBy: recorder)
    let asked = try #require(recorder.asked.first { $0.0 == .color })
    #expect(asked.1.map { ($0 * 1000).rounded() / 1000 } == [128, 0, 0, 128])
    #expect(list.first("Rectangle")?.color.description == "#BC00BCFF")
  }
}
