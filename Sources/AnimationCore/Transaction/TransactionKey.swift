/// A key for accessing values in a transaction.
///
/// Declare a type conforming to this protocol and read or write its value with
/// ``Transaction/subscript(_:)``, as in SwiftUI.
public protocol TransactionKey {
  /// The associated type representing the type of the transaction key's value.
  associatedtype Value
  /// The default value for the transaction key.
  static var defaultValue: Value { get }
}
