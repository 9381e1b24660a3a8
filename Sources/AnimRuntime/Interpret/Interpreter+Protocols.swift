// Default implementations from a protocol's extensions (`extension Shape { func describe() … }`):
// a conforming struct or enum that does not declare the member uses the protocol's.
import AnimSyntax

extension Interpreter {
  /// Where the members of `extension P { … }` are kept among `builtinExtensions`.
  static func protocolExtensionKey(_ name: String) -> String { "protocol " + name }

  /// The member `lookup` finds in the extensions of the protocols that `value`'s declared type
  /// (or the type itself, for statics) names after `:`, in the order written.
  func protocolDefault<T>(of value: Value, _ lookup: KeyPath<TypeMembers, T?>) -> T? {
    let conformances: [Identifier]
    switch value {
    case .record(let r):
      guard let s = r.info as? StructInfo else { return nil }
      conformances = s.decl.conformances
    case .object(let e as EnumValue): conformances = e.type.decl.conformances
    case .type(.structType(let s)): conformances = s.decl.conformances
    case .type(.enumType(let e)): conformances = e.decl.conformances
    default: return nil
    }
    for c in conformances {
      if let ext = builtinExtensions[Interpreter.protocolExtensionKey(c.text)], let found = ext[keyPath: lookup] {
        return found
      }
    }
    return nil
  }
}
