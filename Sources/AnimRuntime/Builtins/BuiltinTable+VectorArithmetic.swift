// VectorArithmetic's mutating `scale(by:)` on the built-in animatable values (a number, an
// AnimatableVector, an AnimatablePair, zero, EmptyAnimatableData): `velocity.scale(by: 0.5)`
// changes the variable, as `velocity = velocity.scaled(by: 0.5)` does.
import AnimSyntax

extension BuiltinTable {
  func registerVectorArithmetic() {
    for kind in [ValueKind.number, .vector, .pair, .zero, .emptyAnimatableData] {
      mutatingMethod(
        kind, "scale", "Multiplies the value by a number in place (VectorArithmetic.scale(by:))."
      ) { v, b, site, _, m throws(RuntimeError) in
        let k = try b.number(0, site, &m)
        if kind == .emptyAnimatableData { return .none }
        guard let scaled = v.scaledValue(by: k) else {
          throw RuntimeError("\(v.typeNameWithArticle) has no method 'scale'", at: site.range, file: m.file)
        }
        v = scaled
        return .none
      }
    }
  }
}
