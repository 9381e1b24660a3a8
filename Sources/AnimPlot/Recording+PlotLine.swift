// `anim preview EXPR`: one animation, curve or spring as a one-property recording.

extension Recording {
  /// A recording of one sampled move: a single number track named `value`, started at the first
  /// sample and finished at the last. A curve's progress 0…1 is played as one second.
  /// - Parameters:
  ///   - line: The samples (``PlotLine``).
  ///   - title: The page's title (the expression).
  public init(line: PlotLine, title: String) {
    self.init(title: title)
    let samples = line.samples.filter { $0.time.isFinite }
    times = samples.map(\.time)
    tracks = [
      RecordedTrack(
        name: "value", shape: .number, firstSnapshot: 0, values: samples.map { [$0.value] })
    ]
    if let first = times.first, let last = times.last {
      events = [
        RecordedEvent(kind: "started", time: first, track: 0),
        RecordedEvent(kind: "finished", time: last, track: 0),
      ]
    }
  }
}
