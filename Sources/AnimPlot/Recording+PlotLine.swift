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

  /// A recording of several sampled moves side by side, one track each (named by the line's
  /// name; a sample of a pair or colour keeps its shape and components). Snapshots are at every
  /// time any line has a sample; a line that has ended keeps showing its last value.
  public init(lines: [PlotLine], title: String) {
    self.init(title: title)
    // Each line's finite samples as (time, components).
    let finite = lines.map { line -> [(time: Double, parts: [Double])] in
      let hasParts = !line.components.isEmpty && line.components.count == line.samples.count
      return line.samples.indices.compactMap { i in
        let sample = line.samples[i]  // trap-ok: i from indices
        guard sample.time.isFinite else { return nil }
        return (sample.time, hasParts ? line.components[i] : [sample.value])  // trap-ok: same count
      }
    }
    times = Array(Set(finite.flatMap { $0.map(\.time) })).sorted()
    for (index, samples) in finite.enumerated() {
      var values: [[Double]] = []
      var next = 0
      var current = samples.first?.parts ?? [.nan]
      for t in times {
        while next < samples.count, samples[next].time <= t {  // trap-ok: next < count
          current = samples[next].parts  // trap-ok: next < count
          next += 1
        }
        values.append(current)
      }
      let line = lines[index]  // trap-ok: one entry per line
      let shape = line.components.isEmpty ? ValueShape.number : line.shape
      tracks.append(RecordedTrack(name: line.name, shape: shape, firstSnapshot: 0, values: values))
      if let first = samples.first, let last = samples.last {
        events.append(RecordedEvent(kind: "started", time: first.time, track: index))
        events.append(RecordedEvent(kind: "finished", time: last.time, track: index))
      }
    }
    events.sort { $0.time < $1.time }
  }
}
