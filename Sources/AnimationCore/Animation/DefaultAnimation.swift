/// The animation of `Animation.default`: what Apple documents, a spring with response 0.55,
/// damping fraction 1.0 and no blend.
///
/// It is its own type, so `.default` is equal only to `.default` (not to an equal spring) and its
/// description is `"DefaultAnimation()"`, as in SwiftUI. Like every fluid spring it always merges.
struct DefaultAnimation: CustomAnimation {
  /// The spring `.default` behaves as.
  static let spring = FluidSpringAnimation(
    response: 0.55, dampingFraction: 1.0, blendDuration: 0)

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    Self.spring.animate(value: value, time: time, context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    Self.spring.velocity(value: value, time: time, context: context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    Self.spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }
}

extension DefaultAnimation: FactoryDescribable {
  var factoryDescription: String { ".default" }
}

// The Double path, as every built-in spring has: `.default` in a frame of Double properties is
// called without generics, and `Animation.default` is boxed without a conformance cast at launch.
extension DefaultAnimation: DoubleAnimating {
  func animateDouble(
    value: Double, time: TimeInterval, context: inout AnimationContext<Double>
  ) -> Double? {
    Self.spring.animateDouble(value: value, time: time, context: &context)
  }
}
