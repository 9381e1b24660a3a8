// Sequence methods beyond BuiltinTable+Collections.swift that animation code calls:
// `reduce(into:_:)` (whose closure changes its first argument in place), `max(by:)`,
// `min(by:)` and `last(where:)`, as Swift's standard library defines them.
import AnimSyntax

extension BuiltinTable {
  func registerSequences() {
    for kind in [ValueKind.array, .dictionary, .range, .stride, .set] {
      method(
        kind, "reduce(into:_:)",
        "Combines the elements into a value the closure changes in place: reduce(into: [:]) { $0[$1, default: 0] += 1 }."
      ) { v, b, site, i, m throws(RuntimeError) in
        let f = try i.function(b, 1, site, &m)
        // The closure's first parameter is `inout` (Resolver: `reduce(into:_:)`): it gets the
        // cell, so what the closure assigns stays for the next element.
        let cell = Box(b.value(0))
        for x in try sequenceElements(of: v, site, &m) { _ = try i.callFunction(f, [.box(cell), x], site.range, &m) }
        return cell.value
      }
      // Swift's: the first of equal largest (smallest) elements; nil when empty.
      for (name, wantsLargest) in [("max", true), ("min", false)] {
        method(
          kind, name + "(by:)",
          "The \(wantsLargest ? "largest" : "smallest") element in the order the closure defines (areInIncreasingOrder), or nil."
        ) { v, b, site, i, m throws(RuntimeError) in
          let f = try i.function(b, 0, site, &m)
          let items = try sequenceElements(of: v, site, &m)
          guard var best = items.first else { return .none }
          for x in items.dropFirst() {
            let replaces =
              wantsLargest
              ? try i.callPredicate(f, [best, x], site.range, &m) : try i.callPredicate(f, [x, best], site.range, &m)
            if replaces { best = x }
          }
          return best
        }
      }
    }
    method(
      .array, "last", "The last element the closure accepts, or nil."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .array(let a) = v else { return .none }
      let f = try i.function(b, 0, site, &m)
      for x in a.reversed() where try i.callPredicate(f, [x], site.range, &m) { return x }
      return .none
    }
    method(
      .array, "lastIndex", "The index of the last element equal to the value (or accepted by the closure), or nil."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .array(let a) = v else { return .none }
      if b.overload == 0 {
        return try i.index(of: b.value(0), in: a, fromEnd: true, site.range, &m).map { .number(Double($0)) } ?? .none
      }
      let f = try i.function(b, 0, site, &m)
      for (k, x) in a.enumerated().reversed() where try i.callPredicate(f, [x], site.range, &m) { return .number(Double(k)) }
      return .none
    }
  }
}

/// The receiver's elements (a range or stride too long to make into an array is an error).
func sequenceElements(of v: Value, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> [Value] {
  guard let e = v.sequenceElements else {
    throw RuntimeError(
      "cannot make an array of \(v.printed): more than \(Value.format(Value.sequenceLimit)) elements",
      at: site.range, file: m.file)
  }
  return e
}
