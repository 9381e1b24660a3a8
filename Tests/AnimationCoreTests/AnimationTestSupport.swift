import AnimationCore

/// What running an animation on a Double at a fixed frame rate produced.
struct AnimationRun {
  /// The value at each frame, from frame 0 (time 0) until the animation returned nil.
  var values: [Double] = []
  /// The frame rate of the run.
  var fps: Double = 60
  /// The time of the first frame after which `isLogicallyComplete` was true.
  var logicalCompletionTime: Double?
  /// The time of the first frame at which the animation returned nil, if it did.
  var endTime: Double?

  /// The value at the frame nearest `time`, or nil if the animation had ended by then.
  func value(at time: Double) -> Double? {
    let frame = Int((time * fps).rounded())
    return values.indices.contains(frame) ? values[frame] : nil
  }
}

/// Runs `animation` toward `target` from a fresh context, sampling at `fps` from time 0 until it
/// returns nil or `limit` seconds have passed.
func run(
  _ animation: Animation, target: Double, fps: Double = 60, limit: Double = 10,
  environment: EnvironmentValues = .init()
) -> AnimationRun {
  var context = AnimationContext<Double>(environment: environment)
  var result = AnimationRun(fps: fps)
  var frame = 0
  while Double(frame) / fps <= limit {
    let time = Double(frame) / fps
    guard let value = animation.animate(value: target, time: time, context: &context) else {
      result.endTime = time
      break
    }
    result.values.append(value)
    if context.isLogicallyComplete && result.logicalCompletionTime == nil {
      result.logicalCompletionTime = time
    }
    frame += 1
  }
  return result
}

/// Whether `a` is within `tolerance` of `b`.
func close(_ a: Double?, _ b: Double, _ tolerance: Double) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}
