// `anim preview EXPR` and `:play .bouncy, .smooth`: sampled moves as a recording.

extension Recording {
  /// A recording of one sampled move: a single number track named `value`, started at the first
  /// sample and finished at the last. A curve's progress 0…1 is played as one second.
  /// - Parameters:
  ///   - line: The samples (``PlotLine``).
  ///   - title: The page's title (the expression).
  public init(line: PlotLine, title: String) {
    var named = line
    named.name = "value"
    self.init(lines: [named], title: title)
  }

  /// A recording of several sampled moves side by side, one number track each (named by the
  /// line's name). Snapshots are at every time any line has a sample; a line that has ended
  /// keeps showing its last value.
  public init(lines: [PlotLine], title: String) {
    self.init(title: title)
    let finite = lines.map { $0.samples.filter { $0.time.isFinite } }
    times = Array(Set(finite.flatMap { $0.map(\.time) })).sorted()
    for (index, samples) in finite.enumerated() {
      var values: [[Double]] = []
      var next = 0
      var current = samples.first?.value ?? .nan
      for t in times {
        while next < samples.count, samples[next].time <= t {  // trap-ok: next < count
          current = samples[next].value  // trap-ok: next < count
          next += 1
        }
        values.append([current])
      }
      tracks.append(
        RecordedTrack(name: lines[index].name, shape: .number, firstSnapshot: 0, values: values))  // trap-ok: same count
      if let first = samples.first, let last = samples.last {
        events.append(RecordedEvent(kind: "started", time: first.time, track: index))
        events.append(RecordedEvent(kind: "finished", time: last.time, track: index))
      }
    }
    events.sort { $0.time < $1.time }
  }
}
