/// ``AnimatedProperty/advance(to:environment:)`` for a Double property: a built-in animation
/// is evaluated through its ``BuiltinPath`` (no box, no context), any other through `advance`.
/// Returns whether the property still animates.
///
/// On an unmanaged reference that the frame's list keeps alive: as a method, or on a reference
/// from `unsafeDowncast`, the property was retained and released around every frame (about 40
/// instructions per property, callgrind). A free function, not a static method of the generic
/// class: a static method that is not inlined takes the class's metadata, looked up on every call.
@inline(__always)
func advanceDoubleProperty(
  _ property: Unmanaged<AnimatedProperty<Double>>, to time: TimeInterval,
  environment: UnsafePointer<EnvironmentValues>
) -> Bool {
  let c = property._withUnsafeGuaranteedRef { $0.core }
  let path = c.pointee.builtin
  if case .none = path {
    return property._withUnsafeGuaranteedRef { $0.advance(to: time, environment: environment) }
  }
  // `builtin` is set only while an animation runs (see `updateBuiltinPath`).
  let elapsed = time - c.pointee.beginTime
  let interval = c.pointee.interval
  var isLogicallyComplete = c.pointee.isLogicallyComplete
  guard
    let r = path.animate(
      value: interval, time: elapsed, state: &c.pointee.state,
      isLogicallyComplete: &isLogicallyComplete)
  else {
    AnimatedProperty.finish(property)
    return false
  }
  let notifying = AnimatedProperty.record(
    r, in: c, interval: interval, time: time, elapsed: elapsed,
    isLogicallyComplete: isLogicallyComplete)
  if notifying || !c.pointee.forks.isEmpty {
    AnimatedProperty.finishFrame(
      of: property, notifying: notifying, elapsed: elapsed, environment: environment)
  }
  return true
}

extension AnimatedProperty where Value == Double {
  /// ``finish()`` on an unmanaged reference.
  @inline(never)
  static func finish(_ property: Unmanaged<AnimatedProperty>) {
    property.takeUnretainedValue().finish()
  }
}
