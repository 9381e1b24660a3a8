import AnimationCore
import Testing

/// Descriptions of animations (reference §4.1, §8.2) and the factory form.
@Suite struct AnimationDescriptionTests {
  @Test func defaultDescriptions() {
    #expect(Animation.default.description == "DefaultAnimation()")
    #expect(Animation.default.debugDescription == "AnyAnimator(AnimationCore.DefaultAnimation())")
    #expect(String(describing: Animation.default.base) == "DefaultAnimation()")
  }

  @Test func debugDescriptionWrapsBase() {
    let animation = Animation.easeIn
    #expect(animation.debugDescription == "AnyAnimator(\(String(reflecting: animation.base)))")
    #expect(animation.description == String(describing: animation.base))
  }

  @Test func factoryForms() {
    #expect(Animation.default.factoryDescription == ".default")
    #expect(Animation.easeInOut(duration: 0.3).factoryDescription == ".easeInOut(duration: 0.3)")
    #expect(Animation.easeInOut.factoryDescription == ".easeInOut")
    #expect(Animation.linear(duration: 1).factoryDescription == ".linear(duration: 1.0)")
    #expect(Animation.easeIn.factoryDescription == ".easeIn")
    #expect(Animation.easeOut(duration: 2).factoryDescription == ".easeOut(duration: 2.0)")
    #expect(
      Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1).factoryDescription
        == ".timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1.0)")
    #expect(
      Animation.spring(response: 0.4, dampingFraction: 0.8).factoryDescription
        == ".spring(response: 0.4, dampingFraction: 0.8, blendDuration: 0.0)")
    #expect(Animation.spring.factoryDescription == ".spring")
    #expect(Animation.bouncy.factoryDescription == ".bouncy")
    #expect(Animation.snappy.factoryDescription == ".snappy")
    #expect(Animation.interactiveSpring.factoryDescription == ".interactiveSpring")
    #expect(Animation.interpolatingSpring.factoryDescription == ".interpolatingSpring")
    #expect(
      Animation.interpolatingSpring(stiffness: 100, damping: 10).factoryDescription
        == ".interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0)")
  }

  @Test func customFallsBackToDescription() {
    struct Hold: CustomAnimation {
      func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
      ) -> V? { value }
    }
    #expect(Animation(Hold()).factoryDescription == "Hold()")
  }
}

/// The mirror of an animation (reference §8.2).
@Suite struct AnimationMirrorTests {
  @Test func mirrorHasOneBaseChild() {
    let mirror = Mirror(reflecting: Animation.default)
    #expect(mirror.description == "Mirror for Animation")
    #expect(mirror.children.count == 1)
    #expect(mirror.children.first?.label == "base")
    #expect(mirror.children.first.map { String(describing: $0.value) } == "DefaultAnimation()")
  }
}
