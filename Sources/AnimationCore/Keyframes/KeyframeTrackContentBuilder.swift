/// The builder that creates keyframe track content from the keyframes that you define within a
/// closure, as SwiftUI's: a block lists keyframes in order, and `for` loops, `if`, `if`/`else`
/// and `switch` may produce them.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  /// One keyframe (or any track content) in a block.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K)
    -> _KeyframeList<Value> where K.Value == Value
  {
    expression._keyframes
  }

  /// The keyframes of a block, in order.
  public static func buildBlock(_ components: _KeyframeList<Value>...) -> _KeyframeList<Value> {
    _KeyframeList(components.flatMap(\.keyframes))
  }

  /// The keyframes a `for` loop made, in order.
  public static func buildArray(_ components: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
    _KeyframeList(components.flatMap(\.keyframes))
  }

  /// The `if` branch of an `if`/`else` (or a `switch` case).
  public static func buildEither(first component: _KeyframeList<Value>) -> _KeyframeList<Value> {
    component
  }

  /// The `else` branch of an `if`/`else` (or a `switch` case).
  public static func buildEither(second component: _KeyframeList<Value>) -> _KeyframeList<Value> {
    component
  }

  /// An `if` without `else`: no keyframes when the condition is false.
  public static func buildOptional(_ component: _KeyframeList<Value>?) -> _KeyframeList<Value> {
    component ?? _KeyframeList([])
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: _KeyframeList<Value>)
    -> _KeyframeList<Value>
  {
    component
  }
}
