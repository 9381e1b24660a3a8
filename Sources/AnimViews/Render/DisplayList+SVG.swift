import AnimationCore
import Foundation

extension DisplayList {
  /// An SVG document of what is drawn: the host's size as its viewport, a white background (the
  /// light scheme's), each item in drawing order. Shapes are their outlines in host coordinates;
  /// Text is set in the list's font with the item's transform; clips and shadows become
  /// `clipPath` and `filter` definitions. Text is escaped for XML.
  public func svg() -> String {
    let w = Path.number(size.width)
    let h = Path.number(size.height)
    var defs = ""
    var body = ""
    for (i, clip) in clipPaths.enumerated() {
      defs += "<clipPath id=\"clip\(i)\"><path d=\"\(clip.svgPathData)\"/></clipPath>"
    }
    for (index, s) in shadows.enumerated() {
      // A Gaussian of standard deviation radius / 2, as CoreAnimation's shadow radius is
      // commonly rendered (an approximation: Apple does not document the kernel). Built from SVG
      // 1.1 primitives (blur, offset, flood, composite, merge), which every renderer has.
      defs += "<filter id=\"shadow\(index)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
      defs += "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Path.number(s.radius / 2))\"/>"
      defs += "<feOffset dx=\"\(Path.number(s.x))\" dy=\"\(Path.number(s.y))\" result=\"blur\"/>"
      defs += "<feFlood flood-color=\"\(DisplayList.hex(s.color))\" "
      defs += "flood-opacity=\(DisplayList.attribute(Double(s.color.resolved.opacity)))/>"
      defs += "<feComposite in2=\"blur\" operator=\"in\"/>"
      defs += "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
    }
    // Items under the same clip or shadow share one group, so a shadow falls behind the whole
    // modified view (as SwiftUI draws it), not behind each shape of it.
    var openWrappers: [DisplayItem.Wrapper] = []
    for item in items {
      var common = 0
      while common < openWrappers.count, common < item.wrappers.count,
        openWrappers[common] == item.wrappers[common]
      {
        common += 1
      }
      for _ in common..<openWrappers.count { body += "</g>" }
      openWrappers.removeLast(openWrappers.count - common)
      for wrapper in item.wrappers[common...] {
        switch wrapper {
        case .clip(let c): body += "<g clip-path=\"url(#clip\(c))\">"
        case .shadow(let i): body += "<g filter=\"url(#shadow\(i))\">"
        }
        openWrappers.append(wrapper)
      }
      let alpha = item.opacity * Double(item.color.resolved.opacity)
      let paint = DisplayList.hex(item.color)
      let opacity = alpha < 1 ? " opacity=\(DisplayList.attribute(alpha))" : ""
      let id =
        " data-identity=\(DisplayList.attribute(item.identity.description)) data-view=\(DisplayList.attribute(item.typeName))"
      switch item.kind {
      case .shape, .color:
        let d = item.path?.svgPathData ?? ""
        if let lw = item.lineWidth {
          // The stroke width scales with the drawing (√|det| of the transform).
          let t = item.transform
          let k = abs(t.a * t.d - t.b * t.c).squareRoot()
          body +=
            "<path\(id) d=\"\(d)\" fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(Path.number(lw * k))\"\(opacity)/>"
        } else {
          body += "<path\(id) d=\"\(d)\" fill=\"\(paint)\"\(opacity)/>"
        }
      case .text:
        let t = item.transform
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Path.number).joined(separator: " ")
        let transform = t.isIdentity ? "" : " transform=\"matrix(\(matrix))\""
        // Layout coordinates: the transform carries the offsets. Lines start at the frame's
        // leading edge (SwiftUI's default multilineTextAlignment, .leading).
        let f = item.layoutFrame
        body += "<text\(id)\(transform) font-family=\(DisplayList.attribute(fontFamily + ", sans-serif")) "
        // The item's own size and weight (`.font`, `.fontWeight`); 400 is SVG's default weight.
        let weight = item.font.weight == .regular ? "" : " font-weight=\"\(item.font.weight.rawValue)\""
        body += "font-size=\"\(Path.number(item.font.size))\"\(weight) fill=\"\(paint)\"\(opacity)>"
        let x = f.minX
        for (i, line) in item.lines.enumerated() {
          let y = f.minY + item.baseline + CGFloat(i) * item.lineHeight
          body +=
            "<tspan x=\"\(Path.number(x))\" y=\"\(Path.number(y))\">\(DisplayList.escaped(line))</tspan>"
        }
        body += "</text>"
      }
    }
    for _ in openWrappers { body += "</g>" }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
    if !defs.isEmpty { out += "<defs>\(defs)</defs>" }
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>"
    out += body
    return out + "</svg>\n"
  }

  /// `#RRGGBB` of a colour's sRGB components.
  static func hex(_ c: Color) -> String { String(c.resolved.description.prefix(7)) }

  /// A value as a quoted, escaped XML attribute.
  static func attribute(_ v: Double) -> String { "\"" + Path.number(v) + "\"" }
  static func attribute(_ s: String) -> String { "\"" + escaped(s) + "\"" }

  /// Text escaped for XML (`& < > " '`), with characters XML 1.0 cannot hold (controls other
  /// than tab and newline, lone surrogates cannot occur in a Swift String) replaced by U+FFFD.
  static func escaped(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        let v = scalar.value
        if (v < 0x20 && v != 0x9 && v != 0xA) || v == 0xFFFE || v == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
