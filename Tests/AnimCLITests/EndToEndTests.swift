// End-to-end tests of the built `anim` binary: what a user sees on stdout and stderr, and the
// exit status, for each way of running code.
import Foundation
import Testing

@Suite(.enabled(if: AnimExecutable.url != nil)) struct EndToEndTests {
  /// A fresh directory holding `files` (name → contents), removed when the test ends.
  final class Scratch {
    let url: URL
    init(_ files: [String: String]) throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("anim-e2e-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, text) in files {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  @Test func runningAFilePrintsItsOutputAndExits0() throws {
    let dir = try Scratch(["hello.anim": "let x = 2\nprint(\"x = \\(x * 21)\")\n"])
    for arguments in [[dir.path("hello.anim")], ["run", dir.path("hello.anim")]] {
      let r = try AnimExecutable.run(arguments)
      #expect(r.status == 0)
      #expect(r.stdout == "x = 42\n")
      #expect(r.stderr == "")
    }
  }

  @Test func evalAndStandardInputRunCode() throws {
    let e = try AnimExecutable.run(["-e", "print(1 + 1)"])
    #expect(e.status == 0 && e.stdout == "2\n")
    // Standard input that is not a terminal is a script: no prompts, no echo of values.
    let piped = try AnimExecutable.run([], stdin: "let a = 20\na + 1\nprint(a + 22)\n")
    #expect(piped.status == 0)
    #expect(piped.stdout == "42\n")
    let dash = try AnimExecutable.run(["run", "-"], stdin: "print(\"from stdin\")\n")
    #expect(dash.status == 0 && dash.stdout == "from stdin\n")
  }

  /// A runtime error names the failing expression's range, with a caret and tildes under it,
  /// then the Anim call trace as notes; the status is 1.
  @Test func runtimeErrorsHaveARangeAndACallTrace() throws {
    let source = """
      func f(n) {
          return n + "x"
      }
      func g() { return f(1) }
      print(g())

      """
    let dir = try Scratch(["err.anim": source])
    let r = try AnimExecutable.run([dir.path("err.anim")], removing: ["NO_COLOR"])
    #expect(r.status == 1)
    #expect(r.stdout == "")
    let file = dir.path("err.anim")
    #expect(
      r.stderr == """
        \(file):2:12: error: cannot add Double and String
            return n + "x"
                   ^~~~~~~
        \(file):4:19: note: in 'f', called here
        func g() { return f(1) }
                          ^~~~
        \(file):5:7: note: in 'g', called here
        print(g())
              ^~~

        """)
  }

  /// An error in a script animation's `animate`, which the animator calls while `wait` runs:
  /// the trace names the `wait` that drove it, not the method's declaration.
  @Test func errorsInAnimateNameTheWaitThatRanThem() throws {
    let source = """
      animation Bad {
          func animate(value, time, context) {
              if time > 0.1 { return value + "x" }
              return value
          }
      }
      @State var x = 0.0
      withAnimation(Bad()) { x = 1 }
      wait(0.5)

      """
    let dir = try Scratch(["anim_err.anim": source])
    let r = try AnimExecutable.run([dir.path("anim_err.anim")])
    #expect(r.status == 1)
    let file = dir.path("anim_err.anim")
    #expect(
      r.stderr == """
        \(file):3:32: error: cannot add Double and String
                if time > 0.1 { return value + "x" }
                                       ^~~~~~~~~~~
        \(file):9:1: note: in 'animate', called here
        wait(0.5)
        ^~~~~~~~~

        """)
  }

  @Test func syntaxErrorsStopBeforeAnythingRuns() throws {
    let dir = try Scratch(["bad.anim": "print(\"ran\")\nlet a = (1 + 2\n"])
    let r = try AnimExecutable.run([dir.path("bad.anim")])
    #expect(r.status == 1)
    #expect(r.stdout == "")
    #expect(r.stderr.contains("bad.anim:2:15: error: expected ')' to close '(' opened at 2:9"))
  }

  @Test func testCommandTalliesTestsAndFailsOnAFailedCheck() throws {
    let dir = try Scratch([
      "ok.anim": "test \"sums\" {\n    expect(1 + 1 == 2)\n}\ntest \"more\" {\n    expect(2 * 2 == 4)\n}\n",
      "sub/bad.anim": "let a = 3\ntest \"wrong\" {\n    expect(a + 1 == 5)\n}\n",
    ])
    let r = try AnimExecutable.run(["test", dir.url.path])
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last == "2 passed, 1 failed")
    // The failing check shows its source text and its operands' values.
    let all = r.stdout + r.stderr
    #expect(all.contains("bad.anim:3:12: expect failed: a + 1 == 5 (a + 1 = 4)"))

    let passing = try AnimExecutable.run(["test", dir.path("ok.anim")])
    #expect(passing.status == 0)
    #expect(passing.stdout.hasSuffix("2 passed, 0 failed\n"))
  }

  /// `anim run` reports a failed `expect` where it happens (the script goes on) and exits 1,
  /// so that a script of checks can guard a build; the same file passing exits 0.
  @Test func runReportsFailedChecksAndExits1() throws {
    let dir = try Scratch([
      "checks.anim": "let a = 3\nexpect(a + 1 == 5)\nprint(\"after\")\ntest \"t\" { expect(a > 2) }\n",
      "fine.anim": "let a = 3\nexpect(a + 1 == 4)\nprint(\"after\")\n",
    ])
    let failing = try AnimExecutable.run(["run", dir.path("checks.anim")])
    #expect(failing.status == 1)
    #expect(failing.stdout == "after\n")
    #expect(failing.stderr == "\(dir.path("checks.anim")):2:8: expect failed: a + 1 == 5 (a + 1 = 4)\n")
    let piped = try AnimExecutable.run([], stdin: "expect(1 > 2)\n")
    #expect(piped.status == 1)
    #expect(piped.stderr == "<stdin>:1:8: expect failed: 1 > 2\n")
    let passing = try AnimExecutable.run(["run", dir.path("fine.anim")])
    #expect(passing.status == 0)
    #expect(passing.stderr.isEmpty)
  }

  @Test func timeoutStopsAnEndlessLoopWithStatus1() throws {
    let dir = try Scratch(["loop.anim": "var i = 0\nwhile true { i += 1 }\n"])
    let r = try AnimExecutable.run(["run", dir.path("loop.anim"), "--timeout", "0.5"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("loop.anim:2:"))
    #expect(r.stderr.lowercased().contains("time"))
  }

  /// The top-level help is what a user reads first: kept as a snapshot, so that a change to it
  /// is a deliberate one.
  @Test func helpSnapshot() throws {
    let r = try AnimExecutable.run(["--help"], environment: ["COLUMNS": "80"])
    #expect(r.status == 0)
    #expect(
      r.stdout == """
        OVERVIEW: Run, test and explore SwiftUI-style animations.

        With FILE, runs the script (the same as 'anim run FILE'). With -e CODE, runs
        CODE. With neither, starts the REPL, or runs standard input as a script when
        it is not a terminal.

        Exit status: 0 on success, 1 on a script error or a failed test, 2 on a
        usage error. Colour is used only on a terminal, and never when NO_COLOR is
        set.

        USAGE: anim FILE [--timeout <SECONDS>]
               anim -e <CODE>
               anim [<subcommand>]

        OPTIONS:
          -e, --eval <CODE>       Run CODE given on the command line, like 'python3 -c'.
          --timeout <SECONDS>     Stop a script after about SECONDS of work (counted in
                                  steps, so runs are reproducible; under 'anim test',
                                  each file's limit in real time, default 60).
          --memory-limit <SIZE>   Stop a script that makes the process use more than
                                  SIZE of memory (e.g. 512MB, 2GB; 'none' for no limit;
                                  default 1GB; under 'anim test', each file's).
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          run                     Run a script.
          repl                    Start the interactive REPL (the default when no FILE
                                  is given).
          test                    Run every .anim file under PATH… as scripted
                                  acceptance tests.
          plot                    Chart an animation, curve or spring: anim plot
                                  '.bouncy'.
          preview                 Write an HTML page that plays a scene: anim preview
                                  scene.anim.
          play                    Play a scene live in the terminal: anim play
                                  scene.anim.
          render                  Write one frame of a script's #Preview view: anim
                                  render view.anim -o frame.svg.
          check                   Report syntax and name errors in Anim files without
                                  running them.
          export                  Export an animation, curve or spring: anim export css
                                  '.bouncy'.
          compare                 Compare animations, curves or springs: anim compare
                                  '.bouncy' '.smooth'.

          See 'anim help <subcommand>' for detailed help.

        """)
  }

  /// An ease-in-out over one second, charted in ASCII at a fixed size: the curve's symmetric
  /// S shape (value 0.5 at 0.5 s: the solver's value is rounded to 2⁻²⁰, so the middle frame is
  /// exactly half-way) and the axes labelled in seconds and value units. The animation is sampled
  /// frame by frame over its life (here exactly 1 s).
  @Test func plotSnapshot() throws {
    let r = try AnimExecutable.run(
      ["plot", ".easeInOut(duration: 1)", "--style", "ascii", "--width", "40", "--height", "8"])
    #expect(r.status == 0)
    #expect(
      r.stdout == """
        .easeInOut(duration: 1)
        value
          1 +                            *******
            |                       *****
            |                    ****
        0.5 +                 ****
            |              ***
            |           ****
            |       *****
          0 +*******
            ++----------------+----------------+
             0               0.5             1 s

        """)
  }

  @Test func plotWritesSVGWhereTheCommandLineSays() throws {
    let dir = try Scratch([:])
    let svg = dir.path("chart.svg")
    let r = try AnimExecutable.run(["plot", ".bouncy", "--svg", svg])
    #expect(r.status == 0)
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.hasPrefix("<?xml") || text.hasPrefix("<svg"))
    #expect(text.contains("</svg>"))
  }

  /// A script's `svg:` stays below the current directory: a relative path is written, while a
  /// path through a symbolic link to elsewhere, `..` or an absolute path is refused (status 1).
  @Test func scriptsWriteSVGOnlyBelowTheCurrentDirectory() throws {
    let dir = try Scratch([:])
    let outside = try Scratch([:])
    try FileManager.default.createSymbolicLink(
      atPath: dir.path("elsewhere"), withDestinationPath: outside.url.path)
    try FileManager.default.createDirectory(
      atPath: dir.path("charts"), withIntermediateDirectories: true)

    let ok = try AnimExecutable.run(
      ["-e", "plot(.bouncy, svg: \"charts/b.svg\")"], directory: dir.url)
    #expect(ok.status == 0)
    #expect(FileManager.default.fileExists(atPath: dir.path("charts/b.svg")))

    for path in ["elsewhere/b.svg", "../b.svg", outside.path("b.svg")] {
      let r = try AnimExecutable.run(["-e", "plot(.bouncy, svg: \"\(path)\")"], directory: dir.url)
      #expect(r.status == 1, "\(path)")
      #expect(r.stderr.contains("a script writes files only below the current directory"), "\(path)")
    }
    #expect(!FileManager.default.fileExists(atPath: outside.path("b.svg")))
  }

  /// A bad argument to a built-in is underlined where it was written, not as the whole call.
  @Test func badArgumentsAreUnderlinedWhereTheyAre() throws {
    let r = try AnimExecutable.run(["-e", "let a = Animation.linear(duration: -1)"])
    #expect(r.status == 1)
    #expect(
      r.stderr == """
        -e:1:36: error: invalid duration -1: must be a finite number >= 0
        let a = Animation.linear(duration: -1)
                                           ^~

        """)
    let spring = try AnimExecutable.run(["-e", "Animation.spring(response: 0.5, dampingFraction: 0/0)"])
    #expect(spring.stderr.hasPrefix("-e:1:50: error: invalid dampingFraction nan: must be a finite number"))
  }
}
