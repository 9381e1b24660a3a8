// Records a scene as it runs (`anim preview`): every `@State` property's presented value at
// every frame and every jump, every keyframe and phase animator's value likewise, and the
// animator's marks, into AnimPlot's `Recording`.
//
// A value whose number of components changes (an `@State` array that grows or shrinks) is one
// track as wide as the widest value the run reached, named by that value's shape: element `[i]`
// keeps its columns from the snapshot it appears in to the end, and a snapshot in which the value
// is narrower (before an element was appended, after one was removed) holds NaN there, which the
// page draws as a gap. Columns follow indices, as the animation does (`StateParts`: an element is
// identified by its index, as `ForEach(items.indices, id: \.self)` identifies its views).
import AnimPlot
import AnimationCore

/// Watches one animator and the properties (`@State` declarations, keyframe and phase
/// animators) of one run.
final class SceneRecorder {
  private var recording: Recording
  private var properties: [PropertyRef] = []
  /// Each track's widest row so far (its shape is that row's).
  private var widths: [Int] = []
  let animator: Animator
  /// Every track's rows times its width (what the finished recording holds).
  private var storedNumbers = 0
  /// Whether the last snapshot was taken because an array gained or lost elements: another such
  /// change at the same instant (a loop of `append`s) replaces it rather than adding one.
  private var lastSnapshotWasReshape = false

  /// Keyframe and phase animators not yet named: named after the variable that holds them, found
  /// by ``nameOfAnimator`` at the first frame after they were made (by then `let emoji =
  /// keyframeAnimator(…)` has bound them) or, if not then (a frame inside a callback, where
  /// the globals are out of reach), when the recording finishes; looked for twice at most, so
  /// that one held by a local variable does not cost a search every frame.
  private var unnamed: [(track: Int, property: PropertyRef)] = []
  /// Those not found at their first frame, looked for again at the end.
  private var unnamedAtEnd: [(track: Int, property: PropertyRef)] = []
  /// The variable holding an animator's value (`emoji`), if a variable holds it.
  var nameOfAnimator: ((PropertyRef) -> String?)?
  /// Whether the script is inside a `test` block now: an `@State` declared there is the test's
  /// own, not part of the scene (it would be a card "not declared yet" for most of the page).
  var isInsideTest: (() -> Bool)?
  /// Events since the last frame on properties no track owns yet: a phase animator enters its
  /// first phase, and a repeating keyframe animator starts, while it is being made, before it
  /// is known here (``animated(_:fallbackName:)`` claims them).
  private var unclaimed: [AnimatorEvent] = []

  /// At most this many snapshots (ten minutes of 60 fps frames) and numbers are kept, so that a
  /// long scene cannot make a page too large to open; the page says where it stopped.
  static let maximumSnapshots = 36_000
  static let maximumNumbers = 2_000_000
  /// At most this many printed lines, and characters of them, are kept on the page: a script
  /// that prints in a loop until `--timeout` (4.4 million lines) made a 288 MB page. The page
  /// says how many were dropped.
  static let maximumOutputLines = 10_000
  static let maximumOutputCharacters = 2_000_000
  /// Printed lines not kept, past the limits.
  private var droppedOutputLines = 0
  private var storedOutputCharacters = 0

  /// The view hosts drawn so far, and what they drew (SceneRecorder+Views.swift).
  var hosts: [HostFrames] = []
  /// Why the hosts' frames stopped being recorded, when they did (the properties go on).
  var viewsTruncation: String?
  /// The variable holding a view host (`host`), if a variable holds it.
  var nameOfHost: ((ViewHostObject) -> String?)?
  /// When set (`anim play`), each drawing is also drawn as terminal text, the hosts stacked to
  /// fit this many columns and rows (less the properties' lines, drawn below them).
  var terminalSize: (columns: Int, rows: Int)?

  init(animator: Animator, title: String) {
    self.animator = animator
    recording = Recording(title: title)
    recording.colorNames = NamedColors.byPrintedHex
    animator.observer = { [weak self] event in self?.observe(event) }
  }

  /// Stops watching the animator and the properties.
  func stop() {
    animator.observer = nil
    for property in properties { property.whenReshaped(nil) }
  }

  /// The recording so far: animators named, every row as wide as its track (NaN where the value
  /// had fewer components then).
  func finish() -> Recording {
    nameAnimators(finally: true)
    var out = recording
    finishViews(&out)
    if droppedOutputLines > 0 {
      let note =
        "Output kept up to \(out.output.count) lines (a page holds at most \(Self.maximumOutputLines) lines, \(Self.maximumOutputCharacters) bytes): \(droppedOutputLines) more line\(droppedOutputLines == 1 ? " was" : "s were") dropped."
      out.truncation = out.truncation.map { $0 + " " + note } ?? note
    }
    for (i, width) in widths.enumerated() where i < out.tracks.count {
      for (j, row) in out.tracks[i].values.enumerated() where row.count < width {  // trap-ok: checked
        out.tracks[i].values[j] = row + [Double](repeating: .nan, count: width - row.count)  // trap-ok: enumerated
      }
    }
    return out
  }

  /// A new `@State` property: a track from now on (unless a `test` block declared it).
  /// - Parameter spelling: How the script wrote its initial value, when it is a colour written
  ///   by name or as sRGB (``ColorSpelling``).
  func declared(_ name: String, _ property: PropertyRef, spelling: ColorSpelling? = nil) {
    if isInsideTest?() == true { return }
    properties.append(property)
    widths.append(property.shape.componentNames.count)
    recording.tracks.append(
      RecordedTrack(name: name, shape: property.shape, firstSnapshot: recording.times.count))
    // An element appended or removed between frames shows at once, as a jump does.
    property.whenReshaped { [weak self] in self?.snapshot(replacingReshape: true) }
    if let spelling { remember(spelling, of: property.model, track: recording.tracks.count - 1) }
    snapshot()
  }

  // MARK: - Spellings of colours

  /// At most this many spellings are kept for a track (a script assigning colours in a loop
  /// would otherwise make the page carry one per assignment); later ones fall back to the
  /// value's name or hex.
  static let maximumSpellings = 256
  /// The spelling of the value being assigned now (by an assignment whose value is written as a
  /// colour), until the property it is assigned to is set (``set(_:to:)``).
  private var pendingSpelling: (spelling: ColorSpelling, value: Value)?

  /// Runs `write`, an assignment of `value` written as `spelling`: the property it sets
  /// remembers how the script wrote that value.
  func assigning<E: Error>(
    _ value: Value, spelled spelling: ColorSpelling, _ write: () throws(E) -> Void
  ) throws(E) {
    pendingSpelling = (spelling, value)
    defer { pendingSpelling = nil }
    try write()
  }

  /// An `@State` property was set to `value`: if that is the value being assigned with a
  /// spelling, the property's track remembers it. (Comparing the values keeps an observer's
  /// own assignment, run during the write, from taking the spelling.)
  func set(_ property: PropertyRef, to value: Value) {
    guard let pending = pendingSpelling, case .color(let v) = value.unwrapped,
      case .color(let written) = pending.value.unwrapped, v == written,
      let track = properties.firstIndex(where: { $0 === property })
    else { return }
    pendingSpelling = nil
    remember(pending.spelling, of: value, track: track)
  }

  private func remember(_ spelling: ColorSpelling, of value: Value, track: Int) {
    guard case .color(let v) = value.unwrapped, recording.tracks.indices.contains(track),
      recording.tracks[track].spellings.count < Self.maximumSpellings  // trap-ok: checked
    else { return }
    // Each assignment with its time: a value written `#FF3B30` at first and `.red` later reads
    // `#FF3B30` until the second assignment and `.red` after it.
    recording.tracks[track].spellings.append(  // trap-ok: checked
      RecordedSpelling(time: animator.now, components: v.elements, text: spelling.text(for: v)))
  }

  /// A keyframe or phase animator's value (`keyframeAnimator(…)`, `phaseAnimator(…)`): a track
  /// from now on, named `fallbackName` unless a variable holds it (see ``nameOfAnimator``).
  func animated(_ property: PropertyRef, fallbackName: String) {
    if isInsideTest?() == true { return }  // a test's own, as for `declared`
    let track = recording.tracks.count
    unnamed.append((track, property))
    declared(fallbackName, property)
    for event in unclaimed {
      if let base = event.property, property.owns(base), let kind = Self.kindName(event.kind) {
        recording.events.append(RecordedEvent(kind: kind, time: event.time, track: track, phase: event.phase))
      }
    }
    unclaimed.removeAll { $0.property.map(property.owns) ?? false }
  }

  /// A line the script printed.
  func printed(_ line: String) {
    let size = line.utf8.count
    guard recording.output.count < Self.maximumOutputLines,
      storedOutputCharacters + size <= Self.maximumOutputCharacters
    else {
      droppedOutputLines += 1
      return
    }
    storedOutputCharacters += size
    recording.output.append((animator.now, line))
  }

  /// The error that stopped the run.
  func failed(_ message: String) { recording.error = (animator.now, message) }

  private func observe(_ event: AnimatorEvent) {
    // A search rather than a table: an @State array's element properties come and go.
    let track = event.property.flatMap { base in properties.firstIndex { $0.owns(base) } }
    guard let kind = Self.kindName(event.kind) else {  // a frame
      nameAnimators()
      unclaimed.removeAll()
      snapshot()
      return
    }
    // Properties of scratch animators (a `sample(animation)`) are not the scene's; nor, until
    // it claims them, an animator's being made.
    if event.property != nil && track == nil {
      // An animator claims its events at the instant it is made: older ones are no one's.
      if let first = unclaimed.first, first.time != event.time { unclaimed.removeAll() }
      unclaimed.append(event)
      return
    }
    recording.events.append(RecordedEvent(kind: kind, time: event.time, track: track, phase: event.phase))
    if event.kind == .jumped { snapshot() }  // the value changed between frames
  }

  /// A mark's name on the page; `nil` for a frame, which is not a mark.
  private static func kindName(_ kind: AnimatorEvent.Kind) -> String? {
    switch kind {
    case .frame: nil
    case .started: "started"
    case .merged: "merged"
    case .retargeted: "retargeted"
    case .jumped: "jumped"
    case .finished: "finished"
    case .completion: "completion"
    case .phaseEntered: "phase"
    }
  }

  /// Names the animators made since the last frame (or, `finally`, all still unnamed); one no
  /// variable holds keeps its fallback name.
  private func nameAnimators(finally: Bool = false) {
    let pending = finally ? unnamed + unnamedAtEnd : unnamed
    unnamed = []
    if finally { unnamedAtEnd = [] }
    for (track, property) in pending where track < recording.tracks.count {
      if let name = nameOfAnimator?(property) {
        recording.tracks[track].name = name  // trap-ok: checked
      } else if !finally {
        unnamedAtEnd.append((track, property))
      }
    }
  }

  private func snapshot(replacingReshape: Bool = false) {
    guard recording.truncation == nil, !properties.isEmpty else { return }
    if replacingReshape && lastSnapshotWasReshape && recording.times.last == animator.now {
      dropLastSnapshot()
    }
    lastSnapshotWasReshape = replacingReshape
    let rows = properties.map(\.presentedComponents)
    // What this snapshot adds to the page: its rows at their tracks' widths, and the padding a
    // track that grew now needs in its earlier rows.
    var count = 0
    for (i, row) in rows.enumerated() where i < widths.count {
      let width = widths[i]  // trap-ok: checked
      count += max(width, row.count)
      if row.count > width { count += (row.count - width) * recording.tracks[i].values.count }  // trap-ok: one track per property
    }
    guard recording.times.count < Self.maximumSnapshots, storedNumbers + count <= Self.maximumNumbers
    else {
      recording.truncation =
        "Recording stopped at \(animator.now) s: a page holds at most \(Self.maximumSnapshots) frames."
      return
    }
    storedNumbers += count
    recording.times.append(animator.now)
    for (i, row) in rows.enumerated() where i < widths.count {
      if row.count > widths[i] {  // trap-ok: checked
        // The widest value yet: its shape names the track's columns.
        widths[i] = row.count  // trap-ok: checked
        recording.tracks[i].shape = properties[i].shape  // trap-ok: one track per property
      }
      recording.tracks[i].values.append(row)  // trap-ok: one track per property
    }
  }

  /// Removes the last snapshot from the times and from every track that has it.
  private func dropLastSnapshot() {
    guard let last = recording.times.indices.last else { return }
    recording.times.removeLast()
    for i in recording.tracks.indices where i < widths.count && recording.tracks[i].firstSnapshot <= last {  // trap-ok: checked
      if recording.tracks[i].values.popLast() != nil { storedNumbers -= widths[i] }  // trap-ok: checked
    }
  }
}
