// Swift's type annotations, as pasted code writes them: `let x: Double`, `(t: Double)`,
// `-> V?`, `inout AnimationContext<V>`, `[String: Int]`, `(Double) -> Double`. Anim stays
// dynamically typed: the runtime checks a value against an annotation when it is bound (a
// parameter, a `let`/`var`), and a name it does not know (a generic parameter, a protocol)
// checks nothing.

/// A type written in an annotation.
public final class TypeAnnotation: @unchecked Sendable {
  /// The shapes of types.
  public indirect enum Kind: @unchecked Sendable {
    /// `Double`, `AnimationContext<V>`, `Swift.Double` (a qualified name keeps its dots in
    /// ``Name/text``). The name is a use the resolver may resolve to a script declaration; it
    /// never reports one it cannot find.
    case named(Name, arguments: [TypeAnnotation])
    /// `T?` (and `T!`).
    case optional(TypeAnnotation)
    /// `[T]`.
    case array(TypeAnnotation)
    /// `[K: V]`.
    case dictionary(key: TypeAnnotation, value: TypeAnnotation)
    /// `(A, B)` or `(x: A, y: B)`; a single parenthesised type is that type.
    case tuple([TypeAnnotation])
    /// `(A, B) -> R`.
    case function(parameters: [TypeAnnotation], result: TypeAnnotation)
    /// `some P`, `any P`, `P & Q`, `T.Type`: constraints Anim does not check.
    case unchecked
  }

  /// What the type is (the parser replaces a `typealias` name by the aliased type's kind).
  public internal(set) var kind: Kind
  /// Where it is written.
  public let range: SourceRange
  /// For `some P` / `any P`: the protocol's name (`View` in `some View`, which makes a
  /// function or computed property returning it a view builder).
  public let opaqueConstraint: String?

  /// Creates a type annotation.
  public init(kind: Kind, range: SourceRange, opaqueConstraint: String? = nil) {
    self.kind = kind
    self.range = range
    self.opaqueConstraint = opaqueConstraint
  }
}

extension TypeAnnotation {
  /// The type as Swift spells it, for messages and dumps (`[Double]`, `Double?`).
  public var spelling: String {
    switch kind {
    case .named(let name, let arguments):
      arguments.isEmpty
        ? name.text : name.text + "<" + arguments.map(\.spelling).joined(separator: ", ") + ">"
    case .optional(let t): t.spelling + "?"
    case .array(let t): "[" + t.spelling + "]"
    case .dictionary(let k, let v): "[" + k.spelling + ": " + v.spelling + "]"
    case .tuple(let items): "(" + items.map(\.spelling).joined(separator: ", ") + ")"
    case .function(let p, let r):
      "(" + p.map(\.spelling).joined(separator: ", ") + ") -> " + r.spelling
    case .unchecked: "_"
    }
  }
}
