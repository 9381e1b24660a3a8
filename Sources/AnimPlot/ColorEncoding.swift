// Recorded colours are linear (SwiftUI's Color.Resolved); screens and terminals want sRGB.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converting a linear colour component to the sRGB encoding a terminal or SVG shows.
public enum ColorEncoding {
  /// The sRGB-encoded 0…255 byte for a linear component 0…1 (clamped), with the sRGB transfer
  /// function (IEC 61966-2-1): `12.92 c` below 0.0031308, else `1.055 c^(1/2.4) − 0.055`.
  public static func sRGBByte(_ linear: Double) -> Int {
    let c = linear.isFinite ? min(max(linear, 0), 1) : 0
    let encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    return Int((encoded * 255).rounded())
  }

  /// `#rrggbb` for linear red, green and blue.
  public static func hex(_ components: [Double]) -> String {
    "#"
      + (0..<3).map { i -> String in
        let byte = sRGBByte(i < components.count ? components[i] : 0)  // trap-ok: checked
        let text = String(byte, radix: 16)
        return text.count == 1 ? "0" + text : text
      }.joined()
  }

  /// The ANSI true-colour sequence that paints the background in this colour.
  public static func ansiBackground(_ components: [Double]) -> String {
    let bytes = (0..<3).map { sRGBByte($0 < components.count ? components[$0] : 0) }  // trap-ok: checked
    return "\u{1B}[48;2;\(bytes[0]);\(bytes[1]);\(bytes[2])m"  // trap-ok: three bytes
  }
}
