// Resolving `defer`: its body runs as the scope is left, so nothing in it may leave it.
import AnimSyntax

extension Resolver {
  /// `defer { … }`: the body is resolved where it is written (it sees the names declared
  /// before it), with no loop or switch open around it, so that `break`, `continue` and
  /// `return` in it are Swift's "cannot transfer control out of a defer statement".
  func resolveDefer(_ body: Block) {
    let (loops, switches) = (current.loopDepth, current.switchDepth)
    current.loopDepth = 0
    current.switchDepth = 0
    current.deferDepth += 1
    resolveBlock(body)
    current.deferDepth -= 1
    current.loopDepth = loops
    current.switchDepth = switches
  }
}
