// `protocol Name: Inherited { requirements }`: what a conforming struct or enum must declare;
// an `extension Name { … }` gives default implementations.

/// One requirement of a protocol.
public struct ProtocolRequirement: @unchecked Sendable {
  /// What it asks for.
  public enum Kind: @unchecked Sendable {
    /// `var name: Type { get }` or `{ get set }`.
    case property(type: TypeAnnotation?, isSettable: Bool)
    /// `func name(…) -> Type` (a declaration without a body), `mutating` or not.
    case method(FunctionDecl, isMutating: Bool)
    /// `init(…)`.
    case initializer(FunctionDecl)
    /// `associatedtype Name`: a type the conforming type chooses (not checked).
    case associatedType
  }

  /// The requirement's name (`init` for an initialiser).
  public var name: Name
  /// Written `static`.
  public var isStatic: Bool
  /// What it asks for.
  public var kind: Kind

  /// Creates a requirement.
  public init(name: Name, isStatic: Bool, kind: Kind) {
    self.name = name
    self.isStatic = isStatic
    self.kind = kind
  }
}

/// A protocol declaration.
public final class ProtocolDecl: @unchecked Sendable {
  /// A dense ID for side tables.
  public let id: NodeID
  /// The protocol's name.
  public let name: Name
  /// The protocols it refines (`: Equatable`).
  public let inherited: [Identifier]
  /// Its requirements in order.
  public let requirements: [ProtocolRequirement]
  /// From `protocol` to the closing `}`.
  public let range: SourceRange
  /// The requirements as the members a type would declare (a property as a computed property
  /// of its type, a method as a method), for the type checker's view of `self` in the
  /// protocol's extensions; set by the parser.
  public internal(set) var requirementMembers: [TypeMember] = []

  /// Creates a protocol declaration.
  public init(id: NodeID, name: Name, inherited: [Identifier], requirements: [ProtocolRequirement], range: SourceRange) {
    self.id = id
    self.name = name
    self.inherited = inherited
    self.requirements = requirements
    self.range = range
  }
}
