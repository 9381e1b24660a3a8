// A recording's view hosts in the terminal (`anim play`): each host's drawing at a time, as the
// recorder drew it in half-block cells, under its name; or, where colour is unwelcome, each
// host's last frame as `host.dump()` lists it.

extension Recording {
  /// Whether the view hosts can be played in the terminal: there are some, and each drawing
  /// was drawn as terminal text when recorded.
  public var hasTerminalViews: Bool {
    !views.isEmpty && views.allSatisfy { $0.terminal.count == $0.drawingPieces.count }
  }

  /// How many lines the properties take below the hosts in ``viewsTerminalFrame(at:width:ascii:)``
  /// (none when there are none): the hosts are fitted to the terminal's height less these.
  public var propertyLineCount: Int { tracks.isEmpty ? 0 : terminalRows.count }

  /// One frame of the hosts' playback at `time` seconds: a line with the clock, then each
  /// host's name and its drawing then (blank lines, as many, before it was made), then the
  /// properties, if any, as ``terminalFrame(at:width:colored:ascii:)`` draws them. Every frame
  /// has as many lines as the last, so that playback can draw each over the one before.
  /// - Parameters:
  ///   - time: Seconds on the scene's clock.
  ///   - width: The terminal's width in columns (for the properties' tracks).
  ///   - ascii: Draw the properties without Unicode.
  /// - Returns: The lines, without newlines.
  public func viewsTerminalFrame(at time: Double, width: Int = 80, ascii: Bool = false) -> [String] {
    var lines = [
      "t = \(NumberFormat.fixed(min(time, duration), decimals: 3)) s of "
        + "\(NumberFormat.fixed(duration, decimals: 3)) s  (Ctrl-C stops)"
    ]
    for host in views {
      lines.append(host.name)
      let height = host.terminal.first.map(Self.lines) ?? []
      guard let k = host.frame(at: time), host.terminal.indices.contains(k) else {
        lines += height.map { _ in "" }
        continue
      }
      lines += Self.lines(host.terminal[k])  // trap-ok: checked
    }
    if !tracks.isEmpty {
      // The properties' rows without their own clock line (the properties' clock counts from
      // their first snapshot).
      lines += terminalFrame(at: max(0, time - startTime), width: width, colored: true, ascii: ascii).dropFirst()
    }
    return lines
  }

  /// What is printed instead of playing the hosts: each host's name, how often its drawing
  /// changed and when, and its last frame as `host.dump()` lists it.
  public var viewsSummary: String {
    views.map { host in
      let changes = max(0, host.times.count - 1)
      let when =
        changes == 0
        ? "its drawing did not change"
        : "its drawing changed \(changes) time\(changes == 1 ? "" : "s") from "
          + "\(NumberFormat.fixed(host.times.dropFirst().first ?? 0, decimals: 3)) s to "
          + "\(NumberFormat.fixed(host.times.last ?? 0, decimals: 3)) s"
      return "\(host.name) (\(NumberFormat.fixed(host.width, decimals: 0)) × "
        + "\(NumberFormat.fixed(host.height, decimals: 0))): \(when); at "
        + "\(NumberFormat.fixed(duration, decimals: 3)) s:\n" + host.lastDump
    }.joined(separator: "\n")
  }

  /// Terminal text's lines, without their newlines.
  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
