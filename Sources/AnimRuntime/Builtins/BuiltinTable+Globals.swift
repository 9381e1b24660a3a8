// The table's global functions with fixed overloads: colours, strides, the seed's
// compositions. (Functions whose arguments depend on their values, such as `print`, `min`,
// `withAnimation` or `sample`, stay in Builtins.swift and Builtins+Scene.swift.)
import AnimSyntax
import AnimationCore

extension BuiltinTable {
  func registerGlobals() {
    method(
      .global, "rgb", what: "rgb",
      "A colour from linear red, green and blue components in 0…1 (opaque)."
    ) { _, b, site, _, m throws(RuntimeError) in
      .color(
        AnimatableVector([
          try b.number(0, site, &m), try b.number(1, site, &m), try b.number(2, site, &m), 1,
        ]))
    }
    method(
      .global, "rgba", what: "rgba",
      "A colour from linear red, green, blue and alpha components in 0…1."
    ) { _, b, site, _, m throws(RuntimeError) in
      .color(
        AnimatableVector([
          try b.number(0, site, &m), try b.number(1, site, &m), try b.number(2, site, &m),
          try b.number(3, site, &m),
        ]))
    }
    method(
      .global, "stride",
      what: "stride",
      "Numbers from a start, stepping by a non-zero amount, up to (or through) an end."
    ) { _, b, site, _, m throws(RuntimeError) in
      let by = try b.number(2, site, &m)
      if by == 0 || !by.isFinite {
        throw RuntimeError("stride step must be a non-zero number", at: site.range, file: m.file)
      }
      return .object(
        StrideObject(
          from: try b.number(0, site, &m), to: try b.number(1, site, &m), by: by,
          isThrough: b.overload == 1))
    }
    method(
      .global, "pausable", what: "pausable",
      "The seed's PausableAnimation around an animation: frozen while environment.animationPaused."
    ) { _, b, site, _, m throws(RuntimeError) in
      .animation(Animation(PausableAnimation(base: try b.animation(0, site, &m))))
    }
    method(
      .global, "target", what: "target",
      "The seed's TargetAnimation: the first animation, retargeted through the second when interrupted."
    ) { _, b, site, _, m throws(RuntimeError) in
      .animation(
        Animation(
          TargetAnimation(base: try b.animation(0, site, &m), secondary: try b.animation(1, site, &m))))
    }
  }
}
