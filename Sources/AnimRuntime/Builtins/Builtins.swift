// The built-in table. Names resolve to indices at resolve time, so a call of `sin` is an array
// access, never a dictionary look-up. Each entry is a function, a constant, a type or a value
// computed when read (`now`).
import AnimSyntax
import AnimationCore
import Foundation

/// A built-in function: arguments are on the machine's stack (see ``CallSite``).
typealias BuiltinFunction = (Interpreter, CallSite, inout Machine) throws(RuntimeError) -> Value

/// The table of built-in names.
final class Builtins: @unchecked Sendable {
  enum Entry {
    case function(BuiltinFunction)
    case constant(Value)
    case dynamic((Interpreter) -> Value)
  }

  static let shared = Builtins()

  /// Pure numeric functions by built-in index, for the interpreter's fast path.
  enum Numeric {
    case unary((Double) -> Double)
    case binary((Double, Double) -> Double)
  }
  private var numericTable: [Numeric?] = []

  func numeric(_ i: Int) -> Numeric? {
    i >= 0 && i < numericTable.count ? numericTable[i] : nil  // trap-ok: checked
  }

  private func setNumeric(_ name: String, _ n: Numeric) {
    guard let i = byName[name] else { return }
    while numericTable.count <= i { numericTable.append(nil) }
    numericTable[i] = n  // trap-ok: grown above
  }

  private(set) var names: [String] = []
  private var entries: [Entry] = []
  private var byName: [String: Int] = [:]
  private var assignable: Set<Int> = []

  /// Animation's static members and factories (for `.easeIn` and "did you mean"), from the
  /// built-in table.
  static var animationMemberNames: [String] { BuiltinTable.shared.memberNames(of: .animationType) }
  /// UnitCurve's static members.
  static var curveMemberNames: [String] { BuiltinTable.shared.memberNames(of: .unitCurveType) }
  /// Spring's static presets (for `.spring(.bouncy)`).
  static var springMemberNames: [String] { BuiltinTable.shared.memberNames(of: .springType) }

  private init() {
    registerCore()
    registerMath()
    registerScene()
  }

  /// Each name's Swift signature and one-line doc, for `:help` and completion.
  private(set) var documentation: [String: (signature: String, doc: String)] = [:]

  func add(
    _ name: String, _ entry: Entry, assignable: Bool = false, signature: String? = nil,
    doc: String? = nil
  ) {
    if let doc { documentation[name] = (signature ?? name, doc) }
    byName[name] = entries.count
    if assignable { self.assignable.insert(entries.count) }
    names.append(name)
    entries.append(entry)
  }

  func function(
    _ name: String, _ signature: String, _ doc: String, _ f: @escaping BuiltinFunction
  ) {
    add(name, .function(f), signature: signature, doc: doc)
  }

  func index(of name: String) -> Int? { byName[name] }
  func isAssignable(_ i: Int) -> Bool { assignable.contains(i) }
  func name(of i: Int) -> String { i >= 0 && i < names.count ? names[i] : "?" }  // trap-ok: checked

  /// The value of a built-in name when read.
  func value(_ i: Int, _ interp: Interpreter) -> Value {
    guard i >= 0, i < entries.count else { return .none }
    switch entries[i] {  // trap-ok: checked
    case .function: return .builtin(i)
    case .constant(let v): return v
    case .dynamic(let f): return f(interp)
    }
  }

  /// The value of a built-in constant (`pi`), `nil` for functions and dynamic values; the
  /// interpreter folds constants when it lowers code.
  func constant(_ i: Int) -> Value? {
    guard i >= 0, i < entries.count, case .constant(let v) = entries[i] else { return nil }  // trap-ok: checked
    return v
  }

  func call(_ i: Int, _ interp: Interpreter, _ site: CallSite, _ m: inout Machine)
    throws(RuntimeError) -> Value
  {
    guard i >= 0, i < entries.count, case .function(let f) = entries[i] else {  // trap-ok: checked
      throw RuntimeError("cannot call '\(name(of: i))'", at: site.range, file: m.file)
    }
    return try f(interp, site, &m)
  }

  // MARK: - Core

  private func registerCore() {
    function("print", "print(_:...)", "Prints the values, separated by spaces, and a line break.") { interp, site, m throws(RuntimeError) in
      var parts: [String] = []
      for i in 0..<site.count { parts.append(m.stack[site.base + i].printed) }  // trap-ok: args on stack
      // One output line per printed line (a sample's table has many), as the terminal shows them
      // and as `// expect:` comments compare them.
      for line in parts.joined(separator: " ").split(separator: "\n", omittingEmptySubsequences: false) {
        interp.output(String(line))
      }
      return .none
    }
    function("expect", "expect(_:_:)", "Records a check: a failing condition is reported with its operands, and the script goes on.") { interp, site, m throws(RuntimeError) in
      try interp.expect(site, &m)
    }
    add("pi", .constant(.number(Double.pi)), signature: "pi", doc: "π, the ratio of a circle's circumference to its diameter.")
    add("zero", .constant(.zero), signature: "zero", doc: "The zero of every animatable shape (VectorArithmetic.zero); it adopts the shape it meets.")
    add("infinity", .constant(.number(.infinity)), signature: "infinity", doc: "Positive infinity.")
    for t in [
      "Animation", "UnitCurve", "Spring", "Transaction", "AnimationContext", "AnimationState",
      "PausableAnimation", "TargetAnimation", "AnimationCompletionCriteria", "ChartStyle",
      "Double", "Int", "String", "AnimatableVector", "Array",
    ] {
      add(t, .constant(.type(.builtin(t))))
    }
    // The global functions declared in the built-in table (BuiltinTable+Globals.swift): a call
    // written in the source is bound there when lowered; this entry serves calls through a
    // value (`let f = rgb; f(1, 0, 0)`), matching the labels then.
    for method in BuiltinTable.shared.methods where method.owner == .global {
      let name = method.name
      function(name, method.selectors.joined(separator: " / "), method.doc) {
        interp, site, m throws(RuntimeError) in
        if let v = try BuiltinTable.shared.callEvaluated(name, .global, .none, site, interp, &m) {
          return v
        }
        throw RuntimeError(
          BuiltinTable.shared.labelMismatch(name, .global, site.signature) ?? "cannot call '\(name)'",
          at: site.range, file: m.file)
      }
    }
    function("type", "type(_:)", "The name of a value's type, as a string.") { interp, site, m throws(RuntimeError) in
      let a = try site.bind(&m, [[.init("_")]], what: "type")
      return .string(a.values[0].typeName)  // trap-ok: bound one argument
    }
  }

  // MARK: - Maths

  private func registerMath() {
    func unary(_ name: String, _ doc: String, _ f: @escaping (Double) -> Double) {
      function(name, "\(name)(_:)", doc) { interp, site, m throws(RuntimeError) in
        guard site.count == 1, site.label(0) == nil else {
          throw RuntimeError("'\(name)' takes one number", at: site.range, file: m.file)
        }
        guard case .number(let x) = m.stack[site.base] else {  // trap-ok: one argument
          throw RuntimeError(
            "'\(name)' takes a number, not \(m.stack[site.base].typeNameWithArticle)",  // trap-ok: one argument
            at: site.range(of: 0), file: m.file)
        }
        return .number(f(x))
      }
      setNumeric(name, .unary(f))
    }
    unary("sin", "The sine of an angle in radians.", Foundation.sin)
    unary("cos", "The cosine of an angle in radians.", Foundation.cos)
    unary("tan", "The tangent of an angle in radians.", Foundation.tan)
    unary("asin", "The arcsine, in radians.", Foundation.asin)
    unary("acos", "The arccosine, in radians.", Foundation.acos)
    unary("atan", "The arctangent, in radians.", Foundation.atan)
    unary("exp", "e raised to a power.", Foundation.exp)
    unary("log", "The natural logarithm.", Foundation.log)
    unary("sqrt", "The square root.", Foundation.sqrt)
    unary("floor", "The largest whole number not above.", Foundation.floor)
    unary("ceil", "The smallest whole number not below.", Foundation.ceil)
    unary("round", "The nearest whole number (halves away from zero).", { $0.rounded() })
    function("abs", "abs(_:)", "The absolute value of a number (of each component of a vector).") { interp, site, m throws(RuntimeError) in
      guard site.count == 1 else {
        throw RuntimeError("'abs' takes one argument", at: site.range, file: m.file)
      }
      let v = m.stack[site.base]  // trap-ok: one argument
      if case .number(let x) = v { return .number(Swift.abs(x)) }
      if case .vector(let vec) = v { return .vector(AnimatableVector(vec.elements.map { Swift.abs($0) })) }
      throw RuntimeError("'abs' takes a number, not \(v.typeNameWithArticle)", at: site.range(of: 0), file: m.file)
    }
    function("pow", "pow(_:_:)", "A number raised to a power.") { interp, site, m throws(RuntimeError) in
      guard site.count == 2, case .number(let a) = m.stack[site.base],  // trap-ok: count checked
        case .number(let b) = m.stack[site.base + 1]  // trap-ok: count checked
      else { throw RuntimeError("'pow' takes two numbers", at: site.range, file: m.file) }
      return .number(Foundation.pow(a, b))
    }
    setNumeric("pow", .binary(Foundation.pow))
    setNumeric("atan2", .binary(Foundation.atan2))
    setNumeric("abs", .unary(Swift.abs))
    function("atan2", "atan2(_:_:)", "The angle of the point (x: b, y: a), in radians.") { interp, site, m throws(RuntimeError) in
      guard site.count == 2, case .number(let a) = m.stack[site.base],  // trap-ok: count checked
        case .number(let b) = m.stack[site.base + 1]  // trap-ok: count checked
      else { throw RuntimeError("'atan2' takes two numbers", at: site.range, file: m.file) }
      return .number(Foundation.atan2(a, b))
    }
    func minmax(_ name: String, _ doc: String, _ pick: @escaping (Double, Double) -> Double) {
      function(name, "\(name)(_:...)", doc) { interp, site, m throws(RuntimeError) in
        guard site.count >= 1 else {
          throw RuntimeError("'\(name)' needs at least one number", at: site.range, file: m.file)
        }
        var result: Double?
        for i in 0..<site.count {
          guard case .number(let x) = m.stack[site.base + i] else {  // trap-ok: args on stack
            throw RuntimeError("'\(name)' takes numbers", at: site.range(of: i), file: m.file)
          }
          result = result.map { pick($0, x) } ?? x
        }
        return .number(result ?? 0)
      }
    }
    minmax("min", "The smallest of the numbers.", Swift.min)
    minmax("max", "The largest of the numbers.", Swift.max)
  }
}

// MARK: - Argument binding

/// A parameter of a built-in: its label (`_` for none) and default.
struct BuiltinParameter {
  let label: String
  let defaultValue: Value?
  init(_ label: String, _ defaultValue: Value? = nil) {
    self.label = label
    self.defaultValue = defaultValue
  }
}

/// Arguments matched to one of a built-in's overloads.
struct BoundArguments {
  let overload: Int
  let values: [Value]
  /// The matched overload's parameters, to find an argument's source range for a message.
  let parameters: [BuiltinParameter]

  func value(_ i: Int) -> Value { i < values.count ? values[i] : .none }  // trap-ok: checked

  /// Where parameter `i`'s argument was written: the k-th parameter with a label takes the k-th
  /// argument with that label; a defaulted parameter points at the whole call. Only messages
  /// need it, so it is worked out then rather than recorded on every call.
  func range(_ i: Int, _ site: CallSite) -> SourceRange {
    guard i >= 0, i < parameters.count else { return site.range }
    let label = parameters[i].label  // trap-ok: checked
    var k = 0
    for j in 0..<i where parameters[j].label == label { k += 1 }  // trap-ok: j < i < count
    var seen = 0
    for a in 0..<site.count where (site.label(a) ?? "_") == label {
      if seen == k { return site.range(of: a) }
      seen += 1
    }
    return site.range
  }

  func number(_ i: Int, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Double {
    let v = value(i).unwrapped
    guard case .number(let d) = v else {
      throw RuntimeError(
        "'\(site.name)' expects a number here, not \(v.typeNameWithArticle)",
        at: range(i, site), file: m.file)
    }
    return d
  }

  func bool(_ i: Int, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Bool {
    let v = value(i).unwrapped
    guard case .bool(let b) = v else {
      throw RuntimeError(
        "'\(site.name)' expects a bool here, not \(v.typeNameWithArticle)", at: range(i, site),
        file: m.file)
    }
    return b
  }

  func animation(_ i: Int, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Animation {
    let v = value(i).unwrapped
    guard case .animation(let a) = v else {
      throw RuntimeError(
        "'\(site.name)' expects an Animation here, not \(v.typeNameWithArticle)",
        at: range(i, site), file: m.file)
    }
    return a
  }
}

extension CallSite {
  /// Matches the call's labels against the overloads in order.
  /// - Parameter what: How messages name the callee ("Spring has no initializer …").
  func bind(
    _ m: inout Machine, _ overloads: [[BuiltinParameter]], what: String, isInitializer: Bool = false
  ) throws(RuntimeError) -> BoundArguments {
    for (index, params) in overloads.enumerated() {
      var values: [Value] = []
      var p = 0
      var ok = true
      for i in 0..<count {
        let label = self.label(i) ?? "_"
        while p < params.count, params[p].label != label, params[p].defaultValue != nil {  // trap-ok: checked
          values.append(params[p].defaultValue ?? .none)  // trap-ok: checked
          p += 1
        }
        guard p < params.count, params[p].label == label else {  // trap-ok: checked
          ok = false
          break
        }
        values.append(m.stack[base + i])  // trap-ok: args on stack
        p += 1
      }
      guard ok else { continue }
      while p < params.count, let d = params[p].defaultValue {  // trap-ok: checked
        values.append(d)
        p += 1
      }
      if p == params.count {
        return BoundArguments(overload: index, values: values, parameters: params)
      }
    }
    let message = Builtins.noOverloadMessage(
      what: what, signature: signature, overloads: overloads, isInitializer: isInitializer)
    throw RuntimeError(message, at: range, file: m.file)
  }
}

extension Builtins {
  /// The message for a call whose labels fit none of a built-in's overloads, with the closest
  /// signature as a suggestion (one wording for every built-in).
  static func noOverloadMessage(
    what: String, signature: String, overloads: [[BuiltinParameter]], isInitializer: Bool = false
  ) -> String {
    let count = signature.filter { $0 == ":" }.count
    let signatures = overloads.map { "(" + $0.map { $0.label + ":" }.joined() + ")" }
    var message =
      isInitializer
      ? "\(what) has no initializer \(signature)" : "no '\(what)' takes the arguments \(signature)"
    // Compare with each overload's first parameters, as many as were given, so that
    // (duration:bouncy:) suggests (duration:bounce:) rather than a longer signature.
    let prefixes = overloads.filter { $0.count >= count }.map {
      "(" + $0.prefix(count).map { $0.label + ":" }.joined() + ")"
    }
    if let s = Suggestions.closest(to: signature, in: prefixes + signatures) {
      message += "; did you mean \(s)?"
    } else if signatures.count <= 4 {
      message += "; it takes " + signatures.joined(separator: " or ")
    }
    return message
  }
}
