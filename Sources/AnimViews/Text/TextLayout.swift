import Foundation

/// A string broken into lines for a width, as SwiftUI's `Text` sets it: one line when it fits,
/// else wrapped greedily at spaces, a word wider than the line broken between characters; a
/// height limit keeps as many whole lines as fit (at least one), the last ending in "…".
///
/// Sizes are rounded up to the display's pixel grid, as SwiftUI rounds text: `Text("Hello,
/// world.")` is 94.333 × 20.333 on a 3× iPhone (views.md §2.10), both multiples of 1/3.
struct TextLayout {
  /// The lines, trimmed of the spaces they broke at.
  var lines: [String]
  /// The layout's size.
  var size: CGSize
  /// The first line's baseline, from the top.
  var firstBaseline: CGFloat
  /// The height of each line.
  var lineHeight: CGFloat

  /// Metrics when no font could be read: an average advance of 0.55 em and a 1.2 em line.
  static func estimatedWidth(_ s: String, pointSize: CGFloat) -> CGFloat {
    CGFloat(s.count) * 0.55 * pointSize
  }

  init(
    _ string: String, font: FontMetrics?, pointSize: CGFloat, proposal: ProposedViewSize,
    displayScale: CGFloat
  ) {
    func width(_ s: String) -> CGFloat {
      font?.width(of: s) ?? TextLayout.estimatedWidth(s, pointSize: pointSize)
    }
    let lineHeight = font?.lineHeight ?? pointSize * 1.2
    let ascent = font?.ascent ?? pointSize * 0.95
    let limit = proposal.width.map { $0.isNaN ? CGFloat.infinity : $0 } ?? .infinity
    var lines: [String] = []
    for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += TextLayout.wrap(String(paragraph), limit: limit, width: width)
    }
    if lines.isEmpty { lines = [""] }
    // Compared as a ratio first: Int() of a huge height would trap.
    if let h = proposal.height, lineHeight > 0, h / lineHeight + 1e-9 < CGFloat(lines.count) {
      let fit = max(1, Int(max(0, (h / lineHeight + 1e-9).rounded(.down))))
      if fit < lines.count {
        lines.removeLast(lines.count - fit)
        // The last kept line ends in an ellipsis, shortened until it fits.
        var last = lines[fit - 1]  // trap-ok: fit ≥ 1 and fit < the original count
        while !last.isEmpty, width(last + "…") > limit { last.removeLast() }
        lines[fit - 1] = last + "…"  // trap-ok: as above
      }
    }
    let widest = lines.map(width).max() ?? 0
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    func ceilToPixel(_ v: CGFloat) -> CGFloat { (v * scale - 1e-7).rounded(.up) / scale }
    self.lines = lines
    self.lineHeight = lineHeight
    self.firstBaseline = ascent
    size = CGSize(width: ceilToPixel(widest), height: ceilToPixel(lineHeight * CGFloat(lines.count)))
  }

  /// Greedy word wrap of one paragraph. A line's width while filling it is the sum of its
  /// words' and spaces' widths (kerning across a space is rare), so wrapping is linear in the
  /// text's length; a word wider than the line is cut between characters, by their widths.
  static func wrap(_ paragraph: String, limit: CGFloat, width: (String) -> CGFloat) -> [String] {
    if limit == .infinity || width(paragraph) <= limit { return [paragraph] }
    let space = width(" ")
    var lines: [String] = []
    var line = ""
    var lineWidth: CGFloat = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
      let w = width(word)
      if line.isEmpty ? w <= limit : lineWidth + space + w <= limit {
        if line.isEmpty {
          (line, lineWidth) = (word, w)
        } else {
          line += " " + word
          lineWidth += space + w
        }
        continue
      }
      if !line.isEmpty { lines.append(line) }
      (line, lineWidth) = ("", 0)
      if w <= limit {
        (line, lineWidth) = (word, w)
        continue
      }
      // Cut between characters: at least one a line.
      var piece = ""
      var pieceWidth: CGFloat = 0
      for ch in word {
        let cw = width(String(ch))
        if !piece.isEmpty, pieceWidth + cw > limit {
          lines.append(piece)
          (piece, pieceWidth) = ("", 0)
        }
        piece.append(ch)
        pieceWidth += cw
      }
      (line, lineWidth) = (piece, pieceWidth)
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
