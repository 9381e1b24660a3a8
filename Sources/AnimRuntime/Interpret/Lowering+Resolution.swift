// The lowering's view of the resolver's results (Resolution.swift). The lowering is a family of
// static functions that call one another down the tree; rather than pass the table through
// every one of them, it is bound for the duration of a lowering (`Interpreter.lowered`) and read
// here, once per node. A task-local rather than a static: lowering runs on several threads at
// once in the tests. The closures the lowering makes capture what they need (a slot, a
// location), never the table; code lowered when first run (`LoweredCall.codes`) keeps the
// resolution it was made with.
import AnimSyntax

extension Lowering {
  /// The resolution of the code being lowered; bound by `Interpreter.lowered(_:)`.
  @TaskLocal static var resolution = Resolution()

  /// `e` as resolved (`.easeIn` as `Animation.easeIn`); every look at a node's kind goes
  /// through this.
  static func resolved(_ e: Expr) -> Expr { resolution.resolved(e) }

  /// Where `name` lives.
  static func location(_ name: Name) -> VariableLocation { resolution.location(of: name) }

  /// Whether a closure captures the variable `name` declares (so it lives in a box).
  static func isCaptured(_ name: Name) -> Bool { resolution.isCaptured(name) }

  /// `name` with what the run time needs of its resolution, fixed now.
  static func resolvedName(_ name: Name) -> ResolvedName {
    let r = resolution  // one read of the task-local
    return ResolvedName(name: name, location: r.location(of: name), isCaptured: r.isCaptured(name))
  }
}

/// A variable as lowered: the name (for messages, and for a late look-up when it was not
/// resolved), where it lives and whether it is boxed, read from the resolution when lowered so
/// that running it reads no table.
struct ResolvedName {
  let name: Name
  let location: VariableLocation
  let isCaptured: Bool
  var text: String { name.text }
  var range: SourceRange { name.range }
}

extension Interpreter {
  /// Runs `lower` (a call into `Lowering`) with this interpreter's resolution bound.
  func lowered<T>(_ lower: () -> T) -> T {
    Lowering.$resolution.withValue(resolver.resolution, operation: lower)
  }
}
