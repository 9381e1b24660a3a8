extension Animator {
  /// Samples `animation` moving a new property of this animator from 0 to 1, for exports and
  /// comparisons: the state before the first frame, then one sample per frame, for `duration`
  /// seconds, or until the animation ends (at most `limit` seconds).
  ///
  /// - Returns: The samples, and whether the animation ended (always true with a `duration`).
  public func sampleMove(_ animation: Animation, for duration: TimeInterval?, limit: TimeInterval)
    -> (samples: [AnimationSample<Double>], ended: Bool)
  {
    let property = self.property(0.0)
    withAnimation(animation) { property.value = 1 }
    if let duration { return (sample(property, for: duration), true) }
    var samples = [AnimationSample(time: now, value: property.presentation, velocity: property.velocity)]
    let frames = frameCount(for: limit)
    var count = 0
    while count < frames, count == 0 || isAnimating {
      advance(frames: 1)
      count += 1
      samples.append(
        AnimationSample(time: now, value: property.presentation, velocity: property.velocity))
    }
    return (samples, !isAnimating)
  }
}
