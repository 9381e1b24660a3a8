/// One step of a view's identity, as SwiftUI gives it (views.md §6.1): the view's position in its
/// view builder, the branch of an `if`/`else` or `switch` it came from, its `ForEach` id, or an
/// explicit `.id(_:)`.
public enum IdentityComponent: Hashable, CustomStringConvertible {
  /// The position among a view builder's statements (0, 1, …).
  case index(Int)
  /// The branch of a conditional: 0 for `if`'s (or a `switch`'s first case), 1 for `else`, and
  /// so on.
  case branch(Int)
  /// A `ForEach` element's id.
  case forEach(AnyHashable)
  /// An explicit `.id(_:)`.
  case explicit(AnyHashable)
  /// The view given to a `background` or `overlay` modifier (its name is the modifier's).
  case decoration(String)

  public var description: String {
    switch self {
    case .index(let i): return String(i)
    case .branch(let b): return "b\(b)"
    case .forEach(let id): return "[\(id)]"
    case .explicit(let id): return "id(\(id))"
    case .decoration(let name): return name
    }
  }
}

/// A view's identity: the path of components from the root view to it. Two views in successive
/// updates with equal identities are the same view (what transitions and animated frames match).
public struct ViewIdentity: Hashable, CustomStringConvertible {
  /// The components, from the root.
  public var components: [IdentityComponent]

  /// An identity from its components.
  public init(_ components: [IdentityComponent] = []) { self.components = components }

  /// The components joined with "/" (`0/b1/[3]`); the root is "root".
  public var description: String {
    components.isEmpty ? "root" : components.map(\.description).joined(separator: "/")
  }
}
