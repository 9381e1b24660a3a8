// VectorArithmetic and its conformers (reference §1): component-wise arithmetic, scaling,
// magnitudes, interpolation, and AnimatableVector's shape-adopting zero.
import AnimationCore
import Testing

@Suite struct VectorArithmeticTests {
  @Test func scalars() {
    var d = 3.0
    d.scale(by: 2)
    #expect(d == 6 && d.magnitudeSquared == 36)
    #expect(Double(2).scaled(by: 1.5) == 3)
    var f: Float = 2
    f.scale(by: 0.5)
    #expect(f == 1 && Float(3).magnitudeSquared == 9)
    #expect(Double.zero + 4 == 4)
    #expect(2.0.animatableData == 2.0)
  }

  /// interpolated(towards:amount:) is self + (other − self)·amount.
  @Test func interpolation() {
    #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
    var v = 1.0
    v.interpolate(towards: 3, amount: 0.5)
    #expect(v == 2)
    let p = AnimatablePair(0.0, 10.0).interpolated(towards: AnimatablePair(4.0, 0.0), amount: 0.5)
    #expect(p == AnimatablePair(2.0, 5.0))
  }

  @Test func pairsAreComponentWiseAndNest() {
    typealias Rect = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
    let a = Rect(AnimatablePair(1, 2), AnimatablePair(3, 4))
    let b = Rect(AnimatablePair(10, 20), AnimatablePair(30, 40))
    #expect(a + b == Rect(AnimatablePair(11, 22), AnimatablePair(33, 44)))
    #expect(b - a == Rect(AnimatablePair(9, 18), AnimatablePair(27, 36)))
    #expect(a.scaled(by: 2) == Rect(AnimatablePair(2, 4), AnimatablePair(6, 8)))
    #expect(a.magnitudeSquared == 1 + 4 + 9 + 16)
    #expect(Rect.zero == Rect(AnimatablePair(0, 0), AnimatablePair(0, 0)))
    var c = a
    c += b
    c -= a
    #expect(c == b)
    #expect(AnimatablePair(1.0, 2.0).description == "(1.0, 2.0)")
  }

  @Test func emptyDataIsANoOp() {
    var e = EmptyAnimatableData()
    e.scale(by: 100)
    e += EmptyAnimatableData()
    #expect(e == .zero && e.magnitudeSquared == 0)
    #expect(EmptyAnimatableData() + .zero == EmptyAnimatableData() - .zero)
  }

  /// The interpreter's vector: any number of Doubles. Its zero (no elements) adopts the other
  /// operand's shape, so it is a true additive identity, unlike SwiftUI's package-level
  /// AnimatableArray, whose `zero + x` is empty (reference §1.5).
  @Test func animatableVector() {
    let v: AnimatableVector = [1, 2, 3]
    let w: AnimatableVector = [10, 20, 30]
    #expect(v + w == [11, 22, 33])
    #expect(w - v == [9, 18, 27])
    #expect(v.scaled(by: -1) == [-1, -2, -3])
    #expect(v.magnitudeSquared == 14)
    #expect(AnimatableVector.zero + v == v)
    #expect(v + .zero == v)
    #expect(AnimatableVector.zero - v == [-1, -2, -3])
    var acc = AnimatableVector.zero
    acc += v
    acc += w
    #expect(acc == [11, 22, 33])
    #expect(v.count == 3 && v[1] == 2)
    #expect(v.interpolated(towards: w, amount: 0.5) == [5.5, 11, 16.5])
  }
}
