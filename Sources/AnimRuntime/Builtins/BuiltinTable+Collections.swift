// The table's entries for arrays, dictionaries and tuples: Swift's common Array and Dictionary
// API, the sequence methods that take closures (`map`, `filter`, `reduce`, `sorted(by:)`), and
// `zip`. Mutating methods (`append`, `remove(at:)`) change the variable or path they are called
// on (`Lowering.mutatingCall`).
import AnimSyntax

extension BuiltinTable {
  func registerCollections() {
    registerArrayProperties()
    registerArrayMutations()
    registerSequenceMethods()
    registerArrayQueries()
    registerDictionary()
    method(
      .arrayType, "init", "An array of a sequence's elements, or of one value repeated count times."
    ) { _, b, site, i, m throws(RuntimeError) in
      guard b.overload == 1 else {
        let made = try elements(b, 0, site, &m)
        try i.account(Interpreter.arrayBytes(made.count), site.range, &m)
        return .array(made)
      }
      let count = try b.number(1, site, &m)
      guard let n = Int(exactly: count), n >= 0, Double(n) <= Value.sequenceLimit else {
        throw RuntimeError(
          "Array(repeating:count:) needs a whole count in 0...\(Value.format(Value.sequenceLimit)), not \(Value.format(count))",
          at: b.range(1, site), file: m.file)
      }
      try i.account(Interpreter.arrayBytes(n), site.range, &m)
      return .array(Array(repeating: b.value(0), count: n))
    }
    method(
      .global, "zip", what: "zip",
      "Pairs of the two sequences' elements, as far as the shorter goes."
    ) { _, b, site, _, m throws(RuntimeError) in
      let first = try elements(b, 0, site, &m)
      let second = try elements(b, 1, site, &m)
      return .array(zip(first, second).map { .pair(Pair($0, $1)) })
    }
  }

  private func registerArrayProperties() {
    property(.array, "count", "The number of elements.") { v, _, _, _ in
      guard case .array(let a) = v else { return .none }
      return .number(Double(a.count))
    }
    property(.array, "isEmpty", "Whether the array has no elements.") { v, _, _, _ in
      guard case .array(let a) = v else { return .none }
      return .bool(a.isEmpty)
    }
    property(.array, "first", "The first element, or nil when the array is empty.") { v, _, _, _ in
      guard case .array(let a) = v else { return .none }
      return a.first ?? .none
    }
    property(.array, "last", "The last element, or nil when the array is empty.") { v, _, _, _ in
      guard case .array(let a) = v else { return .none }
      return a.last ?? .none
    }
    property(.array, "indices", "The valid indices, 0..<count.") { v, _, _, _ in
      guard case .array(let a) = v else { return .none }
      return .object(RangeObject(lower: 0, upper: Double(a.count), isClosed: false))
    }
  }

  private func registerArrayMutations() {
    mutatingMethod(
      .array, "append", "Adds an element (or a sequence's elements) at the end."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .array(var a) = v else { return .none }
      let added = b.overload == 1 ? try elements(b, 0, site, &m) : []
      // Charged by what is added, and when the storage must grow, by the new storage (twice
      // the old: the old is freed only after the copy, so the limit must allow for both).
      let needed = a.count + added.count + 1
      try i.account(
        Interpreter.arrayBytes(needed > a.capacity ? max(needed, 2 * a.capacity) : added.count + 1),
        site.range, &m)
      // Checks come before this: `v` is what the caller writes back if the call fails.
      v = .none  // `a` alone holds the storage now: it changes in place
      if b.overload == 1 {
        a.append(contentsOf: added)
      } else {
        a.append(b.value(0))
      }
      v = .array(a)
      return .none
    }
    mutatingMethod(
      .array, "insert", "Inserts an element at an index in 0...count."
    ) { v, b, site, interpreter, m throws(RuntimeError) in
      guard case .array(var a) = v else { return .none }
      let i = try index(b, 1, site, count: a.count, allowsEnd: true, &m)
      try interpreter.account(Interpreter.arrayBytes(1), site.range, &m)
      v = .none  // `a` alone holds the storage now: it changes in place
      a.insert(b.value(0), at: i)
      v = .array(a)
      return .none
    }
    mutatingMethod(
      .array, "remove", "Removes and returns the element at an index."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .array(var a) = v else { return .none }
      let i = try index(b, 0, site, count: a.count, allowsEnd: false, &m)
      v = .none  // `a` alone holds the storage now: it changes in place
      let removed = a.remove(at: i)  // trap-ok: index checked
      v = .array(a)
      return removed
    }
    mutatingMethod(
      .array, "removeAll", "Removes every element (or every element the closure accepts)."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .array(let a) = v else { return .none }
      guard b.overload == 1 else {
        v = .array([])
        return .none
      }
      let f = try i.function(b, 0, site, &m)
      var kept: [Value] = []
      for x in a where try !i.callPredicate(f, [x], site.range, &m) { kept.append(x) }
      v = .array(kept)
      return .none
    }
    for (name, fromEnd) in [("removeLast", true), ("removeFirst", false)] {
      mutatingMethod(
        .array, name, "Removes and returns the \(fromEnd ? "last" : "first") element (an error when empty)."
      ) { v, _, site, _, m throws(RuntimeError) in
        guard case .array(var a) = v else { return .none }
        guard !a.isEmpty else {
          throw RuntimeError(
            "cannot \(name)() from an empty array", at: site.range, file: m.file)
        }
        v = .none  // `a` alone holds the storage now: it changes in place
        let removed = fromEnd ? a.removeLast() : a.removeFirst()  // trap-ok: not empty
        v = .array(a)
        return removed
      }
    }
    mutatingMethod(
      .array, "sort", "Sorts the elements in place: ascending (numbers or strings), or in the closure's order (stable)."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .array(let a) = v else { return .none }
      // Sorted into a new array first: `v` stays as it was if a comparison fails.
      guard b.overload == 1 else {
        v = .array(try sortedAscending(a, i, site, &m))
        return .none
      }
      let f = try i.function(b, 0, site, &m)
      v = .array(
        try stableSorted(a, &m) { (x, y, m) throws(RuntimeError) in
          try i.callPredicate(f, [x, y], site.range, &m)
        })
      return .none
    }
    mutatingMethod(.array, "reverse", "Reverses the order of the elements in place.") {
      v, _, _, _, _ throws(RuntimeError) in
      guard case .array(var a) = v else { return .none }
      v = .none  // `a` alone holds the storage now: it changes in place
      a.reverse()
      v = .array(a)
      return .none
    }
    mutatingMethod(.array, "popLast", "Removes and returns the last element, nil when empty.") {
      v, _, _, _, _ throws(RuntimeError) in
      guard case .array(var a) = v else { return .none }
      v = .none  // `a` alone holds the storage now: it changes in place
      let removed = a.popLast()
      v = .array(a)
      return removed ?? .none
    }
  }

  /// Methods that take a closure (or an operator) and walk the elements: on arrays,
  /// dictionaries (their `(key, value)` pairs), ranges and strides, each giving an array.
  private func registerSequenceMethods() {
    method(.array, "flatMap", "One array of the elements of the closure's result for each element, in order.") {
      v, b, site, i, m throws(RuntimeError) in
      let f = try i.function(b, 0, site, &m)
      var out: [Value] = []
      for x in try elements(of: v, site, &m) {
        let r = try i.callFunction(f, [x], site.range, &m)
        guard case .array(let inner) = r.unwrapped else {
          throw RuntimeError(
            "flatMap's closure must give an array, not \(r.typeNameWithArticle)", at: site.range, file: m.file)
        }
        try i.account(Interpreter.arrayBytes(out.count &+ inner.count), site.range, &m)
        out.append(contentsOf: inner)
      }
      return .array(out)
    }
    for kind in [ValueKind.array, .dictionary, .range, .stride, .set] {
      method(kind, "map", "An array of the closure's result for each element.") {
        v, b, site, i, m throws(RuntimeError) in
        let f = try i.function(b, 0, site, &m)
        var out: [Value] = []
        let items = try elements(of: v, site, &m)
        try i.account(Interpreter.arrayBytes(items.count), site.range, &m)
        for x in items { out.append(try i.callFunction(f, [x], site.range, &m)) }
        return .array(out)
      }
      method(
        kind, "compactMap", "An array of the closure's non-nil results, in order."
      ) { v, b, site, i, m throws(RuntimeError) in
        let f = try i.function(b, 0, site, &m)
        var out: [Value] = []
        for x in try elements(of: v, site, &m) {
          let r = try i.callFunction(f, [x], site.range, &m)
          if !r.isNil { out.append(r) }
        }
        return .array(out)
      }
      // A dictionary's filter gives a dictionary (registerDictionary), a set's a set (registerSets).
      if kind != .dictionary && kind != .set {
        method(
          kind, "filter", "An array of the elements the closure accepts."
        ) { v, b, site, i, m throws(RuntimeError) in
          let f = try i.function(b, 0, site, &m)
          var out: [Value] = []
          for x in try elements(of: v, site, &m) where try i.callPredicate(f, [x], site.range, &m) {
            out.append(x)
          }
          return .array(out)
        }
      }
      method(
        kind, "reduce(_:_:)", "Combines the elements from an initial value: reduce(0, +) is the sum."
      ) { v, b, site, i, m throws(RuntimeError) in
        let f = try i.function(b, 1, site, &m)
        var result = b.value(0)
        for x in try elements(of: v, site, &m) { result = try i.callFunction(f, [result, x], site.range, &m) }
        return result
      }
      method(kind, "forEach", "Calls the closure with each element.") {
        v, b, site, i, m throws(RuntimeError) in
        let f = try i.function(b, 0, site, &m)
        for x in try elements(of: v, site, &m) { _ = try i.callFunction(f, [x], site.range, &m) }
        return .none
      }
      method(
        kind, "sorted", "The elements in ascending order (numbers or strings), or in the closure's order (stable)."
      ) { v, b, site, i, m throws(RuntimeError) in
        let items = try elements(of: v, site, &m)
        guard b.overload == 1 else { return .array(try sortedAscending(items, i, site, &m)) }
        let f = try i.function(b, 0, site, &m)
        return .array(
          try stableSorted(items, &m) { (x, y, m) throws(RuntimeError) in
            try i.callPredicate(f, [x, y], site.range, &m)
          })
      }
      method(
        kind, "enumerated", "The pairs (offset: i, element: x) of each element and its position."
      ) { v, _, site, _, m throws(RuntimeError) in
        .array(
          try elements(of: v, site, &m).enumerated().map {
            .pair(Pair(.number(Double($0.offset)), $0.element, labels: ("offset", "element")))
          })
      }
      method(
        kind, "first", "The first element the closure accepts, or nil."
      ) { v, b, site, i, m throws(RuntimeError) in
        let f = try i.function(b, 0, site, &m)
        for x in try elements(of: v, site, &m) where try i.callPredicate(f, [x], site.range, &m) {
          return x
        }
        return .none
      }
      method(
        kind, "allSatisfy", "Whether the closure accepts every element."
      ) { v, b, site, i, m throws(RuntimeError) in
        let f = try i.function(b, 0, site, &m)
        for x in try elements(of: v, site, &m) where try !i.callPredicate(f, [x], site.range, &m) {
          return .bool(false)
        }
        return .bool(true)
      }
    }
  }

  private func registerArrayQueries() {
    method(
      .array, "contains", "Whether an element equals the value (or the closure accepts one)."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .array(let a) = v else { return .none }
      if b.overload == 0 { return .bool(try i.index(of: b.value(0), in: a, site.range, &m) != nil) }
      let f = try i.function(b, 0, site, &m)
      for x in a where try i.callPredicate(f, [x], site.range, &m) { return .bool(true) }
      return .bool(false)
    }
    method(
      .array, "firstIndex", "The index of the first element equal to the value (or accepted by the closure), or nil."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .array(let a) = v else { return .none }
      if b.overload == 0 { return try i.index(of: b.value(0), in: a, site.range, &m).map { .number(Double($0)) } ?? .none }
      let f = try i.function(b, 0, site, &m)
      for (k, x) in a.enumerated() where try i.callPredicate(f, [x], site.range, &m) { return .number(Double(k)) }
      return .none
    }
    // A String's are its Characters (Swift's ReversedCollection<String>, an array here).
    for kind in [ValueKind.array, .range, .stride, .string] {
      method(kind, "reversed", "The elements in reverse order, as an array.") {
        v, _, site, _, m throws(RuntimeError) in
        .array(try elements(of: v, site, &m).reversed())
      }
    }
    // Swift's are slices (a String's Substrings); here they are arrays and strings.
    let ends: [(String, String, (Value, Int) -> Value)] = [
      ("dropFirst", "without the first k (default 1)", { v, n in Self.slice(v) { $0.dropFirst(n) } string: { $0.dropFirst(n) } }),
      ("dropLast", "without the last k (default 1)", { v, n in Self.slice(v) { $0.dropLast(n) } string: { $0.dropLast(n) } }),
      ("prefix", "the first k (all when fewer)", { v, n in Self.slice(v) { $0.prefix(n) } string: { $0.prefix(n) } }),
      ("suffix", "the last k (all when fewer)", { v, n in Self.slice(v) { $0.suffix(n) } string: { $0.suffix(n) } }),
    ]
    for (name, what, take) in ends {
      for (kind, things) in [(ValueKind.array, "elements"), (.string, "characters")] {
        method(kind, name, "The \(things) \(what).") { v, b, site, _, m throws(RuntimeError) in
          let k = try b.number(0, site, &m)
          // Swift's precondition: "Can't drop a negative number of elements from a collection".
          guard let n = Int(exactly: k), n >= 0 else {
            throw RuntimeError(
              "'\(name)' needs a whole number that is not negative, not \(Value.format(k))",
              at: b.range(0, site), file: m.file)
          }
          return take(v, n)
        }
      }
    }
    for (name, wantsLess) in [("min", true), ("max", false)] {
      method(
        .array, name + "()",
        "The \(wantsLess ? "smallest" : "largest") element (numbers or strings), or nil when empty."
      ) { v, _, site, i, m throws(RuntimeError) in
        guard case .array(let a) = v, var best = a.first else { return .none }
        for x in a.dropFirst() {
          let less = try i.binary(.less, x, best, site.range, &m)
          let greater = try i.binary(.greater, x, best, site.range, &m)
          if case .bool(true) = wantsLess ? less : greater { best = x }
        }
        return best
      }
    }
    method(
      .array, "joined", "The strings joined, with the separator between them."
    ) { v, b, site, _, m throws(RuntimeError) in
      guard case .array(let a) = v else { return .none }
      guard case .string(let separator) = b.value(0) else {
        throw RuntimeError(
          "'joined' expects a string separator, not \(b.value(0).typeNameWithArticle)",
          at: b.range(0, site), file: m.file)
      }
      var parts: [String] = []
      for x in a {
        guard case .string(let s) = x.unwrapped else {
          throw RuntimeError(
            "'joined' needs an array of strings; it holds \(x.typeNameWithArticle)", at: site.range,
            file: m.file)
        }
        parts.append(s)
      }
      return .string(parts.joined(separator: separator))
    }
  }

  private func registerDictionary() {
    property(.dictionary, "count", "The number of entries.") { v, _, _, _ in
      guard case .dictionary(let d) = v else { return .none }
      return .number(Double(d.count))
    }
    property(.dictionary, "isEmpty", "Whether the dictionary has no entries.") { v, _, _, _ in
      guard case .dictionary(let d) = v else { return .none }
      return .bool(d.count == 0)
    }
    property(.dictionary, "keys", "The keys, in insertion order (Swift's order is unspecified).") { v, _, _, _ in
      guard case .dictionary(let d) = v else { return .none }
      return .array(d.keys)
    }
    property(.dictionary, "values", "The values, in the keys' insertion order.") { v, _, _, _ in
      guard case .dictionary(let d) = v else { return .none }
      return .array(d.values)
    }
    method(
      .dictionary, "filter", "A dictionary of the (key, value) entries the closure accepts, in order."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .dictionary(let d) = v else { return .none }
      let f = try i.function(b, 0, site, &m)
      let kept = ScriptDictionary()
      for (key, value) in zip(d.keys, d.values)
      where try i.callPredicate(f, [Value.keyValuePair(key, value)], site.range, &m) {
        kept.set(key, value)
      }
      return .dictionary(kept)
    }
    method(
      .dictionary, "mapValues", "A dictionary of the same keys with the closure's result for each value."
    ) { v, b, site, i, m throws(RuntimeError) in
      guard case .dictionary(let d) = v else { return .none }
      let f = try i.function(b, 0, site, &m)
      let mapped = ScriptDictionary()
      for (key, value) in zip(d.keys, d.values) {
        mapped.set(key, try i.callFunction(f, [value], site.range, &m))
      }
      return .dictionary(mapped)
    }
    mutatingMethod(
      .dictionary, "removeValue", "Removes a key and returns its value, or nil when it was missing."
    ) { v, b, _, _, _ throws(RuntimeError) in
      guard case .dictionary(var d) = v else { return .none }
      v = .none  // the storage's only reference is now `d`, so it changes in place
      let removed = ScriptDictionary.unique(&d).remove(b.value(0))
      v = .dictionary(d)
      return removed ?? .none
    }
    mutatingMethod(
      .dictionary, "updateValue", "Sets a key's value and returns the old value, or nil when the key is new."
    ) { v, b, _, _, _ throws(RuntimeError) in
      guard case .dictionary(var d) = v else { return .none }
      v = .none
      let old = d.value(for: b.value(1))
      ScriptDictionary.unique(&d).set(b.value(1), b.value(0))
      v = .dictionary(d)
      return old ?? .none
    }
    mutatingMethod(.dictionary, "removeAll", "Removes every entry.") {
      v, _, _, _, _ throws(RuntimeError) in
      v = .dictionary(ScriptDictionary())
      return .none
    }
  }
}

// MARK: - Helpers

extension BuiltinTable {
  /// An array's or a string's slice, as the array or string it holds.
  fileprivate static func slice(
    _ v: Value, array: ([Value]) -> ArraySlice<Value>, string: (String) -> Substring
  ) -> Value {
    switch v {
    case .array(let a): .array(Array(array(a)))
    case .string(let s): .string(String(string(s)))
    default: .none
    }
  }
}

/// The elements of argument `i`, which must be a sequence.
private func elements(_ b: BoundArguments, _ i: Int, _ site: CallSite, _ m: inout Machine)
  throws(RuntimeError) -> [Value]
{
  let v = b.value(i).unwrapped
  guard let e = v.sequenceElements else {
    throw RuntimeError(
      "'\(site.name)' expects a sequence here, not \(v.typeNameWithArticle)", at: b.range(i, site),
      file: m.file)
  }
  return e
}

/// The receiver's elements (a range or stride too long to make into an array is an error).
private func elements(of v: Value, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> [Value] {
  guard let e = v.sequenceElements else {
    throw RuntimeError(
      "cannot make an array of \(v.printed): more than \(Value.format(Value.sequenceLimit)) elements",
      at: site.range, file: m.file)
  }
  return e
}

/// Argument `i` as an index into an array of `count` elements (`allowsEnd`: `count` itself is
/// valid, as for `insert(_:at:)`).
private func index(
  _ b: BoundArguments, _ i: Int, _ site: CallSite, count: Int, allowsEnd: Bool, _ m: inout Machine
) throws(RuntimeError) -> Int {
  let d = try b.number(i, site, &m)
  guard let k = Int(exactly: d), k >= 0, allowsEnd ? k <= count : k < count else {
    throw RuntimeError(
      Value.indexOutOfRange(d, count: count), at: b.range(i, site), file: m.file)
  }
  return k
}

/// Numbers or strings in ascending order; anything else cannot be compared.
private func sortedAscending(_ items: [Value], _ i: Interpreter, _ site: CallSite, _ m: inout Machine)
  throws(RuntimeError) -> [Value]
{
  try stableSorted(items, &m) { (x, y, m) throws(RuntimeError) in
    if case .bool(let b) = try i.binary(.less, x, y, site.range, &m) { return b }
    return false
  }
}

/// A stable merge sort that lets the comparison throw (a script's closure may fail). An
/// inconsistent comparison gives some order, never a trap.
func stableSorted(
  _ items: [Value], _ m: inout Machine,
  by less: (Value, Value, inout Machine) throws(RuntimeError) -> Bool
) throws(RuntimeError) -> [Value] {
  let n = items.count
  var source = items
  var target = items
  var width = 1
  while width < n {
    var low = 0
    while low < n {
      let mid = Swift.min(low + width, n)
      let high = Swift.min(low + 2 * width, n)
      var a = low
      var b = mid
      var k = low
      while a < mid && b < high {
        if try less(source[b], source[a], &m) {  // trap-ok: a < mid <= n, b < high <= n
          target[k] = source[b]  // trap-ok: k < high
          b += 1
        } else {
          target[k] = source[a]  // trap-ok: k < high
          a += 1
        }
        k += 1
      }
      while a < mid {
        target[k] = source[a]  // trap-ok: k < high
        a += 1
        k += 1
      }
      while b < high {
        target[k] = source[b]  // trap-ok: k < high
        b += 1
        k += 1
      }
      low = high
    }
    swap(&source, &target)
    width *= 2
  }
  return source
}

extension Value {
  /// The message for an index outside an array (Swift's condition, with the numbers).
  static func indexOutOfRange(_ index: Double, count: Int) -> String {
    "index \(format(index)) is out of range for an array of \(count) element\(count == 1 ? "" : "s")"
  }
}
