// `inout` arguments of built-in methods (`spring.update(value: &v, velocity: &w, target: 1,
// deltaTime: 0.1)`): the built-in leaves the parameters' last values in
// `Interpreter.inoutWriteBack`, and the call writes them to the `&x` places when it returns,
// as a script function's `inout` parameters are (Interpreter+CheckedCalls.swift).
import AnimSyntax

extension Lowering {
  static func writingBackInout(_ call: @escaping ExprCode, _ site: LoweredCall) -> ExprCode {
    { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      i.inoutWriteBack = nil
      let result = try call(i, &m)
      guard let back = i.inoutWriteBack else { return result }
      i.inoutWriteBack = nil
      let places = site.inoutPlaces
      for (k, v) in back where k < places.count {
        try places[k]?.write(i, v, &m)  // trap-ok: checked
      }
      return result
    }
  }
}
