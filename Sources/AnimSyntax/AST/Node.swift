// Shared pieces of the AST: node identities, names (the binding sites and uses the resolver fills
// in) and plain identifiers (labels and member names, which never resolve to variables).
//
// Design (see style-anchors §8): nodes are `final class`es so they have identity and can carry
// mutable resolution results; each node also has a dense `NodeID` so a resolver or interpreter can
// keep side tables as arrays instead of dictionaries. The syntax library never reads the
// resolution fields; it only initialises them.

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

/// Where a variable lives at run time; written by the resolver into ``Name/location``.
///
/// The syntax library only ever produces `.unresolved`. The cases are a suggestion that matches
/// the house design (locals in a value stack, captured variables in boxes, a growable global
/// table); the resolver may use only some of them.
public enum VariableLocation: Hashable, Sendable {
  /// Not resolved yet (the parser's output).
  case unresolved
  /// A slot in the current function's frame.
  case local(Int)
  /// An index into the current closure's captured boxes.
  case captured(Int)
  /// An index into the global (script or REPL session) table.
  case global(Int)
  /// An index into the built-in table.
  case builtin(Int)
  /// The local function whose body is running, named inside itself (`fact` in
  /// `func fact(n) { … fact(n - 1) }`): read from the running call rather than captured, so a
  /// recursive local function holds no reference to itself.
  case currentFunction
}

/// A variable's name at a binding site (`let x`, a parameter, `for i`, `func f`, `if let x`,
/// `animation A`, `state S`) or at a use (`x`, `$x`, the type after `is`).
///
/// The resolver writes ``location`` (and ``isCaptured`` at binding sites) before the program runs,
/// so the interpreter never looks names up by string.
public final class Name: @unchecked Sendable, CustomStringConvertible {
  /// The identifier as written.
  public let text: String
  /// Where it is written.
  public let range: SourceRange
  /// A dense ID for side tables.
  public let id: NodeID
  /// Resolution result; `.unresolved` until the resolver runs.
  public var location: VariableLocation = .unresolved
  /// At a binding site: whether some closure captures this variable (so it needs a box).
  public var isCaptured = false

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
