// What a recording calls a keyframe or phase animator: the global variable its value was bound
// to (`let emoji = keyframeAnimator(…)` → `emoji`), as an @State track is called by its
// declaration. Found by looking, once, at what the globals hold rather than by a hook in the
// binding of every variable, which is the interpreter's hot path.
import AnimSyntax

extension Interpreter {
  /// The first-declared global variable whose value is `property`'s projection, if one is.
  func globalName(holding property: PropertyRef) -> String? {
    let names = resolver.globalNames
    for (slot, value) in machine.globals.enumerated() where slot < names.count {
      var held = value
      if case .box(let b) = value { held = b.value }
      if case .object(let p as ProjectionObject) = held, p.property === property { return names[slot] }  // trap-ok: checked
    }
    return nil
  }

  /// The global variable holding `host` (`let host = ViewHost(…)`), if one does.
  func globalName(holding host: ViewHostObject) -> String? {
    let names = resolver.globalNames
    for (slot, value) in machine.globals.enumerated() where slot < names.count {
      var held = value
      if case .box(let b) = value { held = b.value }
      if case .object(let h as ViewHostObject) = held, h === host { return names[slot] }  // trap-ok: checked
    }
    return nil
  }

  /// Tells the recorder, if a scene is being recorded, of an animator's value made at `range`:
  /// until a variable is found to hold it, it is called after what made it and its line
  /// (`keyframeAnimator (line 12)`).
  func recordAnimator(_ property: PropertyRef, madeBy what: String, at range: SourceRange, in file: SourceFile) {
    guard let recorder else { return }
    let line = file.location(of: range.start).line
    recorder.animated(property, fallbackName: "\(what) (line \(line))")
  }
}
