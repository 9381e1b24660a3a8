import Testing

@testable import AnimSyntax

@Suite struct ParserTests {
  @Test(arguments: [
    ("1 + 2 * 3", "(+ 1 (* 2 3))"),
    ("a - b - c", "(- (- a b) c)"),
    ("a ?? b ?? c", "(?? a (?? b c))"),
    ("-x * y", "(* (- x) y)"),
    ("!a && b || c", "(|| (&& (! a) b) c)"),
    ("c ? a : b ? d : e", "(? c a (? b d e))"),
    ("0..<n", "(..< 0 n)"),
    ("0...n + 1", "(... 0 (+ n 1))"),
    ("x ?? 1 + 2", "(?? x (+ 1 2))"),
    ("previous.base is Target", "(is (. previous base) Target)"),
    ("a.b.c", "(. (. a b) c)"),
    ("v[0]", "(index v 0)"),
    ("f(1, b: 2)", "(call f 1 b: 2)"),
    ("f(&context)", "(call f &context)"),
    (
      "withAnimation(.bouncy) { x = 100 }",
      "(call withAnimation .bouncy trailing (closure () {(= x 100)}))"
    ),
    ("withAnimation { x = 1 }", "(call withAnimation trailing (closure () {(= x 1)}))"),
    (".spring(duration: 1)", "(call .spring duration: 1)"),
    ("{ t in t * t }", "(closure (t) {(* t t)})"),
    ("{ a, b in a + b }", "(closure (a b) {(+ a b)})"),
    ("[1, 2, 3]", "[1 2 3]"),
    ("[]", "[]"),
    ("(1, 2)", "(tuple 1 2)"),
    ("(x: 1, y: 2)", "(tuple x: 1 y: 2)"),
    ("((1, 2), 3)", "(tuple (tuple 1 2) 3)"),
    ("(1 + 2) * 3", "(* (+ 1 2) 3)"),
    ("#FF8800", "(color 255 136 0 255)"),
    ("#FF880080", "(color 255 136 0 128)"),
    ("\"t = \\(t)\"", "(interpolate \"t = \" t)"),
    ("\"a\\(b)c\\(d)e\"", "(interpolate \"a\" b \"c\" d \"e\")"),
    ("\"\\(\"in \\(x)\")\"", "(interpolate (interpolate \"in \" x))"),
    ("$x.presentation", "(. $x presentation)"),
    (
      "context.state[PausableState].pauseTime",
      "(. (index (. context state) PausableState) pauseTime)"
    ),
    ("1_000 + 1e-3 + 0.5", "(+ (+ 1000 0.001) 0.5)"),
    ("nil", "nil"),
    ("true", "true"),
  ])
  func expressions(source: String, expected: String) {
    #expect(parse(source).dump == expected)
  }

  @Test func chainedComparisonIsAnError() {
    let (_, errors) = parse("a < b == false")
    #expect(
      errors == [
        "1:7: comparison operators cannot be chained: '<' and '=='; combine comparisons with "
          + "'&&' (a < b && b < c)"
      ])
  }

  @Test(arguments: [
    ("let x = 1", "(let x 1)"),
    ("var x", "(var x)"),
    ("x += 1", "(+= x 1)"),
    ("a.b[1].c = 2", "(= (. (index (. a b) 1) c) 2)"),
    ("@State var x = 0.0", "(@State var x 0)"),
    ("@State(animation: .bouncy) var x = 0", "(@State(animation: .bouncy) var x 0)"),
    ("func f(a, b = 2) { return a + b }", "(func f (a b=2) {(return (+ a b))})"),
    ("if a { x } else if b { y } else { z }", "(if a {x} else (if b {y} else {z}))"),
    ("if let x = y, x > 1 { }", "(if (let x y) (> x 1) {})"),
    ("if let x { }", "(if (let x x) {})"),
    ("guard x else { return }", "(guard x {(return)})"),
    ("while i < 3 { i += 1 }", "(while (< i 3) {(+= i 1)})"),
    ("for i in 0..<n { break; continue }", "(for i (..< 0 n) {break; continue})"),
    (
      "for x in stride(from: 0, through: 1, by: 0.1) { }",
      "(for x (call stride from: 0 through: 1 by: 0.1) {})"
    ),
    ("test \"t\" { expect(1 == 1) }", "(test \"t\" {(call expect (== 1 1))})"),
    ("state S { var a = 0\n var b = false }", "(state S (var a 0) (var b false))"),
    (
      "animation A { let base\n merge always\n func animate(value, time, context) { return nil } }",
      "(animation A (let base) (func animate (value time context) {(return nil)}) (merge always))"
    ),
    (
      "animation A { merge if previous.base is A }",
      "(animation A (merge if (is (. previous base) A)))"
    ),
    ("let a = 1; let b = 2", "(let a 1)\n(let b 2)"),
    ("let a = Animation.easeIn\n  .delay(1)", "(let a (call (. (. Animation easeIn) delay) 1))"),
    ("let a = 1 +\n 2", "(let a (+ 1 2))"),
    ("let a = 1\n  * 2", "(let a (* 1 2))"),
    ("let a = 1\n-2", "(let a 1)\n(- 2)"),
    ("f(1,\n 2)", "(call f 1 2)"),
    ("if a {\n} \nelse {\n}", "(if a {} else {})"),
    ("let state = 1\nlet test = 2\nanimation = 3", "(let state 1)\n(let test 2)\n(= animation 3)"),
    ("/* a /* nested */ comment */ x // line", "x"),
  ])
  func statements(source: String, expected: String) {
    #expect(dump(source) == expected)
  }
}
