// The type checker (Sources/AnimRuntime/Check): `:type` answers without running, member
// completion from a variable's static type, and errors before anything runs. The expected
// types are Swift's for the same expressions (Apple's declarations of Spring, UnitCurve,
// Animation, CGPoint; Swift's literal defaults).
import Testing

@testable import AnimRuntime
@testable import AnimSyntax
import AnimViews

@Suite struct TypeCheckerTests {
  @Test func typeOfAnExpressionIsSwiftsWithoutRunning() {
    let session = Session(output: { _ in })
    #expect(session.typeDescription(of: "Spring(duration: 1, bounce: 0)").type == "Spring")
    #expect(session.typeDescription(of: "Spring(response: 0.5, dampingRatio: 0.8)").type == "Spring")
    #expect(session.typeDescription(of: "UnitCurve.easeIn").type == "UnitCurve")
    #expect(session.typeDescription(of: "UnitCurve.easeIn.value(at: 0.5)").type == "Double")
    #expect(session.typeDescription(of: "Animation.easeIn(duration: 0.3).delay(1)").type == "Animation")
    #expect(session.typeDescription(of: "[1.0, 2.0]").type == "[Double]")
    #expect(session.typeDescription(of: "1").type == "Int")  // an integer literal without context
    #expect(session.typeDescription(of: "1.5").type == "Double")
    #expect(session.typeDescription(of: "CGPoint(x: 1, y: 2)").type == "CGPoint")
    #expect(session.typeDescription(of: "{ (t: Double) -> Double in t * t }").type == "(Double) -> Double")
    #expect(session.typeDescription(of: "3.7.rounded(.down)").type == "Double")
  }

  @Test func typeOfAVariableComesFromItsDeclaration() {
    let session = Session(output: { _ in })
    _ = session.evaluate("let c: UnitCurve = .easeIn\nvar s = Spring(duration: 0.5, bounce: 0.2)\nlet xs: [CGPoint] = [.zero]")
    #expect(session.typeDescription(of: "c").type == "UnitCurve")
    #expect(session.typeDescription(of: "s").type == "Spring")
    #expect(session.typeDescription(of: "s.stiffness").type == "Double")
    #expect(session.typeDescription(of: "xs").type == "[CGPoint]")
    #expect(session.typeDescription(of: "xs.first").type == "CGPoint?")
  }

  /// Generic types and functions as Swift infers them: SwiftUI declares `LinearKeyframe<Value>`,
  /// `KeyframeTrack<Root, Value>` and `KeyframeTimeline<Value>`; a literal for an Animatable
  /// parameter is a Double (Int is not Animatable); a user function's `V` takes its argument's type.
  @Test func genericsAreBoundByArgumentsAndContext() {
    let session = Session(output: { _ in })
    #expect(session.typeDescription(of: "LinearKeyframe(1, duration: 1)").type == "LinearKeyframe<Double>")
    #expect(session.typeDescription(of: "CubicKeyframe(CGPoint.zero, duration: 1)").type == "CubicKeyframe<CGPoint>")
    #expect(
      session.typeDescription(of: "KeyframeTimeline(initialValue: CGPoint.zero) { KeyframeTrack(\\.x) { LinearKeyframe(1, duration: 1) } }").type
        == "KeyframeTimeline<CGPoint>")
    _ = session.evaluate(
      "let t = KeyframeTimeline(initialValue: CGPoint.zero) { CubicKeyframe(.init(x: 0, y: 100), duration: 0.3) }\n"
        + "func twice<V: VectorArithmetic>(_ v: V) -> V { v + v }")
    #expect(session.typeDescription(of: "t.value(time: 0.1)").type == "CGPoint")
    #expect(session.typeDescription(of: "t.duration").type == "Double")
    #expect(session.typeDescription(of: "twice(AnimatablePair(1.0, 2.0))").type == "AnimatablePair<Double, Double>")
    #expect(session.typeDescription(of: "KeyframeTrack(\\CGPoint.y) { LinearKeyframe(1, duration: 1) }").type == "KeyframeTrack<CGPoint, Double>")
  }

  /// `:type` never runs code: what the checker cannot type is a variable's current value's type,
  /// or a message saying why not.
  @Test func typeOfWhatTheCheckerCannotTellRunsNothing() {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    _ = session.evaluate("func f(a) { print(\"ran\"); return a * 2 }\nlet x = f(2)")
    #expect(lines == ["ran"])
    #expect(session.typeDescription(of: "x").type == "number")
    let (type, diagnostics) = session.typeDescription(of: "f(3)")
    #expect(type == nil)
    #expect(diagnostics.first?.message.hasPrefix(":type cannot tell this expression's type without running it") == true)
    #expect(lines == ["ran"])
  }

  @Test func aTypeErrorInTypeIsReportedNotRun() {
    let session = Session(output: { _ in })
    let (type, diagnostics) = session.typeDescription(of: "Spring(duration: 0.5).stifness")
    #expect(type == nil)
    #expect(diagnostics.map(\.message) == ["value of type 'Spring' has no member 'stifness'; did you mean 'stiffness'?"])
  }

  @Test func completionUsesAVariablesStaticType() {
    let session = Session(output: { _ in })
    _ = session.evaluate("let curve: UnitCurve = .easeIn\nlet spring = Spring.bouncy")
    let curveMembers = session.memberNames(of: "curve")
    #expect(curveMembers.contains("value"))
    #expect(curveMembers.contains("inverse"))
    #expect(!curveMembers.contains("stiffness"))
    let springMembers = session.memberNames(of: "spring")
    #expect(springMembers.contains("stiffness"))
    #expect(!springMembers.contains("inverse"))
  }

  @Test func checkReportsTypeErrorsWithoutRunning() {
    let file = SourceFile(
      name: "t.anim",
      text: """
        print("runs only without errors")
        func f(_ c: UnitCurve) -> Double { c.value(at: 0.5) }
        print(f(Animation.easeIn))
        let n: Double = "one"
        """)
    let messages = Checker.check(file).map(\.message)
    #expect(
      messages == [
        "cannot convert value of type 'Animation' to expected argument type 'UnitCurve'",
        "cannot convert value of type 'String' to specified type 'Double'",
      ])
  }

  @Test func signaturesReadAsSwiftWritesThem() throws {
    let (name, isStatic, sig) = try #require(
      SignatureReader.read("func value<V>(target: V, initialVelocity: V = .zero, time: Double) -> V", owner: "Spring"))
    #expect(name == "value")
    #expect(!isStatic)
    #expect(sig.labels == ["target", "initialVelocity", "time"])
    #expect(sig.hasDefault == [false, true, false])
    #expect(sig.selector(name) == "value(target:initialVelocity:time:)")
    // A function-typed parameter's arrow does not close a bracket.
    let (_, _, withAnimation) = try #require(
      SignatureReader.read(
        "func withAnimation<R>(_ a: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () -> R, completion: () -> Void) -> R",
        owner: ""))
    #expect(withAnimation.labels == [nil, "completionCriteria", nil, "completion"])
    #expect(withAnimation.parameters[3] == .function([], .void))
    // A variadic parameter, repeated as a call needs it.
    let (_, _, print) = try #require(SignatureReader.read("func print(_ items: Any..., separator: String = \" \")", owner: ""))
    #expect(print.variadic == 0)
    #expect(print.expanded(2).labels == [nil, nil, "separator"])
    #expect(print.expanded(0).labels == ["separator"])
    let (_, _, failable) = try #require(SignatureReader.read("init?(_ text: String)", owner: "Double"))
    #expect(failable.result == .optional(.double))
    #expect(failable.labels == [nil])
  }

  @Test func implicitMemberCompletionFollowsTheParametersType() {
    let session = Session(output: { _ in })
    let curve = session.implicitMemberNames(callee: "timingCurve", label: nil, index: 0)
    #expect(curve.contains("circularEaseIn"))
    #expect(!curve.contains("spring"))
    #expect(session.implicitMemberNames(callee: "withAnimation", label: "completionCriteria", index: 1) == ["logicallyComplete", "removed"])
    #expect(session.implicitMemberNames(callee: "withAnimation", label: nil, index: 0).contains("bouncy"))
    // The views' signatures: a stack's alignment, padding's edges (its number overload offers none).
    #expect(session.implicitMemberNames(callee: "VStack", label: "alignment", index: 0) == ["center", "leading", "trailing"])
    #expect(session.implicitMemberNames(callee: "padding", label: nil, index: 0).contains("horizontal"))
    // The session's own function: its parameter's annotation.
    _ = session.evaluate("func shape(curve: UnitCurve) -> Double { curve.value(at: 0.5) }")
    #expect(session.implicitMemberNames(callee: "shape", label: "curve", index: 0).contains("circularEaseIn"))
  }

  /// Every member the typed signatures declare exists in the run time's tables: the checker
  /// never accepts what would then fail as "no member" when it runs.
  @Test func everyTypedSignatureNamesARuntimeMember() {
    var missing: [String] = []
    let table = BuiltinTable.shared
    for type in BuiltinSignatures.declarations.keys.sorted() {
      guard let sigs = BuiltinSignatures.read(type) else { continue }
      if type.isEmpty {
        for name in sigs.instance.keys where Builtins.shared.index(of: name) == nil {
          missing.append(name)
        }
        continue
      }
      let typeKind = ValueKind.ofType(named: type)
      for name in sigs.statics.keys {
        guard let typeKind, table.memberNames(of: typeKind).contains(name) else {
          missing.append("\(type).\(name)")
          continue
        }
      }
      if !sigs.initializers.isEmpty, typeKind.map({ table.hasMethod("init", $0) }) != true {
        missing.append("\(type).init")
      }
      let instanceKind = TypeChecker.instanceKind(named: type)
      for name in sigs.instance.keys where instanceKind.map({ table.memberNames(of: $0).contains(name) }) != true {
        missing.append("\(type)().\(name)")
      }
    }
    #expect(missing == [])
  }

  /// The views' signatures (ViewSignatures.swift) name what the binding has: a view's or
  /// shape's modifier is one the built-in table applies (`Interpreter.isViewModifier`), or one the run time
  /// answers with its one diagnostic (UnsupportedViews); a view's initialiser is a
  /// built-in the binding registers; a static member (`HorizontalAlignment.trailing`,
  /// `Edge.Set.all`, `Font.title`) gives a value when a script reads it, as the checker's
  /// rewrite of `.trailing` does; the host's and a found view's members answer in a script.
  @Test func everyViewSignatureNamesARuntimeMember() {
    var missing: [String] = []
    var reads: [String] = []
    for type in ViewSignatures.declarations.keys.sorted() {
      guard let sigs = BuiltinSignatures.read(type) else {
        missing.append(type)
        continue
      }
      if type == "View" || type == "Shape" {
        for name in sigs.instance.keys
        where !Interpreter.isViewModifier(name) && UnsupportedViews.modifiers[name] == nil {
          missing.append("\(type).\(name)")
        }
        continue
      }
      if !sigs.initializers.isEmpty, Builtins.shared.index(of: type) == nil { missing.append("\(type).init") }
      for name in sigs.statics.keys.sorted() { reads.append("print(\(type).\(name))") }
    }
    // The instance members of the host's types, read (or called) on real values.
    let host = """
      struct V: View {
          var body: some View {
              Button("Go") { }.alignmentGuide(.leading) { d in d.width + d.height }
          }
      }
      let host = ViewHost(V(), width: 100, height: 100)
      let found = host.find(text: "Go")
      print(found.frame, found.opacity, found.scale, found.rotation, found.color, found.string, found.path.boundingRect, found.path.isEmpty)
      print(host.findAll(Text.self).count, host.dump().isEmpty, host.svg().isEmpty)
      print(found.lineWidth == nil)
      host.tap("Go")
      host.find(button: "Go").tap()
      host.update()
      """
    let session = Session(output: { _ in })
    for script in reads + [host] {
      let outcome = session.evaluate(script)
      if !outcome.succeeded { missing.append(script) }
    }
    #expect(missing == [])
    // The host script read every member the signatures give the host's types.
    for type in ["ViewHost", "FoundView", "FoundButton", "ViewDimensions"] {
      for name in BuiltinSignatures.read(type)?.instance.keys.sorted() ?? [] where !host.contains(".\(name)") {
        Issue.record("\(type).\(name) is not exercised")
      }
    }
  }
}
