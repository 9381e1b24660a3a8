// The `@Animatable` macro's check of a type's stored properties (Animatable+Macro.swift has
// its meaning).
import AnimSyntax

extension Resolver {
  /// `@Animatable`: every stored property takes part in the synthesised `animatableData` unless
  /// marked `@AnimatableIgnored`, so one whose type is not VectorArithmetic or Animatable is the
  /// macro's error, which suggests the mark (Apple's Animatable page: "If a property cannot
  /// participate, the macro emits an error suggesting you mark it with AnimatableIgnored() or
  /// conform its type to VectorArithmetic or Animatable"). Only annotated types Anim knows not
  /// to animate are caught: Bool, String, the integer types, and the script's enums and classes.
  func checkAnimatableMacro(_ d: StructDecl) {
    let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    for v in d.storedProperties where !v.attributes.contains(where: { $0.name.text == "AnimatableIgnored" }) {
      guard let t = v.type, case .named(let name, let arguments) = t.kind, arguments.isEmpty else { continue }
      let n = name.text
      guard n == "Bool" || n == "String" || integers.contains(n) || userEnums[n] != nil
        || (userStructs[n]?.isClass ?? false)
      else { continue }
      error(
        "@Animatable cannot animate '\(v.name.text)' of type '\(n)', which is not VectorArithmetic or Animatable; "
          + "mark it '@AnimatableIgnored'", v.name.range, id: "animatable-macro")
    }
  }
}
