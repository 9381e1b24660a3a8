// The built-in table registers a family of entries when a name it declares is first bound
// (BuiltinFamily.swift); BuiltinTable+Index.swift says which families declare each name. That
// index is data written from the registering functions, so this checks it against them: every
// family registered in order, as the table was built at launch before, must declare exactly the
// names, kinds and global functions the index lists. When it does not, the test writes the
// index as it should read into the temporary directory and names the file.
import AnimSyntax
import Foundation
import Testing

@testable import AnimRuntime

@Suite struct BuiltinTableIndexTests {
  /// The index's three lists as the registering functions give them.
  static func computedIndex() -> (
    names: [(name: String, families: UInt64)], owners: [[ValueKind]], globals: [String]
  ) {
    let table = BuiltinTable.registeringEverything()
    var families: [String: UInt64] = [:]
    var owners = [[ValueKind]](repeating: [], count: BuiltinFamily.allCases.count)
    for entry in table.registeredEntries {
      families[entry.name, default: 0] |= 1 << entry.family
      if !owners[entry.family].contains(entry.owner) { owners[entry.family].append(entry.owner) }
    }
    let names = families.keys.sorted().map { ($0, families[$0] ?? 0) }
    return (names, owners.map { $0.sorted { $0.rawValue < $1.rawValue } }, table.globalFunctionNamesInOrder)
  }

  static func source(_ index: (names: [(name: String, families: UInt64)], owners: [[ValueKind]], globals: [String])) -> String {
    func quoted(_ s: String) -> String { "\"" + s + "\"" }
    var text = """
      // Generated from the registering functions by BuiltinTableIndexTests (which fails, and writes
      // the new text, when a family's names change): which families declare each name, the kinds each
      // family's members belong to, and the global functions in registration order.

      extension BuiltinTable {
        /// Every declared name with its families (bit `BuiltinFamily.rawValue`), sorted by name.
        static let declaredNames: [(name: String, families: UInt64)] = [

      """
    for (name, bits) in index.names { text += "    (\(quoted(name)), 0x\(String(bits, radix: 16))),\n" }
    text += """
        ]

        /// For each family, the kinds its members belong to.
        static let ownersByFamily: [[ValueKind]] = [

      """
    for (k, list) in index.owners.enumerated() {
      let family = BuiltinFamily(rawValue: k).map { "\($0)" } ?? "?"
      text += "    [" + list.map { ".\($0)" }.joined(separator: ", ") + "],  // \(family)\n"
    }
    text += """
        ]

        /// The global functions, in the order every family registered in order declares them.
        static let globalFunctionNames: [String] = [

      """
    for name in index.globals { text += "    \(quoted(name)),\n" }
    text += "  ]\n}\n"
    return text
  }

  @Test func theIndexListsWhatEachFamilyDeclares() throws {
    let computed = Self.computedIndex()
    let same =
      computed.names.map(\.name) == BuiltinTable.declaredNames.map(\.name)
      && computed.names.map(\.families) == BuiltinTable.declaredNames.map(\.families)
      && computed.owners == BuiltinTable.ownersByFamily
      && computed.globals == BuiltinTable.globalFunctionNames
    if !same {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("BuiltinTable+Index.swift")
      try Self.source(computed).write(to: url, atomically: true, encoding: .utf8)
      Issue.record("BuiltinTable+Index.swift is out of date; the new text is in \(url.path)")
    }
  }

  /// `Builtins.viewNames`, checked the same way against what `registerViews()` declares.
  @Test func theViewNamesAreWhatTheViewsDeclare() throws {
    let declared = Builtins.shared.registeredViewNames()
    if declared != Builtins.viewNames {
      var text = """
        // Generated from Builtins+Views.swift by BuiltinTableIndexTests (which fails, and writes the
        // new text, when the views' names change): the names `registerViews()` declares, in order, so
        // that `Builtins` can index them at launch without registering the views.

        extension Builtins {
          static let viewNames: [String] = [

        """
      for name in declared { text += "    \"\(name)\",\n" }
      text += "  ]\n}\n"
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("Builtins+ViewNames.swift")
      try text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("Builtins+ViewNames.swift is out of date; the new text is in \(url.path)")
    }
  }

  /// A view's name means what it meant when the views were registered at launch: calling one
  /// registers them all in place (`Text` is a function, `Font` a constant).
  @Test func aViewNameResolvesWhenFirstUsed() throws {
    var lines: [String] = []
    let session = Session(output: { lines.append($0) })
    let outcome = session.run(
      SourceFile(name: "views.anim", text: "let t = Text(\"a\")\nlet f = Font.title\nprint(\"ok\")"))
    #expect(outcome.succeeded && outcome.diagnostics.isEmpty)
    #expect(lines == ["ok"])
  }

  /// Names bound one at a time find what the table registered in full has, in the same order
  /// (the first entry for a kind wins): a name's families are all registered before it is bound.
  @Test func lazyBindingFindsWhatTheFullTableHas() {
    let full = BuiltinTable.registeringEverything()
    let lazy = BuiltinTable.shared
    for name in Set(full.registeredEntries.map(\.name)).sorted() {
      for labels in [[], [nil], ["_"], [nil, nil]] as [[String?]] {
        let a = full.bindMethod(named: name, labels: labels)?.slots.map { $0?.method.what }
        let b = lazy.bindMethod(named: name, labels: labels)?.slots.map { $0?.method.what }
        #expect(a == b, "\(name)")
      }
      #expect(full.property(named: name) == nil ? lazy.property(named: name) == nil : lazy.property(named: name) != nil)
    }
  }

  /// Sessions may run on several threads: names bound at once from eight threads on a table
  /// with nothing registered register each family once and find what the full table has.
  @Test func bindingFromSeveralThreadsAtOnce() {
    let full = BuiltinTable.registeringEverything()
    let lazy = BuiltinTable.registeringNothing()
    let names = Set(full.registeredEntries.map(\.name)).sorted()
    DispatchQueue.concurrentPerform(iterations: 8) { k in
      for name in names.shuffled() where name.count % 8 != k {
        _ = lazy.bindMethod(named: name, labels: [nil])
        _ = lazy.property(named: name)
      }
    }
    #expect(lazy.registeredEntries.count == full.registeredEntries.count)
    for name in names {
      let a = full.bindMethod(named: name, labels: [nil])?.slots.map { $0?.method.what }
      let b = lazy.bindMethod(named: name, labels: [nil])?.slots.map { $0?.method.what }
      #expect(a == b, "\(name)")
    }
  }
}
