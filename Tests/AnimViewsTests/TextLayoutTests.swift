import AnimViews
import AnimationCore
import Foundation
import Testing

/// Text measured with Inter Regular (Debian's fonts-inter 4.0~beta7) at 17 pt. The expected
/// numbers were read by hand from the font's own tables with fontTools (not through HarfBuzz):
/// unitsPerEm 2816; hhea and OS/2 typo ascender 2728, descender −680, line gap 0 (USE_TYPO_METRICS
/// set); hmtx advances of "Hello, world." H 2084 e 1640 l 668 l 668 o 1680 , 788 space 792 w 2288
/// o 1680 r 1048 l 668 d 1748 . 776, sum 16528; GPOS 'kern' pairs in the string: w-o −52. Sizes
/// are then rounded up to thirds of a point (a 3× display), as SwiftUI's are.
@Suite struct TextLayoutTests {
  static func ceilThird(_ v: CGFloat) -> CGFloat { (v * 3 - 1e-7).rounded(.up) / 3 }

  @Test func fontIsInter() throws {
    let font = try #require(FontMetrics.body, "fonts-inter is missing: run make setup")
    #expect(close(font.ascent, 2728 * 17 / 2816.0, 1e-9))
    #expect(close(font.descent, 680 * 17 / 2816.0, 1e-9))
    #expect(font.lineGap == 0)
    #expect(close(font.lineHeight, 3408 * 17 / 2816.0, 1e-9))  // 20.574
  }

  /// "Hello, world." on one line: (16528 − 52) × 17 / 2816 = 99.465 → 99.667 wide; one line
  /// 20.574 → 20.667 high. iOS measures 94.333 × 20.333 with SF Pro (views.md §2.10): Inter is
  /// 5.33 pt (5.7 %) wider and 0.33 pt taller (README's views section).
  @Test func helloWorld() throws {
    let font = try #require(FontMetrics.body)
    #expect(close(font.width(of: "Hello, world."), 16476 * 17 / 2816.0, 1e-6))
    let layout = ViewLayout(Text("Hello, world."), width: 300, height: 300)
    let item = try #require(layout.displayList.first(text: "Hello, world."))
    #expect(close(item.frame.width, TextLayoutTests.ceilThird(16476 * 17 / 2816.0)))
    #expect(close(item.frame.width, 99 + 2 / 3.0))
    #expect(close(item.frame.height, 20 + 2 / 3.0))
    // Centred in the 300 × 300 host.
    #expect(close(item.frame.minX, (300 - item.frame.width) / 2))
    #expect(item.lines == ["Hello, world."])
  }

  /// A width of 60 is less than the line (99.5): it wraps at the space. "Hello," is 7528 units
  /// (45.446 → 45.667), "world." 8208 − 52 = 8156 (49.237 → 49.333); the text is as wide as its
  /// widest line and two lines high: 2 × 20.574 = 41.148 → 41.333.
  @Test func wrapsAtWords() throws {
    let layout = ViewLayout(Text("Hello, world.").frame(width: 60), width: 300, height: 300)
    let item = try #require(layout.displayList.first(text: "Hello, world."))
    #expect(item.lines == ["Hello,", "world."])
    #expect(close(item.frame.width, 49 + 1 / 3.0))
    #expect(close(item.frame.height, 41 + 1 / 3.0))
  }

  /// With room for one line only, the first line is kept and ends in an ellipsis; a word wider
  /// than the line is broken between characters.
  @Test func truncatesAndBreaksLongWords() throws {
    let one = ViewLayout(Text("Hello, world.").frame(width: 60, height: 25), width: 300, height: 300)
    let item = try #require(one.displayList.first(text: "Hello, world."))
    #expect(item.lines.count == 1)
    #expect(item.lines[0].hasSuffix("…"))
    let long = ViewLayout(Text("Supercalifragilistic").frame(width: 50), width: 300, height: 300)
    let word = try #require(long.displayList.first(text: "Supercalifragilistic"))
    #expect(word.lines.count > 1)
    #expect(word.lines.joined() == "Supercalifragilistic")
    #expect(word.frame.width <= 50)
    // Long text wraps in linear time: 20,000 words, and a 50,000-character word, in a narrow frame.
    let many = String(repeating: "word ", count: 20_000)
    let start = Date()
    let big = ViewLayout(
      Text(many).fixedSize(horizontal: false, vertical: true).frame(width: 120), width: 300, height: 300)
    #expect((big.displayList.items.first?.lines.count ?? 0) > 1000)
    let oneWord = ViewLayout(
      Text(String(repeating: "x", count: 50_000)).fixedSize(horizontal: false, vertical: true).frame(
        width: 120), width: 300, height: 300)
    #expect((oneWord.displayList.items.first?.lines.count ?? 0) > 1000)
    #expect(Date().timeIntervalSince(start) < 20)
  }

  /// Text in an HStack aligned by .firstTextBaseline: the baselines meet. A 40-high colour (its
  /// baseline is its bottom) beside a Text: the text's top is 40 − ascent (16.469) below the
  /// colour's top.
  @Test func baselineAlignment() throws {
    let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Color.red.frame(width: 10, height: 40)
      Text("Hi")
    }
    let list = ViewLayout(row, width: 200, height: 200).displayList
    let red = try #require(list.items.first { $0.kind == .color })
    let text = try #require(list.first(text: "Hi"))
    #expect(close(text.frame.minY - red.frame.minY, 40 - 2728 * 17 / 2816.0))
  }
}
