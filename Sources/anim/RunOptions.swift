// Options shared by every command that runs Anim code.
import AnimPlot
import ArgumentParser

/// How scripts run: limits and presentation.
struct RunOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Stop a script after about SECONDS of work (counted in steps, so runs are reproducible; under 'anim test', each file's limit in real time, default 60).",
      valueName: "SECONDS"))
  var timeout: Double?

  func validate() throws {
    if let timeout, !(timeout > 0 && timeout.isFinite) {
      throw ValidationError("--timeout needs a positive number of seconds, not '\(timeout)'.")
    }
  }

  /// What the runtime needs to know: the limits, and whether diagnostics may be coloured.
  var host: HostOptions { Self.host(timeout: timeout) }

  /// The host options for a given `--timeout` (also those of `anim -e CODE` and `anim FILE`,
  /// which `AnimCommand.commonScript` runs without parsing).
  static func host(timeout: Double?) -> HostOptions {
    HostOptions(timeout: timeout, colorDiagnostics: Terminal.allowsColor(2))
  }
}
