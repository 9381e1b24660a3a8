/// A type that describes how to animate a property of a value.
///
/// The animation system reads `animatableData`, animates it as a ``VectorArithmetic`` value, and
/// writes each presented value back.
public protocol Animatable {
  /// The type defining the data to animate.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector arithmetic value animates itself.
  @inlinable
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// A type with nothing to animate has empty animatable data.
  @inlinable
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
