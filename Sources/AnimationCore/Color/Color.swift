/// A colour, as SwiftUI's `Color`: built from sRGB, white or HSB components, or one of the named
/// system colours, and resolved to a ``Resolved`` (linear sRGB components) for drawing and
/// animation.
///
/// AnimationCore has no views and no colour schemes, so a colour here is always its resolved
/// value; the named colours resolve as SwiftUI's do in the light scheme at standard contrast.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The resolved components.
  public var resolved: Resolved

  /// The colour of a resolved value.
  public init(_ resolved: Resolved) { self.resolved = resolved }

  /// A colour from sRGB components in 0…1 (values outside are extended sRGB).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    resolved = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
  }

  /// A grey from an sRGB white level.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness in 0…1 (HSB as SwiftUI converts it: hue 1 is
  /// hue 0; a hue that is not finite is taken as 0).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (r, g, b) = Color.sRGBComponents(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.resolved.opacity *= Float(opacity)
    return copy
  }

  /// The resolved value (the environment does not change it here; see the type's note).
  public func resolve(in environment: EnvironmentValues) -> Resolved { resolved }

  /// The resolved value's `#RRGGBBAA`.
  public var description: String { resolved.description }

  /// The sRGB components of a hue, saturation and brightness, as SwiftUI converts them: the
  /// hue's sextant picks which of brightness, p, q and t each component is.
  public static func sRGBComponents(hue: Double, saturation: Double, brightness: Double) -> (
    red: Double, green: Double, blue: Double
  ) {
    let h = !hue.isFinite || hue == 1 ? 0 : hue * 6
    // Truncated toward zero as SwiftUI's Int(h), then wrapped to 0…5 (negative hues included).
    let whole = h.rounded(.towardZero)
    let sextant = ((Int(exactly: whole.truncatingRemainder(dividingBy: 6)) ?? 0) % 6 + 6) % 6
    let f = h - whole
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - f * saturation)
    let t = brightness * (1 - (1 - f) * saturation)
    switch sextant {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }
}

extension Color {
  /// A colour from 8-bit sRGB components, as the system colour tables give them.
  private static func system(_ r: Float, _ g: Float, _ b: Float, opacity: Float = 1) -> Color {
    Color(Resolved(red: r / 255, green: g / 255, blue: b / 255, opacity: opacity))
  }

  // The system colours in the light scheme at standard contrast: Apple's Human Interface
  // Guidelines colour table (iOS default values), as OpenSwiftUI's DefaultSystemColorDefinition
  // transcribes them (commit 069dd80, Sources/OpenSwiftUICore/Graphic/Color/SystemColors.swift).

  /// systemRed, (255, 59, 48).
  public static let red = system(255, 59, 48)
  /// systemOrange, (255, 149, 0).
  public static let orange = system(255, 149, 0)
  /// systemYellow, (255, 204, 0).
  public static let yellow = system(255, 204, 0)
  /// systemGreen, (52, 199, 89).
  public static let green = system(52, 199, 89)
  /// systemMint, (0, 199, 190).
  public static let mint = system(0, 199, 190)
  /// systemTeal, (48, 176, 199).
  public static let teal = system(48, 176, 199)
  /// systemCyan, (50, 173, 230).
  public static let cyan = system(50, 173, 230)
  /// systemBlue, (0, 122, 255).
  public static let blue = system(0, 122, 255)
  /// systemIndigo, (88, 86, 214).
  public static let indigo = system(88, 86, 214)
  /// systemPurple, (175, 82, 222).
  public static let purple = system(175, 82, 222)
  /// systemPink, (255, 45, 85).
  public static let pink = system(255, 45, 85)
  /// systemBrown, (162, 132, 94).
  public static let brown = system(162, 132, 94)
  /// systemGray, (142, 142, 147).
  public static let gray = system(142, 142, 147)
  /// Black, opaque.
  public static let black = Color(Resolved(linearRed: 0, linearGreen: 0, linearBlue: 0))
  /// White, opaque.
  public static let white = Color(Resolved(linearRed: 1, linearGreen: 1, linearBlue: 1))
  /// Black with zero opacity.
  public static let clear = Color(Resolved(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0))
  /// The primary content colour: black in the light scheme.
  public static let primary = black
  /// The secondary content colour: (60, 60, 67) at 60 % opacity in the light scheme.
  public static let secondary = system(60, 60, 67, opacity: 0.6)
}
