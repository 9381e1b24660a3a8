// What a colour's readout says, in the terminal (`anim play`, `:play`) as on the preview page
// (whose script, PreviewPage+Player.swift's `readoutText`, follows the same rule; keep the two
// in step): the value as the script wrote it where the script gave the property that value,
// else SwiftUI's name where the value is a named colour, else its sRGB hex as Swift prints it.

extension Recording {
  /// The readout of colour `components` (linear red, green, blue, opacity) shown by track
  /// `track` at clock time `t`: the spelling of the latest assignment to the property, at or
  /// before `t`, of a value with the same hex (``RecordedTrack/spellings``: `.red`, `#FF3B30`,
  /// `.blue.opacity(0.5)`); else the name the recording gives that hex (``colorNames``); else
  /// the hex (`#336699`, `#007AFFBF` when not opaque).
  public func colorReadout(of track: Int, _ components: [Double], at t: Double) -> String {
    // A colour part the value lacks now (an array of colours before it grew).
    if components.count < 3 || components.prefix(3).contains(where: \.isNaN) { return "(none now)" }
    let hex = Self.printedHex(components)
    if tracks.indices.contains(track) {
      var found: String?
      for spelling in tracks[track].spellings {  // trap-ok: checked
        if spelling.time > t + 1e-9 { break }  // in time order, as assigned
        if Self.printedHex(spelling.components) == hex { found = spelling.text }
      }
      if let found { return found }
    }
    return colorNames[hex] ?? hex
  }

  /// `#RRGGBB` in sRGB, upper case, with `AA` when the opacity's byte is not FF: as Swift prints
  /// a colour (Color.Resolved's description) and a script writes one.
  static func printedHex(_ components: [Double]) -> String {
    func byte(_ n: Int) -> String {
      let text = String(n, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    var out = "#"
    for i in 0..<3 { out += byte(ColorEncoding.sRGBByte(i < components.count ? components[i] : 0)) }  // trap-ok: checked
    let a = components.count > 3 && components[3].isFinite ? min(max(components[3], 0), 1) : 1  // trap-ok: checked
    let alpha = Int((a * 255).rounded())
    return alpha == 255 ? out : out + byte(alpha)
  }
}
