// Shared pieces of the AST: node identities, names (the binding sites and uses a resolver looks
// up) and plain identifiers (labels and member names, which never resolve to variables).
//
// Design (see style-anchors §8): nodes are `final class`es with identity, and nothing changes
// them once `Parser.parse` has returned: they hold what was written, nothing more. Each node has a
// dense `NodeID` so that a resolver or interpreter keeps what it finds out about a node (where a
// name lives, a frame's layout, a rewritten form) in side tables indexed by it, arrays rather
// than dictionaries (AnimRuntime's `Resolution`).

/// A dense per-parse identifier of an AST node (`Expr`, `Stmt`, `Name`, declarations).
///
/// IDs run from the parser's starting ID (0 unless given) up to `Program.nodeIDLimit`, so side
/// tables indexed by `id.index` can be plain arrays.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The raw value.
  public let rawValue: UInt32

  /// Creates an ID.
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }

  /// The ID as an array index.
  public var index: Int { Int(rawValue) }

  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// A variable's name at a binding site (`let x`, a parameter, `for i`, `func f`, `if let x`,
/// `animation A`, `state S`) or at a use (`x`, `$x`, the type after `is`).
///
/// A resolver records where each name lives in a side table indexed by ``id``, before the program
/// runs, so the interpreter never looks names up by string.
public final class Name: @unchecked Sendable, CustomStringConvertible {
  /// The identifier as written.
  public let text: String
  /// Where it is written.
  public let range: SourceRange
  /// A dense ID for side tables.
  public let id: NodeID

  /// Creates a name.
  public init(text: String, range: SourceRange, id: NodeID) {
    self.text = text
    self.range = range
    self.id = id
  }

  public var description: String { text }
}

/// An identifier that is not a variable: an argument label, a member name (`.easeIn`, `a.first`),
/// an attribute name. A value type because nothing is resolved into it.
public struct Identifier: Hashable, Sendable, CustomStringConvertible {
  /// The identifier as written (without a leading `.` or `@`).
  public var text: String
  /// Where the identifier is written.
  public var range: SourceRange

  /// Creates an identifier.
  public init(text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }

  public var description: String { text }
}
