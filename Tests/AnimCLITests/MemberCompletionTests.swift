@testable import AnimREPL
import Testing

@testable import anim

/// Tab completion after a dot knows the receiver's type where it can, through the real runtime.
@Suite struct MemberCompletionTests {
  /// A completer over a fresh runtime session, after running `setup`.
  /// The engine is returned too: the completer holds its source weakly.
  private func completer(_ setup: String = "") throws -> (Completer, any REPLEngine) {
    let engine = RuntimeHost().makeEngine(options: HostOptions(timeout: nil, colorDiagnostics: false))
    let e = try #require(engine)
    if !setup.isEmpty { _ = e.evaluate(REPLInput(text: setup, echoesValue: false)) }
    return (Completer(source: e), e)
  }

  @Test func aSpringConstructorCompletesSpringMembers() throws {
    let (c, engine) = try completer()
    let names = c.candidates(for: "", after: "Spring(duration: 0.5, bounce: 0.3).") ?? []
    #expect(names.contains("stiffness"))
    #expect(names.contains("settlingDuration"))
    #expect(names.contains("value"))
    #expect(!names.contains("animate"))
    #expect(!names.contains("fps"))
    #expect(c.candidates(for: "sti", after: "Spring(duration: 0.5, bounce: 0.3).") == ["stiffness"])
    _ = engine
  }

  @Test func arraysDictionariesAndTuplesCompleteTheirMembers() throws {
    let (c, engine) = try completer("var a = [1, 2]\nvar d = [\"k\": 1]\nlet t = (x: 1, y: 2, z: 3)")
    #expect(c.candidates(for: "app", after: "a.") == ["append"])
    let sorted = c.candidates(for: "so", after: "a.") ?? []
    #expect(sorted == ["sort", "sorted"])  // the mutating sort and the copying sorted, as Swift has both
    let keys = c.candidates(for: "", after: "d.") ?? []
    #expect(keys.contains("keys") && keys.contains("removeValue") && keys.contains("values"))
    #expect(c.candidates(for: "", after: "t.") == ["x", "y", "z"])
    _ = engine
  }

  @Test func staticsOfBuiltinTypes() throws {
    let (c, engine) = try completer()
    #expect(
      c.candidates(for: "", after: "Spring.") == [
        "android", "bouncy", "compose", "coreAnimation", "figma", "flutter", "motion", "preset",
        "reactSpring", "smooth", "snappy", "uikit",
      ])
    let curves = c.candidates(for: "ease", after: "UnitCurve.") ?? []
    // easeInEaseOut: SwiftUI's deprecated name for easeInOut, still a member.
    #expect(curves == ["easeIn", "easeInEaseOut", "easeInOut", "easeOut"])
    #expect((c.candidates(for: "sp", after: "Animation.") ?? []).contains("spring"))
    #expect((c.candidates(for: "bo", after: "withAnimation(.") ?? []) == ["bouncy"])
    _ = engine
  }

  /// SwiftUI's value types (issue 15): statics, constructors and constants complete from the table.
  @Test func geometryAndColourTypes() throws {
    let (c, engine) = try completer("let frame = CGRect(x: 0, y: 0, width: 10, height: 10)")
    #expect((c.candidates(for: "", after: "CGRect.") ?? []) == ["infinite", "null", "zero"])
    #expect((c.candidates(for: "mi", after: "CGRect(x: 0, y: 0, width: 1, height: 1).") ?? []) == ["midX", "midY", "minX", "minY"])
    #expect((c.candidates(for: "ins", after: "frame.") ?? []) == ["insetBy"])
    #expect((c.candidates(for: "ma", after: "CGRect.zero.") ?? []) == ["maxX", "maxY"])
    #expect((c.candidates(for: "te", after: "Color.") ?? []) == ["teal"])
    #expect((c.candidates(for: "op", after: "Color.red.") ?? []) == ["opacity"])
    #expect((c.candidates(for: "deg", after: "Angle.degrees(90).") ?? []) == ["degrees"])
    #expect((c.candidates(for: "top", after: "UnitPoint.") ?? []) == ["top", "topLeading", "topTrailing"])
    _ = engine
  }

  @Test func curvesAndChains() throws {
    let (c, engine) = try completer()
    #expect(c.candidates(for: "", after: "UnitCurve.easeIn.") == ["evaluate", "inverse", "value", "velocity"])
    #expect(c.candidates(for: "", after: "UnitCurve.easeIn.inverse.") == ["evaluate", "inverse", "value", "velocity"])
    #expect((c.candidates(for: "is", after: "Spring.bouncy.stiffness.") ?? []).contains("isApproximatelyEqual"))
    #expect((c.candidates(for: "", after: "Animation.easeIn(duration: 1).delay(0.5).") ?? []).contains("speed"))
    _ = engine
  }

  @Test func globalsCompleteByTheirCurrentValue() throws {
    let (c, engine) = try completer(
      "let s = Spring(mass: 1, stiffness: 100, damping: 10)\nlet k = UnitCurve.circularEaseIn\n@State var x = 0.0\nlet p = (x: 1, y: 2)")
    #expect((c.candidates(for: "da", after: "s.") ?? []) == ["damping", "dampingRatio"])
    #expect(c.candidates(for: "", after: "k.") == ["evaluate", "inverse", "value", "velocity"])
    #expect((c.candidates(for: "pres", after: "$x.") ?? []) == ["presentation"])
    #expect((c.candidates(for: "", after: "p.") ?? []).contains("y"))
    _ = engine
  }

  @Test func unknownReceiversStillGetTheGenericList() throws {
    let (c, engine) = try completer()
    #expect(!(c.candidates(for: "", after: "nothingHere.") ?? []).isEmpty)
    _ = engine
  }

  /// An implicit member completes against the type the argument wants, as the resolver reads it.
  @Test func implicitMembersFollowTheArgument() throws {
    let (c, engine) = try completer()
    #expect(c.candidates(for: "circ", after: "Animation.timingCurve(.") == [
      "circularEaseIn", "circularEaseInOut", "circularEaseOut",
    ])
    #expect(c.candidates(for: "", after: "withAnimation(.timingCurve(.easeIn, duration: 1), completionCriteria: .") == [
      "logicallyComplete", "removed",
    ])
    // Spring's presets and its static factories for other ecosystems' parameters.
    #expect(
      c.candidates(for: "", after: "let a = Animation.spring(.")
        == [
          "android", "bouncy", "compose", "coreAnimation", "figma", "flutter", "motion", "preset",
          "reactSpring", "smooth", "snappy", "uikit",
        ])
    #expect(c.candidates(for: "b", after: "Animation.interpolatingSpring(.") == ["bouncy"])
    // A function of unknown parameters gives no context (a label's name says nothing): an
    // Animation's members, as elsewhere.
    #expect((c.candidates(for: "cir", after: "f(curve: .") ?? []) == [])
    // Elsewhere an implicit member is an Animation.
    #expect(c.candidates(for: "bo", after: "withAnimation(.") == ["bouncy"])
    #expect(c.candidates(for: "ci", after: "withAnimation(.") == [])
    _ = engine
  }

  @Test func argumentContextReadsTheInnermostCall() {
    #expect(Completer.argumentContext(before: "withAnimation(") == ("withAnimation", nil, 0))
    #expect(
      Completer.argumentContext(before: "withAnimation(.linear, completionCriteria: ")
        == ("withAnimation", "completionCriteria", 1))
    #expect(Completer.argumentContext(before: "f(g(1, 2), [3, 4], ") == ("f", nil, 2))
    #expect(Completer.argumentContext(before: "Animation.timingCurve(") == ("timingCurve", nil, 0))
    #expect(Completer.argumentContext(before: "let x = ") == (nil, nil, 0))
  }

  /// Issue 30: inside a call's parentheses, Tab completes the callee's argument labels (of all
  /// its overloads; the labels alone once the word begins one) and the signatures are there
  /// to show: Spring's four initialisers (SwiftUI's), a built-in function's, the script's own.
  @Test func argumentLabelsAndSignaturesInsideACall() throws {
    let (c, engine) = try completer("func bump(x, by step = 1) { return x + step }")
    #expect(c.candidates(for: "dur", after: "Spring(") == ["duration:"])
    #expect(c.candidates(for: "b", after: "Spring(duration: 0.5, ") == ["bounce:"])
    #expect(c.candidates(for: "damp", after: "Spring(response: 0.5, ") == ["damping:", "dampingRatio:"])
    let start = c.candidates(for: "", after: "Spring(") ?? []
    for label in ["duration:", "bounce:", "mass:", "stiffness:", "response:", "settlingDuration:"] {
      #expect(start.contains(label), "\(label) missing")
    }
    #expect(start.contains("Animation"))  // an argument may be any expression
    #expect(c.candidates(for: "b", after: "bump(1, ") == ["by:"])
    #expect(c.candidates(for: "comp", after: "withAnimation(.bouncy, ") == ["completion:", "completionCriteria:"])
    #expect(c.signatures(after: "Spring(duration: 0.5, ") == [
      "Spring(duration:bounce:)", "Spring(mass:stiffness:damping:allowOverDamping:)",
      "Spring(response:dampingRatio:)", "Spring(settlingDuration:dampingRatio:epsilon:)",
    ])
    #expect(c.signatures(after: "bump(") == ["bump(x:by:)"])
    #expect(c.signatures(after: "let x = ") == [])
    // `.spring(` is Animation's: its overloads' labels.
    #expect(c.candidates(for: "resp", after: "withAnimation(.spring(") == ["response:"])
    _ = engine
  }
}
