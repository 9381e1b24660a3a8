// The table's keyframes and phases: SwiftUI's KeyframeTimeline, KeyframeTrack and the four
// keyframe kinds under their own names, and the scene's analogues of `.keyframeAnimator` and
// `.phaseAnimator` (keyframeAnimator(initialValue:…), phaseAnimator(_:…)), whose values read like
// an @State property's projection (`.presentation`, `.velocity`, `.isAnimating`, `sample`).
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerKeyframes() {
    registerKeyframeKinds()
    registerTimeline()
    registerKeyframeAnimator()
    registerPhaseAnimator()
  }

  private func registerKeyframeKinds() {
    method(
      .linearKeyframeType, "init",
      "A keyframe reached along a timing curve (linear by default) over its duration."
    ) { _, b, site, _, m throws(RuntimeError) in
      guard case .object(let c as CurveObject) = b.value(2).unwrapped else {
        throw RuntimeError(
          "timingCurve must be a UnitCurve, not \(b.value(2).typeNameWithArticle)", at: b.range(2, site), file: m.file)
      }
      return .object(
        KeyframeObject(.linear(c.curve), value: b.value(0), duration: try b.number(1, site, &m), range: site.range))
    }
    method(
      .springKeyframeType, "init",
      "A keyframe reached by a spring; without a duration it lasts the spring's settling duration."
    ) { _, b, site, _, m throws(RuntimeError) in
      guard case .object(let s as SpringObject) = b.value(2).unwrapped else {
        throw RuntimeError(
          "spring must be a Spring, not \(b.value(2).typeNameWithArticle)", at: b.range(2, site), file: m.file)
      }
      let duration = b.value(1).isNil ? nil : try b.number(1, site, &m)
      let start = b.value(3).isNil ? nil : b.value(3)
      return .object(
        KeyframeObject(.spring(s.spring, startVelocity: start), value: b.value(0), duration: duration, range: site.range))
    }
    method(
      .cubicKeyframeType, "init",
      "A keyframe on a cubic curve: adjacent cubic keyframes make a Catmull-Rom spline."
    ) { _, b, site, _, m throws(RuntimeError) in
      let start = b.value(2).isNil ? nil : b.value(2)
      let end = b.value(3).isNil ? nil : b.value(3)
      return .object(
        KeyframeObject(
          .cubic(startVelocity: start, endVelocity: end), value: b.value(0), duration: try b.number(1, site, &m),
          range: site.range))
    }
    method(
      .moveKeyframeType, "init", "A keyframe that jumps to its value at once, taking no time."
    ) { _, b, site, _, _ throws(RuntimeError) in
      .object(KeyframeObject(.move, value: b.value(0), duration: nil, range: site.range))
    }
    method(
      .keyframeTrackType, "init",
      "The keyframes of one property (a key path such as \\.scale), or of the whole value."
    ) { _, b, site, i, m throws(RuntimeError) in
      var keyPath: KeyPathObject?
      if b.overload == 0 {
        guard case .object(let kp as KeyPathObject) = b.value(0).unwrapped else {
          throw RuntimeError(
            "a KeyframeTrack's first argument is a key path (\\.scale), not \(b.value(0).typeNameWithArticle)",
            at: b.range(0, site), file: m.file)
        }
        keyPath = kp
      }
      let closureIndex = b.overload == 0 ? 1 : 0
      let items = try i.callBuilder(b.value(closureIndex), [], b.range(closureIndex, site), &m)
      return .object(
        KeyframeTrackObject(keyPath: keyPath, keyframes: try i.keyframes(items, site.range, &m), range: site.range))
    }
  }

  private func registerTimeline() {
    method(
      .keyframeTimelineType, "init",
      "Keyframes over time from an initial value: its tracks apply in order, the longest sets the duration."
    ) { _, b, site, i, m throws(RuntimeError) in
      let items = try i.callBuilder(b.value(1), [], b.range(1, site), &m)
      return .object(
        try i.makeKeyframeTimeline(
          initialValue: b.value(0), tracks: try i.keyframeTracks(items, site.range, &m), site.range, &m))
    }
    property(.keyframeTimeline, "duration", "The timeline's duration: its longest track's.") { v, _, _, _ in
      guard case .object(let t as KeyframeTimelineObject) = v else { return .none }
      return .number(t.timeline.duration)
    }
    property(.keyframeTimeline, "initialValue", "The value the tracks start from.") { v, _, _, _ in
      guard case .object(let t as KeyframeTimelineObject) = v else { return .none }
      return t.initialValue
    }
    property(
      .keyframeTimeline, "keyframeTimes",
      "Each track's keyframe end times in seconds (not in SwiftUI: for plots and checks)."
    ) { v, _, _, _ in
      guard case .object(let t as KeyframeTimelineObject) = v else { return .none }
      return .array(t.timeline.keyframeTimes.map { .array($0.map { .number($0) }) })
    }
    let reads: [(String, String, (KeyframeTimeline<ScriptAnimatable>, Double) -> ScriptAnimatable)] = [
      ("value", "time", { $0.value(time: $1) }),
      ("value", "progress", { $0.value(progress: $1) }),
      ("velocity", "time", { $0.velocity(time: $1) }),
    ]
    for (name, label, read) in reads {
      let doc =
        name == "velocity"
        ? "The rate of change at a time, per second (not in SwiftUI: checks the rules at keyframes)."
        : label == "time" ? "The value at a time in seconds." : "The value at a fraction (0…1) of the duration."
      method(
        .keyframeTimeline, name + "(" + label + ":)", doc,
        body: .one { v, x, _, site, m throws(RuntimeError) in
          guard case .object(let t as KeyframeTimelineObject) = v else { return .none }
          guard case .number(let d) = x.unwrapped else {
            throw RuntimeError("\(label) must be a number, not \(x.typeNameWithArticle)", at: site.range(of: 0), file: m.file)
          }
          return read(t.timeline, d).value
        })
    }
  }

  private func registerKeyframeAnimator() {
    method(
      .global, "keyframeAnimator",
      what: "keyframeAnimator",
      "A value driven by keyframes (SwiftUI's .keyframeAnimator): looping, or played once each time the trigger changes."
    ) { _, b, site, i, m throws(RuntimeError) in
      try i.keyframeAnimator(b, site, &m)
    }
  }

  private func registerPhaseAnimator() {
    method(
      .global, "phaseAnimator",
      what: "phaseAnimator",
      "A value that moves through phases (SwiftUI's .phaseAnimator): each entered with its animation, advancing when it completes."
    ) { _, b, site, i, m throws(RuntimeError) in
      try i.phaseAnimator(b, site, &m)
    }
  }
}
