// `anim plot EXPR`: a chart in the terminal, an SVG file, or a table of samples.
import AnimPlot
import AnimSyntax
import ArgumentParser
import Foundation

/// Plots what an animation, curve or spring does to a value.
struct PlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Chart an animation, curve or spring: anim plot '.bouncy'.",
    discussion: """
      Several expressions are drawn in one chart, with a legend naming each. An
      animation is charted moving 0 → 1 over its life (or --duration seconds), a
      spring until it settles, both against seconds; a curve against its progress
      0…1.

      Examples:
        anim plot '.bouncy'
        anim plot '.bouncy' '.smooth' '.snappy'
        anim plot 'Spring(duration: 0.5, bounce: 0.3)' --velocity --table
        anim plot 'UnitCurve.easeInOut' --svg ease.svg
        anim plot scene.anim 'sample($tint, for: 1)'   # a colour, as a colour strip
        anim plot --file scene.anim 'sample($spot, for: 1)'   # one line a component
      """)

  /// The dot styles `--style` accepts.
  enum Style: String, ExpressibleByArgument, CaseIterable {
    case braille, blocks, ascii

    var chartStyle: ChartStyle {
      switch self {
      case .braille: return .braille
      case .blocks: return .blocks
      case .ascii: return .ascii
      }
    }
  }

  @Argument(
    help: ArgumentHelp(
      "What to plot, e.g. '.bouncy' or 'UnitCurve.easeIn'; several are overlaid.",
      valueName: "EXPR"))
  var expressions: [String]

  @Option(
    help: ArgumentHelp("Write the chart as SVG to FILE ('-': standard output).", valueName: "FILE"))
  var svg: String?

  @Flag(
    help: "Also print a table of samples with key figures (overshoot, settling time, …): one table, a column per EXPR.")
  var table = false

  @Option(
    help: ArgumentHelp(
      "The settling band for --table's settling time, as a fraction of the distance moved.",
      valueName: "ε"))
  var epsilon = 0.001

  @Option(
    help: ArgumentHelp(
      "Write the samples of the first EXPR as CSV to FILE ('-': standard output).",
      valueName: "FILE"))
  var csv: String?

  @Flag(help: "Also show a ball moving along a track, one row per 0.05 s (the first EXPR).")
  var strip = false

  @Flag(help: "Also draw the velocity, against a right-hand axis.")
  var velocity = false

  @Option(help: "Chart width in columns (default: the terminal's width, or 80).")
  var width: Int?

  @Option(help: "Chart height in rows.")
  var height = 20

  @Option(
    help: "Dot style: braille, blocks or ascii (default: braille, or ascii where the locale is not UTF-8 or TERM=linux).")
  var style: Style?

  @Option(
    help: ArgumentHelp(
      "Seconds to sample (default: the animation's own length).", valueName: "SECONDS"))
  var duration: Double?

  @Option(
    help: ArgumentHelp(
      "Run SCRIPT first and evaluate each EXPR in its scope (also: anim plot SCRIPT.anim EXPR…).",
      valueName: "SCRIPT"))
  var file: String?

  @OptionGroup var runOptions: RunOptions

  func validate() throws {
    if expressions.isEmpty { throw ValidationError("Missing an expression to plot.") }
    if expressions.count == 1, let only = expressions.first, only.hasSuffix(".anim") {
      throw ValidationError("Missing an expression to plot in the scope of \(only).")
    }
    if expressions.count > 16 { throw ValidationError("At most 16 expressions in one chart.") }
    if let width, width < 20 || width > 1000 {
      throw ValidationError("--width must be between 20 and 1000 columns.")
    }
    if height < 3 || height > 500 {
      throw ValidationError("--height must be between 3 and 500 rows.")
    }
    if !(epsilon > 0 && epsilon < 1) {
      throw ValidationError("--epsilon must be between 0 and 1 (0.001 is 0.1 % of the move).")
    }
    if let duration, !(duration > 0 && duration.isFinite) {
      throw ValidationError("--duration needs a positive number of seconds.")
    }
    for (path, option) in [(svg, "--svg"), (csv, "--csv")] {
      if let path, let problem = OutputPath.problem(writing: path, option: option) {
        throw ValidationError(problem)
      }
    }
  }

  func run() throws {
    // `anim plot scene.anim EXPR…`: a first word naming a script is the scope, as --file is.
    var expressions = self.expressions
    var scopePath = file
    if scopePath == nil, expressions.count > 1, let first = expressions.first,
      first.hasSuffix(".anim")
    {
      scopePath = first
      expressions.removeFirst()
    }
    let scope = try scopePath.map(ScriptSource.load)
    var lines: [PlotLine] = []
    for expression in expressions {
      guard
        var line = Host.current.plotLine(
          for: expression, scope: scope, duration: duration, options: runOptions.host)
      else { throw ExitCode(ExitStatus.failure) }
      // The legend names each series as it was typed (escaped: it may hold control characters).
      line.name = expression.escapingControlCharacters()
      lines.append(line)
    }
    if let problem = PlotRendering.mixedAxes(lines) {
      Output.error(problem)
      throw ExitCode(ExitStatus.failure)
    }
    // The title too names the expressions as typed, escaped.
    let title = lines.map(\.name).joined(separator: ", ")
    let columns = width ?? Terminal.columns(fileDescriptor: 1)
    let chartStyle = style?.chartStyle ?? Terminal.defaultChartStyle()
    let first = lines.first ?? PlotLine(name: "", samples: [])
    if let svg {
      try PlotCommand.emit(PlotRendering.svg(lines, title: title, velocity: velocity), to: svg)
    } else if csv == nil {
      let options = ChartOptions(
        width: columns, height: height, style: chartStyle, colored: Terminal.allowsColor(1))
      Output.write(
        PlotRendering.text(lines, title: title, velocity: velocity, options: options) + "\n")
    }
    if let csv { try PlotCommand.emit(first.table.csv(), to: csv) }
    if strip {
      let every = PlotCommand.stride(of: first.samples, seconds: 0.05)
      let track = TrackStrip(samples: first.samples, range: nil)
      Output.write("\n" + track.render(width: columns, every: every, ascii: chartStyle == .ascii) + "\n")
    }
    if table {
      // Several animations: one table, a column each (issue 30); one keeps its velocities.
      if lines.count > 1, lines.allSatisfy({ $0.components.isEmpty && $0.timeUnit == first.timeUnit }) {
        Output.write("\n" + SampleTable.columns(lines, epsilon: epsilon) + "\n")
      } else {
        for line in lines {
          let heading = lines.count > 1 ? line.name + "\n" : ""
          Output.write("\n" + heading + line.table.render(epsilon: epsilon) + "\n")
        }
      }
    }
  }

  /// Writes `text` to the file at `path` and says so (`wrote ease.svg`), or writes it to
  /// standard output for `-`; a failed write is an error with the system's reason.
  static func emit(_ text: String, to path: String, announce: Bool = true) throws {
    if path == "-" {
      Output.write(text)
    } else if let reason = TextFile.write(text, to: path) {
      Output.error("cannot write '\(path)': \(reason)")
      throw ExitCode(ExitStatus.failure)
    } else if announce {
      Output.write("wrote \(path)\n")
    }
  }

  /// Every how many samples one falls `seconds` apart (at least 1).
  static func stride(of samples: [Sample], seconds: Double) -> Int {
    guard samples.count > 1, let first = samples.first, let last = samples.last else { return 1 }
    let step = (last.time - first.time) / Double(samples.count - 1)
    guard step > 0, step.isFinite else { return 1 }
    return max(1, Int((seconds / step).rounded()))
  }
}
