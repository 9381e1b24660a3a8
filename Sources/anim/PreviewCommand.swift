// `anim preview`: a scene (or one animation, curve or spring) as a page that plays it.
import AnimPlot
import ArgumentParser
import Foundation

/// Writes a self-contained HTML page that plays a scene recorded on its virtual clock.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Write an HTML page that plays a scene: anim preview scene.anim.",
    discussion: """
      Runs the script on its virtual clock, records every @State property, every
      keyframe or phase animator and every frame each ViewHost draws, and writes
      one self-contained page (nothing is fetched) with a stage drawing each view
      host as it was drawn at the time shown and each property as what it is, a
      timeline with each property's curve, when each host's views change and the
      transactions' marks, and controls: space plays or pauses, the arrow keys
      step a frame (with shift, 0.1 s), speed 0.1× to 2×, loop. Open it with
      #t=SECONDS to see that instant, paused. A script's #Preview is drawn on the
      stage too, as the script left it (beside the hosts, which move).

      With an expression instead of a file (anim preview '.bouncy'), plays that
      animation, curve or spring moving a value 0 → 1. A script that stops with an
      error gives a page up to the error, which the page shows (and the exit
      status is 1).

      With --live, serves the file's #Preview views instead, from a server on
      127.0.0.1 (a free port, printed) with the interpreter behind it: a click on
      a drawn Button taps it and the page draws the motion as it happens; saving
      the file reloads it with its state reset; Ctrl-C stops the server.

      Examples:
        anim preview Examples/tour.anim            # writes tour.html
        anim preview --live Examples/elastic_view.anim
        anim preview -e '@State var x = 0.0
        withAnimation(.bouncy) { x = 1 }
        wait(1)' -o bouncy.html
        anim preview '.spring(duration: 0.5, bounce: 0.3)'
      """)

  @Argument(
    help: ArgumentHelp(
      "A script (a path ending in .anim, or an existing file), or an animation, curve or spring expression.",
      valueName: "FILE|EXPR"))
  var target: String?

  @OptionGroup var eval: CodeOption

  /// `-e CODE`, when given.
  private var code: String? { eval.code }

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: ArgumentHelp(
      "Where to write the page ('-': standard output). Default: FILE's name with .html, in the current directory, or preview.html.",
      valueName: "OUT.html"))
  var output: String?

  @Option(help: ArgumentHelp("The canvas a script's #Preview view is drawn in, in points.", valueName: "WxH"))
  var size: String = "400x300"

  @Flag(help: "Serve the file's #Preview views live on 127.0.0.1: clicks tap its buttons; saving reloads it.")
  var live = false

  @Option(help: ArgumentHelp("With --live, the port to listen on (default: a free one).", valueName: "PORT"))
  var port: Int?

  @Flag(
    help: ArgumentHelp(
      "With --live, the scene's clock moves only when the page asks (/frame?advance=SECONDS), for tests."))
  var manualClock = false

  @OptionGroup var runOptions: RunOptions

  func validate() throws {
    if live {
      guard code == nil, let target, PreviewCommand.namesScript(target), target != "-" else {
        throw ValidationError("--live serves a script file: anim preview --live FILE.anim")
      }
      if output != nil { throw ValidationError("--live serves the page; it writes no file (drop -o).") }
      if let port, !(0...65535).contains(port) { throw ValidationError("--port takes 0 to 65535, not \(port).") }
    } else if port != nil || manualClock {
      throw ValidationError("--port and --manual-clock go with --live.")
    }
    guard RenderCommand.parseSize(size) != nil else {
      throw ValidationError("--size takes WIDTHxHEIGHT in points, each from 1 to 10000 (e.g. 400x300), not '\(size)'.")
    }
    if target == nil && code == nil {
      throw ValidationError("Missing a FILE, an expression or -e CODE to preview.")
    }
    if target != nil && code != nil {
      throw ValidationError("Give either FILE|EXPR or -e CODE, not both.")
    }
    if let output, let problem = OutputPath.problem(writing: output, option: "-o") {
      throw ValidationError(problem)
    }
  }

  func run() throws {
    if live, let target, let (width, height) = RenderCommand.parseSize(size) {
      let server = LivePreviewServer(
        path: target, preview: nil, width: width, height: height, options: runOptions.host, manualClock: manualClock)
      do {
        try server.serve(port: port ?? 0)
      } catch {
        Output.writeError("error: \(error)\n")
        throw ExitCode(ExitStatus.failure)
      }
      return
    }
    let recording = try record()
    let page = PreviewPage(recording, views: try views()?.svg).render()
    let path = output ?? defaultOutput
    if path == "-" {
      Output.write(page)
    } else {
      try PlotCommand.emit(page, to: path, announce: false)
      let count = recording.tracks.count
      let hosts = recording.views.count
      let what =
        (count == 0 ? "no properties" : "\(count) propert\(count == 1 ? "y" : "ies")")
        + (hosts == 0 ? "" : ", \(hosts) view host\(hosts == 1 ? "" : "s")")
      Output.write(
        "wrote \(path) (\(what), \(NumberFormat.fixed(recording.duration, decimals: 2)) s)\n")
    }
    if recording.error != nil { throw ExitCode(ExitStatus.failure) }
  }

  /// The recording of the script, the code or the expression.
  private func record() throws -> Recording {
    let host = Host.current
    if let code {
      guard let recording = host.record(ScriptSource(text: code, name: "-e"), options: runOptions.host)
      else { throw ExitCode(ExitStatus.failure) }
      return recording
    }
    let target = self.target ?? ""
    if PreviewCommand.namesScript(target) {
      guard let recording = host.record(try ScriptSource.load(target), options: runOptions.host)
      else { throw ExitCode(ExitStatus.failure) }
      return recording
    }
    guard
      let line = host.plotLine(for: target, scope: nil, duration: nil, options: runOptions.host)
    else { throw ExitCode(ExitStatus.failure) }
    return Recording(line: line, title: target)
  }

  /// The script's `#Preview` view drawn at `--size`, when it has one.
  private func views() throws -> ViewFrame? {
    guard let (width, height) = RenderCommand.parseSize(size) else { return nil }
    let script: ScriptSource
    if let code {
      script = ScriptSource(text: code, name: "-e")
    } else if let target, PreviewCommand.namesScript(target), target != "-" {
      script = try ScriptSource.load(target)
    } else {
      return nil
    }
    return Host.current.viewFrame(
      script, preview: nil, width: width, height: height, options: runOptions.host, required: false)
  }

  /// `tour.html` for `Examples/tour.anim`; `preview.html` for code and expressions.
  private var defaultOutput: String {
    guard code == nil, let target, PreviewCommand.namesScript(target) else { return "preview.html" }
    let base = (target as NSString).lastPathComponent
    let stem = base.hasSuffix(".anim") ? String(base.dropLast(5)) : base
    return (stem.isEmpty || stem == "-" ? "preview" : stem) + ".html"
  }

  /// Whether `argument` names a script rather than being an expression: it ends in `.anim`, is
  /// `-` (standard input), or is an existing file.
  static func namesScript(_ argument: String) -> Bool {
    if argument == "-" || argument.hasSuffix(".anim") { return true }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }
}
