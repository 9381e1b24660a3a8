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
      default:
        let (r, g, bl) = Color.sRGBComponents(
          hue: try b.number(0, site, &m), saturation: try b.number(1, site, &m),
          brightness: try b.number(2, site, &m))
        return .color(red: r, green: g, blue: bl, opacity: try b.number(3, site, &m))
      }
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
