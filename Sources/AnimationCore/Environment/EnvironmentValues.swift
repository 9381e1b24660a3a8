/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value
  /// The default value for the environment key.
  static var defaultValue: Value { get }
}

/// A collection of environment values that the running animations can read through
/// `context.environment`.
///
/// Values are keyed by ``EnvironmentKey`` types, as in SwiftUI, or by name (``subscript(named:)``)
/// for values set at run time, for example by an Anim script's `environment.animationPaused = true`.
public struct EnvironmentValues: CustomStringConvertible {
  @usableFromInline
  enum Key: Hashable {
    case type(ObjectIdentifier)
    case name(String)
  }

  @usableFromInline
  var storage: [Key: Any] = [:]

  /// ``animationPaused``, kept beside `storage` (and in step with it by ``subscript(named:)``):
  /// a pausable animation reads it on every frame of every property, and a dictionary look-up
  /// that hashes the name was most of such a frame's cost.
  @usableFromInline
  var isAnimationPaused = false

  /// Creates an environment with every key at its default value.
  public init() {}

  /// Accesses the environment value associated with a custom key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage[.type(ObjectIdentifier(key))] as? K.Value ?? K.defaultValue }
    set { storage[.type(ObjectIdentifier(key))] = newValue }
  }

  /// Accesses an environment value by name; `nil` when it was never set.
  public subscript(named name: String) -> Any? {
    get { storage[.name(name)] }
    set {
      storage[.name(name)] = newValue
      if name == Self.animationPausedName { isAnimationPaused = newValue as? Bool ?? false }
    }
  }

  /// The names of the values set by name, sorted.
  public var names: [String] {
    storage.keys.compactMap { if case .name(let n) = $0 { n } else { nil } }.sorted()
  }

  /// A short listing of the values set by name.
  public var description: String {
    "EnvironmentValues(" + names.map { "\($0): \(storage[.name($0)] ?? "nil")" }.joined(separator: ", ")
      + ")"
  }
}
