// `[Particle]()` and `[String: Int]()`: Swift's empty-collection initialisers, a call of the
// collection's type as written (the checker recorded the callee as that type).
import AnimSyntax

extension Lowering {
  static func emptyCollection(_ callee: Expr) -> ExprCode? {
    guard case .metatype(let t)? = resolution.type(of: callee) else { return nil }
    switch t {
    case .array: return { _, _ in .array([]) }
    case .dictionary: return { _, _ in .dictionary(ScriptDictionary()) }
    default: return nil
    }
  }
}
