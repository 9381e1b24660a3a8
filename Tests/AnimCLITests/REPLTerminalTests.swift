import AnimREPL
import Foundation
import Testing

/// A tmux session running `anim repl` on a real terminal: readline editing, the continuation
/// prompt, Ctrl-C, history and Ctrl-D, as a user meets them.
struct TmuxSession {
  let name = "anim-\(UUID().uuidString.prefix(8))"
  /// A private tmux server, so that the test never touches anyone's sessions.
  static let socket = "anim-tests"

  /// Whether tmux is installed and `anim` was built: the suite is skipped (and reported as
  /// skipped) otherwise, never passed without running.
  static var isAvailable: Bool {
    guard AnimExecutable.url != nil else { return false }
    return (try? run("/usr/bin/env", ["tmux", "-V"])) == 0
  }

  /// Runs a tool to its end (at most 20 s), its output discarded.
  @discardableResult
  static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
    let outcome = try ChildProcess.run(tool, arguments, seconds: 20)
    return outcome.timedOut || outcome.signalled ? -1 : outcome.status
  }

  /// Runs `tmux -L anim-tests arguments…` and returns what it printed.
  func tmux(_ arguments: [String]) throws -> String {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("stdout").path
    _ = try ChildProcess.run(
      "/usr/bin/env", ["tmux", "-L", TmuxSession.socket] + arguments, stdout: .file(output), seconds: 20)
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  /// Starts the session. The first `new-session` also forks the tmux server, which keeps the
  /// client's standard streams: they go to /dev/null, so nothing waits for the server to exit.
  func start(_ command: String) throws {
    try TmuxSession.run(
      "/usr/bin/env",
      ["tmux", "-L", TmuxSession.socket, "new-session", "-d", "-s", name, "-x", "100", "-y", "30", command])
  }

  func send(_ keys: String...) throws { _ = try tmux(["send-keys", "-t", name] + keys) }

  func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", name]) }

  /// Waits up to 5 s for the screen to satisfy `condition`.
  func waitFor(_ condition: (String) -> Bool) throws -> Bool {
    for _ in 0..<100 {
      if condition(try screen()) { return true }
      usleep(50_000)
    }
    return false
  }

  func kill() { _ = try? tmux(["kill-session", "-t", name]) }
}

@Suite(.enabled(if: TmuxSession.isAvailable)) struct REPLTerminalTests {
  @Test func editingContinuationInterruptHistoryAndExit() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let session = TmuxSession()
    defer { session.kill() }
    // Bare `anim`, as the README starts it (`anim repl` is the next test).
    try session.start("env HOME='\(home.path)' NO_COLOR=1 '\(anim)'")
    // capture-pane trims trailing blanks, so an empty prompt reads ">" and "...".
    func hasLine(_ text: String) -> (String) -> Bool {
      { screen in screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == text } }
    }
    #expect(try session.waitFor(hasLine(">")))

    try session.send("let answer = 41", "BSpace", "2", "Enter")  // readline editing
    try session.send("answer", "Enter")
    #expect(try session.waitFor(hasLine("42")))

    // A function typed over several lines, on the continuation prompt.
    try session.send("func twice(x) {", "Enter")
    #expect(try session.waitFor(hasLine("...")))
    try session.send("return 2 * x", "Enter", "}", "Enter")
    try session.send("twice(21) + 1", "Enter")
    #expect(try session.waitFor(hasLine("43")))

    // History recall: Up brings back the previous line; editing it runs the new one.
    try session.send("Up", "BSpace", "2", "Enter")
    #expect(try session.waitFor(hasLine("44")))

    // Ctrl-C abandons a half-typed line.
    try session.send("abandoned")
    #expect(try session.waitFor { $0.contains("abandoned") })
    try session.send("C-c")
    #expect(try session.waitFor { $0.contains("abandoned^C") })

    // Ctrl-C interrupts an endless loop; the session and its definitions survive.
    try session.send("while true {}", "Enter")
    usleep(300_000)
    try session.send("C-c")
    #expect(try session.waitFor(hasLine("interrupted")))
    try session.send("twice(answer)", "Enter")
    #expect(try session.waitFor(hasLine("84")))

    // Ctrl-D on a "..." line abandons the unfinished input, as in Python; the session goes on.
    try session.send("func half(x) {", "Enter")
    #expect(try session.waitFor(hasLine("...")))
    try session.send("C-d")
    try session.send("twice(answer) + 1", "Enter")
    #expect(try session.waitFor(hasLine("85")))

    try session.send("C-d")
    let history = home.appendingPathComponent(".anim_history").path
    var entries: [String] = []
    for _ in 0..<100 {
      entries = HistoryFile.entries(of: history)
      if entries.contains("twice(answer) + 1") { break }
      usleep(50_000)
    }
    // One entry per input: the function typed over three lines is one block; the half-typed
    // `half`, abandoned with Ctrl-D, is kept as typed.
    #expect(
      entries == [
        "let answer = 42", "answer", "func twice(x) {\nreturn 2 * x\n}", "twice(21) + 1",
        "twice(21) + 2", "while true {}", "twice(answer)", "func half(x) {", "twice(answer) + 1",
      ])
  }

  /// Issue 30: a block pasted (bracketed paste, as terminals send it), with a `//` comment
  /// inside, is recalled in the next session as the block it was: Up and Enter define it again
  /// (the history once joined its lines, so the comment swallowed the rest).
  @Test func aPastedBlockIsRecalledWholeInTheNextSession() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let block = "func bump(x) {\n  // The animation has finished.\n  return x + 1\n}"
    for round in 0..<2 {
      let session = TmuxSession()
      defer { session.kill() }
      try session.start("env HOME='\(home.path)' NO_COLOR=1 '\(anim)'")
      #expect(try session.waitFor { $0.contains("type :help for help") })
      if round == 0 {
        _ = try session.tmux(["set-buffer", "-b", session.name, block])
        _ = try session.tmux(["paste-buffer", "-p", "-d", "-b", session.name, "-t", session.name])
        try session.send("Enter")
        try session.send("bump(41)", "Enter")
        #expect(try session.waitFor { $0.split(separator: "\n").contains("42") })
        try session.send(":quit", "Enter")
        for _ in 0..<100 where !HistoryFile.entries(of: home.appendingPathComponent(".anim_history").path).contains(":quit") {
          usleep(50_000)
        }
      } else {
        // Up: `:quit`; Up: `bump(41)`; Up: the block.
        try session.send("Up", "Up", "Up", "Enter")
        try session.send("bump(1)", "Enter")
        #expect(try session.waitFor { $0.split(separator: "\n").contains("2") })
        #expect(try !session.screen().contains("error"))
      }
    }
    #expect(HistoryFile.entries(of: home.appendingPathComponent(".anim_history").path).first == block)
  }

  /// Issue 30: `:help Spring` on a 100-column terminal lists the four initialisers with their
  /// shared doc once, no line wider than the terminal (tmux would wrap it onto a line starting
  /// mid-word); `:help @State` and `:help x` for a variable answer.
  @Test func helpFitsTheTerminalAndKnowsFormsAndVariables() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let session = TmuxSession()
    defer { session.kill() }
    try session.start("env HOME='\(home.path)' NO_COLOR=1 '\(anim)'")
    #expect(try session.waitFor { $0.contains("type :help for help") })
    try session.send(":help Spring", "Enter")
    #expect(try session.waitFor { $0.contains("Members of a value:") })
    let full = try session.tmux(["capture-pane", "-p", "-J", "-S", "-200", "-t", session.name])
    #expect(full.components(separatedBy: "A spring, by any of SwiftUI's four initialisers.").count == 2)
    // -J joins lines tmux wrapped: a joined line longer than 100 columns was wrapped.
    let wide = full.split(separator: "\n").filter { $0.count > 100 }
    #expect(wide.isEmpty, "\(wide)")
    try session.send(":help @State", "Enter")
    #expect(try session.waitFor { $0.contains("@State var name = value") })
    try session.send("let s = Spring(duration: 0.5, bounce: 0.2)", "Enter", ":help s", "Enter")
    #expect(try session.waitFor { $0.contains("s is a variable of this session: a Spring") })
  }

  /// Issue 30: `:load FILE` runs a script in the session, keeping its definitions (a function
  /// and an `@State` property the next inputs use); `:help @Animated` and `:help Animated`
  /// describe the derived-value form.
  @Test func loadKeepsDefinitionsAndHelpKnowsAnimated() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let script = home.appendingPathComponent("defs.anim")
    try Data("func twice(_ x: Double) -> Double { x * 2 }\n@State var level = 0.0\nprint(\"loaded\")\n".utf8)
      .write(to: script)
    let session = TmuxSession()
    defer { session.kill() }
    try session.start("env HOME='\(home.path)' NO_COLOR=1 '\(anim)'")
    #expect(try session.waitFor { $0.contains("type :help for help") })
    func shows(_ line: String) throws -> Bool { try session.waitFor { $0.split(separator: "\n").contains { $0 == line } } }
    try session.send(":load \(script.path)", "Enter")
    #expect(try shows("loaded"))
    // Linear, 1 s from 0 to 8: half-way at 0.5 s (the curve is the identity).
    try session.send("withAnimation(.linear(duration: 1)) { level = twice(4) }", "Enter", "wait(0.5)", "Enter")
    try session.send("$level.presentation", "Enter")
    #expect(try shows("4.0"))
    for topic in ["@Animated", "Animated"] {
      try session.send("C-l")
      try session.send(":help \(topic)", "Enter")
      #expect(try session.waitFor { $0.contains("@Animated var name = expression") && $0.contains("re-evaluated whenever the state it reads changes") })
    }
  }

  /// Issue 30: `_` is the last value shown; `:save FILE` writes the inputs that ran as a
  /// script that runs (with `_` kept in a variable of its own); `:preview FILE` writes the
  /// page `anim preview` makes of the session's scene.
  @Test func lastResultSaveAndPreview() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let script = home.appendingPathComponent("session.anim").path
    let page = home.appendingPathComponent("session.html").path
    let session = TmuxSession()
    defer { session.kill() }
    try session.start("env HOME='\(home.path)' NO_COLOR=1 '\(anim)'")
    #expect(try session.waitFor { $0.contains("type :help for help") })
    func shows(_ line: String) throws -> Bool { try session.waitFor { $0.split(separator: "\n").contains { $0 == line } } }
    try session.send("_", "Enter")
    #expect(try session.waitFor { $0.contains("'_' has no value yet") })
    try session.send("Spring(duration: 0.5, bounce: 0)", "Enter", "_.response", "Enter")
    // bounce 0: the response is the duration (SwiftUI's Spring(duration:bounce:) documentation).
    #expect(try shows("0.5"))
    try session.send("_ * 4", "Enter")
    #expect(try shows("2"))
    try session.send("nosuch(1)", "Enter")  // fails: not saved
    try session.send("@State var x = 0.0", "Enter", "withAnimation(.linear(duration: 1)) { x = 10 }", "Enter")
    try session.send("wait(2)", "Enter", "print(_ + x)", "Enter")
    #expect(try shows("12"))
    try session.send(":save \(script)", "Enter")
    #expect(try session.waitFor { $0.contains("wrote \(script) (7 inputs)") })
    try session.send(":preview \(page)", "Enter")
    #expect(try session.waitFor { $0.contains("wrote \(page) (1 property, 2.00 s)") })
    let replay = try AnimExecutable.run([script])
    #expect(replay.status == 0, "\(replay.stderr)")
    #expect(replay.stdout == "12\n")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>") || html.hasPrefix("<!doctype html>"))
  }

  /// Issue 30: live `anim play` shows what the script printed, above the frame, as the clock
  /// reaches each line.
  @Test func livePlayShowsTheScriptsOutput() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("printing.anim")
    try Data("@State var x = 0.0\nprint(\"start\")\nwithAnimation(.linear(duration: 1)) { x = 10 }\nwait(0.5)\nprint(\"half\", x)\nwait(1)\nprint(\"done\")\n".utf8)
      .write(to: script)
    let session = TmuxSession()
    defer { session.kill() }
    try session.start("sh -c \"env -u NO_COLOR TERM=xterm-256color '\(anim)' play '\(script.path)'; sleep 30\"")
    #expect(try session.waitFor { $0.contains("start") && $0.contains("(Ctrl-C stops)") })
    #expect(try session.waitFor { screen in
      let lines = screen.split(separator: "\n").map(String.init)
      guard let start = lines.firstIndex(of: "start"), let half = lines.firstIndex(of: "half 10.0"),
        let done = lines.firstIndex(of: "done"), let clock = lines.firstIndex(where: { $0.hasPrefix("t = ") })
      else { return false }
      return start < half && half < done && done < clock
    })
  }

  /// Issue 30: Tab inside `Spring(` completes a label and shows the initialisers' signatures.
  @Test func tabInsideACallCompletesLabelsAndShowsSignatures() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let session = TmuxSession()
    defer { session.kill() }
    try session.start("env HOME='\(home.path)' NO_COLOR=1 '\(anim)'")
    #expect(try session.waitFor { $0.contains("type :help for help") })
    try session.send("Spring(dur", "Tab")
    #expect(try session.waitFor { $0.contains("  Spring(settlingDuration:dampingRatio:epsilon:)") && $0.contains("> Spring(duration:") })
    try session.send("0.5, b", "Tab")
    try session.send("0)", "Enter")
    #expect(try session.waitFor { $0.split(separator: "\n").contains("Spring(duration: 0.5, bounce: 0.0)") || $0.split(separator: "\n").contains("Spring(duration: 0.5, bounce: 0)") })
  }

  /// `anim repl` starts the same session; `:quit` leaves it with status 0.
  /// A paste without bracketed-paste mode arrives as a burst of lines: a line starting
  /// `.delay(1)` or `else {` continues the statement above, as in a file.
  @Test func aPastedChainContinuesThePreviousStatement() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let session = TmuxSession()
    defer { session.kill() }
    try session.start("env HOME='\(home.path)' NO_COLOR=1 '\(anim)'")
    #expect(try session.waitFor { $0.contains("type :help for help") })
    try session.send(
      "let a = Animation.easeIn(duration: 1)", "Enter", "    .delay(1)", "Enter", "a", "Enter")
    #expect(
      try session.waitFor { $0.split(separator: "\n").contains(".easeIn(duration: 1.0).delay(1.0)") })
    try session.send(
      "var y = 0", "Enter", "if y > 0 {", "Enter", "y = 1", "Enter", "}", "Enter", "else {", "Enter",
      "y = 2", "Enter", "}", "Enter", "y + 40", "Enter")
    #expect(try session.waitFor { $0.split(separator: "\n").contains("42") })
    #expect(try !session.screen().contains("error"))
  }

  @Test func replSubcommandStartsAndQuits() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let session = TmuxSession()
    defer { session.kill() }
    let status = home.appendingPathComponent("status").path
    try session.start(
      "sh -c \"HOME='\(home.path)' NO_COLOR=1 '\(anim)' repl; echo \\$? > '\(status)'; sleep 30\"")
    #expect(try session.waitFor { $0.contains("type :help for help") })
    try session.send("Spring(duration: 0.5, bounce: 0.3)", "Enter")
    // The echo: the value's parameters on a line of its own (the input line starts with "> ").
    #expect(try session.waitFor { $0.split(separator: "\n").contains { $0.hasPrefix("Spring(duration: 0.5") } })
    try session.send(":quit", "Enter")
    // The shell creates the file before `echo` writes to it: wait for the content, not the file
    // (reading between the two gave "" under load).
    var written: String?
    for _ in 0..<200 {
      written = try? String(contentsOfFile: status, encoding: .utf8)
      if let w = written, !w.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { break }
      usleep(50_000)
    }
    #expect(written?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
  }

  /// `:play` animates in place on a colour terminal: the frame is redrawn until the move ends,
  /// several animations side by side; a property plays until it stops; Ctrl-C stops early.
  @Test func playAnimatesInTheTerminalAndCtrlCStops() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let home = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let session = TmuxSession()
    defer { session.kill() }
    try session.start("env -u NO_COLOR HOME='\(home.path)' TERM=xterm-256color '\(anim)'")
    #expect(try session.waitFor { $0.contains("type :help for help") })
    try session.send(":play .bouncy, .smooth", "Enter")
    // Mid-move the clock line reads less than the length; at the end both are equal and each
    // move has reached 1.
    #expect(try session.waitFor { $0.contains("(Ctrl-C stops)") })
    #expect(
      try session.waitFor { screen in
        screen.split(separator: "\n").contains { line in
          guard line.hasPrefix("t = "), let of = line.range(of: " s of ") else { return false }
          return line[line.index(line.startIndex, offsetBy: 4)..<of.lowerBound]
            == line[of.upperBound...].prefix { $0 != " " }
        }
      })
    // Issue 30: both rows share a scale, so both finished dots (at 1) sit in the same column
    // (bouncy's overshoot widens the shared scale, so that column is short of the right end).
    #expect(
      try session.waitFor { screen in
        let rows = screen.split(separator: "\n").filter {
          ($0.hasPrefix(".bouncy ") || $0.hasPrefix(".smooth ")) && $0.hasSuffix(" 1.000")
        }
        let columns = Set(rows.compactMap { row in row.firstIndex(of: "●").map { row.distance(from: row.startIndex, to: $0) } })
        return rows.count == 2 && columns.count == 1
      })
    try session.send("@State var x = 0.0", "Enter")
    try session.send("withAnimation(.linear(duration: 4)) { x = 10 }", "Enter")
    try session.send(":play $x", "Enter")
    #expect(try session.waitFor { $0.contains("t = 0.") && $0.contains("of 4.0") })
    try session.send("C-c")
    #expect(try session.waitFor { $0.contains("stopped") })
    // Recording ahead moved the scene's clock to the end of the move, as `wait(4)` would.
    try session.send("$x.isAnimating", "Enter")
    #expect(try session.waitFor { $0.split(separator: "\n").contains { $0 == "false" } })
  }

  /// `anim play FILE` on a colour terminal redraws in place and ends with the last frame and
  /// status 0; Ctrl-C stops it with status 130.
  @Test func playCommandAnimatesInPlaceAndCtrlCStops() throws {
    let anim = try #require(AnimExecutable.url?.path)
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("move.anim")
    try Data("@State var x = 0.0\nwithAnimation(.linear(duration: 0.5)) { x = 10 }\nwait(1)\n".utf8)
      .write(to: script)
    for (keys, expected) in [([String](), "0"), (["C-c"], "130")] {
      let session = TmuxSession()
      defer { session.kill() }
      let status = scratch.appendingPathComponent("status").path
      try? FileManager.default.removeItem(atPath: status)
      // The Ctrl-C case plays a longer move, to be interrupted.
      let file = keys.isEmpty ? script.path : scratch.appendingPathComponent("long.anim").path
      if !keys.isEmpty {
        try Data("@State var x = 0.0\nwithAnimation(.linear(duration: 5)) { x = 10 }\nwait(5)\n".utf8)
          .write(to: URL(fileURLWithPath: file))
      }
      try session.start(
        // The shell ignores SIGINT, so that Ctrl-C reaches `anim` alone (which installs its own
        // handler) and the shell lives on to record the status.
        "sh -c \"trap '' INT; env -u NO_COLOR TERM=xterm-256color '\(anim)' play '\(file)'; echo \\$? > '\(status)'; sleep 30\"")
      #expect(try session.waitFor { $0.contains("(Ctrl-C stops)") && $0.contains("x │") })
      if !keys.isEmpty { try session.send(keys[0]) }
      var written: String?
      for _ in 0..<200 {
        written = try? String(contentsOfFile: status, encoding: .utf8)
        if written != nil { break }
        usleep(50_000)
      }
      #expect(written?.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
      let screen = try session.screen()
      if keys.isEmpty {
        // One frame on screen (redrawn in place), at the end: x at 10 on the right of its track.
        #expect(screen.components(separatedBy: "(Ctrl-C stops)").count == 2)
        #expect(screen.contains("●│ 10.000"))
      } else {
        #expect(screen.contains("stopped"))
      }
    }
  }
}
