import CHarfBuzz
import Foundation

/// A font file read and shaped with HarfBuzz: advance widths with the font's kerning (GPOS, or
/// the legacy kern table), and the line metrics, in points at a given size.
///
/// Shaping takes a lock, so one instance may be shared; measured widths are cached by string.
public final class FontMetrics: @unchecked Sendable {
  /// The font file's path.
  public let path: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The distance from the baseline up to the top of a line, in points.
  public let ascent: CGFloat
  /// The distance from the baseline down to the bottom of a line, in points (positive).
  public let descent: CGFloat
  /// The extra space between lines, in points.
  public let lineGap: CGFloat
  /// The font's family name, as SVG text names it.
  public let familyName: String

  private let font: OpaquePointer
  private let scale: CGFloat
  private let lock = NSLock()
  private var widths: [String: CGFloat] = [:]

  /// Inter Regular, from Debian's fonts-inter (`make setup` installs it): the usual open stand-in
  /// for SF Pro, Apple's system font, which may not be redistributed.
  public static let interPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  /// SwiftUI's default `Text` size on iOS: the body style, 17 pt (views.md §2.10).
  public static let bodySize: CGFloat = 17

  /// The body font (Inter at 17 pt), or nil when the font file is missing.
  public static let body: FontMetrics? = FontMetrics(
    path: interPath, pointSize: bodySize, familyName: "Inter")

  /// Reads the font at `path`; nil when the file is missing or is not a font.
  public init?(path: String, pointSize: CGFloat, familyName: String) {
    guard pointSize.isFinite, pointSize > 0, let blob = hb_blob_create_from_file_or_fail(path) else {
      return nil
    }
    defer { hb_blob_destroy(blob) }
    guard let face = hb_face_create(blob, 0) else { return nil }
    defer { hb_face_destroy(face) }
    let upem = hb_face_get_upem(face)
    guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else { return nil }
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    self.font = font
    self.path = path
    self.pointSize = pointSize
    self.familyName = familyName
    scale = pointSize / CGFloat(upem)
    func metric(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
      var value: hb_position_t = 0
      _ = hb_ot_metrics_get_position(font, tag, &value)
      return CGFloat(value)
    }
    // HarfBuzz picks OS/2's typographic values when the font asks for them (USE_TYPO_METRICS),
    // else hhea's: what CoreText uses for line height.
    ascent = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) * scale
    descent = -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) * scale
    lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) * scale
  }

  deinit { hb_font_destroy(font) }

  /// The height of one line: ascent + descent + line gap.
  public var lineHeight: CGFloat { ascent + descent + lineGap }

  /// The advance width of `string` set on one line, kerning included, in points.
  public func width(of string: String) -> CGFloat {
    lock.lock()
    defer { lock.unlock() }
    if let w = widths[string] { return w }
    let w = shapedWidth(string)
    if widths.count > 4096 { widths.removeAll(keepingCapacity: true) }
    widths[string] = w
    return w
  }

  private func shapedWidth(_ string: String) -> CGFloat {
    guard !string.isEmpty, let buffer = hb_buffer_create() else { return 0 }
    defer { hb_buffer_destroy(buffer) }
    var utf8 = Array(string.utf8)
    let count = Int32(clamping: utf8.count)
    utf8.withUnsafeMutableBufferPointer { bytes in
      bytes.baseAddress?.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
        hb_buffer_add_utf8(buffer, chars, count, 0, count)
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var glyphs: UInt32 = 0
    guard let positions = hb_buffer_get_glyph_positions(buffer, &glyphs) else { return 0 }
    var total: Int64 = 0
    for i in 0..<Int(glyphs) { total += Int64(positions[i].x_advance) }
    return CGFloat(total) * scale
  }
}
