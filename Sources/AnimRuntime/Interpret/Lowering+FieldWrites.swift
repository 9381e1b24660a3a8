// A struct's stored field written through a variable (`p.x = 1`, `p.x += dx`; issue 27, item 1:
// "struct fields of known layout are read and written in place"). The general path
// (`Interpreter.setMember`) looked the name up in the built-in table (a lock and a String hash),
// then in the struct's observers and computed properties, then found the field's index, and
// made a new record for every write: a loop that reads three fields and writes two ran about
// 8,500 instructions an iteration on a local struct and 8,900 on a global one, against 680 for
// the same loop on two variables (callgrind); with this site, 1,220 and 1,960.
//
// Here the site remembers the field's index for the declaration it saw last, takes the record
// out of the variable's slot (or out of the cell that holds a captured variable or a `mutating`
// method's `self`) and, when nothing else refers to it, writes the field where it is. A record
// that something else holds too (another variable's copy, an array's element, the type's shared
// record of defaults) is copied first, as Swift copies a value on write; so is the record's
// field array when another record shares it. A field of an element or of a field (`a[i].x`,
// `line.from.y`) is written by the same site into a copy that goes back where it came from.
// Anything else (a class instance, a field with observers, a view's `@State` cell, an `@State`
// variable, a built-in property of that name) goes the general way, as before.
import AnimSyntax

/// What one field assignment found last: the declaration and the field's index.
final class FieldWriteSite {
  let name: String
  /// The record type learned, its members and their generation then (a struct's members change
  /// when an extension adds to them, in a REPL).
  private var info: RecordType?
  private var members: TypeMembers?
  private var generation = -1
  private var index = 0
  /// A built-in property of this name has a setter for records: never remembered.
  private let builtinSetsRecords: Bool

  init(_ name: String) {
    self.name = name
    builtinSetsRecords = BuiltinTable.shared.property(named: name)?.hasSetter(for: .record) ?? false
  }

  /// The index of the field `name` of `r` when writing it is only storing it (as
  /// `Interpreter.setMember` would, with no code of the type's to run); nil otherwise.
  @inline(__always)
  func plainField(of r: Record) -> Int? {
    if r.info === info, members?.generation ?? 0 == generation { return index }
    return learn(r)
  }

  private func learn(_ r: Record) -> Int? {
    guard !builtinSetsRecords, !r.info.isClass, let k = r.info.fieldIndex(name) else { return nil }
    let s = r.info as? StructInfo
    if let s {
      // `setDeclaredMember` runs these before it reaches the field.
      guard s.members.observers[name] == nil, s.members.computed[name] == nil else { return nil }
    }
    info = r.info
    members = s?.members
    generation = s?.members.generation ?? 0
    index = k
    return k
  }

  /// Writes `value` into field `name` of the record in `slot` (taken out and put back); false,
  /// with the slot as it was, when the slot holds something else or the field is not plain.
  @inline(__always)
  func write(_ value: Value, into slot: inout Value, _ i: Interpreter) -> Bool {
    // The record's references: the slot's only, once it is taken out (`if case` binds no
    // second one for the rest of the function, as a `switch` subject would).
    guard case .record(var r) = slot, let k = plainField(of: r), k < r.fields.count else { return false }
    if case .box = r.fields[k] { return false }  // trap-ok: checked; a view's @State cell
    slot = .none
    if !isKnownUniquelyReferenced(&r) { r = Record(info: r.info, fields: r.fields) }
    r.fields[k] = i.copyOnBind(value)  // trap-ok: checked above
    slot = .record(r)
    return true
  }

  /// `write(_:into:_:)` on the record a variable's cell holds; false, with the cell as it was,
  /// when it holds anything else (an `@State` property's reference among them).
  @inline(__always)
  func write(_ value: Value, inCell cell: Box, _ i: Interpreter) -> Bool {
    var held = cell.value
    guard case .record = held else { return false }
    cell.value = .none  // `held` holds the record alone
    let written = write(value, into: &held, i)
    cell.value = held
    return written
  }
}

extension Lowering {
  /// `v.name` as a place when `v` is a variable (local, global or captured): a record's plain
  /// field is written in the variable's slot, or in the cell that holds the variable (a
  /// captured variable, a `mutating` method's `self`), by `site`; anything else as `general`
  /// writes it.
  static func fieldPlace(_ base: Expr, _ site: FieldWriteSite, general: Place) -> Place? {
    guard general.modify == nil, case .variable(let written) = resolved(base).kind else { return nil }
    let variable = resolvedName(written)
    switch variable.location {
    case .local(let slot):
      return Place(read: general.read) { i, v, m throws(RuntimeError) in
        let k = m.base &+ slot
        if k < m.stack.count {
          var value = m.stack[k]  // trap-ok: checked
          if case .box(let cell) = value {
            if site.write(v, inCell: cell, i) { return }
          } else if case .record = value {
            m.stack[k] = .none  // trap-ok: checked; `value` holds the record alone
            let written = site.write(v, into: &value, i)
            m.stack[k] = value  // trap-ok: checked
            if written { return }
          }
        }
        try general.write(i, v, &m)
      }
    case .global(let g):
      return Place(read: general.read) { i, v, m throws(RuntimeError) in
        if g < m.globals.count {
          var value = m.globals[g]  // trap-ok: checked
          if case .box(let cell) = value {
            if site.write(v, inCell: cell, i) { return }
          } else if case .record = value {
            m.setGlobal(g, .none)
            let written = site.write(v, into: &value, i)
            m.setGlobal(g, value)
            if written { return }
          }
        }
        try general.write(i, v, &m)
      }
    case .captured(let j):
      return Place(read: general.read) { i, v, m throws(RuntimeError) in
        if let c = m.closure, j < c.captures.count, site.write(v, inCell: c.captures[j], i) { return }  // trap-ok: checked
        try general.write(i, v, &m)
      }
    default:
      return nil
    }
  }
}
