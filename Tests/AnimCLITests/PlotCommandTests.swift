// `anim plot` and `plot(…)` through the built binary: overlays with a legend, velocity on a
// right-hand axis, a curve's progress axis, styles, the terminal's width, tables without
// long floating-point times, and SVG files.
import Foundation
import Testing

@Suite(.enabled(if: AnimExecutable.url != nil)) struct PlotCommandTests {
  /// A UTF-8 terminal's environment, so that the default style is braille whatever the locale
  /// the tests run in.
  let unicode = ["LANG": "C.UTF-8", "TERM": "xterm"]
  let localeOverrides = ["LC_ALL", "LC_CTYPE"]

  /// Lines of `text`.
  func lines(_ text: String) -> [Substring] { text.split(separator: "\n") }

  /// Whether `text` has a number with more than `limit` digits after the point
  /// (`0.15000000000000002`).
  func hasLongFraction(_ text: String, limit: Int = 6) -> Bool {
    var digitsAfterPoint = -1
    for character in text {
      if character == "." {
        digitsAfterPoint = 0
      } else if character.isNumber, digitsAfterPoint >= 0 {
        digitsAfterPoint += 1
        if digitsAfterPoint > limit { return true }
      } else {
        digitsAfterPoint = -1
      }
    }
    return false
  }

  @Test func severalExpressionsAreOverlaidWithALegendNamingEach() throws {
    let r = try AnimExecutable.run([
      "plot", ".easeIn(duration: 1)", ".linear(duration: 1)", "--style", "ascii", "--width", "60",
      "--height", "8",
    ])
    #expect(r.status == 0)
    let chart = lines(r.stdout)
    #expect(chart.first == ".easeIn(duration: 1), .linear(duration: 1)")
    // Two curves, two marks: `*` for the first series, `o` for the second, both in the plot area.
    let plotRows = chart.filter { $0.contains("|") || $0.contains("+") }
    #expect(plotRows.contains { $0.contains("*") })
    #expect(plotRows.contains { $0.contains("o") })
    #expect(chart.last?.hasSuffix(" ** .easeIn(duration: 1)   oo .linear(duration: 1)") == true)
  }

  @Test func overlaysInAScriptNameEachSeriesInTheLegend() throws {
    let r = try AnimExecutable.run(
      ["-e", "plot(.bouncy, .smooth, width: 60)"], environment: unicode, removing: localeOverrides)
    #expect(r.status == 0)
    let chart = lines(r.stdout)
    #expect(chart.last?.hasSuffix(" ── .bouncy   ╌╌ .smooth") == true)
    #expect(chart.allSatisfy { $0.count <= 60 })
  }

  @Test func velocityIsDrawnAgainstARightHandAxis() throws {
    for arguments in [
      ["plot", ".linear(duration: 1)", "--velocity", "--style", "ascii", "--width", "50"],
      ["-e", "plot(.linear(duration: 1), velocity: true, style: .ascii, width: 50)"],
    ] {
      let r = try AnimExecutable.run(arguments)
      #expect(r.status == 0)
      let chart = lines(r.stdout)
      #expect(chart.contains { $0.hasPrefix("value") && $0.hasSuffix("velocity (/s)") })
      #expect(chart.contains { $0.hasSuffix("+ 1") })  // the right axis's tick at 1/s
      #expect(chart.last?.hasSuffix("velocity (right axis)") == true)
    }
  }

  @Test func aCurveIsChartedOverProgressAndAnAnimationOverSeconds() throws {
    let curve = try AnimExecutable.run(["plot", "UnitCurve.easeIn", "--width", "40"])
    #expect(curve.status == 0)
    #expect(lines(curve.stdout).last?.hasSuffix("1 progress") == true)
    #expect(!curve.stdout.contains(" s\n"))
    let animation = try AnimExecutable.run(["plot", ".easeIn(duration: 1)", "--width", "40"])
    #expect(lines(animation.stdout).last?.hasSuffix("1 s") == true)
    let svg = try AnimExecutable.run(["plot", "UnitCurve.easeIn", "--svg", "-"])
    #expect(svg.stdout.contains(">progress</text>"))
    #expect(!svg.stdout.contains("time (s)"))
  }

  @Test func aCurveAndAMoveInSecondsCannotShareAnAxis() throws {
    let r = try AnimExecutable.run(["plot", "UnitCurve.easeIn", ".bouncy"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("cannot chart UnitCurve.easeIn (over progress 0…1) with .bouncy"))
  }

  /// An expression that fails says why, with a caret, rather than "cannot plot"; only a value of
  /// the wrong kind gets that message.
  @Test func expressionsThatFailShowTheirDiagnostic() throws {
    let syntax = try AnimExecutable.run(["plot", "1 +"])
    #expect(syntax.status == 1)
    #expect(syntax.stderr.hasPrefix("<plot>:1:4: error: expected expression, found end of file\n1 +\n"))
    let bad = try AnimExecutable.run(["plot", "Spring(mass: -1, stiffness: 1, damping: 1)"])
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("<plot>:1:14: error: invalid mass -1: must be a number > 0\n"))
    let number = try AnimExecutable.run(["plot", "42"])
    #expect(number.status == 1)
    #expect(
      number.stderr
        == "anim: error: cannot plot '42': it is not an animation, curve, spring or sample\n")
  }

  @Test func styles() throws {
    let blocks = try AnimExecutable.run(["-e", "plot(.linear(duration: 1), style: .blocks)"])
    #expect(blocks.stdout.contains("▀") && blocks.stdout.contains("▄"))
    let braille = try AnimExecutable.run(["plot", ".linear(duration: 1)", "--style", "braille"])
    #expect(braille.stdout.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    let ascii = try AnimExecutable.run(["-e", "plot(.linear(duration: 1), style: .ascii)"])
    #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII })
  }

  /// Where the locale is not UTF-8 (or on the Linux console), charts fall back to ASCII unless a
  /// style is asked for.
  @Test func chartsFallBackToASCIIWithoutAUTF8Locale() throws {
    for arguments in [["plot", ".bouncy", ".smooth"], ["-e", "plot(.bouncy, .smooth)"]] {
      for environment in [["LANG": "C", "TERM": "xterm"], ["LANG": "C.UTF-8", "TERM": "linux"]] {
        let r = try AnimExecutable.run(
          arguments, environment: environment, removing: localeOverrides)
        #expect(r.status == 0)
        #expect(r.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "\(arguments) \(environment)")
        #expect(r.stdout.contains("** .bouncy   oo .smooth"))
      }
      let utf8 = try AnimExecutable.run(arguments, environment: unicode, removing: localeOverrides)
      #expect(utf8.stdout.contains("── .bouncy   ╌╌ .smooth"))
    }
    let asked = try AnimExecutable.run(
      ["plot", ".bouncy", "--style", "braille"], environment: ["LANG": "C"],
      removing: localeOverrides)
    #expect(asked.stdout.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
  }

  /// Not a terminal: `COLUMNS` decides the width, for `anim plot` and for `plot(…)` in `anim run`.
  @Test func chartsFitTheWidthCOLUMNSGives() throws {
    for arguments in [["plot", ".bouncy", ".smooth", "--velocity"], ["-e", "plot(.bouncy, .smooth)"]] {
      let narrow = try AnimExecutable.run(
        arguments, environment: unicode.merging(["COLUMNS": "45"]) { $1 }, removing: localeOverrides)
      #expect(narrow.status == 0)
      #expect(lines(narrow.stdout).allSatisfy { $0.count <= 45 })
      #expect(lines(narrow.stdout).contains { $0.count > 40 })
      let wide = try AnimExecutable.run(
        arguments, environment: unicode.merging(["COLUMNS": "130"]) { $1 }, removing: localeOverrides)
      #expect(lines(wide.stdout).contains { $0.count > 120 })
      #expect(lines(wide.stdout).allSatisfy { $0.count <= 130 })
    }
  }

  @Test func tablesHaveKeyFiguresAndNoLongFloatingPointTimes() throws {
    let r = try AnimExecutable.run(["plot", ".bouncy", "--table", "--width", "40"])
    #expect(r.status == 0)
    let text = lines(r.stdout)
    #expect(text.contains { $0.hasPrefix(" time  ") && $0.hasSuffix("velocity") })
    for figure in ["overshoot ", "50 % at ", "90 % at ", "99 % at ", "settled (ε 0.001) "] {
      #expect(text.contains { $0.hasPrefix(figure) }, "missing \(figure)")
    }
    #expect(!hasLongFraction(r.stdout))
    let csv = try AnimExecutable.run(["plot", ".bouncy", "--csv", "-"])
    let times = lines(csv.stdout).dropFirst().map { $0.split(separator: ",").first ?? "" }
    #expect(!times.isEmpty)
    #expect(times.allSatisfy { !hasLongFraction(String($0), limit: 9) })  // rounded to ns
    // Overlays: one table with a column each (issue 30), and the key figures per column.
    let two = try AnimExecutable.run(["plot", ".bouncy", ".smooth", "--table", "--width", "40"])
    #expect(lines(two.stdout).contains { $0.split(separator: " ") == ["time", ".bouncy", ".smooth"] })
    #expect(!hasLongFraction(two.stdout))
  }

  /// `--epsilon` sets the settling band; a sample expression is plotted and tabulated as it is.
  @Test func epsilonSetsTheSettlingBand() throws {
    let r = try AnimExecutable.run([
      "plot", "sample(.bouncy, for: 1.5)", "--table", "--epsilon", "0.01", "--width", "40",
    ])
    #expect(r.status == 0)
    let settled = lines(r.stdout).first { $0.hasPrefix("settled (ε 0.01)") }
    #expect(settled?.hasSuffix(" s") == true)
    #expect(lines(r.stdout).contains { $0.hasPrefix("1.500  ") })
    let bad = try AnimExecutable.run(["plot", ".bouncy", "--epsilon", "2"])
    #expect(bad.status == 2)
  }

  /// A sample taken 8 s into a scene is tabulated and charted from its own start.
  @Test func aPropertySampleStartsAtZero() throws {
    let script = """
      @State var x = 0.0
      wait(8)
      withAnimation(.linear(duration: 0.15)) { x = 1 }
      let s = sample($x, for: 0.3)
      print(s)
      plot(s, style: .ascii, width: 40)
      """
    let r = try AnimExecutable.run(["-e", script])
    #expect(r.status == 0)
    let text = lines(r.stdout)
    #expect(text.contains("0.000  0.0000    0.0000"))
    #expect(text.contains { $0.hasPrefix("0.150  1.0000") })
    #expect(!text.contains { $0.hasPrefix("8.") })
    #expect(text.last?.hasSuffix("0.2 s") == true)  // ticks 0, 0.2 over 0…0.3 s
    #expect(text.last?.trimmingCharacters(in: .whitespaces).hasPrefix("0 ") == true)
    #expect(!hasLongFraction(r.stdout))
  }

  @Test func svgFromAScriptIsTheSameChartWithALegend() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-plot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    // A script writes below the current directory only, so the run starts in `dir`.
    let path = dir.appendingPathComponent("two.svg").path
    let r = try AnimExecutable.run(
      ["-e", "plot(.bouncy, .smooth, velocity: true, svg: \"two.svg\")"], directory: dir)
    #expect(r.status == 0)
    #expect(r.stdout.isEmpty)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains(".bouncy</text>") && svg.contains(".smooth</text>"))
    #expect(svg.contains("time (s)"))
    #expect(svg.components(separatedBy: "<polyline").count - 1 >= 4)  // two values, two velocities
  }

  /// Issue 30: `--table` for several animations is one table, a column each, with each
  /// column's key figures. `.easeInOut` is symmetric about its middle (control points (0.42, 0)
  /// and (0.58, 1)), so it is half-way at half its 0.3 s and at 1 from 0.3 s on.
  @Test func severalAnimationsMakeOneTableWithAColumnEach() throws {
    let r = try AnimExecutable.run([
      "plot", ".bouncy", ".easeInOut(duration: 0.3)", "--table", "--width", "60", "--height", "4",
    ])
    #expect(r.status == 0)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("time ") })
    #expect(header.split(separator: " ").map(String.init) == ["time", ".bouncy", ".easeInOut(duration:", "0.3)"])
    let row = { (time: String) in lines.first { $0.hasPrefix(time + " ") }?.split(separator: " ").map(String.init) }
    #expect(row("0.150")?.last == "0.5000")
    #expect(row("0.317")?.last == "1.0000")
    #expect(lines.contains { $0.hasPrefix("50 % at ") && $0.hasSuffix(" 0.150") })
    #expect(lines.contains { $0.hasPrefix("overshoot ") })
    #expect(!lines.contains(".bouncy"))  // no separate table headed by a name
  }

  /// A repeatForever shows three passes: three 0.5 s passes end at 1.5 s, not 10 s.
  @Test func aRepeatForeverPlotsThreePasses() throws {
    let r = try AnimExecutable.run(["plot", ".easeInOut(duration: 0.5).repeatForever()", "--table"])
    #expect(r.status == 0, "\(r.stderr)")
    // Sample rows start with a time to 3 decimals ("1.500  …"); figure rows ("99 % at") do not.
    let isSample = { (line: Substring) in line.split(separator: " ").first.map { $0.contains(".") && Double($0) != nil } ?? false }
    let rows = r.stdout.split(separator: "\n").filter(isSample)
    #expect(rows.last?.hasPrefix("1.500 ") == true, "\(rows.last ?? "")")
    let sped = try AnimExecutable.run(["plot", ".linear(duration: 1).delay(0.5).repeatForever().speed(2)", "--table"])
    // The delay is inside the repeat, so each pass is 0.5 s of delay and 1 s of move (SwiftUI
    // repeats what it wraps); speed 2 halves that: 3 × 1.5 s / 2 = 2.25 s.
    let spedRows = sped.stdout.split(separator: "\n").filter(isSample)
    #expect(spedRows.last?.hasPrefix("2.250 ") == true, "\(spedRows.last ?? "")")
  }

  /// `anim '.bouncy'` names no file: it says how to chart it; a missing .anim file is only missing.
  @Test func anExpressionGivenAsAFileSuggestsPlot() throws {
    let r = try AnimExecutable.run([".bouncy"])
    #expect(r.status == 2)
    #expect(r.stderr == "anim: error: no such file: '.bouncy'; to chart an animation, curve or spring: anim plot '.bouncy' (or anim -e 'CODE' to run code)\n")
    let missing = try AnimExecutable.run(["no-such.anim"])
    #expect(missing.stderr == "anim: error: no such file: 'no-such.anim'\n")
  }

  /// `anim play` keeps what the script printed (off a terminal: before the strip).
  @Test func playKeepsTheScriptsOutput() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("printing.anim")
    try Data("@State var x = 0.0\nprint(\"start\")\nwithAnimation(.linear(duration: 0.5)) { x = 10 }\nwait(0.25)\nprint(\"half\", x)\nwait(0.5)\n".utf8)
      .write(to: script)
    let r = try AnimExecutable.run(["play", script.path])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("start\nhalf 10.0\nx\n0.000 s │"), "\(r.stdout)")  // x is a Double: Swift prints 10.0
  }
}
