// The library's own vector types animate themselves (`AnimatablePair`, `AnimatableVector` are
// their own animatable data), so keyframe tracks can hold them. Foundation's geometry is made
// Animatable in Geometry/CGGeometry+Animatable.swift and CGFloat+VectorArithmetic.swift.

extension AnimatablePair: Animatable {}
extension AnimatableVector: Animatable {}
