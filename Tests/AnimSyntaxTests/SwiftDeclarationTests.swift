// Swift's declaration syntax as pasted code writes it (issue 16): annotations, labels, generic
// and `where` clauses, `inout`, modifiers and ignored attributes parse into the AST; what Anim
// does not run is refused with one sentence.
import Testing

@testable import AnimSyntax

@Suite struct SwiftDeclarationTests {
  @Test(arguments: [
    ("let x: Double = 1", "(let x:Double 1)"),
    ("var p: CGPoint", "(var p:CGPoint)"),
    ("var o: Double? = nil", "(var o:Double? nil)"),
    ("var b: Bool! = nil", "(var b:Bool? nil)"),
    ("let v: [Double] = []", "(let v:[Double] [])"),
    ("let d: [String: Int]", "(let d:[String: Int])"),
    ("let t: (Double, Double) = (1, 2)", "(let t:(Double, Double) (tuple 1 2))"),
    ("let l: (x: Double, y: Double)", "(let l:(Double, Double))"),
    ("let g: (Double) -> Double", "(let g:(Double) -> Double)"),
    ("let h: @escaping (Double, Bool) -> Void", "(let h:(Double, Bool) -> Void)"),
    ("let c: AnimationContext<V>", "(let c:AnimationContext<V>)"),
    ("let q: Swift.Double", "(let q:Swift.Double)"),
    ("let a: any VectorArithmetic", "(let a:_)"),
    ("let k: Animation.Type", "(let k:_)"),
    ("let z: (Double)", "(let z:Double)"),
  ])
  func variableAnnotations(source: String, expected: String) {
    #expect(dump(source) == expected)
  }

  @Test(arguments: [
    ("func f(_ t: Double, by k: Double) -> Double { t * k }",
     "(func f (_ t:Double by k:Double) -> Double {(* t k)})"),
    ("func f(a, b = 2) { }", "(func f (a b=2) {})"),
    ("func f(t: Double = 0.5) { }", "(func f (t:Double=0.5) {})"),
    ("func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic { nil }",
     "(func animate<V> (value:V time:TimeInterval context:inout AnimationContext<V>) -> V? {nil})"),
    ("func g<A, B: Equatable & Hashable>() where A.Scalar == Double, B: Hashable { }",
     "(func g<A,B> () {})"),
    ("func e() throws -> Bool { true }", "(func e () -> Bool {true})"),
    ("func path(in rect: CGRect) -> Path { rect }", "(func path (in rect:CGRect) -> Path {rect})"),
    ("func m(_ a: [Double], _ b: [String: Int]?) { }",
     "(func m (_ a:[Double] _ b:[String: Int]?) {})"),
  ])
  func functionSignatures(source: String, expected: String) {
    #expect(dump(source) == expected)
  }

  @Test(arguments: [
    ("{ (t: Double) -> Double in t * t }", "(closure (t:Double) -> Double {(* t t)})"),
    ("{ (a, b) in a + b }", "(closure (a b) {(+ a b)})"),
    ("{ () -> Bool in true }", "(closure () -> Bool {true})"),
    ("{ t in t }", "(closure (t) {t})"),
    ("{ (x) }", "(closure () {x})"),
  ])
  func closureSignatures(source: String, expected: String) {
    #expect(dump(source) == expected)
  }

  @Test(arguments: [
    ("import SwiftUI\nlet x = 1", "nil\n(let x 1)"),
    ("import Foundation; import CoreGraphics", "nil\nnil"),
    ("private let x = 1", "(let x 1)"),
    ("public private(set) var x = 1", "(var x 1)"),
    ("fileprivate final func f() { }", "(func f () {})"),
    ("internal nonisolated func f() { }", "(func f () {})"),
    ("open func f() { }", "(func f () {})"),
    ("@discardableResult func f() -> Double { 1 }", "(func f () -> Double {1})"),
    ("@inlinable\npublic func f() { }", "(func f () {})"),
    ("@inline(__always) @MainActor func f() { }", "(func f () {})"),
    ("@State private var x = 0", "(@State var x 0)"),
    ("animation A { private let d = 1\n func animate(value, time, context) { nil } }",
     "(animation A (let d 1) (func animate (value time context) {nil}))"),
    // The modifier words are still names where no declaration follows.
    ("let open = 1\nprint(open)", "(let open 1)\n(call print open)"),
    ("public = 2", "(= public 2)"),
  ])
  func acceptedAndIgnored(source: String, expected: String) {
    #expect(dump(source) == expected)
  }

  static let moduleRefusal: String =
    "no module 'UIKit' in Anim; 'import SwiftUI', 'Foundation' and 'CoreGraphics' are accepted "
    + "(their animation parts are built in) and nothing else can be imported"
  static let refusals: [(String, String)] = [
    ("import UIKit", "1:8: " + moduleRefusal),
    ("actor Q { }", "1:1: " + Parser.refusedDeclarations["actor", default: ""]),
    ("func w() async { }", "1:10: " + Parser.asyncRefusal),
    ("let v = await w()", "1:9: " + Parser.asyncRefusal),
  ]

  @Test func refusedDeclarationsSayWhatToWriteInstead() {
    #expect(
      Parser.refusedDeclarations["actor"]
        == "Anim has no actors: a script runs on one thread, so declare a 'struct'")
    // A class is declared as in Swift now (swift_forms/classes.anim).
    #expect(Parser.refusedDeclarations["class"] == nil)
  }

  @Test func aClassIsAStructDeclarationMarkedAsOne() {
    #expect(dump("final class A: P { var x = 1 }") == "(class A (var x 1))")
  }

  @Test func identityOperatorsAreTokensOfTheirOwn() {
    #expect(dump("a === b") == "(=== a b)")
    #expect(dump("a !== b") == "(!== a b)")
  }

  @Test(arguments: refusals)
  func refusalsAreOneSentence(source: String, expected: String) {
    let (_, errors) = parse(source + "\nlet after = 1")
    #expect(errors == [expected])
  }

  @Test func aRefusedDeclarationIsSkippedWhole() {
    let (dump, errors) = parse("actor A {\n  var x = 1\n  func f() { }\n}\nlet y = 2")
    #expect(errors.count == 1)
    #expect(dump.hasSuffix("(let y 2)"))
  }

  @Test func deepTypesStopAtTheNestingLimit() {
    let source = "let x: " + String(repeating: "[", count: 5000) + "Double"
      + String(repeating: "]", count: 5000)
    let (_, errors) = parse(source)
    #expect(errors.count == 1)
    #expect(errors.first?.contains("nested too deeply") == true)
  }

  @Test func aLongRunOfModifiersIsOneDeclaration() {
    #expect(dump(String(repeating: "private ", count: 20000) + "let x = 1") == "(let x 1)")
  }

  @Test func classAsANameIsStillAName() {
    #expect(dump("let class1 = 1\nprint(class1)") == "(let class1 1)\n(call print class1)")
  }
}
