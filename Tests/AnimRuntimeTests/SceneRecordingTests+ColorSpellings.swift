// A recorded colour remembers how the script wrote each value it gave the property (issue 30
// item 7: the preview's readout says "the sRGB hex or Color name the script used").
import AnimPlot
import AnimRuntime
import AnimSyntax
import Testing

extension SceneRecordingTests {
  /// The spellings of track `name`, as "time text".
  func spellings(_ r: Recording, _ name: String) -> [String] {
    r.tracks.first { $0.name == name }?.spellings.map { "\($0.time) \($0.text)" } ?? []
  }

  @Test func aColourKeepsTheSpellingTheScriptAssigned() {
    let (outcome, r) = record(
      """
      @State var hex = #FF3B30
      @State var named = Color.red
      @State var made = Color(red: 1, green: 0.5, blue: 0)
      @State var faded = Color.blue.opacity(0.5)
      @State var other = Color.clear
      let palette = [Color.green, Color.orange]
      withAnimation(.linear(duration: 1)) {
        hex = .red
        named = #FF3B30
        made = Color(white: 0.5)
        faded = .blue
        other = palette[0]
      }
      wait(1.5)
      """)
    #expect(outcome.succeeded)
    // `#FF3B30` is `.red`'s value (SwiftUI's red in the light scheme), but the script wrote
    // it as hex: the hex, as Swift prints it, in upper case.
    #expect(spellings(r, "hex") == ["0.0 #FF3B30", "0.0 .red"])
    #expect(spellings(r, "named") == ["0.0 .red", "0.0 #FF3B30"])
    // Color(red: 1, green: 0.5, blue: 0): 255 = FF, 0.5 · 255 = 127.5, rounded to 128 = 0x80.
    // Color(white: 0.5): all three 0x80.
    #expect(spellings(r, "made") == ["0.0 #FF8000", "0.0 #808080"])
    // Written with an opacity: the name and the opacity, as written.
    #expect(spellings(r, "faded") == ["0.0 .blue.opacity(0.5)", "0.0 .blue"])
    // Through an array the assignment has no spelling (the page names the value instead).
    #expect(spellings(r, "other") == ["0.0 .clear"])
  }

  /// Each spelling carries the clock time of its assignment (the page says the latest one at
  /// or before the instant shown whose value reads as the one shown).
  @Test func aSpellingCarriesWhenItWasAssigned() throws {
    let (outcome, r) = record(
      """
      @State var tint = #FF3B30
      withAnimation(.spring(duration: 0.5)) { tint = .blue }
      wait(1)
      withAnimation(.easeInOut(duration: 0.5)) { tint = .red }
      wait(1)
      tint = Color(red: 0.2, green: 0.4, blue: 0.6)
      """)
    #expect(outcome.succeeded)
    let track = try #require(r.tracks.first)
    // 0.2 · 255 = 51 = 0x33, 0.4 · 255 = 102 = 0x66, 0.6 · 255 = 153 = 0x99.
    #expect(track.spellings.map(\.text) == ["#FF3B30", ".blue", ".red", "#336699"])
    #expect(track.spellings.map(\.time) == [0, 0, 1, 2])
  }

  /// Assigning through a function or to a plain variable leaves no spelling on a property it
  /// did not set, and an assignment in a loop keeps at most 256 spellings.
  @Test func onlyThePropertyAssignedTakesTheSpelling() {
    let (outcome, r) = record(
      """
      @State var tint = Color.red
      var plain = Color.red
      plain = .blue
      func paint() { tint = palette() }
      func palette() -> Color { .green }
      paint()
      for i in 0..<300 { tint = Color(white: Double(i) / 300) }
      tint = .blue
      """)
    #expect(outcome.succeeded)
    let texts = r.tracks.first?.spellings.map(\.text) ?? []
    #expect(texts.count == 256)
    #expect(texts.first == ".red")
    #expect(!texts.contains(".green") && !texts.contains(".blue"))
  }

  /// A struct's or an array's colour parts are marked in its shape (where each starts), so
  /// that a readout shows each as a colour.
  @Test func colourPartsAreMarkedInTheShape() throws {
    let (outcome, r) = record(
      """
      struct Badge { var scale: Double; var tint: Color }
      @State var badge = Badge(scale: 1, tint: .red)
      @State var palette = [Color.blue, #336699]
      @State var spot = CGPoint(x: 0, y: 0)
      """)
    #expect(outcome.succeeded)
    let badge = try #require(r.tracks.first { $0.name == "badge" })
    #expect(badge.shape.componentNames == ["scale", "tint.red", "tint.green", "tint.blue", "tint.opacity"])
    #expect(badge.shape.colorStarts == [1])
    #expect(r.tracks.first { $0.name == "palette" }?.shape.colorStarts == [0, 4])
    #expect(r.tracks.first { $0.name == "spot" }?.shape.colorStarts == [])
  }
}
