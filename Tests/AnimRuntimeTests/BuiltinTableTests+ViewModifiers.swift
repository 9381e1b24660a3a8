// SwiftUI's view modifiers in the built-in table (BuiltinTable+ViewModifiers.swift): one set of
// declarations (ViewSignatures.swift) gives both the checker's signatures and the table's
// overloads, and a call's labels pick its overload once, when it is bound.
import AnimViews
import Testing

@testable import AnimRuntime

@Suite struct ViewModifierTableTests {
  /// Every modifier the checker types on `View` or `Shape` (bar those Anim does not apply yet)
  /// is an entry of the views and the paths with the checker's overloads: the same labels, in
  /// the same order, the same parameters defaulted.
  @Test func eachTypedModifierHasTheCheckersOverloads() throws {
    let table = BuiltinTable.registeringEverything()
    for protocolName in ["View", "Shape"] {
      let signatures = try #require(BuiltinSignatures.read(protocolName))
      for (name, overloads) in signatures.instance where UnsupportedViews.modifiers[name] == nil {
        for owner in [ValueKind.view, .path] {
          let entries = table.methods.filter { $0.owner == owner && $0.name == name }
          #expect(entries.count == 1, "\(protocolName).\(name) on \(owner)")
          let declared = entries.first?.overloads ?? []
          #expect(declared.map { $0.map(\.label) } == overloads.map { $0.labels.map { $0 ?? "_" } }, "\(name)")
          #expect(declared.map { $0.map { $0.defaultValue != nil } } == overloads.map(\.hasDefault), "\(name)")
        }
      }
    }
  }

  /// Every view whose initialisers the checker types (ViewSignatures' `init` lines) is a global
  /// function of the table with those overloads, in that order.
  @Test func eachViewInitialiserHasTheCheckersOverloads() throws {
    let table = BuiltinTable.registeringEverything()
    var checked = 0
    for (type, lines) in ViewSignatures.declarations where lines.contains(where: { $0.hasPrefix("init") }) {
      let signatures = try #require(BuiltinSignatures.read(type)).initializers
      let entries = table.methods.filter { $0.owner == .global && $0.name == type }
      #expect(entries.count == 1, "\(type)")
      let declared = entries.first?.overloads ?? []
      #expect(declared.map { $0.map(\.label) } == signatures.map { $0.labels.map { $0 ?? "_" } }, "\(type)")
      checked += 1
    }
    #expect(checked >= 18)
  }

  /// The overload each call's labels pick, and which argument gives each parameter, by Swift's
  /// rules over ViewSignatures' declarations in their order: a trailing closure goes to the first
  /// parameter of function type, a defaulted parameter may be left out.
  @Test(arguments: [
    ("frame", ["width", "height"], 0, [0, 1, nil]),
    ("frame", ["maxWidth"], 1, [nil, nil, 0, nil, nil, nil, nil]),
    ("padding", [nil], 0, [0]),
    ("padding", [], 1, [nil, nil]),
    ("padding", [nil, nil], 1, [0, 1]),
    ("background", [BuiltinMethod.trailingClosure], 2, [nil, 0]),
    ("background", [nil, "in"], 3, [0, 1]),
    ("onChange", ["of", BuiltinMethod.trailingClosure], 0, [0, nil, 1]),
    ("stroke", ["lineWidth"], 1, [0]),
    ("onAppear", [BuiltinMethod.trailingClosure], 0, [0]),
  ] as [(String, [String?], Int, [Int?])])
  func labelsPickTheOverloadWhenBound(_ name: String, _ labels: [String?], _ overload: Int, _ mapping: [Int?]) throws {
    let bound = try #require(BuiltinTable.shared.bindMethod(named: name, labels: labels))
    for kind in [ValueKind.view, .path] {
      let slot = try #require(bound.slots[kind.rawValue])  // trap-ok: one slot per kind
      #expect(slot.overload == overload)
      #expect(slot.mapping == mapping)
    }
  }

  /// Labels that fit no overload bind nothing for a view: `frame` takes a fixed or a flexible
  /// size, not both, as in SwiftUI.
  @Test func labelsThatFitNoOverloadBindNothing() {
    let bound = BuiltinTable.shared.bindMethod(named: "frame", labels: ["width", "minWidth"])
    #expect(bound?.slots[ValueKind.view.rawValue] == nil)  // trap-ok: one slot per kind
  }
}
