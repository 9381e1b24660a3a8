// The non-view built-ins are declared once: each entry of the table reads its overloads (labels,
// defaults, closures, a variadic parameter) from its Swift declaration, the line the checker
// types it from (BuiltinSignatures.declarations) or an untyped one (BuiltinSignatures+Untyped).
// These check both directions: an entry without a declaration, and a declaration no entry
// implements, are failures.
import AnimSyntax
import Foundation
import Testing

@testable import AnimRuntime

@Suite struct BuiltinTableDeclarationTests {
  static func shape(_ overload: [BuiltinParameter]) -> String {
    "(" + overload.map { $0.label + ($0.isVariadic ? "..." : "") + ($0.defaultValue == nil ? "" : "=") + ":" }.joined() + ")"
  }

  /// The non-view families' entries (the views read ViewSignatures.swift's lines).
  static func nonViewMethods(_ table: BuiltinTable) -> [BuiltinMethod] {
    let entries = table.registeredEntries.filter { !$0.isProperty }
    return zip(table.methods, entries).filter { $0.1.family < BuiltinFamily.viewModifiers.rawValue }.map(\.0)
  }

  /// Every entry found a declaration when its family was registered.
  @Test func everyEntryHasADeclaration() {
    let table = BuiltinTable.registeringEverything()
    #expect(table.undeclaredEntries == [])
    // And none gives overloads of its own: each of an entry's overloads is one its owner declares.
    for method in Self.nonViewMethods(table) {
      let declared = BuiltinTable.declared(method.owner, method.name).map(Self.shape)
      for overload in method.overloads where !declared.contains(Self.shape(overload)) {
        Issue.record("\(method.owner.typeName).\(method.name)\(Self.shape(overload)) is not declared")
      }
    }
  }

  /// Every declared method, initialiser and global function (typed or not) is an entry's
  /// overload: a declaration the table does not implement is a failure.
  @Test func everyDeclarationIsAnEntry() {
    let table = BuiltinTable.registeringEverything()
    var implemented = Set<String>()
    for method in Self.nonViewMethods(table) {
      for overload in method.overloads { implemented.insert("\(method.owner).\(method.name)\(Self.shape(overload))") }
    }
    var missing: [String] = []
    let types = Set(BuiltinSignatures.declarations.keys).union(BuiltinSignatures.untypedDeclarations.keys)
    for type in types.sorted() {
      for line in BuiltinTable.declarationLines(type) {
        guard let (name, isStatic, signature) = SignatureReader.read(line, owner: type) else {
          missing.append("unreadable: \(line)")
          continue
        }
        if signature.isProperty { continue }
        let kind: ValueKind? =
          type.isEmpty ? .global : isStatic || name == "init" ? ValueKind.ofType(named: type) : TypeChecker.instanceKind(named: type)
        let overload = zip(signature.labels, signature.hasDefault).enumerated().map { k, p in
          var parameter = BuiltinParameter(p.0 ?? "_", p.1 ? Value.none : nil)
          parameter.isVariadic = signature.variadic == k
          return parameter
        }
        guard let kind, implemented.contains("\(kind).\(name)\(Self.shape(overload))") else {
          missing.append("\(type): \(line)")
          continue
        }
      }
    }
    #expect(missing == [])
  }

  /// Defaults are made from the declarations' text; one it cannot read leaves the entry undeclared.
  @Test func defaultsAreReadFromTheirText() {
    #expect(BuiltinTable.defaultValue("0.35", .named("Double")).map(\.printed) == "0.35")
    #expect(BuiltinTable.defaultValue("\"\\n\"", .named("String")).map(\.printed) == "\n")
    #expect(BuiltinTable.defaultValue("\", \"", .named("String")).map(\.printed) == ", ")
    #expect(BuiltinTable.defaultValue("false", .named("Bool")).map(\.printed) == "false")
    #expect(BuiltinTable.defaultValue(".default", .optional(.named("Animation"))) != nil)
    #expect(BuiltinTable.defaultValue(".default", .named("Transaction")) == nil)
    #expect(BuiltinTable.defaultValue("someFunction()", .named("Double")) == nil)
    // A string default may hold a comma or a bracket: the reader keeps it whole.
    let read = SignatureReader.read("func f(_ x: Double, separator: String = \", )\", y: Int = 2)", owner: "")
    #expect(read?.2.defaultTexts == [nil, "\", )\"", "2"])
    #expect(BuiltinTable.declared(.global, "print").map(Self.shape) == ["(_...:separator=:terminator=:)"])
    #expect(BuiltinTable.declared(.array, "reduce(into:_:)").map(Self.shape) == ["(into:_:)"])
  }
}
