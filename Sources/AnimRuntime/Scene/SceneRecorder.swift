// Records a scene as it runs (`anim preview`): every `@State` property's presented value at
// every frame and every jump, and the animator's marks, into AnimPlot's `Recording`.
import AnimPlot
import AnimationCore

/// Watches one animator and the `@State` declarations of one run.
final class SceneRecorder {
  private(set) var recording: Recording
  private var properties: [PropertyRef] = []
  private let animator: Animator
  private var storedNumbers = 0
  /// Numbers one snapshot stores (every track's components).
  private var numbersPerSnapshot = 0

  /// At most this many snapshots (ten minutes of 60 fps frames) and numbers are kept, so that a
  /// long scene cannot make a page too large to open; the page says where it stopped.
  static let maximumSnapshots = 36_000
  static let maximumNumbers = 2_000_000

  init(animator: Animator, title: String) {
    self.animator = animator
    recording = Recording(title: title)
    animator.observer = { [weak self] event in self?.observe(event) }
  }

  /// Stops watching the animator.
  func stop() { animator.observer = nil }

  /// A new `@State` property: a track from now on.
  func declared(_ name: String, _ property: PropertyRef) {
    properties.append(property)
    let shape = property.shape
    numbersPerSnapshot += shape.componentNames.count
    recording.tracks.append(
      RecordedTrack(name: name, shape: shape, firstSnapshot: recording.times.count))
    snapshot()
  }

  /// A line the script printed.
  func printed(_ line: String) { recording.output.append((animator.now, line)) }

  /// The error that stopped the run.
  func failed(_ message: String) { recording.error = (animator.now, message) }

  private func observe(_ event: AnimatorEvent) {
    // A search rather than a table: an @State array's element properties come and go.
    let track = event.property.flatMap { base in properties.firstIndex { $0.owns(base) } }
    let kind: String
    switch event.kind {
    case .frame:
      snapshot()
      return
    case .started: kind = "started"
    case .merged: kind = "merged"
    case .retargeted: kind = "retargeted"
    case .jumped: kind = "jumped"
    case .finished: kind = "finished"
    case .completion: kind = "completion"
    }
    // Properties of scratch animators (a `sample(animation)`) are not the scene's.
    if event.property != nil && track == nil { return }
    recording.events.append(RecordedEvent(kind: kind, time: event.time, track: track))
    if event.kind == .jumped { snapshot() }  // the value changed between frames
  }

  private func snapshot() {
    guard recording.truncation == nil, !properties.isEmpty else { return }
    let count = numbersPerSnapshot
    guard recording.times.count < Self.maximumSnapshots, storedNumbers + count <= Self.maximumNumbers
    else {
      recording.truncation =
        "Recording stopped at \(animator.now) s: a page holds at most \(Self.maximumSnapshots) frames."
      return
    }
    storedNumbers += count
    recording.times.append(animator.now)
    for (i, property) in properties.enumerated() {
      // A track keeps the components it was declared with (an @State array may grow or shrink).
      let width = recording.tracks[i].shape.componentNames.count  // trap-ok: one track per property
      var row = property.presentedComponents
      if row.count != width { row = (0..<width).map { $0 < row.count ? row[$0] : .nan } }  // trap-ok: checked
      recording.tracks[i].values.append(row)  // trap-ok: one track per property
    }
  }
}
