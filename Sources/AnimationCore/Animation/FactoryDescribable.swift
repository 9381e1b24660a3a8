/// A built-in animation that can name the `Animation` factory call that builds it.
///
/// Internal: the built-ins adopt it so that ``Animation/factoryDescription`` can print
/// `.easeInOut(duration: 0.3)` instead of a structure dump; custom animations fall back to their
/// `description`.
protocol FactoryDescribable {
  /// The factory form, e.g. `.spring(response: 0.4, dampingFraction: 0.8, blendDuration: 0.0)`.
  var factoryDescription: String { get }
}

extension Animation {
  /// A readable Swift expression that builds this animation, for messages and REPL output.
  ///
  /// Built-in animations print the factory call that creates them, with their modifiers, for
  /// example `.easeInOut(duration: 0.3)`, `.bouncy` or `.linear(duration: 1.0).delay(0.5)`; a
  /// factory called with all its default arguments prints as its static property (`.easeInOut`,
  /// `.spring`). Equal animations print the same, so `.smooth` prints as `.spring`, its equal.
  /// A custom animation prints its ``description``.
  public var factoryDescription: String { Animation.factoryDescription(of: base) }

  /// The factory form of any custom animation: the built-ins' own, or `String(describing:)`.
  static func factoryDescription(of base: any CustomAnimation) -> String {
    if let describable = base as? any FactoryDescribable { return describable.factoryDescription }
    return String(describing: base)
  }
}
