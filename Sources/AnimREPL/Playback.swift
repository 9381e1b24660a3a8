// Live playback in the terminal (`:play`, `anim play`): a recording redrawn in place at about
// 30 frames a second, on the wall clock, until it ends or Ctrl-C.
import AnimPlot
import Foundation

/// Plays a ``Recording`` in the terminal in real time.
public enum Playback {
  /// Frames per second of live playback.
  public static let framesPerSecond = 30.0

  /// Plays `recording` live when `live` is true (a terminal that welcomes colour), else writes
  /// its static strip. What the script printed is kept: live, each line appears above the frame
  /// when the clock reaches the time it was printed at; in the static strip, before it.
  /// - Parameters:
  ///   - recording: What to play.
  ///   - live: Whether to animate in place (else the static strip is written once).
  ///   - width: The terminal's width.
  ///   - ascii: Whether to draw without Unicode.
  ///   - write: Where the text goes (standard output).
  ///   - shouldStop: Polled every frame; `true` (Ctrl-C) ends the playback early.
  /// - Returns: Whether it played to the end (false when stopped).
  @discardableResult
  public static func play(
    _ recording: Recording, live: Bool, width: Int, ascii: Bool,
    write: (String) -> Void, shouldStop: () -> Bool
  ) -> Bool {
    guard live else {
      write(recording.output.map { $0.text + "\n" }.joined())
      write(recording.staticStrip(width: width, ascii: ascii) + "\n")
      return true
    }
    return run(
      recording, from: recording.startTime, write: write, shouldStop: shouldStop,
      frame: { recording.terminalFrame(at: $0, width: width, colored: true, ascii: ascii) })
  }

  /// Draws `frame(t)` in place on the wall clock, `t` running from 0 to the recording's end
  /// (counted from `startTime` on the scene's clock), until it ends or `shouldStop`; the lines the
  /// script printed appear above the frame when the clock reaches them.
  /// - Returns: Whether it played to the end (false when stopped).
  static func run(
    _ recording: Recording, from startTime: Double, write: (String) -> Void, shouldStop: () -> Bool,
    frame: (Double) -> [String]
  ) -> Bool {
    var printed = 0  // how many of the script's lines are on screen
    let length = max(0, recording.duration - startTime)
    let start = ContinuousClock.now
    var drawn = 0
    var finished = true
    write("\u{1B}[?25l")  // hide the cursor while it moves the dots
    defer { write("\u{1B}[?25h") }
    while true {
      let elapsed = Double((ContinuousClock.now - start).components.attoseconds) / 1e18
        + Double((ContinuousClock.now - start).components.seconds)
      let t = min(elapsed, length)
      let lines = frame(t)
      // Back to the first line of the previous frame, then the lines printed by now (the
      // frame moves down below them), then overwrite each line of the frame.
      var text = drawn > 0 ? "\u{1B}[\(drawn)F" : ""
      while printed < recording.output.count, recording.output[printed].time - startTime <= t {  // trap-ok: checked
        text += recording.output[printed].text + "\u{1B}[K\n"  // trap-ok: checked
        printed += 1
      }
      text += lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\n"
      write(text)
      drawn = lines.count
      if t >= length { break }
      if shouldStop() {
        finished = false
        break
      }
      Thread.sleep(forTimeInterval: 1 / framesPerSecond)
    }
    if !finished { write("stopped\n") }
    return finished
  }
}
