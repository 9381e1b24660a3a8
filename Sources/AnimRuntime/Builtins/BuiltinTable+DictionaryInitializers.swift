// Swift's `Dictionary` initialisers that build one from a sequence: `Dictionary()`,
// `Dictionary(uniqueKeysWithValues:)` (a repeated key is the standard library's fatal error,
// "Duplicate values for key: …") and `Dictionary(grouping:by:)` (the elements in their order
// under the key the closure gives each). The keys keep their first place (ScriptDictionary).
import AnimSyntax

extension BuiltinTable {
  func registerDictionaryInitializers() {
    method(
      .dictionaryType, "init",
      "An empty dictionary, one of key-value pairs (each key once), or the elements grouped by a key."
    ) { _, b, site, i, m throws(RuntimeError) in
      if b.overload == 0 { return .dictionary(ScriptDictionary()) }
      let items = b.value(0).unwrapped.sequenceElements ?? []
      try i.account(Interpreter.arrayBytes(items.count), site.range, &m)
      let d = ScriptDictionary()
      if b.overload == 1 {
        for item in items {
          guard let pair = item.tupleElements, pair.count == 2, let key = pair.first, let value = pair.last else {
            throw RuntimeError(
              "Dictionary(uniqueKeysWithValues:) takes (key, value) pairs, not \(item.typeNameWithArticle)",
              at: b.range(0, site), file: m.file)
          }
          guard d.value(for: key) == nil else {
            throw RuntimeError("Fatal error: Duplicate values for key: '\(key.printed)'", at: site.range, file: m.file)
          }
          d.set(key, value)
        }
        return .dictionary(d)
      }
      let f = try i.function(b, 1, site, &m)
      var groups: [Value] = []
      var members: [[Value]] = []
      for item in items {
        let key = try i.callFunction(f, [item], site.range, &m)
        if let k = groups.firstIndex(where: { $0.isEqual(to: key) }) {
          members[k].append(item)  // trap-ok: groups and members grow together
        } else {
          groups.append(key)
          members.append([item])
        }
      }
      for (key, group) in zip(groups, members) { d.set(key, .array(group)) }
      return .dictionary(d)
    }
  }
}
