// `anim compare A B`: two animations, curves or springs in one chart, with where they differ
// most and each one's settling time and overshoot.
import AnimPlot
import ArgumentParser

/// Compares two animations, curves or springs.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare animations, curves or springs: anim compare '.bouncy' '.smooth'.",
    discussion: """
      Draws both in one chart, then prints the largest difference between them and
      when it happens, and each one's settling time (within --epsilon of the
      target), overshoot, time to 50 % and final value.

      Examples:
        anim compare '.bouncy' '.spring(response: 0.5, dampingFraction: 0.7)'
        anim compare 'Spring.reactSpring(tension: 170, friction: 26)' '.smooth'
        anim compare 'UnitCurve.easeInOut' 'UnitCurve.circularEaseInOut'
        anim compare --file scene.anim 'wobble' '.bouncy'
      """)

  @Argument(help: ArgumentHelp("The first animation, curve or spring.", valueName: "A"))
  var first: String

  @Argument(help: ArgumentHelp("The second.", valueName: "B"))
  var second: String

  @Option(
    help: ArgumentHelp(
      "Seconds to sample (default: each animation's own length).", valueName: "SECONDS"))
  var duration: Double?

  @Option(
    help: ArgumentHelp(
      "The settling band, as a fraction of the distance moved.", valueName: "ε"))
  var epsilon = 0.001

  @Option(help: "Chart width in columns (default: the terminal's width, or 80).")
  var width: Int?

  @Option(help: "Chart height in rows.")
  var height = 16

  @Option(
    help: ArgumentHelp(
      "Run SCRIPT first and evaluate A and B in its scope (a custom animation it defines).",
      valueName: "SCRIPT"),
    completion: .file(extensions: ["anim"]))
  var file: String?

  @OptionGroup var runOptions: RunOptions

  func validate() throws {
    if let width, width < 20 || width > 1000 {
      throw ValidationError("--width must be between 20 and 1000 columns.")
    }
    if height < 3 || height > 500 { throw ValidationError("--height must be between 3 and 500 rows.") }
    if !(epsilon > 0 && epsilon < 1) { throw ValidationError("--epsilon must be between 0 and 1.") }
    if let duration, !(duration > 0 && duration.isFinite) {
      throw ValidationError("--duration needs a positive number of seconds.")
    }
  }

  func run() throws {
    var lines: [PlotLine] = []
    let scope = try file.map(ScriptSource.load)
    for expression in [first, second] {
      guard
        var line = Host.current.plotLine(
          for: expression, scope: scope, duration: duration, options: runOptions.host)
      else { throw ExitCode(ExitStatus.failure) }
      line.name = expression  // the legend and the table name each as it was typed
      lines.append(line)
    }
    guard let a = lines.first, let b = lines.last else { throw ExitCode(ExitStatus.failure) }
    let columns = width ?? Terminal.columns(fileDescriptor: 1)
    guard
      let text = ComparisonRendering.render(
        a, b, epsilon: epsilon,
        options: ChartOptions(
          width: columns, height: height, style: Terminal.defaultChartStyle(),
          colored: Terminal.allowsColor(1)))
    else {
      Output.error(PlotRendering.mixedAxes(lines) ?? "cannot compare these")
      throw ExitCode(ExitStatus.failure)
    }
    Output.write(text)
  }
}
