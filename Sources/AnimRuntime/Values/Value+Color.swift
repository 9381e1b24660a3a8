// Colours: stored as Color.Resolved keeps them (linear sRGB components and opacity, here in a
// 4-vector), because that is what SwiftUI interpolates; animated as Color.Resolved's data (each
// component × 128); printed in sRGB, as the `#RRGGBB` literal that makes them.
import AnimationCore

extension Value {
  /// The colour of a resolved colour.
  static func color(_ resolved: Color.Resolved) -> Value {
    .color(
      AnimatableVector([
        Double(resolved.linearRed), Double(resolved.linearGreen), Double(resolved.linearBlue),
        Double(resolved.opacity),
      ]))
  }

  /// A colour from sRGB components, converted as SwiftUI converts them (in Float), so that
  /// `#FF3B30`, `Color(red: 1, green: 59 / 255, blue: 48 / 255)` and `Color.red` are equal.
  static func color(red: Double, green: Double, blue: Double, opacity: Double) -> Value {
    .color(Color.Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity)))
  }

  /// The resolved colour of a colour's components (linear red, green, blue, opacity).
  static func resolved(_ v: AnimatableVector) -> Color.Resolved {
    Color.Resolved(
      linearRed: Float(v[0]), linearGreen: Float(v[1]), linearBlue: Float(v[2]), opacity: Float(v[3]))
  }

  /// `#RRGGBB` in sRGB, with `AA` when not opaque: the literal that makes the colour (to 8 bits).
  static func printedColor(_ v: AnimatableVector) -> String {
    let text = resolved(v).description
    return text.hasSuffix("FF") ? String(text.dropLast(2)) : text
  }
}

/// Color.Resolved's unit scale: its animatable data is each component × 128.
let colorUnitScale = Double.unitScale
