// Binding a pattern (`(a, b)`, `(_, (x, y))`) to a value: each name declared with its part, as
// `let` declares a variable (copied on bind, boxed when a closure captures it).
import AnimSyntax

extension Lowering {
  /// Code that binds `p`'s names to the parts of a value.
  typealias PatternCode = (Interpreter, Value, inout Machine) throws(RuntimeError) -> Void

  static func pattern(_ p: Pattern) -> PatternCode {
    switch p {
    case .identifier(let written):
      let name = resolvedName(written)
      return { (i: Interpreter, v: Value, m: inout Machine) throws(RuntimeError) in
        try i.store(i.copyOnBind(v.unwrapped), to: name, isDeclaration: true, &m)
      }
    case .wildcard:
      return { _, _, _ in }
    case .tuple(let elements, let range):
      let codes = elements.map { pattern($0) }
      return { (i: Interpreter, v: Value, m: inout Machine) throws(RuntimeError) in
        let parts = v.unwrapped.tupleElements
        guard let parts, parts.count == codes.count else {
          throw RuntimeError(
            "cannot take \(v.typeNameWithArticle) apart into \(codes.count) elements", at: range,
            file: m.file)
        }
        for (code, part) in zip(codes, parts) { try code(i, part, &m) }
      }
    }
  }
}

extension Value {
  /// A pair's or tuple's elements in order (nil for anything else).
  var tupleElements: [Value]? {
    switch self {
    case .pair(let p): [p.first, p.second]
    case .tuple(let t): t.elements
    default: nil
    }
  }
}
