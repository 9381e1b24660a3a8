// A scene recorded on its virtual clock: what `anim preview` turns into a page. Plain data, no
// knowledge of the language: the runtime fills it in, AnimPlot draws it.

/// One property of a recorded scene (an `@State` property, or a keyframe or phase animator's
/// value): its values at the recording's snapshot times.
public struct RecordedTrack: Sendable, Equatable {
  /// The property's name as declared (`offset`).
  public var name: String
  /// What its value is and what its components are called.
  public var shape: ValueShape
  /// The index in ``Recording/times`` of the first snapshot that has this property (it did not
  /// exist before it was declared).
  public var firstSnapshot: Int
  /// The presented values, one array of components per snapshot from ``firstSnapshot`` on,
  /// each as many as ``shape`` names; NaN for a component the value lacked then (an array
  /// before it grew to its longest, or after it shrank).
  public var values: [[Double]]
  /// For a colour: how the script wrote the values it gave the property (`.red`, `#FF3B30`),
  /// so that a readout showing one of those values says it as the script did.
  public var spellings: [RecordedSpelling] = []

  /// Creates a track.
  public init(name: String, shape: ValueShape, firstSnapshot: Int, values: [[Double]] = []) {
    self.name = name
    self.shape = shape
    self.firstSnapshot = firstSnapshot
    self.values = values
  }
}

/// A value a script gave a property, how the script wrote it, and when.
public struct RecordedSpelling: Sendable, Equatable {
  /// The clock time of the assignment, in seconds.
  public var time: Double
  /// The value's components, as the track records them.
  public var components: [Double]
  /// What a readout says for it: `.red`, `.blue.opacity(0.5)`, `#FF3B30`.
  public var text: String

  /// Creates a spelling.
  public init(time: Double, components: [Double], text: String) {
    self.time = time
    self.components = components
    self.text = text
  }
}

/// A mark on a recording's timeline.
public struct RecordedEvent: Sendable, Equatable {
  /// What happened: `started`, `merged`, `retargeted`, `jumped`, `finished`, `completion` or
  /// `phase` (a phase animator entered a phase).
  public var kind: String
  /// The clock time, in seconds.
  public var time: Double
  /// The property it happened to (an index into ``Recording/tracks``); `nil` for completions.
  public var track: Int?
  /// For a `phase` mark: the index of the phase entered (0 for the first).
  public var phase: Int?

  /// Creates an event.
  public init(kind: String, time: Double, track: Int?, phase: Int? = nil) {
    self.kind = kind
    self.time = time
    self.track = track
    self.phase = phase
  }
}

/// A scene run on its virtual clock: every property's presented value at every frame (and at
/// every instant a value jumped), the transactions' marks and what the script printed.
///
/// The value shown at time `t` is the last snapshot at or before `t`: between frames a screen
/// keeps showing the last frame.
public struct Recording: Sendable, Equatable {
  /// What the page is titled (the file name or the expression).
  public var title: String
  /// Snapshot times, in seconds, non-decreasing (two snapshots may share a time: before and
  /// after a jump).
  public var times: [Double] = []
  /// The properties, in the order they were declared.
  public var tracks: [RecordedTrack] = []
  /// Transactions starting, merging, retargeting, jumps, finishes and completions.
  public var events: [RecordedEvent] = []
  /// Lines the script printed, with the clock time at which each was printed.
  public var output: [(time: Double, text: String)] = []
  /// The error that stopped the script, rendered, and the clock time it happened at.
  public var error: (time: Double, message: String)?
  /// Why recording stopped early (too many snapshots), if it did.
  public var truncation: String?
  /// Names for colours, by their sRGB hex as a script writes it (`"#FF3B30": ".red"`, with `AA`
  /// when not opaque): a colour readout shows the name where the value has one.
  public var colorNames: [String: String] = [:]
  /// The view hosts the script made (`ViewHost(…)`), in the order made: what each drew, frame
  /// by frame.
  public var views: [RecordedViewHost] = []

  /// Creates an empty recording.
  public init(title: String) { self.title = title }

  /// The end of the recording: its last snapshot's time, or the last frame a view host drew
  /// if later (0 when empty).
  public var duration: Double { max(times.last ?? 0, views.map(\.end).max() ?? 0) }

  public static func == (a: Recording, b: Recording) -> Bool {
    a.title == b.title && a.times == b.times && a.tracks == b.tracks && a.events == b.events
      && a.output.map(\.text) == b.output.map(\.text) && a.output.map(\.time) == b.output.map(\.time)
      && a.error?.message == b.error?.message && a.error?.time == b.error?.time
      && a.truncation == b.truncation && a.colorNames == b.colorNames && a.views == b.views
  }

  /// The components of `track` shown at time `t` (the last snapshot at or before it, with a
  /// nanosecond's slack for times computed as sums); `nil` before the property existed.
  public func value(of track: Int, at t: Double) -> [Double]? {
    guard tracks.indices.contains(track) else { return nil }
    let recorded = tracks[track]  // trap-ok: checked
    // The last snapshot with time <= t + 1e-9.
    var low = 0
    var high = times.count
    while low < high {
      let mid = (low + high) / 2
      if times[mid] <= t + 1e-9 { low = mid + 1 } else { high = mid }  // trap-ok: mid < count
    }
    let index = low - 1 - recorded.firstSnapshot
    guard index >= 0 else { return nil }
    return index < recorded.values.count ? recorded.values[index] : recorded.values.last  // trap-ok: checked
  }
}
