// Keyframes, tracks and timelines as script values, and how a timeline is built from what a
// builder closure made: each track's keyframe values are checked against the track's property
// (the shape its numbers flatten to), implicit members among them are resolved against that
// property's type, and AnimationCore's KeyframeTimeline does the rest.
import AnimSyntax
import AnimationCore

/// `LinearKeyframe(…)`, `SpringKeyframe(…)`, `CubicKeyframe(…)`, `MoveKeyframe(…)`.
final class KeyframeObject: RuntimeObject, @unchecked Sendable {
  enum Shape {
    case linear(UnitCurve)
    case spring(Spring, startVelocity: Value?)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case move
  }
  override var kind: ValueKind { .keyframe }
  let shape: Shape
  let value: Value
  let duration: Double?
  /// Where the keyframe is written, for messages about it.
  let range: SourceRange

  init(_ shape: Shape, value: Value, duration: Double?, range: SourceRange) {
    self.shape = shape
    self.value = value.unwrapped
    self.duration = duration
    self.range = range
  }

  var kindName: String {
    switch shape {
    case .linear: "LinearKeyframe"
    case .spring: "SpringKeyframe"
    case .cubic: "CubicKeyframe"
    case .move: "MoveKeyframe"
    }
  }
  override var typeName: String { kindName }
  override var printed: String {
    kindName + "(" + value.quoted + (duration.map { ", duration: " + Value.format($0) } ?? "") + ")"
  }

  /// The keyframe for AnimationCore, its values resolved against the track's `template`.
  func core(
    template: Value, track: String, index: Int, _ i: Interpreter, _ m: inout Machine
  ) throws(RuntimeError) -> _KeyframeList<ScriptAnimatable> {
    func checked(_ v: Value, _ what: String) throws(RuntimeError) -> ScriptAnimatable {
      var v = v.unwrapped
      if case .zero = v {
        // `.zero` / `zero`: the zero of the track's shape.
        var count = 0
        var flat: [Double] = []
        if template.flatten(into: &flat) { count = flat.count }
        var k = 0
        v = template.unflatten([Double](repeating: 0, count: count), &k)
      }
      var a: [Double] = []
      var b: [Double] = []
      guard v.hasSameType(as: template), v.flatten(into: &a), template.flatten(into: &b), a.count == b.count
      else {
        throw RuntimeError(
          "keyframe \(index + 1) (\(kindName)) of \(track): \(what) is \(v.typeNameWithArticle), but the track animates \(template.typeNameWithArticle)",
          at: range, file: m.file)
      }
      return ScriptAnimatable(v)
    }
    let target = try checked(value, "its value")
    switch shape {
    case .linear(let curve):
      return LinearKeyframe(target, duration: duration ?? 0, timingCurve: curve)._keyframes
    case .spring(let spring, let start):
      let v = try start.map { (s) throws(RuntimeError) in try checked(s, "its start velocity") }
      return SpringKeyframe(target, duration: duration, spring: spring, startVelocity: v)._keyframes
    case .cubic(let start, let end):
      let s = try start.map { (x) throws(RuntimeError) in try checked(x, "its start velocity") }
      let e = try end.map { (x) throws(RuntimeError) in try checked(x, "its end velocity") }
      return CubicKeyframe(target, duration: duration ?? 0, startVelocity: s, endVelocity: e)._keyframes
    case .move:
      return MoveKeyframe(target)._keyframes
    }
  }
}

/// `KeyframeTrack(\.scale) { … }` (or a track of the whole value, without a key path).
final class KeyframeTrackObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .keyframeTrack }
  let keyPath: KeyPathObject?
  let keyframes: [KeyframeObject]
  let range: SourceRange
  init(keyPath: KeyPathObject?, keyframes: [KeyframeObject], range: SourceRange) {
    self.keyPath = keyPath
    self.keyframes = keyframes
    self.range = range
  }
  override var typeName: String { "KeyframeTrack" }
  override var printed: String {
    "KeyframeTrack(" + (keyPath.map { $0.printed + ", " } ?? "") + "\(keyframes.count) keyframes)"
  }
  var name: String { keyPath.map { "track \($0.printed)" } ?? "the track" }
}

/// `KeyframeTimeline(initialValue:) { … }`.
final class KeyframeTimelineObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .keyframeTimeline }
  let timeline: KeyframeTimeline<ScriptAnimatable>
  let initialValue: Value
  /// Each track's name (`\.scale`), in order, for charts and tables.
  let trackNames: [String]
  init(_ timeline: KeyframeTimeline<ScriptAnimatable>, initialValue: Value, trackNames: [String]) {
    self.timeline = timeline
    self.initialValue = initialValue
    self.trackNames = trackNames
  }
  override var typeName: String { "KeyframeTimeline" }

  /// The timeline sampled at 60 frames a second over its duration (the whole value and its
  /// velocity), with every track's keyframe times to mark: what `plot` and `sample` show.
  func series(name: String) -> SeriesObject {
    let duration = timeline.duration.isFinite ? Swift.min(Swift.max(timeline.duration, 0), 600) : 0
    let frames = Int((duration * 60).rounded(.up))
    let samples = (0...frames).map { k -> (Double, Value, Value) in
      let t = Swift.min(Double(k) / 60, duration)
      return (t, timeline.value(time: t).value, timeline.velocity(time: t).value)
    }
    let s = SeriesObject(name: name.isEmpty ? "KeyframeTimeline" : name, samples: samples)
    s.keyframeTimes = Set(timeline.keyframeTimes.joined().filter(\.isFinite)).sorted()
    return s
  }
  override var printed: String {
    "KeyframeTimeline(initialValue: \(initialValue.quoted), duration: \(Value.format(timeline.duration)))"
  }
}

extension Interpreter {
  /// The tracks a builder closure's items make: tracks as they are, loose keyframes gathered
  /// into a track of the whole value (as SwiftUI's builder does).
  func keyframeTracks(_ items: Value, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError)
    -> [KeyframeTrackObject]
  {
    var tracks: [KeyframeTrackObject] = []
    var loose: [KeyframeObject] = []
    for item in Interpreter.builtItems(items) {
      switch item {
      case .object(let t as KeyframeTrackObject): tracks.append(t)
      case .object(let k as KeyframeObject): loose.append(k)
      case let other:
        throw RuntimeError(
          "a keyframe timeline holds KeyframeTracks and keyframes, not \(other.typeNameWithArticle)",
          at: range, file: m.file)
      }
    }
    if !loose.isEmpty { tracks.insert(KeyframeTrackObject(keyPath: nil, keyframes: loose, range: range), at: 0) }
    return tracks
  }

  /// What a builder closure made, with the arrays that nested builders and helpers return
  /// flattened into it.
  static func builtItems(_ items: Value) -> [Value] {
    guard case .array(let list) = items.unwrapped else { return [] }
    return list.flatMap { item -> [Value] in
      if case .array = item.unwrapped { return builtItems(item) }
      return [item.unwrapped]
    }
  }

  /// The keyframes a track's builder closure made.
  func keyframes(_ items: Value, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError) -> [KeyframeObject] {
    var out: [KeyframeObject] = []
    for item in Interpreter.builtItems(items) {
      switch item {
      case .object(let k as KeyframeObject): out.append(k)
      case let other:
        throw RuntimeError(
          "a KeyframeTrack holds keyframes (LinearKeyframe, SpringKeyframe, CubicKeyframe, MoveKeyframe), not \(other.typeNameWithArticle)",
          at: range, file: m.file)
      }
    }
    return out
  }

  /// AnimationCore's tracks for `tracks` on a root value like `root`: each key path must exist
  /// on it, and each keyframe's value must have its property's shape.
  func coreTracks(_ tracks: [KeyframeTrackObject], root: Value, _ m: inout Machine) throws(RuntimeError)
    -> [KeyframeTrack<ScriptAnimatable, ScriptAnimatable>]
  {
    var out: [KeyframeTrack<ScriptAnimatable, ScriptAnimatable>] = []
    for track in tracks {
      let template: Value
      if let kp = track.keyPath {
        do throws(RuntimeError) {
          template = try kp.read(root, self, track.range, &m)
        } catch {
          throw RuntimeError(
            "the key path \(kp.printed) of a KeyframeTrack does not exist on \(root.typeNameWithArticle): \(error.message)",
            at: track.range, file: m.file)
        }
      } else {
        template = root.unwrapped
      }
      var lists: [_KeyframeList<ScriptAnimatable>] = []
      for (k, keyframe) in track.keyframes.enumerated() {
        lists.append(try keyframe.core(template: template, track: track.name, index: k, self, &m))
      }
      guard let kp = track.keyPath else {
        out.append(
          KeyframeTrack(
            get: { $0 }, set: { root, v in root = v },
            content: { for l in lists { l } }))
        continue
      }
      // The paths were read once above; reads while the timeline runs go through the same
      // member access, on a machine of their own (they run inside the animator).
      // The interpreter through its link, not `[weak self]` (InterpreterLink.swift).
      let link = self.link
      out.append(
        KeyframeTrack(
          get: { root in
            guard let self = link.interpreter else { return ScriptAnimatable(template) }
            return ScriptAnimatable((try? self.withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
              try kp.read(root.value, self, track.range, &m)
            }) ?? template)
          },
          set: { root, v in
            if let self = link.interpreter, let updated = try? self.withMachine({ (m: inout Machine) throws(RuntimeError) -> Value in
              try kp.write(root.value, v.value, self, track.range, &m)
            }) {
              root.value = updated
            }
          },
          content: { for l in lists { l } }))
    }
    return out
  }

  /// A KeyframeTimeline for the script: built, then checked (a keyframe with a bad duration
  /// or a value that does not fit is a diagnostic naming it, never a trap).
  func makeKeyframeTimeline(
    initialValue: Value, tracks: [KeyframeTrackObject], _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> KeyframeTimelineObject {
    let core = try coreTracks(tracks, root: initialValue, &m)
    let timeline = KeyframeTimeline(initialValue: ScriptAnimatable(initialValue)) { for t in core { t } }
    if let issue = timeline.issues.first {
      let at = issue.track < tracks.count && issue.keyframe < tracks[issue.track].keyframes.count  // trap-ok: checked
        ? tracks[issue.track].keyframes[issue.keyframe].range : range  // trap-ok: checked
      throw RuntimeError(issue.description, at: at, file: m.file)
    }
    return KeyframeTimelineObject(
      timeline, initialValue: initialValue.unwrapped, trackNames: tracks.map { $0.keyPath?.printed ?? "value" })
  }
}
