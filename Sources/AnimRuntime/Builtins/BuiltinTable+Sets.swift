// Swift's `Set` (SetObject.swift): `Set<Int>()`, `Set(array)`, a literal where a Set is expected
// (`let s: Set = [1, 2, 2]` has two elements: Lowering reads the checker's type of the literal),
// membership, insertion and removal, and the set algebra.
import AnimSyntax

extension BuiltinTable {
  func registerSets() {
    method(
      .setType, "init", "An empty set, or the distinct elements of a sequence."
    ) { _, b, site, i, m throws(RuntimeError) in
      guard b.overload == 1 else { return .object(SetObject([])) }
      let items = try elements(b, 0, site, &m)
      try i.account(Interpreter.arrayBytes(items.count), site.range, &m)
      return .object(SetObject(items))
    }
    property(.set, "count", "The number of elements.") { v, _, _, _ in
      guard case .object(let s as SetObject) = v else { return .none }
      return .number(Double(s.storage.count))
    }
    property(.set, "isEmpty", "Whether the set has no elements.") { v, _, _, _ in
      guard case .object(let s as SetObject) = v else { return .none }
      return .bool(s.storage.count == 0)
    }
    method(
      .set, "contains", "Whether the set holds the value (or an element the closure accepts)."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .object(let s as SetObject) = v else { return .none }
      if b.overload == 0 { return .bool(s.contains(b.value(0))) }
      let f = try i.function(b, 0, site, &m)
      for x in s.elements where try i.callPredicate(f, [x], site.range, &m) { return .bool(true) }
      return .bool(false)
    }
    method(.set, "filter", "A set of the elements the closure accepts.") {
      v, b, site, i, m throws(RuntimeError) in
      guard case .object(let s as SetObject) = v else { return .none }
      let f = try i.function(b, 0, site, &m)
      var kept: [Value] = []
      for x in s.elements where try i.callPredicate(f, [x], site.range, &m) { kept.append(x) }
      return .object(SetObject(kept))
    }
    mutatingMethod(
      .set, "insert",
      "Adds the value if it is not there; gives (inserted: Bool, memberAfterInsert: the element the set holds)."
    ) { v, b, site, i, m throws(RuntimeError) in
      let x = b.value(0)
      // No binding of the set outlives this check: `SetObject.unique` needs the only reference.
      if case .object(let s as SetObject) = v, s.contains(x) {
        // Swift gives the member the set holds; Anim's equal values cannot be told apart, so
        // the argument is that member (and no search is needed).
        return .pair(Pair(.bool(false), x, labels: ("inserted", "memberAfterInsert")))
      }
      try i.account(Interpreter.arrayBytes(1), site.range, &m)
      guard let changed = SetObject.unique(&v) else { return .none }
      changed.storage.set(x, .none)
      v = .object(changed)
      return .pair(Pair(.bool(true), x, labels: ("inserted", "memberAfterInsert")))
    }
    mutatingMethod(
      .set, "remove", "Removes the value; gives it, or nil when it was not there."
    ) { v, b, _, _, _ throws(RuntimeError) in
      if case .object(let s as SetObject) = v, !s.contains(b.value(0)) { return .none }
      guard let changed = SetObject.unique(&v) else { return .none }
      _ = changed.storage.remove(b.value(0))
      v = .object(changed)
      return b.value(0)  // the member removed (equal values cannot be told apart)
    }
    mutatingMethod(.set, "removeAll", "Removes every element.") { v, _, _, _, _ throws(RuntimeError) in
      v = .object(SetObject([]))
      return .none
    }
    // The algebra, each with its in-place form (`formUnion`).
    let algebra: [(String, String?, String, (SetObject, [Value]) -> [Value])] = [
      ("union", "formUnion", "The elements of both.", { s, o in s.elements + o }),
      ("intersection", "formIntersection", "The elements in both.", { s, o in
        let other = SetObject(o)
        return s.elements.filter(other.contains)
      }),
      ("subtracting", "subtract", "The elements not in the other.", { s, o in
        let other = SetObject(o)
        return s.elements.filter { !other.contains($0) }
      }),
      ("symmetricDifference", "formSymmetricDifference", "The elements in one but not both.", { s, o in
        let other = SetObject(o)
        return s.elements.filter { !other.contains($0) } + other.elements.filter { !s.contains($0) }
      }),
    ]
    for (name, inPlace, doc, f) in algebra {
      method(.set, name, doc) { v, b, site, i, m throws(RuntimeError) in
        guard case .object(let s as SetObject) = v else { return .none }
        let other = try elements(b, 0, site, &m)
        try i.account(Interpreter.arrayBytes(s.storage.count + other.count), site.range, &m)
        return .object(SetObject(f(s, other)))
      }
      if let inPlace {
        mutatingMethod(.set, inPlace, doc + " In place.") { v, b, site, i, m throws(RuntimeError) in
          guard case .object(let s as SetObject) = v else { return .none }
          let other = try elements(b, 0, site, &m)
          try i.account(Interpreter.arrayBytes(s.storage.count + other.count), site.range, &m)
          v = .object(SetObject(f(s, other)))
          return .none
        }
      }
    }
    let relations: [(String, String, (SetObject, SetObject) -> Bool)] = [
      ("isSubset", "Whether every element is in the other.", { s, o in s.elements.allSatisfy(o.contains) }),
      ("isSuperset", "Whether every element of the other is in this set.", { s, o in o.elements.allSatisfy(s.contains) }),
      ("isDisjoint", "Whether no element is in both.", { s, o in !s.elements.contains(where: o.contains) }),
    ]
    for (name, doc, f) in relations {
      method(.set, name, doc) {
        v, b, site, _, m throws(RuntimeError) in
        guard case .object(let s as SetObject) = v else { return .none }
        return .bool(f(s, SetObject(try elements(b, 0, site, &m))))
      }
    }
  }
}

/// The elements of argument `k`, which must be a sequence.
private func elements(_ b: BoundArguments, _ k: Int, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> [Value] {
  let v = b.value(k).unwrapped
  guard let e = v.sequenceElements else {
    throw RuntimeError(
      "'\(site.name)' expects a sequence here, not \(v.typeNameWithArticle)", at: b.range(k, site), file: m.file)
  }
  return e
}
