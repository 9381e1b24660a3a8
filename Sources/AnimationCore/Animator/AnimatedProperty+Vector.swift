/// A vector property's model and presentation read as numbers, compiled here for
/// `AnimatableVector`: a caller in another module reaching `value` or `presentation` goes
/// through the generic getters (the value copied by its type's witnesses, then its array), which
/// a view host does for every attribute of every view on every frame (BENCHMARKS.md, "a view
/// host's frame").
extension AnimatedProperty where Value == AnimatableVector {
  /// Whether the model value is exactly `numbers`.
  public func modelEquals(_ numbers: UnsafeBufferPointer<Double>) -> Bool {
    core.pointee.model.elements.withUnsafeBufferPointer { model in
      guard model.count == numbers.count else { return false }
      for i in 0..<model.count where model[i] != numbers[i] { return false }  // trap-ok: i < both counts
      return true
    }
  }

  /// Copies the presentation's numbers into `out`, as many as fit; returns how many it has.
  public func copyPresentation(into out: UnsafeMutableBufferPointer<Double>) -> Int {
    core.pointee.presented.elements.withUnsafeBufferPointer { p in
      for i in 0..<min(p.count, out.count) { out[i] = p[i] }  // trap-ok: i < both counts
      return p.count
    }
  }
}
