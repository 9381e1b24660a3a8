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
  private let hb: HarfBuzz
  private let scale: CGFloat
  private let lock = NSLock()
  private var widths: [String: CGFloat] = [:]

  /// Inter Regular, from Debian's fonts-inter (`make setup` installs it): the usual open stand-in
  /// for SF Pro, Apple's system font, which may not be redistributed.
  public static let interPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  /// SwiftUI's default `Text` size on iOS: the body style, 17 pt (views.md §2.10).
  public static let bodySize: CGFloat = 17

  /// Noto Color Emoji, from Debian's fonts-noto-color-emoji (`make setup`): the colour emoji font
  /// that stands in for Apple Color Emoji, which Inter's glyphs lack.
  public static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

  /// The font measuring what this one has no glyph for (an emoji in Inter): Noto Color Emoji at
  /// the same size, read on first use; nil when it is missing (or for the emoji font itself).
  private lazy var fallback: FontMetrics? =
    path == Self.emojiPath ? nil : FontMetrics(path: Self.emojiPath, pointSize: pointSize, familyName: "Noto Color Emoji")

  /// The body font (Inter at 17 pt), or nil when the font file is missing.
  public static let body: FontMetrics? = FontMetrics(
    path: interPath, pointSize: bodySize, familyName: "Inter")

  /// Reads the font at `path`; nil when the file is missing or is not a font.
  public init?(path: String, pointSize: CGFloat, familyName: String) {
    guard pointSize.isFinite, pointSize > 0, let hb = HarfBuzz.loaded,
      let blob = hb.blobCreateFromFileOrFail(path)
    else {
      return nil
    }
    defer { hb.blobDestroy(blob) }
    guard let face = hb.faceCreate(blob, 0) else { return nil }
    defer { hb.faceDestroy(face) }
    let upem = hb.faceGetUpem(face)
    guard hb.faceGetGlyphCount(face) > 0, upem > 0, let font = hb.fontCreate(face) else { return nil }
    hb.fontSetScale(font, Int32(clamping: upem), Int32(clamping: upem))
    self.hb = hb
    self.font = font
    self.path = path
    self.pointSize = pointSize
    self.familyName = familyName
    scale = pointSize / CGFloat(upem)
    func metric(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
      var value: hb_position_t = 0
      _ = hb.otMetricsGetPosition(font, tag, &value)
      return CGFloat(value)
    }
    // HarfBuzz picks OS/2's typographic values when the font asks for them (USE_TYPO_METRICS),
    // else hhea's: what CoreText uses for line height.
    ascent = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) * scale
    descent = -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) * scale
    lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) * scale
  }

  deinit { hb.fontDestroy(font) }

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
    guard !string.isEmpty, let buffer = hb.bufferCreate() else { return 0 }
    defer { hb.bufferDestroy(buffer) }
    var utf8 = Array(string.utf8)
    let count = Int32(clamping: utf8.count)
    utf8.withUnsafeMutableBufferPointer { bytes in
      bytes.baseAddress?.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
        hb.bufferAddUTF8(buffer, chars, count, 0, count)
      }
    }
    hb.bufferGuessSegmentProperties(buffer)
    hb.shape(font, buffer, nil, 0)
    var glyphs: UInt32 = 0
    guard let positions = hb.bufferGetGlyphPositions(buffer, &glyphs) else { return 0 }
    var infoCount: UInt32 = 0
    let infos = hb.bufferGetGlyphInfos(buffer, &infoCount)
    var total: Int64 = 0
    // Runs of glyph 0 (.notdef: the font has no glyph for them, as Inter for 🤩) are measured
    // with the fallback font, as a renderer draws them with a fallback font: their UTF-8 bytes,
    // from the run's first cluster to the next glyph's cluster (text shaped left to right).
    var fallbackWidth: CGFloat = 0
    var missingFrom: Int? = nil
    let n = Int(glyphs)
    func endMissing(at end: Int) {
      guard let start = missingFrom else { return }
      missingFrom = nil
      let bytes = Array(utf8[max(0, min(start, utf8.count))..<max(0, min(end, utf8.count))])  // trap-ok: clamped
      if let fallback, let text = String(bytes: bytes, encoding: .utf8) {
        fallbackWidth += fallback.width(of: text)
      }
    }
    for i in 0..<n {
      let info = i < Int(infoCount) ? infos?[i] : nil
      let cluster = Int(info?.cluster ?? 0)
      if let info, info.codepoint == 0, fallback != nil {
        if missingFrom == nil { missingFrom = cluster }
        continue
      }
      endMissing(at: cluster)
      total += Int64(positions[i].x_advance)
    }
    endMissing(at: utf8.count)
    return CGFloat(total) * scale + fallbackWidth
  }
}
