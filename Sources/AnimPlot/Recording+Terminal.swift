// A recording in the terminal: one frame of live playback (`:play`, `anim play`), or the
// static strip printed instead when the output is not a terminal or colour is unwelcome.

extension Recording {
  /// One row per number: each track's components (a pair's x and y, a vector's elements) as
  /// separate rows, and a colour (a colour track, or a colour part of a struct or an array) as
  /// one row of its own.
  struct TerminalRow {
    var label: String
    var track: Int
    /// The number this row shows; nil for a colour row.
    var component: Int?
    var range: ClosedRange<Double>
    /// For a colour row: where the colour's four components start in the track's values.
    var colorStart = 0
  }

  /// The rows live playback draws, in track order.
  var terminalRows: [TerminalRow] {
    var rows: [TerminalRow] = []
    for (index, track) in tracks.enumerated() {
      if track.shape.kind == .color {
        rows.append(TerminalRow(label: track.name, track: index, component: nil, range: 0...1))
        continue
      }
      let names = track.shape.componentNames
      let colorStarts = Set(track.shape.colorStarts)
      var skipped = 0  // a colour part's green, blue and opacity, shown by its row
      for (c, name) in names.enumerated() {
        if skipped > 0 {
          skipped -= 1
          continue
        }
        if colorStarts.contains(c), c + 3 < names.count {
          let part = name.hasSuffix(".red") ? String(name.dropLast(4)) : name
          rows.append(
            TerminalRow(label: track.name + "." + part, track: index, component: nil, range: 0...1, colorStart: c))
          skipped = 3
          continue
        }
        let values = track.values.compactMap { c < $0.count && $0[c].isFinite ? $0[c] : nil }  // trap-ok: checked
        var low = values.min() ?? 0
        var high = values.max() ?? 1
        if low == high {
          low -= 1
          high += 1
        }
        let label = names.count == 1 ? track.name : track.name + "." + name
        rows.append(TerminalRow(label: label, track: index, component: c, range: low...high))
      }
    }
    return Self.sharingScales(rows)
  }

  /// The rows with one scale for rows that move over comparable ranges (overlapping, spans
  /// within 10× of each other), so that equal values sit in the same column: `.bouncy` and
  /// `.smooth` both end at 1, above each other, though only the first overshoots. Rows far
  /// apart (a position in points beside an opacity) keep scales of their own.
  static func sharingScales(_ rows: [TerminalRow]) -> [TerminalRow] {
    var groups: [(members: [Int], range: ClosedRange<Double>)] = []
    for (i, row) in rows.enumerated() where row.component != nil {
      let span = row.range.upperBound - row.range.lowerBound
      let match = groups.firstIndex { group in
        let groupSpan = group.range.upperBound - group.range.lowerBound
        return group.range.overlaps(row.range) && max(span, groupSpan) <= 10 * min(span, groupSpan)
      }
      if let g = match {
        let union = min(groups[g].range.lowerBound, row.range.lowerBound)...max(groups[g].range.upperBound, row.range.upperBound)  // trap-ok: g from firstIndex
        groups[g].members.append(i)  // trap-ok: g from firstIndex
        groups[g].range = union  // trap-ok: g from firstIndex
      } else {
        groups.append(([i], row.range))
      }
    }
    var shared = rows
    for group in groups {
      for i in group.members { shared[i].range = group.range }  // trap-ok: indices of rows
    }
    return shared
  }

  /// The first snapshot's time: playback counts from it.
  public var startTime: Double { times.first ?? 0 }

  /// One frame of live playback at `time` seconds after ``startTime``: a line with the clock,
  /// then a dot on a track per number and a colour block per colour.
  /// - Parameters:
  ///   - time: Seconds since the start.
  ///   - width: The terminal's width in columns.
  ///   - colored: Whether ANSI colours (true-colour blocks) may be used.
  ///   - ascii: Use `|`, `o` and `#` instead of box-drawing characters, `●` and blocks.
  /// - Returns: The lines, without newlines.
  public func terminalFrame(at time: Double, width: Int, colored: Bool, ascii: Bool = false)
    -> [String]
  {
    let rows = terminalRows
    let labelWidth = min(24, rows.map(\.label.count).max() ?? 0)
    let track = max(10, width - labelWidth - 16)
    let t = startTime + time
    var lines = [
      "t = \(NumberFormat.fixed(min(time, duration - startTime), decimals: 3)) s of "
        + "\(NumberFormat.fixed(duration - startTime, decimals: 3)) s  (Ctrl-C stops)"
    ]
    if rows.isEmpty { lines.append("(no properties to play)") }
    for row in rows {
      let label = pad(String(row.label.prefix(labelWidth)), to: labelWidth, left: false)
      guard let value = self.value(of: row.track, at: t) else {
        lines.append(label + "  (not declared yet)")
        continue
      }
      guard let c = row.component else {
        let value = Self.colorPart(value, from: row.colorStart)
        let text = colorReadout(of: row.track, value, at: t)
        let block = String(repeating: ascii ? "#" : "█", count: 8)
        lines.append(
          label + "  "
            + (colored ? ColorEncoding.ansiBackground(value) + "        " + ChartColor.ansiReset : block)
            + " " + text)
        continue
      }
      let x = c < value.count ? value[c] : .nan  // trap-ok: checked
      var cells = [Character](repeating: ascii ? "-" : "─", count: track)
      let f = (x - row.range.lowerBound) / (row.range.upperBound - row.range.lowerBound)
      if f.isFinite { cells[Int((min(max(f, 0), 1) * Double(track - 1)).rounded())] = ascii ? "o" : "●" }
      let edge = ascii ? "|" : "│"
      lines.append(
        label + " " + edge + String(cells) + edge + " " + NumberFormat.fixed(x, decimals: 3))
    }
    return lines
  }

  /// What is printed instead of live playback: for each number a ball-on-a-track strip (one
  /// row per `step` seconds), for each colour its readout at the same times (as the script
  /// wrote the value, its name or its hex: ``colorReadout(of:_:at:)``).
  public func staticStrip(width: Int, step: Double = 0.1, ascii: Bool = false) -> String {
    guard !tracks.isEmpty else { return "(no properties to play)" }
    var sections: [String] = []
    let rows = terminalRows
    let end = duration - startTime
    let count = step > 0 && end.isFinite ? Int((end / step).rounded(.up)) : 0
    let instants = (0...min(count, 10_000)).map { min(Double($0) * step, end) }
    for row in rows {
      let present = instants.compactMap { s -> (Double, [Double])? in
        value(of: row.track, at: startTime + s).map { (s, $0) }
      }
      guard let c = row.component else {
        let lines = present.map {
          NumberFormat.fixed($0.0, decimals: 3) + " s  "
            + colorReadout(of: row.track, Self.colorPart($0.1, from: row.colorStart), at: startTime + $0.0)
        }
        sections.append(row.label + "\n" + lines.joined(separator: "\n"))
        continue
      }
      let samples = present.map { Sample(time: $0.0, value: c < $0.1.count ? $0.1[c] : .nan) }  // trap-ok: checked
      let strip = TrackStrip(samples: samples, range: row.range).render(width: width, ascii: ascii)
      sections.append(row.label + "\n" + strip)
    }
    return sections.joined(separator: "\n\n")
  }

  /// The four components of the colour starting at `start` in a track's value (NaN where the
  /// value is shorter).
  static func colorPart(_ value: [Double], from start: Int) -> [Double] {
    (start..<start + 4).map { $0 >= 0 && $0 < value.count ? value[$0] : .nan }  // trap-ok: checked
  }
}
