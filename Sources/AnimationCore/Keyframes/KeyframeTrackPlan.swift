/// A track waiting for the value it starts from.
struct KeyframeTrackPlan<Root> {
  /// Resolves the track against the timeline's initial value and, on a retrigger, a value whose
  /// properties hold the velocities to carry into the track.
  let resolve: (_ initial: Root, _ velocity: Root?) -> KeyframeTrackEvaluator<Root>

  init<Value: Animatable>(_ keyPath: WritableKeyPath<Root, Value>, _ list: _KeyframeList<Value>) {
    self.init(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 }, list)
  }

  init<Value: Animatable>(
    get: @escaping (Root) -> Value, set: @escaping (inout Root, Value) -> Void,
    _ list: _KeyframeList<Value>
  ) {
    resolve = { initial, velocity in
      ResolvedKeyframeTrack(
        set: set, start: get(initial), seedVelocity: velocity.map { get($0).animatableData },
        keyframes: list.keyframes)
    }
  }
}
