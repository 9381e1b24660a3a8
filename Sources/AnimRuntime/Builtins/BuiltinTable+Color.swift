// The table's entries for colours: SwiftUI's initialisers (sRGB, white, HSB), its named system
// colours, `opacity(_:)`, and Color.Resolved's components. Colours print and are written in
// sRGB; they are stored and animated as linear components (Value+Color.swift).
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerColor() {
    method(
      .colorType, "init",
      "A colour from sRGB components, an sRGB white level, or hue, saturation and brightness, each 0…1."
    ) { _, b, site, _, m throws(RuntimeError) in
      switch b.overload {
      case 0:
        return .color(
          red: try b.number(0, site, &m), green: try b.number(1, site, &m),
          blue: try b.number(2, site, &m), opacity: try b.number(3, site, &m))
      case 1:
        let white = try b.number(0, site, &m)
        return .color(red: white, green: white, blue: white, opacity: try b.number(1, site, &m))
      case 3:
        // `Color(.sRGBLinear, red: …)`: the components are already linear, as stored.
        let (r, g, bl) = (try b.number(1, site, &m), try b.number(2, site, &m), try b.number(3, site, &m))
        let opacity = try b.number(4, site, &m)
        guard case .object(let o as RGBColorSpaceObject) = b.value(0) else {
          throw RuntimeError(
            "cannot convert value of type '\(b.value(0).swiftTypeName)' to expected argument type 'Color.RGBColorSpace'",
            at: b.range(0, site), file: m.file)
        }
        switch o.space {
        case .sRGB: return .color(red: r, green: g, blue: bl, opacity: opacity)
        case .sRGBLinear:
          return .color(
            Color.Resolved(linearRed: Float(r), linearGreen: Float(g), linearBlue: Float(bl), opacity: Float(opacity)))
        case .displayP3:
          throw RuntimeError(
            "Color.RGBColorSpace.displayP3 is not supported yet: its colours lie outside sRGB; use .sRGB or .sRGBLinear",
            at: b.range(0, site), file: m.file)
        }
      default:
        let (r, g, bl) = Color.sRGBComponents(
          hue: try b.number(0, site, &m), saturation: try b.number(1, site, &m),
          brightness: try b.number(2, site, &m))
        return .color(red: r, green: g, blue: bl, opacity: try b.number(3, site, &m))
      }
    }
    for space in RGBColorSpaceObject.Space.allCases {
      constant(
        .rgbColorSpaceType, space.rawValue, "The \(space.rawValue) colour space (Color.RGBColorSpace.\(space.rawValue)).",
        .object(RGBColorSpaceObject(space)))
    }
    for (name, color) in NamedColors.all {
      constant(
        .colorType, name, "SwiftUI's \(name) (light scheme, standard contrast): \(color.resolved.description).",
        .color(color.resolved))
    }
    method(
      .color, "opacity", "The colour with its opacity multiplied by a number (0…1).",
      body: .one { v, x, _, site, m throws(RuntimeError) in
        guard case .color(var c) = v else { return .none }
        guard case .number(let k) = x else {
          throw RuntimeError(
            "'opacity' expects a number here, not \(x.typeNameWithArticle)", at: site.range(of: 0), file: m.file)
        }
        c[3] *= k
        return .color(c)
      })
    // Color.Resolved's components: sRGB (as written), linear (as stored and animated, so read
    // exactly rather than through Float), opacity.
    let components: [(String, String, (AnimatableVector) -> Double)] = [
      ("red", "The red component in sRGB (Color.Resolved.red).", { Double(Value.resolved($0).red) }),
      ("green", "The green component in sRGB (Color.Resolved.green).", { Double(Value.resolved($0).green) }),
      ("blue", "The blue component in sRGB (Color.Resolved.blue).", { Double(Value.resolved($0).blue) }),
      ("linearRed", "The red component in linear sRGB.", { $0[0] }),
      ("linearGreen", "The green component in linear sRGB.", { $0[1] }),
      ("linearBlue", "The blue component in linear sRGB.", { $0[2] }),
      ("opacity", "The opacity, 0…1.", { $0[3] }),
    ]
    for (name, doc, component) in components {
      property(.color, name, doc) { v, _, range, m throws(RuntimeError) in
        guard case .color(let c) = v else { throw noMember(v, name, range, m) }
        return .number(component(c))
      }
    }
    property(
      .color, "animatableData",
      "The data SwiftUI animates: (linearRed, (linearGreen, (linearBlue, opacity))), each × 128."
    ) { v, _, range, m throws(RuntimeError) in
      guard case .color(let c) = v else { throw noMember(v, "animatableData", range, m) }
      let k = colorUnitScale
      return .pair(
        Pair(
          .number(c[0] * k),
          .pair(Pair(.number(c[1] * k), .pair(Pair(.number(c[2] * k), .number(c[3] * k)))))))
    }
  }
}

/// A `Color.RGBColorSpace`, the space an initialiser's components are in.
final class RGBColorSpaceObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  enum Space: String, CaseIterable {
    /// Components as `Color(red:green:blue:)` takes them (gamma-encoded sRGB).
    case sRGB
    /// Linear sRGB components, as colours are stored and animated.
    case sRGBLinear
    /// Display P3 (refused when a colour is made: see the initialiser).
    case displayP3
  }
  let space: Space
  init(_ space: Space) { self.space = space }
  override var kind: ValueKind { .rgbColorSpace }
  override var typeName: String { "Color.RGBColorSpace" }
  /// As Swift prints a case: its name.
  override var printed: String { space.rawValue }
  func isEqual(to other: RuntimeObject) -> Bool { (other as? RGBColorSpaceObject)?.space == space }
}
