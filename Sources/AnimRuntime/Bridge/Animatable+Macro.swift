// iOS 26's `@Animatable` macro (Apple's Animatable() page): "synthesizes the conformance to
// `Animatable` and its requirement, the `animatableData` property using the existing animatable
// properties of the type", and `@AnimatableIgnored` "marks a property of a type to be excluded
// from the `animatableData` synthesis". Anim animates a struct without its own `animatableData`
// by its animatable stored properties already (ScriptVector.swift), so the macro's type animates
// as that, without the ignored ones: an ignored property changes at once, as any property
// outside the animatable data does. (The synthesised property itself is not readable as
// `animatableData`: Apple does not document its shape.)
extension Record {
  /// Whether stored property `k` is part of the animatable data: an animatable value, and not
  /// marked `@AnimatableIgnored`.
  func animates(_ k: Int) -> Bool {
    // A class instance's properties are never walked (it is no animatable value: ScriptVector).
    guard !info.isClass, k < fields.count, fields[k].unwrapped.isAnimatablePart else { return false }  // trap-ok: checked
    let ignored = info.animatableIgnored
    return ignored.isEmpty || !(k < ignored.count && ignored[k])  // trap-ok: checked
  }
}
