// `anim render` and `anim play` on a script whose `#Preview` names a view: the built binary, as a
// user runs it.
import Foundation
import Testing

@Suite(.enabled(if: AnimExecutable.url != nil)) struct RenderCommandTests {
  static let script = """
    struct Badge: View {
        var body: some View {
            Circle()
                .frame(width: 100, height: 100)
                .foregroundColor(.red)
        }
    }
    print("ran")
    #Preview("Badge") {
        Badge()
    }
    """

  private func scratch() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("anim-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Self.script.write(to: dir.appendingPathComponent("badge.anim"), atomically: true, encoding: .utf8)
    return dir
  }

  /// The circle of 100 × 100 centred in the default 400 × 300 canvas: its path runs from
  /// (250, 150), the circle's rightmost point (a Circle's path starts at 3 o'clock), in red.
  @Test func renderWritesTheViewAsSVG() throws {
    let dir = try scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try AnimExecutable.run(["render", dir.appendingPathComponent("badge.anim").path])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("<?xml"))
    #expect(r.stdout.contains("width=\"400\" height=\"300\""))
    #expect(r.stdout.contains("data-view=\"Circle\" d=\"M250 150 "))
    #expect(r.stdout.contains("fill=\"#FF3B30\""))
    #expect(!r.stdout.contains("ran"))
  }

  @Test func renderTakesASizeAndWritesPNG() throws {
    let dir = try scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = dir.appendingPathComponent("badge.png").path
    let r = try AnimExecutable.run([
      "render", dir.appendingPathComponent("badge.anim").path, "--size", "200x100", "--preview", "Badge", "-o", png,
    ])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "wrote \(png) (200 × 100 points)\n")
    let data = try Data(contentsOf: URL(fileURLWithPath: png))
    // The PNG signature, then IHDR's width and height at 2 pixels a point: 400 × 200.
    #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    #expect(Array(data[16..<24]) == [0, 0, 1, 0x90, 0, 0, 0, 0xC8])
  }

  @Test func renderRefusesBadSizesAndScriptsWithoutPreview() throws {
    let dir = try scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = try AnimExecutable.run(["render", dir.appendingPathComponent("badge.anim").path, "--size", "0x10"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--size takes WIDTHxHEIGHT"))
    let plain = dir.appendingPathComponent("plain.anim")
    try "print(1)\n".write(to: plain, atomically: true, encoding: .utf8)
    let none = try AnimExecutable.run(["render", plain.path])
    #expect(none.status == 1)
    #expect(none.stderr.contains("the script has no '#Preview { … }' naming a view to draw"))
    let named = try AnimExecutable.run(["render", dir.appendingPathComponent("badge.anim").path, "--preview", "Nope"])
    #expect(named.status == 1)
    #expect(named.stderr.contains("no '#Preview(\"Nope\")'; the previews are 'Badge'"))
  }

  /// Without a terminal, `anim play` prints the views' display list.
  @Test func playDrawsTheViews() throws {
    let dir = try scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try AnimExecutable.run(["play", dir.appendingPathComponent("badge.anim").path])
    #expect(r.status == 0)
    #expect(r.stdout.contains("#:view Circle (frame (150.0 100.0; 100.0 100.0)) (fill #FF3B30FF)"))
  }

  /// `anim preview` puts the #Preview's views on the page's stage, at `--size`.
  @Test func previewDrawsTheViewsOnTheStage() throws {
    let dir = try scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try AnimExecutable.run([
      "preview", dir.appendingPathComponent("badge.anim").path, "--size", "300x200", "-o", "-",
    ])
    #expect(r.status == 0)
    #expect(r.stdout.contains("<div id=\"views\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"200\""))
    // 100 × 100 centred in 300 × 200: the path starts at (200, 100).
    #expect(r.stdout.contains("data-view=\"Circle\" d=\"M200 100 "))
  }

  /// `--at T` runs the scene's clock on to T first: a completion due at 1 s has run by 2 s and
  /// not by 0.5 s, and the view's body reads the state it set.
  @Test func renderAtATimeRunsTheClockOn() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("anim-render-at-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("status.anim")
    try """
      @State var x = 0.0
      @State var done = false
      withAnimation(.linear(duration: 1)) { x = 1 } completion: { done = true }
      struct Status: View {
          var body: some View { Text(done ? "done" : "moving") }
      }
      #Preview { Status() }
      """.write(to: file, atomically: true, encoding: .utf8)
    let early = try AnimExecutable.run(["render", file.path, "--at", "0.5"])
    #expect(early.status == 0 && early.stdout.contains(">moving</tspan>"), "\(early.stderr)")
    let late = try AnimExecutable.run(["render", file.path, "--at", "2"])
    #expect(late.status == 0 && late.stdout.contains(">done</tspan>"), "\(late.stderr)")
  }
}
