import AnimRuntime
import AnimSyntax
import Testing

/// Wrong types and absurd values for every built-in that takes arguments: each is one error at
/// the call, with a message that says what was wrong — never a trap, a hang, a silent NaN or a
/// silently ignored argument. (Issue 8; the script suite has one case per file, so the table
/// lives here.) Where the type checker knows both types (a typed signature, an annotation), the
/// error comes before anything runs, in Swift's words; otherwise when the call runs.
@Suite struct BadArgumentTests {
  static let cases: [(code: String, message: String)] = [
    // Scene built-ins.
    ("withAnimation(\"a\") { }", "cannot convert value of type 'String' to expected argument type 'Animation?'"),
    ("withTransaction(1, 2)", "withTransaction takes a Transaction and a closure"),
    ("wait(nil)", "'nil' is not compatible with expected argument type 'Double'"),
    ("wait([1, 2])", "'wait' expects a number here, not an array"),
    ("wait(1/0)", "wait needs a finite, non-negative number of seconds, not inf"),
    ("wait(0/0)", "wait needs a finite, non-negative number of seconds, not nan"),
    ("wait(-0.5)", "wait needs a finite, non-negative number of seconds, not -0.5"),
    ("wait(1e300)", "wait(1e+300) would tick more than 1000000 frames"),
    ("sample($x)", "no 'sample' takes the arguments (_:); it takes (_:for:)"),
    ("sample($x, for: \"a\")", "cannot convert value of type 'String' to expected argument type 'Double'"),
    // Through an untyped parameter the run time checks it.
    ("func f(d) { sample($x, for: d) }; f(\"a\")", "'sample' expects a number here, not a string"),
    ("sample($x, for: -1)", "sample needs a finite, non-negative duration, not -1"),
    ("sample($x, for: 0/0)", "sample needs a finite, non-negative duration, not nan"),
    ("sample($x, for: 1/0)", "sample needs a finite, non-negative duration, not inf"),
    ("sample(.linear, from: \"a\", to: 1, for: 1)", "cannot convert value of type 'String' to expected argument type 'Double'"),
    ("sample(.linear, from: 0, to: 1, for: -1/0)", "sample needs a finite, non-negative duration, not -inf"),
    ("sample(.linear, from: 0, to: 1, for: 1e300)", "sampling 1e+300 s would take 6e+301 frames; the limit is 1000000"),
    ("sample(1, for: 1)", "'sample' expects an Animation here, not a number"),
    ("plot(\"a\")", "cannot plot a string; plot takes a sample, an Animation, a UnitCurve or a Spring"),
    ("plot()", "plot needs something to plot"),
    // `plot` used to ignore extra arguments, so `svg:` looked like it worked.
    ("plot(.linear, svg: \"../x.svg\")",
     "a script writes files only below the current directory; '../x.svg' leaves it"),
    ("plot(.linear, 1, 2)", "cannot plot a number; plot takes a sample, an Animation, a UnitCurve or a Spring"),
    // Core and maths built-ins.
    ("print(rgb(\"a\", 1, 1))", "cannot convert value of type 'String' to expected argument type 'Double'"),
    ("print(stride(from: 0, to: 10, by: 0))", "stride step must be a non-zero number"),
    ("print(stride(from: 0, to: 10, by: 0/0))", "stride step must be a non-zero number"),
    ("print(pausable(1))", "'pausable' expects an Animation here, not a number"),
    ("print(abs(\"a\"))", "'abs' takes a number, not a string"),
    ("print(pow(\"a\", 2))", "cannot convert value of type 'String' to expected argument type 'Double'"),
    // SwiftUI's and CoreGraphics' value types (issue 15): each mismatch names both types.
    ("print(CGPoint(x: \"a\", y: 1))", "cannot convert value of type 'String' to expected argument type 'Double'"),
    ("print(CGRect(origin: 1, size: CGSize.zero))", "'CGRect' expects a CGPoint here, not a number"),
    ("print(CGRect.zero.contains(1))", "'contains' expects a CGPoint or a CGRect here, not a number"),
    ("print(CGRect.zero.insetBy(dx: \"a\", dy: 1))", "cannot convert value of type 'String' to expected argument type 'Double'"),
    ("print(CGRect.zero.union(CGPoint.zero))", "cannot convert value of type 'CGPoint' to expected argument type 'CGRect'"),
    ("var p = CGPoint.zero; p.x = \"a\"", "cannot assign value of type 'String' to type 'Double'"),
    ("var r = CGRect.zero; r.origin = 3", "cannot set 'origin' of a CGRect to a number"),
    ("var r = CGRect.zero; r.width = 3", "cannot set member 'width' of a CGRect"),
    ("var p = CGPoint.zero; p.animatableData = (1, 2, 3)", "cannot set 'animatableData' of a CGPoint to a tuple"),
    ("@State var p = CGPoint.zero; p = CGSize.zero", "cannot assign value of type 'CGSize' to type 'CGPoint'"),
    ("@State var c = #FF0000; c = [1, 0, 0, 1]", "cannot assign an array to a property holding a Color"),
    ("@State var c = (1, 2); c = CGPoint.zero", "cannot assign a CGPoint to a property holding a pair"),
    ("print(CGPoint.zero + CGSize.zero)", "cannot add CGPoint and CGSize"),
    ("print(CGPoint(x: 1, y: 2) * 2)", "cannot multiply CGPoint and Double"),
    ("print(Angle.zero * Angle.zero)", "cannot multiply Angle and Angle"),
    ("print(Angle.zero + 1)", "cannot add Angle and Double"),
    ("print(Angle.degrees())", "no 'Angle.degrees' takes the arguments (); it takes (_:)"),
    ("print(AnimatablePair(CGPoint.zero, 1))", "generic struct 'AnimatablePair' requires that 'CGPoint' conform to 'VectorArithmetic'"),
    ("print(AnimatablePair(1, \"a\"))", "generic struct 'AnimatablePair' requires that 'String' conform to 'VectorArithmetic'"),
    ("func pair(a) { AnimatablePair(a, 1) }; print(pair(CGPoint.zero))", "AnimatablePair needs VectorArithmetic values, and a CGPoint is not one (its animatableData is)"),
    ("print(Color(red: 1, green: 0))", "Color has no initializer (red:green:); it takes (red:green:blue:opacity:) or (white:opacity:) or (hue:saturation:brightness:opacity:) or (_:red:green:blue:opacity:)"),
    ("print(Color.red.opacity(\"a\"))", "cannot convert value of type 'String' to expected argument type 'Double'"),
    ("print(Color.gren)", "type 'Color' has no member 'gren'; did you mean 'green'?"),
    ("print(UnitPoint.centre)", "type 'UnitPoint' has no member 'centre'; did you mean 'center'?"),
    ("expect(1)", "expect needs a bool condition"),
    // Animation factories and modifiers: durations, speeds, counts.
    ("print(Animation.linear(duration: \"a\"))", "cannot convert value of type 'String' to expected argument type 'Double'"),
    ("print(Animation.linear(duration: 1/0))", "invalid duration inf: must be a finite number >= 0"),
    ("print(Animation.linear.delay(-1))", "invalid duration -1: must be a finite number >= 0"),
    ("print(Animation.linear.speed(0/0))", "invalid speed nan: must be a number > 0"),
    ("print(Animation.linear.speed(1/0))", "invalid speed inf: must be a number > 0"),
    // Through an untyped parameter, so that the run time's own check is what answers (a typed
    // argument is checked before running).
    ("func rc(c) { return Animation.linear.repeatCount(c) }; print(rc(0.0/0))", "invalid repeat count nan: must be a whole number from 0 to 9007199254740992 (2^53)"),
    ("func rc(c) { return Animation.linear.repeatCount(c) }; print(rc(1.0/0))", "invalid repeat count inf: must be a whole number from 0 to 9007199254740992 (2^53)"),
    ("func rc(c) { return Animation.linear.repeatCount(c) }; print(rc(2.5))", "invalid repeat count 2.5: must be a whole number from 0 to 9007199254740992 (2^53)"),
    ("func rc(c) { return Animation.linear.repeatCount(c) }; print(rc(1e300))", "invalid repeat count 1e+300: must be a whole number from 0 to 9007199254740992 (2^53)"),
    ("print(Animation.linear.repeatCount(3, autoreverses: 1))", "'repeatCount' expects a bool here, not a number"),
    ("print(Animation.linear.repeatForever(autoreverses: \"no\"))", "cannot convert value of type 'String' to expected argument type 'Bool'"),
    ("print(Animation.linear.logicallyComplete(after: -1))", "invalid duration -1: must be a finite number >= 0"),
    // Springs and curves: NaN and infinities used to give a silent jump or a NaN trajectory.
    ("print(Animation.spring(duration: 0.5, bounce: 0/0))", "invalid bounce nan: must be a finite number"),
    ("print(Animation.spring(response: 1/0, dampingFraction: 1))", "invalid response inf: must be a finite number"),
    ("print(Animation.spring(response: 1, dampingFraction: -1/0))", "invalid dampingFraction -inf: must be a finite number"),
    ("print(Animation.interactiveSpring(response: 0/0))", "invalid response nan: must be a finite number"),
    ("print(Animation.snappy(extraBounce: 0/0))", "invalid extraBounce nan: must be a finite number"),
    ("print(Animation.bouncy(extraBounce: -1/0))", "invalid extraBounce -inf: must be a finite number"),
    ("print(Animation.smooth(duration: 0/0))", "invalid duration nan: must be a finite number >= 0"),
    ("print(Animation.interpolatingSpring(mass: -1, stiffness: 1, damping: 1))", interpolatingMessage),
    ("print(Animation.interpolatingSpring(mass: 1/0, stiffness: 1, damping: 1))", interpolatingMessage),
    ("print(Animation.interpolatingSpring(mass: 1, stiffness: 0/0, damping: 1))", interpolatingMessage),
    ("print(Animation.interpolatingSpring(mass: 1, stiffness: 1, damping: 1, initialVelocity: 1/0))", "invalid initialVelocity inf: must be a finite number"),
    ("print(Animation.interpolatingSpring(duration: 1, bounce: 0/0))", "invalid bounce nan: must be a finite number"),
    ("print(Animation.timingCurve(0/0, 0, 1, 1))", "invalid control point nan: must be a finite number"),
    ("print(Animation.timingCurve(0, 1/0, 1, 1))", "invalid control point inf: must be a finite number"),
    ("print(Animation.timingCurve(0, 0, 1, 1, duration: 0/0))", "invalid duration nan: must be a finite number >= 0"),
    // Values.
    ("func at(i) { return [1, 2][i] }; print(at(0.0 / 0))", "index nan is out of range for an array of 2 elements"),
    ("print([1, 2][1e300])", "index 1e+300 is out of range for an array of 2 elements"),
    ("print([1, 2][-1])", "index -1 is out of range for an array of 2 elements"),
    ("x = \"a\"", "cannot assign value of type 'String' to type 'Double'"),
    ("print(x.scaled(by: \"a\"))", "cannot convert value of type 'String' to expected argument type 'Double'"),
  ]

  /// Arguments whose labels or count fit no overload of a global function: reported when the
  /// code is checked, before anything runs (issue 14: labels are matched when lowering).
  static let labelCases: [(code: String, message: String)] = [
    ("withAnimation(.linear)", "no 'withAnimation' takes the arguments (_:); it takes (_:_:) or (_:completionCriteria:_:completion:)"),
    ("withAnimation(.linear, completion: 3) { }",
     "no 'withAnimation' takes the arguments (_:completion:_:); did you mean (_:completionCriteria:_:)?"),
    ("print(rgba(1, 1, 1))", "no 'rgba' takes the arguments (_:_:_:); it takes (_:_:_:_:)"),
    ("print(type())", "no 'type' takes the arguments (); it takes (_:) or (of:)"),
    ("print(sin(1, 2))", "no 'sin' takes the arguments (_:_:); did you mean (_:)?"),
  ]

  @Test(arguments: labelCases.indices)
  func badLabelsAreOneErrorBeforeRunning(index: Int) {
    let (code, message) = Self.labelCases[index]
    let (lines, outcome) = runScript("print(1)\n" + code + "\n")
    #expect(lines.isEmpty, "\(code): nothing runs")
    #expect(outcome.runtimeError == nil)
    #expect(messages(outcome) == [message], "\(code)")
    if let d = outcome.diagnostics.first {
      #expect(d.file.location(of: d.range.start).line == 2, "\(code): points at the call")
      #expect(DiagnosticRenderer().render(d).contains("^"))
    }
  }

  /// Scripts have no way to run programs or touch files: no such built-in exists.
  @Test(arguments: ["system", "exec", "shell", "run", "open", "read", "readFile", "write", "load", "import", "include", "svg", "file"])
  func noFileOrProcessBuiltins(name: String) {
    let (_, outcome) = runScript("let x = \(name)(\"/etc/passwd\")\n")
    #expect(!outcome.succeeded)
    #expect(messages(outcome).first?.hasPrefix("cannot find '\(name)' in scope") == true, "\(messages(outcome))")
  }

  static let interpolatingMessage =
    "invalid spring: mass and stiffness must be finite numbers > 0 and damping a finite number >= 0"

  @Test(arguments: cases.indices)
  func badArgumentIsOneRuntimeError(index: Int) {
    let (code, message) = Self.cases[index]
    let source = "@State var x = 0.0\n" + code + "\n"
    let (_, outcome) = runScript(source)
    #expect(!outcome.succeeded, "\(code)")
    let errors = outcome.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(code): one error, \(messages(outcome))")
    #expect(errors.first?.message == message, "\(code): \(messages(outcome))")
    if let d = errors.first {
      #expect(d.file.location(of: d.range.start).line == 2, "\(code): points at the call")
      #expect(DiagnosticRenderer().render(d).contains("^"))
    }
  }
}
