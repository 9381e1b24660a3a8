// Spring code for other ecosystems: the numbers, their named constants and presets.
import AnimExport
import AnimationCore
import Testing

@Suite struct SpringExportTests {
  @Test func composeAndAndroidNameTheirConstants() {
    let spring = Spring.compose(dampingRatio: 0.5, stiffness: 400)
    #expect(
      SpringExport.code(for: spring, target: .compose).hasPrefix(
        "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessMediumLow)\n"))
    // SpringForce has no MediumLow: the number is written out.
    #expect(
      SpringExport.code(for: spring, target: .android).hasPrefix(
        "SpringForce(finalPosition).setDampingRatio(SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY).setStiffness(400f)\n"))
    #expect(
      SpringExport.code(for: .bouncy, target: .compose).hasPrefix(
        "spring(dampingRatio = 0.7f, stiffness = 157.91f)\n"))
  }

  @Test func presetsAreNamedInTheirEcosystem() throws {
    let wobbly = try #require(SpringPreset.named("react-spring.wobbly")).spring
    #expect(
      SpringExport.code(for: wobbly, target: .reactSpring).contains(
        "// this is react-spring.wobbly: tension: 180, friction: 12"))
    #expect(!SpringExport.code(for: wobbly, target: .motion).contains("// this is"))
  }

  @Test func overDampedSpringsSayWhatCannotExpressThem() {
    let slow = Spring.reactSpring(tension: 280, friction: 60)
    #expect(SpringExport.code(for: slow, target: .uikit).contains("UIKit's damping ratio is at most 1"))
    #expect(SpringExport.code(for: slow, target: .motion).contains("Motion clamps the damping ratio"))
  }

  @Test func coreAnimationGivesBothSettlingDurations() {
    let code = SpringExport.code(for: .coreAnimation(stiffness: 100, damping: 5), target: .coreAnimation)
    #expect(code.contains("≈ 2.855 s by CA's envelope estimate"))
  }
}
