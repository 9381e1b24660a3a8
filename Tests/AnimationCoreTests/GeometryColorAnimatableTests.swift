// The animatable data of SwiftUI's and CoreGraphics' value types (reference §1.1, §1.3):
// AnimatablePair encodings of points, sizes and rectangles, the ×128 unit scale of Angle,
// UnitPoint and Color.Resolved, and what that scale does to a spring's settling time.
import AnimationCore
import Testing

@Suite struct GeometryColorAnimatableTests {
  @Test func pointsSizesRectsAreNestedPairs() {
    var p = CGPoint(x: 1, y: 2)
    #expect(p.animatableData == AnimatablePair(1, 2))
    p.animatableData = AnimatablePair(3, 4)
    #expect(p == CGPoint(x: 3, y: 4))
    #expect(CGSize(width: 5, height: 6).animatableData == AnimatablePair(5, 6))
    var r = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(r.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
    r.animatableData = r.animatableData.scaled(by: 2)
    #expect(r == CGRect(x: 2, y: 4, width: 6, height: 8))
    #expect(r.animatableData.magnitudeSquared == 4 + 16 + 36 + 64)
    var v = CGVector(dx: 7, dy: 8)
    #expect(v.animatableData == AnimatablePair(7, 8))
    v.animatableData = .zero
    #expect(v == CGVector(dx: 0, dy: 0))
    #expect(CGFloat(3).scaled(by: 2) == 6 && CGFloat(3).magnitudeSquared == 9)
  }

  /// Angle: radians × 128; UnitPoint: x and y × 128.
  @Test func unitScaledTypes() {
    #expect(Angle.degrees(180).animatableData == Double.pi * 128)
    var a = Angle.zero
    a.animatableData = 64
    #expect(a.radians == 0.5)
    #expect(abs(Angle(degrees: 90).radians - Double.pi / 2) < 1e-15)
    #expect(Angle.radians(1) + .radians(2) == .radians(3) && -Angle.radians(1) == .radians(-1))
    #expect(Angle.radians(1) * 4 == .radians(4) && Angle.radians(1) / 4 == .radians(0.25))
    #expect(Angle.degrees(10) < .degrees(20))
    #expect(UnitPoint.center.animatableData == AnimatablePair(64, 64))
    var u = UnitPoint.zero
    u.animatableData = AnimatablePair(128, 32)
    #expect(u == UnitPoint(x: 1, y: 0.25))
  }

  /// Color.Resolved keeps linear components; its data is each × 128 (Float).
  @Test func colorResolvedIsLinearTimes128() {
    // #FF8800's green, 0x88, is 0.24620132670783548 in linear light (IEC 61966-2-1).
    let orange = Color(red: 1, green: 136.0 / 255, blue: 0).resolved
    #expect(abs(Double(orange.linearGreen) - 0.24620132670783548) < 1e-6)
    #expect(abs(Double(orange.green) - 136.0 / 255) < 1e-6)
    #expect(orange.animatableData.first == 128)
    #expect(abs(Double(orange.animatableData.second.first) - 0.24620132670783548 * 128) < 1e-4)
    #expect(orange.animatableData.second.second.second == 128)
    #expect(orange.description == "#FF8800FF")
    // Red to blue halfway, in linear light: (0.5, 0, 0.5), which encodes to #BC00BC.
    let red = Color(red: 1, green: 0, blue: 0).resolved
    var mid = red
    mid.animatableData = red.animatableData.interpolated(
      towards: Color(red: 0, green: 0, blue: 1).resolved.animatableData, amount: 0.5)
    #expect(mid.description == "#BC00BCFF")
  }

  /// Named colours: the HIG's light-scheme values (OpenSwiftUI's DefaultSystemColorDefinition).
  @Test func namedColorsAndInitialisers() {
    #expect(Color.red.description == "#FF3B30FF")
    #expect(Color.blue.description == "#007AFFFF")
    #expect(Color.green.description == "#34C759FF")
    #expect(Color.clear.description == "#00000000")
    #expect(Color.white.description == "#FFFFFFFF")
    #expect(Color(white: 0.5).resolved.red == 0.5)
    #expect(Color.red.opacity(0.5).resolved.opacity == 0.5)
    // HSB: hue 0 is red, 1/3 green, 2/3 blue; hue 1 wraps to 0; zero saturation is grey.
    #expect(Color(hue: 0, saturation: 1, brightness: 1).description == "#FF0000FF")
    #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).description == "#00FF00FF")
    #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).description == "#0000FFFF")
    #expect(Color(hue: 1, saturation: 1, brightness: 1).description == "#FF0000FF")
    #expect(Color(hue: 0.3, saturation: 0, brightness: 0.5) == Color(white: 0.5))
    #expect(Color(hue: .nan, saturation: 1, brightness: 1).description == "#FF0000FF")
    #expect(Color(hue: -0.5, saturation: 1, brightness: 1).description == "#00FFFFFF")
  }

  /// Why the unit scale exists: the spring's settle thresholds are absolute, so `.spring` on
  /// 1 radian animates data 0 → 128 and ends when a 128-point move does, at 1.30 s (reference
  /// §4.4, "end time depends on magnitude"), not at 0.833 s as raw radians would.
  @Test func springOnAngleSettlesAsSwiftUIs() {
    let data = Angle.radians(1).animatableData
    #expect(close(run(.spring, target: data).endTime, 1.30, 0.001))
    #expect(close(run(.spring, target: 1).endTime, 0.8333, 0.001))
  }
}
