// Any script value as AnimationCore's `Animatable`: its animatable data is the flat vector of
// its numbers (`Value.flatten`), and writing data rebuilds a value of the same shape. This is
// how the keyframe engine, written for Swift types, animates records, geometry and numbers
// alike.
import AnimationCore

/// A script value that AnimationCore's keyframes and phases can animate.
struct ScriptAnimatable: Animatable {
  var value: Value

  init(_ value: Value) { self.value = value.unwrapped }

  var animatableData: AnimatableVector {
    get {
      var out: [Double] = []
      _ = value.flatten(into: &out)
      return AnimatableVector(out)
    }
    set {
      var i = 0
      value = value.unflatten(newValue.elements, &i)
    }
  }
}

/// A script value as an Equatable phase (`==` is the language's).
struct ScriptPhase: Equatable {
  let value: Value
  static func == (a: ScriptPhase, b: ScriptPhase) -> Bool { a.value.isEqual(to: b.value) }
}
