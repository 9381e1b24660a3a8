import AnimViews
import Foundation
import Testing

/// Whether two numbers agree to 0.001 pt (layout sums are exact in binary for most of these, but
/// text heights are thirds).
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }

/// Whether two rectangles agree to 0.001 pt.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.001) -> Bool {
  close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
    && close(a.height, b.height, tolerance)
}

extension ViewLayout {
  /// The frame of the first laid-out view whose identity is `path` (components joined by "/").
  func frame(at path: String) -> CGRect? { frames.first { $0.identity.description == path }?.frame }
}

/// The body font's line height rounded up to thirds of a point: one line of Text at 17 pt.
var oneLineHeight: CGFloat {
  let h = FontMetrics.body?.lineHeight ?? 0
  return (h * 3 - 1e-7).rounded(.up) / 3
}
