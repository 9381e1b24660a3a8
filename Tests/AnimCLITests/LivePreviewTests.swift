// `anim preview --live`: the server on 127.0.0.1 with the interpreter behind it, driven by
// headless Chromium (a click on the drawn Button, then the drawn frame against `host.dump()`
// at that time) and by plain HTTP requests (reloading a saved file).
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite(.serialized, .enabled(if: AnimExecutable.url != nil && HeadlessChromium.path != nil))
struct LivePreviewTests {
  /// A button that moves a 40 × 40 square from the leading to the trailing edge with a linear
  /// animation of 1 s (in a 400 × 300 host, padding 16: x = 16 before, 344 after).
  static let script = moverView + """
    #Preview { Mover() }
    """

  /// The `Mover` view alone (the static page's motion tests use it too).
  static let moverView = """
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

  /// The server, started on a free port; stopped when the test ends.
  final class Server {
    let process = Process()
    let port: Int
    let output: URL
    /// Its standard error: a crash's message is read from it.
    let errors: URL

    init(_ file: URL, in scratch: URL) throws {
      guard let anim = AnimExecutable.url else { throw AnimExecutable.NotBuilt() }
      output = scratch.appendingPathComponent("server.out")
      errors = scratch.appendingPathComponent("server.err")
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      process.executableURL = anim
      process.arguments = ["preview", "--live", "--manual-clock", file.path]
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = try FileHandle(forWritingTo: errors)
      try process.run()
      // It prints "serving FILE at http://127.0.0.1:PORT/ (Ctrl-C stops)" once it listens.
      let deadline = Date().addingTimeInterval(60)
      var found: Int?
      while found == nil, Date() < deadline, process.isRunning {
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        if let m = text.firstMatch(of: #/http://127\.0\.0\.1:(\d+)//#) { found = Int(m.1) }
        usleep(50_000)
      }
      guard let found else {
        process.terminate()
        throw HeadlessChromium.Failed(what: "the live server did not start")
      }
      port = found
    }

    /// Ctrl-C (SIGINT) stops it; if it has not stopped after 10 s, it is killed and the test
    /// fails. A server that ended on its own before (it crashed) fails the test with its
    /// signal and standard error.
    func stop() {
      if !process.isRunning {
        process.waitUntilExit()
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        Issue.record(
          "the live server ended before Ctrl-C: \(process.terminationReason == .uncaughtSignal ? "signal" : "status") \(process.terminationStatus)\n\(said)"
        )
        return
      }
      process.interrupt()
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning, Date() < deadline { usleep(20_000) }
      #expect(!process.isRunning, "Ctrl-C did not stop the live server")
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
  }

  /// `GET path` from the server: the body.
  static func get(_ path: String, port: Int, method: String = "GET") throws -> String {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw HeadlessChromium.Failed(what: "no socket") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      throw HeadlessChromium.Failed(what: "cannot connect to port \(port)")
    }
    let request = Array("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    var response: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if n <= 0 { break }
      response += chunk.prefix(n)
    }
    let text = String(decoding: response, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else { return "" }
    return String(text[split.upperBound...])
  }

  /// The frame of the `data-view` element `view` in a drawn SVG: its path's bounds.
  static func bounds(of view: String, in svg: String) -> (
    minX: Double, minY: Double, maxX: Double, maxY: Double
  )? {
    guard let start = svg.range(of: "data-view=\"\(view)\" d=\""),
      let end = svg[start.upperBound...].firstIndex(of: "\"")
    else { return nil }
    let d = svg[start.upperBound..<end]
    let numbers = d.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap {
      Double(String($0))
    }
    guard numbers.count >= 2 else { return nil }
    let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
    let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
    return (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
  }

  /// The page clicks the drawn "Go" button (at its centre, as a user would), the clock runs
  /// 0.25 s on, and the page shows the frame: what it drew is what `host.dump()` gives for the
  /// same script tapped and waited 0.25 s (run separately, with `anim -e`).
  @Test func aClickOnTheDrawnButtonTapsItAndTheFrameIsTheHostsAtThatTime() throws {
    try LivePreviewTests.serving { server, _ in

      let dom = try HeadlessChromium.run(
        ["--dump-dom", "--virtual-time-budget=10000"],
        url: "http://127.0.0.1:\(server.port)/#test=0.25")
      #expect(dom.contains("data-tested=\"Go\""), "\(dom.prefix(2000))")

      let expected = try AnimExecutable.run([
        "-e",
        LivePreviewTests.script
          + "\nlet host = ViewHost(Mover(), width: 400, height: 300)\nhost.tap(\"Go\")\nwait(0.25)\nprint(host.dump())",
      ])
      #expect(expected.status == 0, "\(expected.stderr)")
      let shown =
        dom.firstMatch(of: #/<pre id="test-dump">([^<]*)</pre>/#).map { String($0.1) } ?? ""
      let unescaped = shown.replacingOccurrences(of: "&quot;", with: "\"")
      // The same items and frames; identities differ by the #Preview closure's own level.
      func items(_ dump: String) -> String { dump.replacing(#/#:identity \S+ /#, with: "") }
      #expect(items(unescaped) == items(expected.stdout.trimmingCharacters(in: .newlines)))
      // The drawn square is where that dump puts the Rectangle.
      let line =
        expected.stdout.split(separator: "\n").first { $0.contains("#:view Rectangle") } ?? ""
      let frame = line.firstMatch(of: #/\(frame \(([0-9.]+) ([0-9.]+); ([0-9.]+) ([0-9.]+)\)\)/#)
      let drawn = LivePreviewTests.bounds(of: "Rectangle", in: dom)
      #expect(frame != nil && drawn != nil)
      if let frame, let drawn, let x = Double(frame.1), let y = Double(frame.2),
        let w = Double(frame.3)
      {
        #expect(
          abs(drawn.minX - x) < 0.01 && abs(drawn.minY - y) < 0.01
            && abs(drawn.maxX - drawn.minX - w) < 0.01)
        // It moved from the leading edge (x = 16) toward the trailing one (x = 344).
        #expect(x > 16)
      }
    }
  }

  /// Saving the file reloads it: the script runs again from the start, with its state reset.
  @Test func savingTheFileReloadsItWithItsStateReset() throws {
    try LivePreviewTests.serving { server, file in

      let before = try LivePreviewTests.get("/frame", port: server.port)
      #expect(before.contains("\"reloads\":0"))
      #expect(
        try LivePreviewTests.get("/tap?x=200&y=60", port: server.port, method: "POST").contains(
          "null"))
      let tapped = try LivePreviewTests.get(
        "/tap?x=200&y=\(LivePreviewTests.buttonY(before))", port: server.port, method: "POST")
      #expect(tapped.contains("\"tapped\":\"Go\""))
      let moved = try LivePreviewTests.get("/frame?advance=2", port: server.port)
      #expect(moved.contains("Rectangle (frame (344.0"))

      // A 60-point square now; the file's modification time must change (1 s resolution on some
      // file systems).
      sleep(1)
      try Data(
        LivePreviewTests.script.replacingOccurrences(
          of: "width: 40, height: 40", with: "width: 60, height: 60"
        ).utf8
      )
      .write(to: file)
      var after = ""
      for _ in 0..<40 where !after.contains("\"reloads\":1") {
        usleep(100_000)
        after = try LivePreviewTests.get("/frame", port: server.port)
      }
      #expect(after.contains("\"reloads\":1"))
      #expect(
        after.contains("Rectangle (frame (16.0"),
        "the state is reset: the square is back at the leading edge")
      #expect(after.contains("60.0 60.0))"))
    }
  }

  /// Runs `body` with a server serving `script` from a file in a scratch folder; stops it after.
  static func serving(_ body: (Server, URL) throws -> Void) throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("mover.anim")
    try Data(script.utf8).write(to: file)
    let server = try Server(file, in: scratch)
    defer { server.stop() }
    try body(server, file)
  }

  /// The y of the button's centre, from a frame's JSON.
  static func buttonY(_ json: String) -> Double {
    guard
      let m = json.firstMatch(
        of: #/"height":([0-9.]+),"label":"Go","width":[0-9.]+,"x":[0-9.]+,"y":([0-9.]+)/#),
      let h = Double(m.1), let y = Double(m.2)
    else { return -1 }
    return y + h / 2
  }
}
