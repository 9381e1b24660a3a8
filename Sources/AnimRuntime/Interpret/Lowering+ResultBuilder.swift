// Result builders, as Swift's keyframe builders use them: `KeyframeTrack(\.scale) {
// LinearKeyframe(1, duration: 0.3); for s in steps { CubicKeyframe(s, duration: 0.1) } }`. The
// closure's expression statements (also those in its `for` loops and `if`/`else` blocks) each
// build an item; the closure returns the items, in order, as an array. Which closures build
// is decided by the resolver (the closures passed to the builder-taking built-ins), which marks
// their expression statements in its table (`Resolution.isBuildItem`), so a plain closure pays
// nothing. (A flag set while lowering would do it too, but lowering runs on several threads at
// once in the tests: shared state there raced.)
import AnimSyntax

extension Lowering {
  /// A builder closure's body: runs the statements with a fresh list of items, and gives them.
  static func resultBuilderBody(_ b: Block) -> ExprCode {
    let code = block(b)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      let outer = i.builderItems
      i.builderItems = []
      do throws(RuntimeError) {
        _ = try code(i, &m)
      } catch {
        i.builderItems = outer
        throw error
      }
      let items = i.builderItems
      i.builderItems = outer
      return .array(items)
    }
  }
}
