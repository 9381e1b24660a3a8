// `anim export` and `anim compare` through the built binary: pasteable CSS whose easing, parsed
// and evaluated by the CSS spec's rules, matches Anim's own motion; spring code for each
// ecosystem; errors that say what to do.
import AnimExport
import AnimationCore
import Foundation
import Testing

@Suite(.enabled(if: AnimExecutable.url != nil)) struct ExportCommandTests {
  /// The easing of `transition-timing-function: …;` (or `animation-…`) in `css`.
  func easing(in css: String) -> String? {
    for line in css.split(separator: "\n") where line.contains("-timing-function: ") {
      guard let colon = line.range(of: ": ") else { continue }
      return String(line[colon.upperBound...].dropLast())  // the trailing ';'
    }
    return nil
  }

  @Test func theIssuesReactSpringExample() throws {
    let r = try AnimExecutable.run(["export", "react-spring", "Spring(duration: 0.5, bounce: 0.3)"])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("{ tension: 157.91, friction: 17.59, mass: 1 }\n"))
  }

  @Test func aTimingCurveIsItsKeywordWithItsDurationAndDelay() throws {
    let r = try AnimExecutable.run(["export", "css", ".easeInOut(duration: 0.3).delay(0.1)"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("transition-timing-function: ease-in-out;\n"))
    #expect(r.stdout.contains("transition-duration: 300ms;\n"))
    #expect(r.stdout.contains("transition-delay: 100ms;\n"))
    #expect(r.stdout.hasPrefix("/* .easeInOut(duration: 0.3).delay(0.1): ease-in-out, max error "))
  }

  /// The pasted easing, evaluated by the spec, against the spring it came from.
  @Test func aSpringsLinearEasingIsWithinTheTolerance() throws {
    let r = try AnimExecutable.run(
      ["export", "css", "Spring(duration: 0.5, bounce: 0.3)", "--tolerance", "0.002"])
    #expect(r.status == 0)
    let text = try #require(easing(in: r.stdout))
    let parsed = try #require(CSSEasing.parse(text))
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let duration = spring.settlingDuration
    #expect(r.stdout.contains("transition-duration: \(CSSNumber(duration * 1000))ms;"))
    for i in 0...499 {
      let x = Double(i) / 499
      #expect(abs(parsed.value(at: x) - spring.value(target: 1.0, time: x * duration)) <= 0.002)
    }
    #expect(r.stdout.contains("linear() with "))
    #expect(r.stdout.contains("max error 0.00"))
  }

  /// A declared animation runs in the session; its easing must follow its own formula.
  @Test func aScriptAnimationIsSampledThroughTheInterpreter() throws {
    let quad = """
      animation Quad {
        func animate(value, time, context) {
          if time > 0.5 { return nil }
          return value.scaled(by: (time / 0.5) * (time / 0.5))
        }
      }
      Quad()
      """
    let r = try AnimExecutable.run(["export", "css", quad])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("/* animation Quad { …: linear() with "))
    #expect(r.stdout.contains("transition-duration: 500ms;"))
    let text = try #require(easing(in: r.stdout))
    let parsed = try #require(CSSEasing.parse(text))
    for i in 0...200 {
      let x = Double(i) / 200
      #expect(abs(parsed.value(at: x) - x * x) <= 0.001 + 1e-9)
    }
  }

  @Test func aRuntimeErrorInAScriptAnimationIsReportedWhereItHappens() throws {
    let bad = """
      animation Bad {
        func animate(value, time, context) { return value.scaled(by: 1 / nil) }
      }
      Bad()
      """
    let r = try AnimExecutable.run(["export", "css", bad])
    #expect(r.status == 1)
    #expect(r.stderr.contains("<export>:2:64: error: cannot divide Double and nil"))
  }

  @Test func keyframesAreJSONWithOptions() throws {
    let r = try AnimExecutable.run(["export", "css", ".easeIn.repeatCount(3)", "--format", "keyframes"])
    #expect(r.status == 0)
    let data = Data(r.stdout.utf8)
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    let options = object?["options"] as? [String: Any]
    #expect(options?["iterations"] as? Int == 3)
    #expect(options?["direction"] as? String == "alternate")
    #expect(options?["duration"] as? Double == 350)
    let frames = object?["keyframes"] as? [[String: Any]]
    #expect(frames?.first?["easing"] as? String == "ease-in")
  }

  @Test func anEndlessAnimationIsAnErrorThatSaysToPassADuration() throws {
    let r = try AnimExecutable.run([
      "export", "css", ".linear(duration: 0.2).repeatForever().repeatCount(2)",
    ])
    #expect(r.status == 1)
    #expect(r.stderr.contains("does not end within 10 seconds"))
    #expect(r.stderr.contains("--duration SECONDS"))
    let fixed = try AnimExecutable.run([
      "export", "css", ".linear(duration: 0.2).repeatForever().repeatCount(2)", "--duration", "1",
    ])
    #expect(fixed.status == 0)
    #expect(fixed.stdout.contains("transition-duration: 1000ms;"))
  }

  @Test func unknownTargetsListTheKnownOnes() throws {
    let r = try AnimExecutable.run(["export", "lottie", ".bouncy"])
    #expect(r.status == 2)
    #expect(
      r.stderr.contains(
        "unknown target 'lottie'; the targets are: swiftui, compose, android, flutter, react-spring, motion, uikit, core-animation, css."
      ))
  }

  @Test func everyEcosystemTargetPrintsCode() throws {
    let expected: [(String, String)] = [
      ("swiftui", "Spring(duration: 0.5, bounce: 0.3)"),
      ("compose", "spring(dampingRatio = 0.7f, stiffness = 157.91f)"),
      ("android", "SpringForce(finalPosition).setDampingRatio(0.7f).setStiffness(157.91f)"),
      ("flutter", "SpringDescription(mass: 1, stiffness: 157.91, damping: 17.59)"),
      ("motion", "{ type: \"spring\", stiffness: 157.91, damping: 17.59, mass: 1 }"),
      ("uikit", "UIView.animate(springDuration: 0.5, bounce: 0.3)"),
      ("core-animation", "animation.mass = 1; animation.stiffness = 157.91; animation.damping = 17.59"),
    ]
    for (target, code) in expected {
      let r = try AnimExecutable.run(["export", target, ".bouncy"])
      #expect(r.status == 0, "\(target)")
      #expect(r.stdout.contains(code), "\(target): \(r.stdout)")
    }
  }

  @Test func swiftUIPrintsAnyAnimationOrCurveAsSwiftUICode() throws {
    let animation = try AnimExecutable.run(["export", "swiftui", ".easeIn(duration: 0.3).delay(1)"])
    #expect(animation.stdout == ".easeIn(duration: 0.3).delay(1.0)\n")
    let curve = try AnimExecutable.run(["export", "swiftui", "UnitCurve.easeIn"])
    #expect(curve.stdout == "UnitCurve.easeIn\n")
  }

  /// Issue 30: a timing curve exports to each platform's documented cubic-Bézier API. SwiftUI's
  /// `.easeInOut` is the Bézier (0.42, 0, 0.58, 1) (the same curve as CSS's ease-in-out), so
  /// each target's code carries those four numbers and 300 ms; the measured error is that of
  /// the same curve solved twice (and the points stored as 32-bit Float), far below 1e-5.
  @Test func aTimingCurveExportsToEachPlatformsBezierAPI() throws {
    let expected: [(String, [String])] = [
      ("compose", ["tween(durationMillis = 300, easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))"]),
      ("android", ["animator.setInterpolator(PathInterpolator(0.42f, 0f, 0.58f, 1f))", "animator.setDuration(300)"]),
      ("flutter", [
        "final controller = AnimationController(duration: const Duration(microseconds: 300000), vsync: this);",
        "final animation = CurvedAnimation(parent: controller, curve: const Cubic(0.42, 0.0, 0.58, 1.0));",
      ]),
      ("uikit", [
        "let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))",
        "let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: timing)",
      ]),
      ("core-animation", [
        "animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)",
        "animation.duration = 0.3",
      ]),
      ("motion", ["{ duration: 0.3, ease: [0.42, 0, 0.58, 1] }"]),
    ]
    for (target, lines) in expected {
      let r = try AnimExecutable.run(["export", target, ".easeInOut(duration: 0.3)"])
      #expect(r.status == 0, "\(target): \(r.stderr)")
      let printed = r.stdout.split(separator: "\n").map(String.init)
      for line in lines { #expect(printed.contains(line), "\(target) lacks \(line):\n\(r.stdout)") }
      let errorLine = try #require(printed.first { $0.hasPrefix("// max error ") }, "\(target)")
      let error = try #require(Double(errorLine.split(separator: " ")[3]))
      #expect(error < 1e-5, "\(target): \(errorLine)")
    }
  }

  /// Delay and speed are the target's own parameters: `.delay(0.1).speed(2)` halves both the
  /// 1/3 s duration and the delay (SwiftUI's speed divides every time inside it), so 1/6 s is
  /// 167 whole milliseconds (said in a comment) after 50 ms; a repeat is said to be dropped;
  /// a curve that overshoots is outside what UIKit documents for its control points.
  @Test func delaySpeedRepeatAndOvershootAreSaid() throws {
    let r = try AnimExecutable.run([
      "export", "compose", ".timingCurve(0.1, 0.2, 0.3, 1.5, duration: 1/3).delay(0.1).speed(2).repeatCount(2)",
    ])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix(
      "tween(durationMillis = 167, delayMillis = 50, easing = CubicBezierEasing(0.1f, 0.2f, 0.3f, 1.5f))\n"))
    #expect(r.stdout.contains("// compose takes whole milliseconds: 0.166667 s is written as 167 ms\n"))
    #expect(r.stdout.contains("// dropped: repeatCount(2, autoreverses: true)"))
    let uikit = try AnimExecutable.run(["export", "uikit", ".timingCurve(0.1, 0.2, 0.3, 1.5, duration: 2).delay(1)"])
    #expect(uikit.stdout.contains("animator.startAnimation(afterDelay: 1)\n"))
    #expect(uikit.stdout.contains("UIKit's documentation asks for control points within 0…1"))
  }

  /// A UnitCurve has no duration: SwiftUI's 0.35 s, said; a circular curve is no Bézier; a
  /// spring library refuses curves, naming what it takes.
  @Test func curvesWithoutDurationAndWhatCannotBeExported() throws {
    let curve = try AnimExecutable.run(["export", "flutter", "UnitCurve.easeIn"])
    #expect(curve.stdout.contains("const Cubic(0.42, 0.0, 1.0, 1.0)"))
    #expect(curve.stdout.contains("Duration(microseconds: 350000)"))
    #expect(curve.stdout.contains("0.35 s is SwiftUI's default for timing curves"))
    let circular = try AnimExecutable.run(["export", "android", "UnitCurve.circularEaseIn"])
    #expect(circular.status == 1)
    #expect(circular.stderr.contains("UnitCurve.circularEaseIn is not a cubic Bézier"))
    let reactSpring = try AnimExecutable.run(["export", "react-spring", ".easeIn"])
    #expect(reactSpring.status == 1)
    #expect(reactSpring.stderr.contains("react-spring takes: a Spring or a spring animation"))
  }

  /// `--file SCRIPT`: what a script defines can be exported and compared by name (a custom
  /// animation, neither spring nor curve, is CSS's only).
  @Test func exportAndCompareTakeAScript() throws {
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("scene.anim")
    try Data("""
      animation Quad {
        func animate(value, time, context) {
          if time > 0.5 { return nil }
          return value.scaled(by: (time / 0.5) * (time / 0.5))
        }
      }
      let quad = Animation(Quad())
      let fast = Animation.easeOut(duration: 0.2)
      print("not shown")
      """.utf8).write(to: script)
    let css = try AnimExecutable.run(["export", "--file", script.path, "css", "quad"])
    #expect(css.status == 0, "\(css.stderr)")
    #expect(css.stdout.contains("transition-duration: 500ms;"))
    #expect(!css.stdout.contains("not shown"))
    let compose = try AnimExecutable.run(["export", "--file", script.path, "compose", "fast"])
    #expect(compose.stdout.hasPrefix("tween(durationMillis = 200, easing = CubicBezierEasing(0f, 0f, 0.58f, 1f))\n"))
    let custom = try AnimExecutable.run(["export", "--file", script.path, "compose", "quad"])
    #expect(custom.status == 1)
    #expect(custom.stderr.contains("compose takes: a Spring, a spring animation (.bouncy, .spring(…)) or a timing curve"))
    let compare = try AnimExecutable.run(["compare", "--file", script.path, "quad", "fast", "--width", "60"])
    #expect(compare.status == 0, "\(compare.stderr)")
    // Quad reaches 50 % at 0.5·√0.5 ≈ 0.35355 s (found between samples: to 1 ms).
    // The row reads: settles, overshoot %, 50 %, final.
    let row = try #require(compare.stdout.split(separator: "\n").first { $0.hasPrefix("quad ") && $0.hasSuffix(" 1") })
    let figures = row.split(separator: " ").compactMap { Double($0) }
    #expect(figures.count == 4)
    #expect(abs((figures.dropFirst(2).first ?? 0) - 0.5 * 0.5.squareRoot()) < 0.001, "\(row)")
    let missing = try AnimExecutable.run(["export", "--file", scratch.appendingPathComponent("none.anim").path, "css", "quad"])
    #expect(missing.status == 2)
  }

  /// The shell completion scripts offer the targets.
  @Test func completionOffersTheTargets() throws {
    let bash = try AnimExecutable.run(["--generate-completion-script", "bash"])
    #expect(bash.stdout.contains("core-animation"))
    #expect(bash.stdout.contains("react-spring"))
  }

  @Test func compareChartsBothAndPrintsTheirFigures() throws {
    let r = try AnimExecutable.run([
      "compare", ".linear(duration: 1)", ".easeIn(duration: 1)", "--width", "60",
    ])
    #expect(r.status == 0)
    #expect(r.stdout.contains(".linear(duration: 1) vs .easeIn(duration: 1)"))
    // ease-in (0.42, 0, 1, 1) lags the line most around a third of the way.
    let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("largest difference: ") })
    let numbers = line.split(separator: " ").compactMap { Double($0) }
    #expect(numbers.count == 2)
    #expect(abs((numbers.first ?? 0) - 0.2) < 0.05)
    #expect(r.stdout.contains("overshoot"))
  }

  @Test func compareRefusesACurveBesideAMove() throws {
    let r = try AnimExecutable.run(["compare", "UnitCurve.easeIn", ".bouncy"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("cannot chart UnitCurve.easeIn (over progress 0…1) with .bouncy"))
  }
}

/// A number as the exporter prints milliseconds (to 0.01).
private func CSSNumber(_ x: Double) -> String {
  var text = String(format: "%.2f", x)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
