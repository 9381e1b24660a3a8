import AnimViews
import AnimationCore
import Foundation
import Testing

/// The seeds' view code, written with AnimViews' Swift API as close to the seed as Swift allows
/// (the binding will run the seeds' own text), laid out with numbers derived by hand.
@Suite struct SeedViewTests {
  /// Seed 001's SplashShape, its leftToRight case: a rectangle from the left edge to
  /// `rect.width * progress`.
  static func splashShape(progress: CGFloat) -> ShapeView {
    Shape(name: "SplashShape") { rect in
      var path = Path()
      path.move(to: CGPoint(x: 0, y: 0))  // Top Left
      path.addLine(to: CGPoint(x: rect.width * progress, y: 0))  // Top Right
      path.addLine(to: CGPoint(x: rect.width * progress, y: rect.height))  // Bottom Right
      path.addLine(to: CGPoint(x: 0, y: rect.height))  // Bottom Left
      path.closeSubpath()  // Close the Path
      return path
    }
  }

  /// Seed 001's SplashView body with one layer half-way: the previous colour's rectangle, the
  /// layers in a ZStack overlay aligned leading.
  static func splashView(prevColor: Color, layers: [(Color, CGFloat)]) -> ViewNode {
    Rectangle()
      .foregroundColor(prevColor)
      .overlay(
        ZStack {
          ForEach(layers.indices, id: { $0 }) { x in
            splashShape(progress: layers[x].1)
              .foregroundColor(layers[x].0)
          }
        }, alignment: .leading)
  }

  /// Seed 001's ContentView in 400 × 300. The VStack holds the 200 × 100 splash frame and the
  /// button padded 20 on top (its label one line, h): 100 + 8 + 20 + h high, centred, so its top
  /// is y0 = (300 − 128 − h) / 2; the splash frame is at (100, y0); the label at y0 + 128, centred
  /// on x = 200. The layer half-way covers the left half: its path is (100, y0, 100, 100). The
  /// corner radius clips both to a rounded rectangle, and the shadow applies to both.
  @Test func splashContentView() throws {
    let colors: [Color] = [.blue, .red, .green, .orange]
    let index = 0
    let view = VStack {
      SeedViewTests.splashView(prevColor: colors[index], layers: [(.red, 0.5)])
        .frame(width: 200, height: 100, alignment: .center)
        .cornerRadius(10)
        .shadow(color: Color.black.opacity(0.2), radius: 10, x: 0, y: 4)
      Button(action: {}) {
        Text("Change Color")
      }
      .padding(.top, 20)
    }
    let layout = ViewLayout(view, width: 400, height: 300)
    let h = oneLineHeight
    let y0 = (300 - 128 - h) / 2
    let list = layout.displayList
    let background = try #require(list.first("Rectangle"))
    #expect(close(background.frame, CGRect(x: 100, y: y0, width: 200, height: 100)))
    #expect(background.color == .blue)
    let layer = try #require(list.first("SplashShape"))
    #expect(layer.color == .red)
    let bounds = try #require(layer.path?.boundingRect)
    #expect(close(bounds, CGRect(x: 100, y: y0, width: 100, height: 100)))
    #expect(layer.identity.description == "0/overlay/[0]")
    #expect(layer.clips == [0] && background.clips == [0])
    #expect(layer.shadow?.radius == 10 && layer.shadow?.y == 4)
    #expect(list.clipPaths[0].boundingRect.width.rounded() == 200)
    let label = try #require(list.first(text: "Change Color"))
    #expect(close(label.frame.minY, y0 + 128))
    #expect(close(label.frame.midX, 200, 1 / 6))
    #expect(label.color == .accentColor)
    if let path = ProcessInfo.processInfo.environment["ANIMVIEWS_SPLASH_SVG_OUT"] {
      try layout.svg().write(toFile: path, atomically: true, encoding: .utf8)
    }
  }

  /// Seed 003's two-number monitor before the tap: an HStack of "Hi:" (green), "0.000" (red),
  /// "0.000" (blue), 8 apart, above the "Animate" button, in a 300 × 300 frame. The column is
  /// h + 8 + h high, centred: the HStack's top is (300 − 2h − 8) / 2; each text starts 8 after
  /// the previous one ends; the row is centred on x = 150.
  @Test func twoNumberMonitor() throws {
    func monitor(number1: Double, prefix: String, number2: Double) -> ViewNode {
      HStack {
        Text(prefix).foregroundColor(.green)
        Text(String(format: "%.3f", number1)).foregroundColor(.red)
        Text(String(format: "%.3f", number2)).foregroundColor(.blue)
      }
    }
    let view = VStack {
      monitor(number1: 0, prefix: "Hi:", number2: 0)
      Button("Animate") {}
    }
    .frame(width: 300, height: 300)
    let list = ViewLayout(view, width: 300, height: 300).displayList
    let texts = list.items.filter { $0.kind == .text }
    #expect(texts.map { $0.string ?? "" } == ["Hi:", "0.000", "0.000", "Animate"])
    #expect(texts.prefix(3).map(\.color) == [.green, .red, .blue])
    let h = oneLineHeight
    #expect(texts.prefix(3).allSatisfy { close($0.frame.minY, (300 - 2 * h - 8) / 2) })
    #expect(close(texts[1].frame.minX, texts[0].frame.maxX + 8))
    #expect(close(texts[2].frame.minX, texts[1].frame.maxX + 8))
    #expect(close((texts[0].frame.minX + texts[2].frame.maxX) / 2, 150))
    #expect(close(texts[3].frame.minY, (300 - 2 * h - 8) / 2 + h + 8))
  }
}
