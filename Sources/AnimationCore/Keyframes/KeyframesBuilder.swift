/// A builder that combines keyframe content values into a single value, as SwiftUI's: tracks in
/// order, with `for` loops, `if`, `if`/`else` and `switch`.
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// A track (or any keyframes) in a block.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframeTracks<Value>
  where K.Root == Value {
    expression._tracks
  }

  /// The tracks of a block, in order.
  public static func buildBlock(_ components: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
    .joined(components)
  }

  /// The tracks a `for` loop made, in order.
  public static func buildArray(_ components: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
    .joined(components)
  }

  /// The `if` branch of an `if`/`else` (or a `switch` case).
  public static func buildEither(first component: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
    component
  }

  /// The `else` branch of an `if`/`else` (or a `switch` case).
  public static func buildEither(second component: _KeyframeTracks<Value>)
    -> _KeyframeTracks<Value>
  {
    component
  }

  /// An `if` without `else`: no tracks when the condition is false.
  public static func buildOptional(_ component: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
    component ?? _KeyframeTracks([])
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: _KeyframeTracks<Value>)
    -> _KeyframeTracks<Value>
  {
    component
  }
}

extension KeyframesBuilder where Value: Animatable {
  /// A keyframe written straight into the block: it animates the whole value.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K)
    -> _KeyframeTracks<Value> where K.Value == Value
  {
    _KeyframeTracks([.wholeValue(WholeValueKeyframes(expression._keyframes))])
  }
}
