import AnimPlot
import AnimRuntime
import AnimSyntax
import Testing

/// The frames a recorded scene keeps of its view hosts (SceneRecorder+Views.swift).
extension SceneRecordingTests {
  /// A 40 × 40 square in a 400 × 300 host with padding 16: at x = 16 on the leading edge, at
  /// 400 − 16 − 40 = 344 on the trailing one; "Go" moves it with a linear animation of 1 s.
  static let mover = """
    struct Mover: View {
        @State private var right = false
        var body: some View {
            VStack(alignment: right ? .trailing : .leading) {
                Rectangle().frame(width: 40, height: 40)
                Button("Go") { withAnimation(.linear(duration: 1)) { right.toggle() } }
                    .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }

    """

  /// The x of the first point of the Rectangle's outline in an SVG drawing.
  func squareX(_ svg: String) -> Double? {
    guard let m = svg.firstMatch(of: #/data-view="Rectangle" d="M(-?[0-9.]+) /#) else { return nil }
    return Double(String(m.1))
  }

  @Test func aHostsFramesAreKeptWhereWhatItDrawsChanges() throws {
    let (outcome, r) = record(
      Self.mover + """
        let host = ViewHost(Mover(), width: 400, height: 300)
        host.tap("Go")
        wait(2)
        """)
    #expect(outcome.succeeded)
    let host = try #require(r.views.first)
    #expect(r.views.count == 1)
    #expect(host.name == "host" && host.width == 400 && host.height == 300)
    // Made at 0 (the tap's frame at 0 draws the same: the animation has not moved yet); then
    // a new drawing at each of the 60 frames of the linear second, the last at 1 s, at x = 344;
    // the frames after it draw the same and add nothing.
    #expect(host.times.count == 61 && host.drawings.count == 61)
    #expect(host.times.first == 0)
    #expect(abs((host.times.last ?? 0) - 1) < 1e-9)
    // The host is there, at rest, until the scene ends at 2 s.
    #expect(host.end == 2 && r.duration == 2)
    // Linear: at 0.25 s a quarter of the way, 16 + 0.25 × 328 = 98.
    let quarter = try #require(host.frame(at: 0.25))
    #expect(squareX(host.drawings[quarter]) == 98)
    #expect(host.frame(at: 0).map { squareX(host.drawings[$0]) } == 16)
    #expect(host.frame(at: 2).map { squareX(host.drawings[$0]) } == 344)
    #expect(host.lastDump.contains("#:view Rectangle (frame (344.0 "))
    // Drawn as SVG elements, without the XML declaration.
    #expect(host.drawings.allSatisfy { $0.hasPrefix("<svg ") && $0.hasSuffix("</svg>") })
    #expect(host.terminal.isEmpty)  // not asked for
  }

  @Test func aHostAtRestAddsNoFrames() throws {
    let (_, r) = record(Self.mover + "let host = ViewHost(Mover(), width: 400, height: 300)\nwait(1)\nprint(host.dump())")
    let host = try #require(r.views.first)
    #expect(host.times == [0] && host.frames == [0] && host.drawings.count == 1)
    #expect(host.end == 1)
  }

  @Test func hostsAreNamedByTheirVariableElseCounted() {
    let (_, r) = record(
      Self.mover + """
        let a = ViewHost(Mover(), width: 400, height: 300)
        func look() {
            let local = ViewHost(Mover(), width: 200, height: 100)
            local.tap("Go")
            wait(0.5)
        }
        look()
        test "its own host" {
            let mine = ViewHost(Mover(), width: 400, height: 300)
            mine.tap("Go")
            wait(0.1)
        }
        """)
    // The test block's host is the test's own, not the scene's.
    #expect(r.views.map(\.name) == ["a", "host 2"])
    #expect(r.views.map(\.width) == [400, 200])
  }

  /// For `anim play`: each drawing also as terminal text, the host fitted to the terminal. A
  /// 400 × 300 host in 100 × 30 cells: 30 lines less a name line, the clock's line and one for
  /// rounding leave 27 rows of two pixels, 54 pixels for 300 points (5.56 points a column),
  /// narrower than 100 columns of 4 points: 400 / (300 / 54) = 72 columns, 27 rows.
  @Test func drawingsAreDrawnForTheTerminalWhenAsked() throws {
    let session = Session(output: { _ in })
    let (_, r) = session.record(
      SourceFile(name: "scene.anim", text: Self.mover + "let host = ViewHost(Mover(), width: 400, height: 300)\nhost.tap(\"Go\")\nwait(1)"),
      terminalSize: (columns: 100, rows: 30))
    let host = try #require(r.views.first)
    #expect(host.terminal.count == host.drawings.count)
    let lines = host.terminal.first?.split(separator: "\n") ?? []
    #expect(lines.count == 27)
    #expect(lines.first.map { $0.filter { $0 == "▀" }.count } == 72)
    #expect(r.hasTerminalViews)
  }
}
