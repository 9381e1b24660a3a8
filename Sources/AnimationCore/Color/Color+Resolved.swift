extension Color {
  /// A concrete colour: linear sRGB components and an opacity, in `Float` as SwiftUI's.
  ///
  /// It animates as SwiftUI's does since iOS 18 (reference §1.1): its data is the pair
  /// (red, (green, (blue, opacity))) of the *linear* components, each times the unit scale, 128.
  /// Interpolating linear light is why a red-to-blue animation passes through #BC00BC, not
  /// #800080.
  @frozen
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    /// The red component in linear sRGB.
    public var linearRed: Float
    /// The green component in linear sRGB.
    public var linearGreen: Float
    /// The blue component in linear sRGB.
    public var linearBlue: Float
    /// The opacity, 0 (clear) to 1 (opaque).
    public var opacity: Float

    /// A colour from linear sRGB components.
    public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
      self.linearRed = linearRed
      self.linearGreen = linearGreen
      self.linearBlue = linearBlue
      self.opacity = opacity
    }

    /// A colour from (gamma-encoded) sRGB components.
    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.init(
        linearRed: Resolved.linear(fromSRGB: red), linearGreen: Resolved.linear(fromSRGB: green),
        linearBlue: Resolved.linear(fromSRGB: blue), opacity: opacity)
    }

    /// The red component in sRGB.
    public var red: Float {
      get { Resolved.sRGB(fromLinear: linearRed) }
      set { linearRed = Resolved.linear(fromSRGB: newValue) }
    }
    /// The green component in sRGB.
    public var green: Float {
      get { Resolved.sRGB(fromLinear: linearGreen) }
      set { linearGreen = Resolved.linear(fromSRGB: newValue) }
    }
    /// The blue component in sRGB.
    public var blue: Float {
      get { Resolved.sRGB(fromLinear: linearBlue) }
      set { linearBlue = Resolved.linear(fromSRGB: newValue) }
    }

    /// `#RRGGBBAA` in sRGB, each component rounded to 8 bits (SwiftUI's description).
    public var description: String {
      func byte(_ x: Float) -> String {
        let clamped = x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1)
        let hex = String(Int(clamped * 255 + 0.5), radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
      }
      return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
    }

    /// The sRGB transfer function (IEC 61966-2-1), extended to negative values by symmetry.
    public static func linear(fromSRGB x: Float) -> Float {
      let a = Swift.abs(x)
      let y = a <= 0.04045 ? a / 12.92 : a == 1 ? 1 : Float(pow((Double(a) + 0.055) / 1.055, 2.4))
      return x < 0 ? -y : y
    }

    /// The inverse of ``linear(fromSRGB:)``.
    public static func sRGB(fromLinear x: Float) -> Float {
      let a = Swift.abs(x)
      let y = a <= 0.0031308 ? a * 12.92 : a == 1 ? 1 : Float(pow(Double(a), 1 / 2.4) * 1.055 - 0.055)
      return x < 0 ? -y : y
    }
  }
}

extension Color.Resolved: Animatable {
  /// `(linearRed, (linearGreen, (linearBlue, opacity)))`, each × 128.
  public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
    get {
      let k = Float(Double.unitScale)
      return AnimatablePair(
        linearRed * k, AnimatablePair(linearGreen * k, AnimatablePair(linearBlue * k, opacity * k)))
    }
    set {
      let k = Float(Double.inverseUnitScale)
      linearRed = newValue.first * k
      linearGreen = newValue.second.first * k
      linearBlue = newValue.second.second.first * k
      opacity = newValue.second.second.second * k
    }
  }
}
