// `anim play` of a script that makes a view host, on a real terminal (tmux): the host's views
// move frame by frame as the script ran them, and Ctrl-C stops; off a terminal, the host's last
// frame is printed as `host.dump()` lists it. And `anim preview` of a script with both a host and
// a #Preview: the host's panel, then the #Preview's.
import Foundation
import Testing

@Suite(.serialized, .enabled(if: TmuxSession.isAvailable)) struct PlayViewsTerminalTests {
  /// A red 40 × 40 square in a 400 × 300 host (padding 16), moved by "Go" from x = 16 to
  /// x = 400 − 16 − 40 = 344 with a linear animation of `seconds`.
  static func mover(seconds: Double) -> String {
    """
    struct Mover: View {
        @State private var right = false
        var body: some View {
            VStack(alignment: right ? .trailing : .leading) {
                Rectangle().frame(width: 40, height: 40).foregroundColor(.red)
                Button("Go") { withAnimation(.linear(duration: \(seconds))) { right.toggle() } }
                    .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }
    let host = ViewHost(Mover(), width: 400, height: 300)
    host.tap("Go")
    wait(\(seconds))

    """
  }

  /// The cells of a captured screen (`capture-pane -e`: 24-bit colour escapes kept) in which
  /// the red square (#FF3B30, `.red` in the light scheme) is drawn: by line, the first and last
  /// such column, and each line's width in cells.
  static func redColumns(_ screen: String) -> (rows: [Int: ClosedRange<Int>], widths: [Int]) {
    var rows: [Int: ClosedRange<Int>] = [:]
    var widths: [Int] = []
    let red = [255, 59, 48]
    for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var foreground: [Int] = []
      var background: [Int] = []
      var column = 0
      var rest = Substring(line)
      while let c = rest.first {
        if c == "\u{1B}", let m = rest.prefixMatch(of: #/\x{1B}\[([0-9;]*)m/#) {
          let p = m.1.split(separator: ";").compactMap { Int($0) }
          var i = 0
          while i < p.count {
            if (p[i] == 38 || p[i] == 48), i + 4 < p.count, p[i + 1] == 2 {
              if p[i] == 38 { foreground = Array(p[i + 2...i + 4]) } else { background = Array(p[i + 2...i + 4]) }
              i += 5
            } else {
              if p[i] == 0 { (foreground, background) = ([], []) }
              i += 1
            }
          }
          rest = rest[m.range.upperBound...]
          continue
        }
        if foreground == red || background == red {
          let found = rows[row].map { min($0.lowerBound, column)...max($0.upperBound, column) } ?? column...column
          rows[row] = found
        }
        column += 1
        rest = rest.dropFirst()
      }
      widths.append(column)
    }
    return (rows, widths)
  }

  /// Two captures while it plays differ (the square moved right between them), and the last
  /// frame has it where the animation ends: at 344 of 400 points, in cells of the drawing's
  /// width (its widest line).
  @Test func theHostsViewsMoveAsTheScriptRanThem() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("mover.anim")
    try Data(Self.mover(seconds: 2).utf8).write(to: script)
    let session = TmuxSession()
    defer { session.kill() }
    // The shell stays (sleep) so that the last frame can be read after anim exits. Colour is
    // welcome whatever the tmux server's environment says (it is shared, started by whichever
    // test came first).
    try session.start("env -u NO_COLOR TERM=xterm-256color '\(anim)' play '\(script.path)'; sleep 30")
    func capture() throws -> String { try session.tmux(["capture-pane", "-e", "-p", "-t", session.name]) }
    #expect(try session.waitFor { $0.contains("t = ") && $0.contains("host") })
    var moving: [Int] = []  // the square's first column, at each capture while it moves
    var last = ""
    for _ in 0..<60 {
      let screen = try capture()
      last = screen
      if let first = Self.redColumns(screen).rows.values.first?.lowerBound { moving.append(first) }
      if screen.contains("t = 2.000 s of 2.000 s") { break }
      usleep(100_000)
    }
    #expect(last.contains("t = 2.000 s of 2.000 s"), "\(last)")
    // The capture that first shows the last time may have caught the frame half written (under
    // load, once: the square one frame short of its end); the screen is read again until two
    // reads agree (the shell sleeps after anim exits, so it settles).
    for _ in 0..<20 {
      usleep(100_000)
      let again = try capture()
      if again == last { break }
      last = again
    }
    // It moved: two frames differ, and only rightwards.
    #expect(Set(moving).count >= 2, "\(moving)")
    #expect(zip(moving, moving.dropFirst()).allSatisfy { $0 <= $1 }, "\(moving)")
    // The end: x from 344 to 384 of 400 points, in columns of the drawing's width.
    let (rows, widths) = Self.redColumns(last)
    let width = Double(widths.max() ?? 0)
    let end = try #require(rows.values.first)
    #expect(width >= 20)
    #expect(abs(Double(end.lowerBound) - 344 / 400 * width) <= 1, "\(end) of \(width)")
    #expect(abs(Double(end.upperBound + 1) - 384 / 400 * width) <= 1, "\(end) of \(width)")
    // Forty points high: the same columns on every line the square covers.
    #expect(Set(rows.values).count == 1)
  }

  @Test func ctrlCStopsThePlayback() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("slow.anim")
    try Data(Self.mover(seconds: 20).utf8).write(to: script)
    let session = TmuxSession()
    defer { session.kill() }
    try session.start("env -u NO_COLOR TERM=xterm-256color '\(anim)' play '\(script.path)'; echo \"exit $?\"; sleep 30")
    #expect(try session.waitFor { $0.contains("t = ") && $0.contains("host") })
    try session.send("C-c")
    #expect(try session.waitFor { $0.contains("stopped") && $0.contains("exit 130") })
  }

  /// Off a terminal: what the script printed, then the host's last frame as `host.dump()` lists
  /// it (the square at 344).
  @Test func offATerminalTheLastFrameIsPrinted() throws {
    let r = try AnimExecutable.run(["play", "-"], stdin: Self.mover(seconds: 1) + "print(\"done\")\n")
    #expect(r.status == 0, "\(r.stderr)")
    #expect(!r.stdout.contains("\u{1B}"))
    #expect(r.stdout.hasPrefix("done\nhost (400 × 300): its drawing changed 60 times from 0.017 s to 1.000 s; at 1.000 s:\n"), "\(r.stdout)")
    #expect(r.stdout.contains("#:view Rectangle (frame (344.0 115.67; 40.0 40.0)) (fill #FF3B30FF)"), "\(r.stdout)")
  }

  /// A host and a #Preview: the page has the host's panel (filled in as it plays), then the
  /// #Preview's, drawn once.
  @Test func thePreviewIsAPanelBesideTheHosts() throws {
    let r = try AnimExecutable.run(["preview", "-e", Self.mover(seconds: 1) + "#Preview { Mover() }", "-o", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("<div id=\"views\"><div id=\"hosts\"><figure class=\"host\" id=\"preview-panel\">"))
    #expect(r.stdout.contains("1 view host · 1.00 s"))
  }
}
