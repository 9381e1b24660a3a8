// The table's global functions whose arguments depend on their values: printing and checks,
// the maths (with a formula for numbers, which a call site computes in place), and the scene's
// withAnimation, withTransaction, wait, sample and plot. Labels are matched when the call is
// lowered, like every table entry's; the bodies read the bound arguments in parameter order.
import AnimSyntax
import AnimationCore
import Foundation

extension BuiltinTable {
  // Three families (BuiltinFamily), so that `print(1)` registers neither the maths nor the scene.
  func registerCoreFunctions() {
    method(
      .global, "print", what: "print",
      "Prints the values, separated by spaces (or the separator), and a line break (or the terminator)."
    ) { _, b, site, interp, m throws(RuntimeError) in
      let n = b.values.count
      guard case .string(let separator) = b.value(n - 2) else {
        throw RuntimeError(
          "print's separator: takes a String, not \(b.value(n - 2).typeNameWithArticle)",
          at: b.range(n - 2, site), file: m.file)
      }
      guard case .string(let terminator) = b.value(n - 1) else {
        throw RuntimeError(
          "print's terminator: takes a String, not \(b.value(n - 1).typeNameWithArticle)",
          at: b.range(n - 1, site), file: m.file)
      }
      // Joined by hand: the first `joined(separator:)` of a run looks up a conformance at run
      // time, about 255,000 instructions of `anim -e 'print(1)'` (callgrind).
      var text = ""
      for (k, v) in b.values.dropLast(2).enumerated() {
        if k > 0 { text += separator }
        text += v.printed
      }
      interp.write(text + terminator)
      return .none
    }
    method(
      .global, "expect", what: "expect",
      "Records a check: a failing condition is reported with its operands, and the script goes on."
    ) { _, b, site, interp, m throws(RuntimeError) in
      try interp.expect(b.value(0), message: b.overload == 1 ? b.value(1) : nil, site, &m)
    }
    method(
      .global, "type", what: "type",
      "`type(x)`: the name of a value's kind, as a string; `type(of: x)`: Swift's metatype, printed as Swift names the type."
    ) { _, b, _, _, _ in
      // `type(of:)` is lowered by its static type (TypeChecker+TypeOf.swift); this is its value's.
      b.overload == 1 ? .object(MetatypeName(b.value(0).unwrapped.dynamicTypeName)) : .string(b.value(0).typeName)
    }
  }

  func registerMathFunctions() {
    func unary(_ name: String, _ doc: String, _ f: @escaping (Double) -> Double) {
      method(.global, name, what: name, pure: .unary(f), doc) {
        _, b, site, _, m throws(RuntimeError) in
        guard case .number(let x) = b.value(0) else {
          throw RuntimeError(
            "'\(name)' takes a number, not \(b.value(0).typeNameWithArticle)", at: b.range(0, site), file: m.file)
        }
        return .number(f(x))
      }
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
    method(
      .global, "abs", what: "abs", pure: .unary(Swift.abs),
      "The absolute value of a number (of each component of a vector)."
    ) { _, b, site, _, m throws(RuntimeError) in
      switch b.value(0) {
      case .number(let x): return .number(Swift.abs(x))
      case .vector(let v): return .vector(AnimatableVector(v.elements.map { Swift.abs($0) }))
      case let v:
        throw RuntimeError("'abs' takes a number, not \(v.typeNameWithArticle)", at: b.range(0, site), file: m.file)
      }
    }
    func binary(_ name: String, _ doc: String, _ f: @escaping (Double, Double) -> Double) {
      method(.global, name, what: name, pure: .binary(f), doc) {
        _, b, site, _, m throws(RuntimeError) in
        guard case .number(let x) = b.value(0), case .number(let y) = b.value(1) else {
          throw RuntimeError("'\(name)' takes two numbers", at: site.range, file: m.file)
        }
        return .number(f(x, y))
      }
    }
    binary("pow", "A number raised to a power.", Foundation.pow)
    binary("atan2", "The angle of the point (x: b, y: a), in radians.", Foundation.atan2)
    // Swift's `min(_:_:)` and `min(_:_:_:_:...)`: two numbers, or three and more.
    func extreme(_ name: String, _ doc: String, _ pick: @escaping (Double, Double) -> Double) {
      method(
        .global, name, what: name, pure: .binary(pick), doc
      ) { _, b, site, _, m throws(RuntimeError) in
        var result: Double?
        for (k, v) in b.values.enumerated() {
          guard case .number(let x) = v else {
            throw RuntimeError("'\(name)' takes numbers", at: b.range(k, site), file: m.file)
          }
          result = result.map { pick($0, x) } ?? x
        }
        return .number(result ?? 0)
      }
    }
    extreme("min", "The smallest of the numbers.", Swift.min)
    extreme("max", "The largest of the numbers.", Swift.max)
  }

  func registerSceneFunctions() {
    // SwiftUI's two: `withAnimation(_:_:)` and `withAnimation(_:completionCriteria:_:completion:)`.
    method(
      .global, "withAnimation",
      what: "withAnimation",
      "Runs the closure in a transaction with the animation (default .default); a completion runs when the animations finish."
    ) { _, b, site, interp, m throws(RuntimeError) in
      func wrong(_ k: Int) -> RuntimeError {
        RuntimeError(
          "withAnimation takes an Animation and a closure; got \(b.value(k).typeNameWithArticle)",
          at: b.range(k, site), file: m.file)
      }
      let chosen: Animation?
      switch b.value(0) {
      case .animation(let a): chosen = a
      case .none: chosen = nil
      default: throw wrong(0)
      }
      guard case .function(let body) = b.value(b.overload == 0 ? 1 : 2) else { throw wrong(b.overload == 0 ? 1 : 2) }
      var transaction = Transaction(animation: chosen)
      if b.overload == 1 {
        guard case .object(let o as CompletionCriteriaObject) = b.value(1) else {
          throw RuntimeError(
            "completionCriteria: takes .logicallyComplete or .removed, not \(b.value(1).typeNameWithArticle)",
            at: b.range(1, site), file: m.file)
        }
        guard case .function(let completion) = b.value(3) else { throw wrong(3) }
        transaction.addAnimationCompletion(criteria: o.criteria, interp.callback(completion, site.range))
      }
      return try interp.runInTransaction(transaction, body, site.range, &m)
    }
    method(
      .global, "withTransaction", what: "withTransaction",
      "Runs the closure in the given transaction, or in a new one with one property set (withTransaction(\\.disablesAnimations, true) { … })."
    ) { _, b, site, interp, m throws(RuntimeError) in
      if b.overload == 1 {
        // SwiftUI's `withTransaction(_:_:_:)`: a new Transaction with `keyPath` set to `value`.
        guard case .object(let kp as KeyPathObject) = b.value(0).unwrapped, case .function(let body) = b.value(2) else {
          throw RuntimeError(
            "withTransaction takes a Transaction key path (\\.disablesAnimations), a value and a closure",
            at: site.range, file: m.file)
        }
        let made = try kp.write(.transaction(TransactionRef(Transaction())), b.value(1), interp, b.range(0, site), &m)
        guard case .transaction(let t) = made else { return .none }
        return try interp.runInTransaction(t.transaction, body, site.range, &m)
      }
      guard case .transaction(let t) = b.value(0), case .function(let body) = b.value(1) else {
        throw RuntimeError("withTransaction takes a Transaction and a closure", at: site.range, file: m.file)
      }
      return try interp.runInTransaction(t.transaction, body, site.range, &m)
    }
    method(
      .global, "wait", what: "wait",
      "Advances the virtual clock by the given seconds, ticking every running animation at clock.fps."
    ) { _, b, site, interp, m throws(RuntimeError) in
      try interp.wait(b.number(0, site, &m), site, &m)
    }
    method(
      .global, "sample",
      what: "sample",
      "A series of (time, value, velocity): a property's next seconds, or an animation's move."
    ) { _, b, site, interp, m throws(RuntimeError) in
      try interp.sample(b, site, &m)
    }
    method(
      .global, "plot",
      what: "plot", "Charts animations, curves, springs or series in the terminal (or as SVG)."
    ) { _, b, site, interp, m throws(RuntimeError) in
      try interp.plot(b, site, &m)
    }
  }
}
