// `anim play FILE`: a scene played live in the terminal.
import AnimPlot
import AnimREPL
import ArgumentParser

/// Runs a script as a scene and animates its properties in the terminal in real time.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play a scene live in the terminal: anim play scene.anim.",
    discussion: """
      Runs the script on its virtual clock, then replays it in real time, about
      30 frames a second. A script that makes view hosts (let host =
      ViewHost(…)) plays their views as they were drawn, each host under its
      name, in half-block cells fitting the terminal. Otherwise a script with a
      #Preview draws that view once; any other plays every @State property: a
      dot moving along a track per number (a pair's x and y each on their own),
      a colour block per colour. Ctrl-C stops. When standard output is not a
      terminal, or NO_COLOR is set, prints instead each host's last frame as
      host.dump() lists it (the #Preview's likewise), or the properties' static
      strip (one row per 0.1 s).
      """)

  @Argument(help: "The script to play ('-' reads standard input).")
  var file: String

  @OptionGroup var runOptions: RunOptions

  func run() throws {
    let script = try ScriptSource.load(file)
    let live = Terminal.allowsColor(1)
    // The view hosts the script made move as it ran them, in half-block cells fitting the
    // terminal (all of them, stacked, with the clock's line).
    let size = (columns: Terminal.columns(fileDescriptor: 1), rows: Terminal.rows(fileDescriptor: 1))
    guard let recording = Host.current.recordForTerminal(script, options: runOptions.host, terminalSize: size)
    else {
      throw ExitCode(ExitStatus.failure)
    }
    if !recording.views.isEmpty {
      if live { Interrupt.installHandler() }
      defer { if live { Interrupt.removeHandler() } }
      let finished = Playback.playViews(
        recording, live: live, width: size.columns, ascii: !Terminal.supportsUnicode(), write: Output.write,
        shouldStop: { Interrupt.isRequested })
      if !finished { throw ExitCode(130) }
      if recording.error != nil { throw ExitCode(ExitStatus.failure) }
      return
    }
    // A script with a #Preview and no host: its views, drawn in half-block cells (as laid out:
    // the preview host is made for the frame, with no animation of its own in flight).
    if recording.error == nil,
      let frame = Host.current.viewFrame(
        script, preview: nil, width: 400, height: 300, options: runOptions.host, required: false)
    {
      let columns = Swift.min(Swift.max(Terminal.columns(fileDescriptor: 1), 20), 100)
      if live {
        Output.write(frame.terminal(columns))
      } else {
        Output.write(frame.dump + "\n")
      }
      return
    }
    if live { Interrupt.installHandler() }
    defer { if live { Interrupt.removeHandler() } }
    let finished = Playback.play(
      recording, live: live, width: Terminal.columns(fileDescriptor: 1),
      ascii: !Terminal.supportsUnicode(), write: Output.write,
      shouldStop: { Interrupt.isRequested })
    if !finished { throw ExitCode(130) }
    if recording.error != nil { throw ExitCode(ExitStatus.failure) }
  }
}
