// `anim play` of a script that made view hosts: their recorded frames drawn in the terminal in
// real time, as the page plays them.
import AnimPlot

extension Playback {
  /// Plays the view hosts of `recording`, and its properties below them, live when `live` is
  /// true (a terminal that welcomes colour, and the drawings recorded as terminal text), else
  /// writes what the script printed, each host's last frame as `host.dump()` lists it and the
  /// properties' static strip.
  /// - Parameters:
  ///   - recording: What to play.
  ///   - live: Whether to animate in place.
  ///   - width: The terminal's width (for the properties' tracks below the hosts).
  ///   - ascii: Whether to draw the properties without Unicode.
  ///   - write: Where the text goes (standard output).
  ///   - shouldStop: Polled every frame; `true` (Ctrl-C) ends the playback early.
  /// - Returns: Whether it played to the end (false when stopped).
  @discardableResult
  public static func playViews(
    _ recording: Recording, live: Bool, width: Int, ascii: Bool, write: (String) -> Void,
    shouldStop: () -> Bool
  ) -> Bool {
    guard live, recording.hasTerminalViews else {
      write(recording.output.map { $0.text + "\n" }.joined())
      write(recording.viewsSummary + "\n")
      if !recording.tracks.isEmpty { write(recording.staticStrip(width: width, ascii: ascii) + "\n") }
      return true
    }
    // From 0, the clock's start: the hosts' frames are on the scene's clock.
    return run(recording, from: 0, write: write, shouldStop: shouldStop) {
      recording.viewsTerminalFrame(at: $0, width: width, ascii: ascii)
    }
  }
}
