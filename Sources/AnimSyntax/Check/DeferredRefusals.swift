// Swift that Anim refuses (`throw`, `async`/`await`, `[weak x]` captures, `weak var`), written
// inside a function: Swift compiles the file and runs it, so Anim runs it too (issue 26: "a
// construct used in a function that is never called still stops the file only if Swift
// would"). A refused statement (`throw`) stops the script when it runs; a refused signature or
// closure form stops it when its function is called. The refusal is a warning until then.
// Elsewhere (top-level code, declarations) it stays an error.
/// The refusals of a parse that wait for their code to run.
public struct DeferredRefusals {
  /// The parser's refusals of constructs Swift accepts, by diagnostic id.
  public static let deferrableIDs: Set<DiagnosticID> = ["throw", "swift-concurrency", "capture-list", "weak"]

  /// Refusals of statements that stop the script where they run (`throw`), not when their
  /// function is called: Swift runs the rest of the function.
  public static let statementIDs: Set<DiagnosticID> = ["throw"]

  /// The refused statements, by where they start: each stops the script when it runs.
  public private(set) var statements: [UInt32: Diagnostic] = [:]
  /// The functions that stop when called: each with its first refusal.
  public private(set) var functions: [ObjectIdentifier: Diagnostic] = [:]
  /// Their ranges (signature and body): other diagnostics inside them follow from the refused construct.
  private(set) var ranges: [SourceRange] = []
  /// The parse's diagnostics, the deferred refusals as warnings.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Sorts `syntax`, the parse's diagnostics of `program`, into those that wait and the rest.
  public init(_ program: Program, _ syntax: [Diagnostic]) {
    let refusals = syntax.filter { $0.severity == .error && DeferredRefusals.deferrableIDs.contains($0.id) }
    guard !refusals.isEmpty else {
      diagnostics = syntax
      return
    }
    let bodies = DeferredRefusals.functionBodies(program.statements)
    var deferred = Set<SourceRange>()
    for d in refusals {
      // The innermost named function around it (a method inside a type is inside the type's
      // range, not a function's, so the smallest body containing the refusal is its own).
      guard let f = DeferredRefusals.innermost(around: d.range, in: bodies)
      else { continue }
      deferred.insert(d.range)
      if DeferredRefusals.statementIDs.contains(d.id) {
        statements[d.range.start] = d
        continue
      }
      if functions[ObjectIdentifier(f)] == nil {
        functions[ObjectIdentifier(f)] = d
        ranges.append(f.range)
      }
    }
    diagnostics = syntax.map { d in
      guard d.severity == .error, deferred.contains(d.range), DeferredRefusals.deferrableIDs.contains(d.id) else { return d }
      let name = DeferredRefusals.name(ofFunctionAround: d.range, in: bodies)
      let when = DeferredRefusals.statementIDs.contains(d.id) ? "if this runs" : "if \(name) is called"
      return Diagnostic(.warning, d.message + "; the script stops here \(when)", file: d.file, range: d.range, id: d.id)
    }
  }

  /// Whether `d` lies inside a function whose refusal waits (its other errors follow from it).
  public func covers(_ d: Diagnostic) -> Bool { ranges.contains { $0.start <= d.range.start && d.range.end <= $0.end } }

  /// The named functions the program declares: top-level ones and the methods, initialisers and
  /// accessors of its types and extensions.
  private static func functionBodies(_ statements: [Stmt]) -> [FunctionDecl] {
    var out: [FunctionDecl] = []
    func members(_ ms: [TypeMember]) {
      for m in ms {
        switch m {
        case .method(let f, _, _), .initializer(let f): out.append(f)
        case .computed(let c):
          out.append(c.getter)
          if let s = c.setter { out.append(s) }
        case .stored: break
        }
      }
    }
    for s in statements {
      switch s.kind {
      case .function(let f): out.append(f)
      case .struct(let d): members(d.members)
      case .enum(let d): members(d.members)
      case .extension(let d): members(d.members)
      default: break
      }
    }
    return out
  }

  private static func innermost(around range: SourceRange, in bodies: [FunctionDecl]) -> FunctionDecl? {
    bodies.filter { $0.range.start <= range.start && range.end <= $0.range.end }
      .min { $0.range.length < $1.range.length }
  }

  private static func name(ofFunctionAround range: SourceRange, in bodies: [FunctionDecl]) -> String {
    innermost(around: range, in: bodies)?.name.map { "'\($0.text)'" } ?? "the function"
  }
}
