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
    var shadows: [Shadow] = []
    for item in items {
      var open = ""
      var close = ""
      for c in item.clips {
        open += "<g clip-path=\"url(#clip\(c))\">"
        close += "</g>"
      }
      if let s = item.shadow {
        // A Gaussian of standard deviation radius / 2, as CoreAnimation's shadow radius is
        // commonly rendered (an approximation: Apple does not document the kernel).
        let index = shadows.firstIndex(of: s) ?? shadows.count
        if index == shadows.count {
          shadows.append(s)
          defs += "<filter id=\"shadow\(index)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
          defs += "<feDropShadow dx=\"\(Path.number(s.x))\" dy=\"\(Path.number(s.y))\" "
          defs += "stdDeviation=\"\(Path.number(s.radius / 2))\" flood-color=\"\(DisplayList.hex(s.color))\" "
          defs += "flood-opacity=\(DisplayList.attribute(Double(s.color.resolved.opacity)))/></filter>"
        }
        open += "<g filter=\"url(#shadow\(index))\">"
        close += "</g>"
      }
      let alpha = item.opacity * Double(item.color.resolved.opacity)
      let paint = DisplayList.hex(item.color)
      let opacity = alpha < 1 ? " opacity=\(DisplayList.attribute(alpha))" : ""
      let id = " data-identity=\(DisplayList.attribute(item.identity.description)) data-view=\(DisplayList.attribute(item.typeName))"
      switch item.kind {
      case .shape, .color:
        let d = item.path?.svgPathData ?? ""
        if let lw = item.lineWidth {
          // The stroke width scales with the drawing (√|det| of the transform).
          let t = item.transform
          let k = abs(t.a * t.d - t.b * t.c).squareRoot()
          body += "\(open)<path\(id) d=\"\(d)\" fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(Path.number(lw * k))\"\(opacity)/>\(close)"
        } else {
          body += "\(open)<path\(id) d=\"\(d)\" fill=\"\(paint)\"\(opacity)/>\(close)"
        }
      case .text:
        let t = item.transform
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Path.number).joined(separator: " ")
        let transform = t.isIdentity ? "" : " transform=\"matrix(\(matrix))\""
        // Layout coordinates: the transform carries the offsets. Lines start at the frame's
        // leading edge (SwiftUI's default multilineTextAlignment, .leading).
        let f = item.layoutFrame
        body += "\(open)<text\(id)\(transform) font-family=\(DisplayList.attribute(fontFamily + ", sans-serif")) "
        body += "font-size=\"\(Path.number(fontSize))\" fill=\"\(paint)\"\(opacity)>"
        let x = f.minX
        for (i, line) in item.lines.enumerated() {
          let y = f.minY + item.baseline + CGFloat(i) * item.lineHeight
          body += "<tspan x=\"\(Path.number(x))\" y=\"\(Path.number(y))\">\(DisplayList.escaped(line))</tspan>"
        }
        body += "</text>\(close)"
      }
    }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
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
