// `anim preview`, `anim play` and `anim plot`'s files and scopes, run as a user would.
import Foundation
import Testing

@Suite struct PreviewCommandTests {
  static let scene = """
    @State var tint = #FF0000
    @State var spot = (x: 0, y: 0)
    withAnimation(.easeInOut(duration: 1)) { tint = #0000FF; spot = (x: 30, y: -40) }
    wait(1)
    """

  @Test func previewWritesThePageAndSaysWhere() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("scene.anim")
    try Data(Self.scene.utf8).write(to: script)
    // Without -o: the script's name with .html, in the current directory.
    let r = try AnimExecutable.run(["preview", script.path], directory: scratch)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "wrote scene.html (2 properties, 1.00 s)\n")
    let page = try String(contentsOf: scratch.appendingPathComponent("scene.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains(#""name":"tint","kind":"color","components":["red","green","blue","opacity"]"#))
    #expect(page.contains(#""name":"spot","kind":"pair","components":["x","y"]"#))
    // An expression: one animation moving 0 → 1, to standard output with -o -.
    let e = try AnimExecutable.run(["preview", ".bouncy", "-o", "-"])
    #expect(e.status == 0)
    #expect(e.stdout.contains(#"<script type="application/json" id="recording">{"title":".bouncy""#))
  }

  @Test func previewErrorsSayWhy() throws {
    let unwritable = try AnimExecutable.run(["preview", "-e", "1", "-o", "/nonexistent/x.html"])
    // Checked before anything runs: a usage error (issue 31).
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.hasPrefix("Error: cannot write -o '/nonexistent/x.html': its folder does not exist.\n"))
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A syntax error: nothing ran, so no page.
    let syntax = try AnimExecutable.run(["preview", "-e", "let = 1", "-o", "x.html"], directory: scratch)
    #expect(syntax.status == 1)
    #expect(syntax.stderr.contains("-e:1:5: error:"))
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("x.html").path))
    let neither = try AnimExecutable.run(["preview"])
    #expect(neither.status == 2)
    #expect(neither.stderr.contains("Missing a FILE, an expression or -e CODE"))
  }

  /// Issue 30: an `@State` (or animator) declared inside a `test` block is the test's own, not
  /// part of the scene: the page has the one top-level property, not a "not declared yet" card.
  @Test func stateInsideATestIsNotPartOfTheScene() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let path = scratch.appendingPathComponent("scene.html").path
    let code = """
      @State var x = 0.0
      withAnimation(.bouncy) { x = 1 }
      wait(1)
      test "its own state" {
        @State var y = 0.0
        withAnimation(.linear(duration: 1)) { y = 5 }
        wait(1)
        expect(y == 5)
        let k = keyframeAnimator(initialValue: 0.0, trigger: 1) { _ in LinearKeyframe(1.0, duration: 0.2) }
      }
      wait(0.5)
      """
    let r = try AnimExecutable.run(["preview", "-e", code, "-o", path])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "wrote \(path) (1 property, 2.50 s)\n")
    let play = try AnimExecutable.run(["play", "-"], stdin: code)
    #expect(play.stdout.hasPrefix("x\n0.000 s"), "\(play.stdout)")
    #expect(!play.stdout.contains("\ny\n"))
  }

  @Test func playPrintsTheStaticStripOffATerminal() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("scene.anim")
    try Data(Self.scene.utf8).write(to: script)
    let r = try AnimExecutable.run(["play", script.path, "--timeout", "10"], environment: ["COLUMNS": "40"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(!r.stdout.contains("\u{1B}"))
    // The colour at each 0.1 s (as the script wrote it, #FF0000, where it is the value the
    // script gave; on its way, the sRGB hex of the linear values), then each of the pair's parts.
    #expect(r.stdout.hasPrefix("tint\n0.000 s  #FF0000\n"))
    // .easeInOut is half-way at 0.5 s (the curve is symmetric): linear (0.5, 0, 0.5), and
    // linear 0.5 encodes to sRGB 0.7354 → 188 = 0xBC.
    #expect(r.stdout.contains("0.500 s  #BC00BC\n"))
    // x (0 → 30) and y (0 → -40) move over comparable ranges, so they share the scale
    // -40…30 (issue 30): both start in the same column, x ends at the right end, y at the left.
    let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let x = try #require(lines.firstIndex(of: "spot.x"))
    let y = try #require(lines.firstIndex(of: "spot.y"))
    #expect(r.stdout.contains("1.000 s  #0000FF\n\nspot.x\n"))
    let startX = lines[x + 1], startY = lines[y + 1]
    #expect(startX.hasPrefix("0.000 s │") && startX == startY, "\(startX) / \(startY)")
    #expect(lines[x + 11] == "1.000 s │" + String(repeating: " ", count: (lines[x + 11].count - 11)) + "●│")
    #expect(lines[y + 11].hasPrefix("1.000 s │●"))
  }

  @Test func plotEvaluatesInAScriptsScopeAndDrawsColoursAsColours() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("scene.anim")
    try Data(Self.scene.dropLast("wait(1)".count).utf8).write(to: script)
    let colour = try AnimExecutable.run(
      ["plot", script.path, "sample($tint, for: 1)"], environment: ["NO_COLOR": "1"])
    #expect(colour.status == 0, "\(colour.stderr)")
    // .easeInOut halfway is halfway (the curve is symmetric): linear (0.5, 0, 0.5) → #bc00bc;
    // at 0.25 s it is 0.129 of the way (cubic-bezier(0.42, 0, 0.58, 1)): (0.871, 0, 0.129).
    #expect(
      colour.stdout
        == "sample($tint, for: 1)\n0.00 s #ff0000  0.25 s #f00065  0.50 s #bc00bc  0.75 s #6500f0  1.00 s #0000ff\n")
    let pair = try AnimExecutable.run(
      ["plot", "--file", script.path, "sample($spot, for: 1)", "--style", "ascii", "--width", "40"])
    #expect(pair.status == 0, "\(pair.stderr)")
    #expect(pair.stdout.contains("** sample($spot, for: 1).x\n     oo sample($spot, for: 1).y"))
    let svg = scratch.appendingPathComponent("fade.svg").path
    let written = try AnimExecutable.run(
      ["plot", "--file", script.path, "sample($tint, for: 1)", "--svg", svg])
    #expect(written.stdout == "wrote \(svg)\n")
    let document = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(document.contains("stop-color=\"#bc00bc\""))
    let failed = try AnimExecutable.run(["plot", ".bouncy", "--svg", "/nonexistent/x.svg"])
    #expect(failed.status == 2)
    #expect(failed.stderr.hasPrefix("Error: cannot write --svg '/nonexistent/x.svg': its folder does not exist.\n"))
  }
}
