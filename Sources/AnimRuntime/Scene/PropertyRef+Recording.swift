// What a recorder reads from an `@State` property: its shape and presented components. This is
// where the runtime's values meet AnimPlot's chart types: a value describes its numbers and
// their names (AnimatableValue), and only here are they mapped onto a ValueShape, the kind of
// picture a preview or chart draws.
import AnimPlot
import AnimationCore

extension PropertyRef {
  /// Whether `base` is an AnimationCore property behind the cell (the animator's events name
  /// it).
  func owns(_ base: AnimatedPropertyBase) -> Bool {
    switch storage {
    case .number(let p): p === base
    case .parts(let p): p.owns(base)
    }
  }

  /// Calls `body` whenever the value gains or loses animated parts (an @State array's
  /// elements): the value shown changes then without an animator event.
  func whenReshaped(_ body: (() -> Void)?) {
    if case .parts(let p) = storage { p.onReshape = body }
  }

  /// The presented value as flat components, in the order ``shape`` names them.
  var presentedComponents: [Double] {
    switch storage {
    case .number(let p): return [p.presentation]
    case .parts(let p):
      var i = 0
      return template.unflatten(p.presentation, &i).recordedComponents
    }
  }

  /// What the value is and what its components are called.
  var shape: ValueShape {
    switch storage {
    case .number: .number
    case .parts: template.recordedShape
    }
  }
}

extension Value {
  /// The kind and component names a preview draws this value by: a colour as a colour, a pair
  /// of two numbers as a point in 2-D, anything else made of numbers as its named parts.
  var recordedShape: ValueShape {
    switch unwrapped {
    case .number: return .number
    case .object(let g as GeometryObject): return ValueShape(kind: g.chartKind, componentNames: g.recordedComponentNames)
    case .object(let o as AnimatableValue): return ValueShape(kind: .struct, componentNames: o.recordedComponentNames)
    case .color(let v):
      let names = ValueShape.standardNames(of: .color) ?? []
      return ValueShape(kind: .color, componentNames: Array(names.prefix(v.count)))
    case .vector(let v): return ValueShape(kind: .vector, componentNames: (0..<v.count).map { "[\($0)]" })
    case .array(let a) where a.allSatisfy({ if case .number = $0.unwrapped { true } else { false } }):
      return ValueShape(kind: .vector, componentNames: (0..<a.count).map { "[\($0)]" })
    case .array, .tuple, .record:
      var names: [String] = []
      var colors: [Int] = []
      componentNames(prefix: "", into: &names, colors: &colors)
      return ValueShape(kind: .struct, componentNames: names, colorStarts: colors)
    case .pair(let p):
      if case .number = p.first.unwrapped, case .number = p.second.unwrapped {
        return ValueShape(kind: .pair, componentNames: [p.labels.0 ?? "x", p.labels.1 ?? "y"])
      }
      var names: [String] = []
      var colors: [Int] = []
      componentNames(prefix: "", into: &names, colors: &colors)
      return ValueShape(kind: .struct, componentNames: names, colorStarts: colors)
    default: return ValueShape(kind: .struct, componentNames: [])
    }
  }

  /// The value's numbers in the units its shape names: a colour's linear components, an
  /// Angle's radians (not the animatable data, which scales them by 128).
  var recordedComponents: [Double] {
    switch unwrapped {
    case .number(let d): return [d]
    case .vector(let v), .color(let v): return v.elements
    case .object(let o as AnimatableValue): return o.recordedComponents
    case .pair(let p): return p.first.recordedComponents + p.second.recordedComponents
    case .array(let a): return a.flatMap(\.recordedComponents)
    case .tuple(let t): return t.elements.flatMap(\.recordedComponents)
    case .record(let r):
      if let s = r.info as? StructInfo, s.declaresAnimatableData {
        return s.animatableData(of: self)?.recordedComponents ?? []
      }
      return r.fields.indices.filter { r.animates($0) }.flatMap { r.fields[$0].recordedComponents }  // trap-ok: indices
    default: return []
    }
  }

  /// Dotted paths to each number (`first.x`, `second[0]`), in flattening order; and in
  /// `colors`, where each colour among them starts (its red; green, blue, opacity follow), so
  /// that a readout shows a colour part as a colour.
  private func componentNames(prefix: String, into names: inout [String], colors: inout [Int]) {
    switch unwrapped {
    case .number: names.append(prefix.isEmpty ? "value" : prefix)
    case .vector(let v):
      for i in 0..<v.count { names.append("\(prefix)[\(i)]") }
    case .color(let v):
      // As a colour track's are named (`layers[0].first.red`), not by index.
      let dot = prefix.isEmpty ? "" : prefix + "."
      if v.count == 4 { colors.append(names.count) }
      let standard = ValueShape.standardNames(of: .color) ?? []
      for i in 0..<v.count { names.append(dot + (i < standard.count ? standard[i] : "[\(i)]")) }  // trap-ok: checked
    case .object(let o as AnimatableValue):
      let dot = prefix.isEmpty ? "" : prefix + "."
      names.append(contentsOf: o.recordedComponentNames.map { dot + $0 })
    case .pair(let p):
      let dot = prefix.isEmpty ? "" : prefix + "."
      p.first.componentNames(prefix: dot + (p.labels.0 ?? "first"), into: &names, colors: &colors)
      p.second.componentNames(prefix: dot + (p.labels.1 ?? "second"), into: &names, colors: &colors)
    case .array(let a):
      for (i, x) in a.enumerated() { x.componentNames(prefix: "\(prefix)[\(i)]", into: &names, colors: &colors) }
    case .record(let r):
      let dot = prefix.isEmpty ? "" : prefix + "."
      if let s = r.info as? StructInfo, s.declaresAnimatableData {
        s.animatableData(of: self)?.componentNames(prefix: dot + "animatableData", into: &names, colors: &colors)
        return
      }
      for (k, (name, field)) in zip(r.info.fieldNames, r.fields).enumerated() where r.animates(k) {
        field.componentNames(prefix: dot + name, into: &names, colors: &colors)
      }
    case .tuple(let t):
      let dot = prefix.isEmpty ? "" : prefix + "."
      for (i, x) in t.elements.enumerated() {
        x.componentNames(prefix: dot + ((i < t.labels.count ? t.labels[i] : nil) ?? "\(i)"), into: &names, colors: &colors)  // trap-ok: checked
      }
    default: break
    }
  }
}

extension GeometryObject {
  /// How a chart draws the geometry value: a point or unit point as a dot in 2-D, a size or
  /// rect as a rectangle, a CGVector as a pair, an Angle as a needle.
  var chartKind: AnimPlot.ValueKind {
    switch geometry {
    case .point, .unitPoint: .point
    case .size: .size
    case .rect: .rect
    case .vector: .pair
    case .angle: .angle
    case .empty: .struct
    }
  }
}
