// `base.animate(value: v, time: t, context: &context)` in a custom animation's body (the seed's
// Pausable). Through the general method call this took six indirect calls before reaching
// `Interpreter.animateSite`: the in-out write-back's closure, the receiver's write-back closure,
// `BoundMethodCall.lower`'s closure, `KindCall.run`, `Site3Call.run` and the table's `site3`
// closure (callgrind: about 500 instructions a tick of the seed's Pausable, in both forms). When
// the receiver, a local, is an animation at run time, this call site goes to `animateSite`
// itself and then does what those wrappers do after the call, in the same order; any other
// receiver (a struct with its own `animate`, a non-animation) takes the general call.
import AnimSyntax

extension Lowering {
  /// The call `site` (already bound to the table as `bound`) as code that goes straight to
  /// `animateSite` for an animation receiver, `general` otherwise; nil when this call is not
  /// the table's `Animation.animate` with its three arguments in order on a local receiver.
  static func nestedAnimateCall(
    _ bound: BoundMethodCall, _ site: LoweredCall, _ name: String,
    receiverPlace: Place?, general: @escaping ExprCode
  ) -> ExprCode? {
    let kind = ValueKind.animation.rawValue
    guard name == "animate", site.args.count == 3, kind < bound.slots.count,
      let slot = bound.slots[kind],  // trap-ok: checked
      slot.mapping == [0, 1, 2], let body = slot.method.direct3, slot.method.site3 != nil,
      case .member(let receiver, _) = resolved(site.callee).kind,
      let receiverSlot = OperandKind(receiver).localSlot
    else { return nil }
    // The same argument code the general call runs (`LoweredCall.codes` lowers them once):
    // lowering them again here would double the work at each level of nested calls.
    let codes = site.codes
    guard codes.count == 3 else { return nil }
    let arguments = Direct3Call(
      body, (codes[0], codes[1], codes[2]),  // trap-ok: count checked
      slots: site.args.map { OperandKind($0.value).localSlot })
    let argSite = ArgumentSite(
      mapping: slot.mapping, argumentRanges: site.args.map { $0.value.range }, range: site.range)
    let writesBackInout = site.args.contains(where: \.isInout)
    return { (i: Interpreter, m: inout Machine) throws(RuntimeError) -> Value in
      // Matched in place: copying the slot's value out and matching it cost a copy and a
      // destroy of the whole value. A captured variable (a cell) goes the general way.
      guard let a = m.stack.animation(at: m.base &+ receiverSlot) else { return try general(i, &m) }
      // What `writingBackInout` does around the call (the table's `animate` writes nothing
      // back itself; the context is an object, changed in place).
      if writesBackInout { i.inoutWriteBack = nil }
      let result = try i.animateSite(a, arguments, argSite, &m)
      if writesBackInout, let back = i.inoutWriteBack {
        i.inoutWriteBack = nil
        let places = site.inoutPlaces
        for (k, v) in back where k < places.count {
          try places[k]?.write(i, v, &m)  // trap-ok: checked
        }
      }
      // What `methodCall`'s receiver write-back does.
      // (The receiver's place is looked at only when something set `mutatedSelf`: taking it
      // out of its Optional was a retain and a release on every call.)
      if i.mutatedSelf != nil, let receiverPlace, let newSelf = i.mutatedSelf {
        i.mutatedSelf = nil
        try receiverPlace.write(i, newSelf, &m)
      }
      return result
    }
  }
}
