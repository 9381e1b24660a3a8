// Patterns: what `let (a, b) = …` and `for (i, v) in …` bind. An enum so that more forms
// (`switch`'s `case let`, values, enum cases) can join it.

/// A pattern that binds names to the parts of a value.
public indirect enum Pattern: @unchecked Sendable {
  /// `x`: binds the whole value.
  case identifier(Name)
  /// `_`: matches anything, binds nothing.
  case wildcard(SourceRange)
  /// `(a, b, …)`: a pair or tuple with as many elements, each matched by its pattern.
  case tuple([Pattern], range: SourceRange)

  /// From the first character to the last.
  public var range: SourceRange {
    switch self {
    case .identifier(let name): name.range
    case .wildcard(let range): range
    case .tuple(_, let range): range
    }
  }

  /// The names the pattern binds, left to right.
  public var boundNames: [Name] {
    var names: [Name] = []
    var stack: [Pattern] = [self]
    // Iterative, so that a deeply nested pattern cannot deepen the native stack.
    while let p = stack.popLast() {
      switch p {
      case .identifier(let n): names.append(n)
      case .wildcard: break
      case .tuple(let elements, _): stack.append(contentsOf: elements.reversed())
      }
    }
    return names
  }
}

/// `let (a, b) = value` / `var (a, b) = value`: a declaration of every name in a pattern.
public final class DestructuringDecl: @unchecked Sendable {
  /// `var` (true) or `let` (false).
  public let isMutable: Bool
  /// The names and their positions.
  public let pattern: Pattern
  /// The value taken apart.
  public let initializer: Expr
  /// From `let`/`var` to the end of the initializer.
  public let range: SourceRange

  /// Creates a destructuring declaration.
  public init(isMutable: Bool, pattern: Pattern, initializer: Expr, range: SourceRange) {
    self.isMutable = isMutable
    self.pattern = pattern
    self.initializer = initializer
    self.range = range
  }
}
