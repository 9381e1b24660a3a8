import AnimSyntax
import Testing

@testable import AnimRuntime

/// The resolver's results live in its side table (`Resolution`), not in the syntax tree (issue
/// 14): resolving leaves every node as parsed, rewritten forms are fresh nodes, and a table
/// that serves several inputs keeps each input's facts apart.
@Suite struct ResolutionTests {
  /// Every kind of rewrite: implicit members (an animation, a curve, an enum case, a value
  /// type's static), a member and `Self` written alone in a method, a generic parameter as a
  /// value, a `trigger:` argument, and a result builder's body.
  static let everyRewrite = """
    enum Direction { case up, down }
    struct Box {
      var size = 1.0
      func twice() -> Double { size * 2 }
      func again() -> Self { Self(size: twice()) }
    }
    func zero<V: VectorArithmetic>(_ v: V) -> V { V.zero }
    let a = withAnimation(.easeIn) { 1 }
    let c: UnitCurve = .easeOut
    let d: Direction = .up
    let angle = Angle.zero + .degrees(45)
    @State var likes = 0
    let bounce = keyframeAnimator(initialValue: 1.0, trigger: likes) { value in
      KeyframeTrack {
        LinearKeyframe(2.0, duration: 0.5)
        if likes > 1 { LinearKeyframe(1.0, duration: 0.5) }
      }
    }
    """

  private func parseAndResolve(_ text: String) -> (Program, Resolver, before: String, after: String) {
    let (program, syntax) = Parser.parse(SourceFile(name: "r.anim", text: text))
    #expect(syntax.isEmpty)
    let before = program.dump
    let resolver = Resolver()
    let (diagnostics, _) = resolver.resolve(program)
    #expect(diagnostics.map(\.message) == [])
    return (program, resolver, before, program.dump)
  }

  @Test func resolvingLeavesTheTreeAsParsed() {
    let (_, _, before, after) = parseAndResolve(Self.everyRewrite)
    #expect(before == after)
    #expect(!after.contains("Animation.easeIn"))
  }

  /// `.easeIn` as an argument of `withAnimation` means `Animation.easeIn`: a `.member` node
  /// whose base names the built-in type, both with IDs no parse handed out.
  @Test func implicitMembersResolveToFreshNodes() throws {
    let (program, resolver, _, _) = parseAndResolve("withAnimation(.easeIn) { 1 }")
    let statement = try #require(program.statements.first)
    guard case .expression(let call) = statement.kind, case .call(_, let args) = call.kind,
      let written = args.first?.value, case .implicitMember = written.kind
    else {
      Issue.record("expected a call with an implicit member, got \(statement.dump)")
      return
    }
    let resolved = resolver.resolution.resolved(written)
    #expect(resolved !== written)
    #expect(resolved.id.rawValue >= program.nodeIDLimit)
    guard case .member(let base, let member) = resolved.kind, case .variable(let type) = base.kind else {
      Issue.record("expected Animation.easeIn")
      return
    }
    #expect(member.text == "easeIn")
    #expect(type.text == "Animation")
    #expect(base.id.rawValue >= program.nodeIDLimit && type.id.rawValue >= program.nodeIDLimit)
    guard case .builtin = resolver.resolution.location(of: type) else {
      Issue.record("'Animation' should be the built-in type")
      return
    }
    #expect(resolver.resolution.nextNodeID > program.nodeIDLimit)
  }

  /// Only the variable a closure uses is boxed, and the closure's layout says where it comes
  /// from.
  @Test func capturedVariablesAreMarked() throws {
    let text = "func f() { var a = 1; var b = 2; return { a } }"
    let (program, resolver, _, _) = parseAndResolve(text)
    let r = resolver.resolution
    guard case .function(let f) = try #require(program.statements.first).kind,
      f.body.statements.count == 3,
      case .variable(let a) = f.body.statements[0].kind,
      case .variable(let b) = f.body.statements[1].kind,
      case .return(let result?) = f.body.statements[2].kind, case .closure(let closure) = result.kind
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(r.isCaptured(a.name))
    #expect(!r.isCaptured(b.name))
    #expect(r.layout(of: f).localCount == 2)
    #expect(r.layout(of: closure).captures == [r.location(of: a.name)])
    #expect(r.location(of: a.name) == .local(0))
  }

  /// A second input parsed with IDs that continue the first's: resolving it leaves the first
  /// input's facts alone (the REPL lowers earlier inputs' functions later).
  @Test func laterInputsKeepEarlierFacts() throws {
    let resolver = Resolver()
    let r = resolver.resolution
    let (first, _) = Parser.parse(SourceFile(name: "1", text: "let a = 1\nfunc f(x) { let y = x; return y }"))
    _ = resolver.resolve(first)
    let start = r.nextNodeID
    #expect(start >= first.nodeIDLimit)
    guard case .variable(let a) = try #require(first.statements.first).kind,
      case .function(let f) = try #require(first.statements.last).kind,
      case .variable(let y) = try #require(f.body.statements.first).kind
    else {
      Issue.record("unexpected shape")
      return
    }
    let (aAt, yAt, fLayout) = (r.location(of: a.name), r.location(of: y.name), r.layout(of: f).localCount)
    let (second, _) = Parser.parse(
      SourceFile(name: "2", text: "var q = 2\nfunc g(u, v) { let w = u; return w }\nlet p = .easeIn"),
      firstNodeID: start)
    _ = resolver.resolve(second)
    guard case .variable(let q) = try #require(second.statements.first).kind else {
      Issue.record("unexpected shape")
      return
    }
    #expect(r.location(of: a.name) == aAt)
    #expect(r.location(of: y.name) == yAt)
    #expect(r.layout(of: f).localCount == fLayout)
    guard case .global(let qSlot) = r.location(of: q.name), case .global(let aSlot) = aAt else {
      Issue.record("a and q should be globals")
      return
    }
    #expect(qSlot != aSlot)
    #expect(r.nextNodeID > second.nodeIDLimit)  // `Animation.easeIn`'s nodes
  }

  /// Code lowered before its names were resolved reads their locations when it runs (the one
  /// run-time read of the table), so a later resolution still places them.
  @Test func namesResolvedAfterLoweringAreReadWhenRun() throws {
    let interpreter = Interpreter(output: { _ in })
    let (program, _) = Parser.parse(SourceFile(name: "late", text: "var x = 5\nx"))
    guard program.statements.count == 2, case .expression(let use) = program.statements[1].kind else {
      Issue.record("unexpected shape")
      return
    }
    let read = interpreter.lowered { Lowering.expr(use) }
    let (diagnostics, frameSize) = interpreter.resolver.resolve(program)
    #expect(diagnostics.isEmpty)
    let value = try interpreter.withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
      _ = try interpreter.run(program, mainFrameSize: frameSize, &m)
      return try read(interpreter, &m)
    }
    #expect(value.isEqual(to: .number(5)))
  }

  /// A session runs each input through one resolver, so the same holds there: a function
  /// declared in one input and called from later ones still works.
  @Test func sessionInputsShareOneTable() {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    _ = session.run(SourceFile(name: "1", text: "func make() { var n = 0; return { n += 1; return n } }"))
    _ = session.run(SourceFile(name: "2", text: "let next = make()\nnext()"))
    _ = session.run(SourceFile(name: "3", text: "print(next(), withAnimation(.linear) { 7 })"))
    #expect(lines == ["2 7"])
  }
}
