// The hook for values that flatten to numbers: what `@State` animates (as one flat
// AnimatableVector) and what a custom animation's `value` holds. Built-in geometry values adopt
// it (GeometryObject); a script struct's payload can adopt it the same way, and Value.flatten,
// Value.unflatten and the recorder then handle it with no further change.

/// A script value made of numbers, with SwiftUI's animatable data.
protocol AnimatableValue {
  /// Appends the value's animatable data, flattened in SwiftUI's AnimatablePair order and in its
  /// units (an Angle's radians × 128): the numbers the animation sees, so that a spring's
  /// absolute thresholds act on them as on SwiftUI's.
  func appendAnimatableData(to out: inout [Double])

  /// A value of this one's type from animatable data starting at `index`, which it advances
  /// past what it reads (missing numbers read as 0).
  func rebuilt(fromAnimatableData numbers: [Double], at index: inout Int) -> Value

  /// The value's components in their own units (an Angle's radians, a colour's linear
  /// components) and their names (`x`, `y`), in the same order: what a recording keeps. How a
  /// chart draws them is AnimPlot's concern, mapped at the recorder (PropertyRef+Recording).
  var recordedComponentNames: [String] { get }
  var recordedComponents: [Double] { get }
}

extension [Double] {
  /// The number at `index`, or 0 past the end; advances `index`.
  func next(_ index: inout Int) -> Double {
    defer { index += 1 }
    return index >= 0 && index < count ? self[index] : 0  // trap-ok: bounds checked
  }
}
