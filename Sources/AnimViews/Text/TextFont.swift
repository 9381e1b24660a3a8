import Foundation

/// The font Text is set in, as far as Anim follows SwiftUI's `Font`: a size and a weight. The
/// text styles are iOS's at the default Dynamic Type size, Large (Apple's Human Interface
/// Guidelines, Typography → Specifications → "iOS, iPadOS Dynamic Type sizes", the Large
/// table: https://developer.apple.com/design/human-interface-guidelines/typography; views.md
/// §2.10 gives body 17, title 28, largeTitle 34, caption 12, footnote 13 from the same ramp).
/// The face is Inter (the stand-in for SF Pro, FontMetrics.swift) in the weight's file.
public struct TextFont: Hashable, Sendable {
  /// `Font.Weight`: SF Pro's nine weights, lightest first, as CSS numbers them (Inter has a
  /// file for each).
  public enum Weight: Int, CaseIterable, Hashable, Sendable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700,
      heavy = 800, black = 900

    /// Its name in SwiftUI (`Font.Weight.semibold`).
    public var name: String {
      switch self {
      case .ultraLight: "ultraLight"
      case .thin: "thin"
      case .light: "light"
      case .regular: "regular"
      case .medium: "medium"
      case .semibold: "semibold"
      case .bold: "bold"
      case .heavy: "heavy"
      case .black: "black"
      }
    }

    /// The weight of a name (`"semibold"`).
    public init?(name: String) {
      guard let w = Weight.allCases.first(where: { $0.name == name }) else { return nil }
      self = w
    }

    /// Inter's file of this weight (fonts-inter names them by CSS weight).
    var interStyle: String {
      switch self {
      case .ultraLight: "Thin"
      case .thin: "ExtraLight"
      case .light: "Light"
      case .regular: "Regular"
      case .medium: "Medium"
      case .semibold: "SemiBold"
      case .bold: "Bold"
      case .heavy: "ExtraBold"
      case .black: "Black"
      }
    }
  }

  /// The size in points.
  public var size: CGFloat
  /// The weight.
  public var weight: Weight
  /// How SwiftUI writes it (`Font.title`, `Font.system(size: 40, weight: .bold)`).
  public var name: String

  /// A font of a size and weight, named as written.
  public init(size: CGFloat, weight: Weight = .regular, name: String) {
    self.size = size
    self.weight = weight
    self.name = name
  }

  /// `Font.system(size:weight:)`.
  public static func system(size: CGFloat, weight: Weight = .regular) -> TextFont {
    let w = weight == .regular ? "" : ", weight: .\(weight.name)"
    return TextFont(size: size, weight: weight, name: "Font.system(size: \(Self.number(size))\(w))")
  }

  /// The same font in another weight (`Font.bold()`, `Font.weight(_:)`).
  public func weight(_ w: Weight) -> TextFont {
    TextFont(size: size, weight: w, name: w == .bold ? name + ".bold()" : name + ".weight(.\(w.name))")
  }

  /// The text styles by name, with their sizes and weights at the Large Dynamic Type size (the
  /// HIG's table: headline is the one semibold style).
  public static let styles: [String: TextFont] = {
    let table: [(String, CGFloat, Weight)] = [
      ("largeTitle", 34, .regular), ("title", 28, .regular), ("title2", 22, .regular), ("title3", 20, .regular),
      ("headline", 17, .semibold), ("body", 17, .regular), ("callout", 16, .regular),
      ("subheadline", 15, .regular), ("footnote", 13, .regular), ("caption", 12, .regular),
      ("caption2", 11, .regular),
    ]
    var out: [String: TextFont] = [:]
    for (name, size, weight) in table { out[name] = TextFont(size: size, weight: weight, name: "Font." + name) }
    return out
  }()

  /// The body style, what Text is set in unless told (17 pt regular).
  public static let body = TextFont(size: FontMetrics.bodySize, weight: .regular, name: "Font.body")

  private static func number(_ v: CGFloat) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(Double(v))
  }
}

extension FontMetrics {
  private static let variantsLock = NSLock()
  nonisolated(unsafe) private static var variants: [TextFont: FontMetrics?] = [:]

  /// `base` (the layout's font) at a text font's size and weight: Inter's file of that weight
  /// when `base` is Inter, else `base`'s file at that size; cached, as a layout asks per Text.
  static func variant(of base: FontMetrics, _ font: TextFont) -> FontMetrics? {
    if font.size == base.pointSize && font.weight == .regular { return base }
    variantsLock.lock()
    defer { variantsLock.unlock() }
    var key = font
    key.name = base.path
    if let cached = variants[key] { return cached }
    let path =
      base.path == interPath && font.weight != .regular
      ? "/usr/share/fonts/opentype/inter/Inter-\(font.weight.interStyle).otf" : base.path
    let made =
      FontMetrics(path: path, pointSize: font.size, familyName: base.familyName)
      ?? FontMetrics(path: base.path, pointSize: font.size, familyName: base.familyName)
    variants[key] = made
    return made
  }
}
