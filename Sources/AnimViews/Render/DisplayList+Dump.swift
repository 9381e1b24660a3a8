import AnimationCore
import Foundation

extension DisplayList {
  /// A text listing of what is drawn, one line a view with its frame, in the S-expression shape of
  /// SwiftUI's `SWIFTUI_PRINT_TREE` display-list output (views.md §4: `(item #:identity 1 …
  /// (frame (145.0 350.67; 100.0 200.0)) (color #FF3B30FF))`), so that a capture from a device
  /// can be compared line by line:
  ///
  ///     (display-list (size 400.0 300.0)
  ///       (item #:identity 0/0 #:view Circle (frame (16.0 85.83; 100.0 100.0)) (fill #007AFFFF))
  ///       (item #:identity 0/1 #:view Text (frame (165.5 193.83; 69.0 20.67)) (text "Animate" #007AFFFF)))
  ///
  /// Opacity, scale, rotation, stroke width, clips and shadow appear only when they are not the
  /// default.
  public func dump() -> String {
    var out = "(display-list (size \(DisplayList.number(size.width)) \(DisplayList.number(size.height)))"
    for item in items {
      out += "\n  (item #:identity \(item.identity) #:view \(item.typeName)"
      let f = item.frame
      out += " (frame (\(DisplayList.number(f.minX)) \(DisplayList.number(f.minY)); "
      out += "\(DisplayList.number(f.width)) \(DisplayList.number(f.height))))"
      switch item.kind {
      case .text: out += " (text \(DisplayList.quoted(item.string ?? "")) \(item.color))"
      case .color: out += " (color \(item.color))"
      case .shape:
        if let w = item.lineWidth {
          out += " (stroke \(item.color) \(DisplayList.number(w)))"
        } else {
          out += " (fill \(item.color))"
        }
      }
      if item.opacity != 1 { out += " (opacity \(DisplayList.number(item.opacity)))" }
      if item.scale != CGSize(width: 1, height: 1) {
        out += " (scale \(DisplayList.number(item.scale.width)) \(DisplayList.number(item.scale.height)))"
      }
      if item.rotation.radians != 0 { out += " (rotation \(DisplayList.number(item.rotation.degrees))°)" }
      if !item.clips.isEmpty { out += " (clip \(item.clips.map(String.init).joined(separator: " ")))" }
      if let s = item.shadow {
        out +=
          " (shadow \(s.color) \(DisplayList.number(s.radius)) \(DisplayList.number(s.x)) \(DisplayList.number(s.y)))"
      }
      out += ")"
    }
    return out + ")"
  }

  /// A number as SwiftUI's tree prints frames: at least one decimal, at most two (145.0, 350.67).
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    let r = (v * 100).rounded() / 100
    var s = String(format: "%.2f", r == 0 ? 0 : r)
    if s.hasSuffix("0") { s.removeLast() }
    return s
  }

  /// A string in double quotes with Swift's escapes for quotes, backslashes and control
  /// characters, so a line of the dump stays one line.
  static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
        {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
