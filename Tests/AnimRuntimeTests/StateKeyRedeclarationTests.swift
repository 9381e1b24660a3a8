import AnimRuntime
import AnimSyntax
import Testing

/// A read of `context.state[K]` (and of an `extension AnimationContext` property over it)
/// remembers `K`'s declaration while `K`'s global still holds it (`Machine.holds`): after a
/// REPL input declares `K` again, a running animation's reads must see the new declaration, as
/// the getter (and the general read) would. The new declaration is a new key with nothing
/// stored, so the read gives the new default.
@Suite struct StateKeyRedeclarationTests {
  private func run(_ inputs: [String]) -> [String] { REPLInputs.run(inputs) }

  @Test func anExtensionPropertySeesARedeclaredKeyStruct() {
    let lines = run([
      "struct K: AnimationStateKey { var n = 1; static var defaultValue: Self { .init() } }",
      "extension AnimationContext { var k: K { state[K.self] } }",
      "var seen = 0",
      """
      struct Reader: CustomAnimation {
          func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic {
              seen = context.k.n
              if time >= 10 { return nil }
              return value.scaled(by: time / 10)
          }
      }
      """,
      "@State var x = 0.0",
      "withAnimation(Animation(Reader())) { x = 1 }",
      "wait(1 / 60)",
      "print(seen)",
      "struct K: AnimationStateKey { var n = 2; static var defaultValue: Self { .init() } }",
      "wait(1 / 60)",
      "print(seen)",
    ])
    #expect(lines == ["1", "2"])
  }

  @Test func theAnimFormSeesARedeclaredState() {
    let lines = run([
      "state S { var n = 1 }",
      "var seen = 0",
      """
      animation Reader {
          func animate(value, time, context) {
              seen = context.state[S].n
              if time >= 10 { return nil }
              return value.scaled(by: time / 10)
          }
      }
      """,
      "@State var x = 0.0",
      "withAnimation(Reader()) { x = 1 }",
      "wait(1 / 60)",
      "print(seen)",
      "state S { var n = 2 }",
      "wait(1 / 60)",
      "print(seen)",
    ])
    #expect(lines == ["1", "2"])
  }
}
