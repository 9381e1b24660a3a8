// Foundation's `Date` and Dispatch's main queue on the scene's virtual clock, so that code that
// measures elapsed time or schedules work prints the same on every run:
// `Date()` / `Date.now` read the clock (`Date().timeIntervalSince(start)` is virtual seconds);
// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }` runs the closure while a
// `wait` passes that time, after the first frame at or past it (a run loop runs it between
// frames, so the next frame shows its changes); `DispatchQueue.main.async { … }` runs at the
// start of the next `wait`. Work a completion callback schedules during a wait when no other work
// was pending runs at the end of that wait (late, by up to the wait's length). Work still pending
// when the script ends does not run, and only `wait` moves it (not `sample`, which measures an
// animation on its own).
import AnimSyntax
import Foundation

/// A point on the virtual clock: a `Date` or a `DispatchTime`.
final class VirtualTimeObject: RuntimeObject, EquatableObject, @unchecked Sendable {
  /// Seconds on the virtual clock.
  let time: Double
  let isDate: Bool

  init(_ time: Double, isDate: Bool) {
    self.time = time
    self.isDate = isDate
  }

  override var kind: ValueKind { isDate ? .date : .dispatchTime }
  override var typeName: String { isDate ? "Date" : "DispatchTime" }

  /// A Date prints as Foundation's description, the clock's 0 being 2001-01-01 00:00:00 UTC
  /// (Date's reference date); a DispatchTime as its seconds.
  override var printed: String {
    guard isDate else { return "DispatchTime(\(Value.format(time)))" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
    return formatter.string(from: Date(timeIntervalSinceReferenceDate: time))
  }

  func isEqual(to other: RuntimeObject) -> Bool {
    guard let o = other as? VirtualTimeObject else { return false }
    return o.isDate == isDate && o.time == time
  }

  /// `.now() + 0.5`, `date - 1`, and comparisons of two times of one kind.
  static func binary(_ op: BinaryOperator, _ l: Value, _ r: Value) -> Value? {
    guard case .object(let a as VirtualTimeObject) = l else { return nil }
    switch (op, r) {
    case (.add, .number(let s)): return .object(VirtualTimeObject(a.time + s, isDate: a.isDate))
    case (.subtract, .number(let s)): return .object(VirtualTimeObject(a.time - s, isDate: a.isDate))
    case (.less, .object(let b as VirtualTimeObject)) where b.isDate == a.isDate: return .bool(a.time < b.time)
    case (.lessEqual, .object(let b as VirtualTimeObject)) where b.isDate == a.isDate: return .bool(a.time <= b.time)
    case (.greater, .object(let b as VirtualTimeObject)) where b.isDate == a.isDate: return .bool(a.time > b.time)
    case (.greaterEqual, .object(let b as VirtualTimeObject)) where b.isDate == a.isDate: return .bool(a.time >= b.time)
    default: return nil
    }
  }
}

/// `DispatchQueue.main`.
final class DispatchQueueObject: RuntimeObject, @unchecked Sendable {
  override var kind: ValueKind { .dispatchQueue }
  override var typeName: String { "DispatchQueue" }
  override var printed: String { "DispatchQueue.main" }
  static let main = DispatchQueueObject()
}

/// A closure due at a virtual time; `order` keeps work due at one time in the order it was
/// scheduled, as a serial queue runs it.
struct ScheduledWork {
  let time: Double
  let order: Int
  let work: Value
  let range: SourceRange
}

extension BuiltinTable {
  func registerClock() {
    method(.dateType, "init", "The virtual clock's present moment.") { _, _, _, i, _ throws(RuntimeError) in
      .object(VirtualTimeObject(i.animator.now, isDate: true))
    }
    property(.dateType, "now", "The virtual clock's present moment (Date()).") { _, i, _, _ in
      .object(VirtualTimeObject(i.animator.now, isDate: true))
    }
    property(.date, "timeIntervalSinceNow", "Seconds from the virtual clock's present to this date (negative when past).") {
      v, i, _, _ in
      guard case .object(let d as VirtualTimeObject) = v else { return .none }
      return .number(d.time - i.animator.now)
    }
    property(.date, "timeIntervalSinceReferenceDate", "Seconds since 2001-01-01 00:00:00 UTC: the virtual clock's time.") {
      v, _, _, _ in
      guard case .object(let d as VirtualTimeObject) = v else { return .none }
      return .number(d.time)
    }
    method(.date, "timeIntervalSince", "Seconds from the other date to this one.") {
      v, b, site, _, m throws(RuntimeError) in
      guard case .object(let d as VirtualTimeObject) = v else { return .none }
      guard case .object(let other as VirtualTimeObject) = b.value(0).unwrapped, other.isDate else {
        throw RuntimeError(
          "cannot convert value of type '\(b.value(0).swiftTypeName)' to expected argument type 'Date'",
          at: b.range(0, site), file: m.file)
      }
      return .number(d.time - other.time)
    }
    method(.date, "addingTimeInterval", "The date moved by seconds.") {
      v, b, site, _, m throws(RuntimeError) in
      guard case .object(let d as VirtualTimeObject) = v else { return .none }
      return .object(VirtualTimeObject(d.time + (try b.number(0, site, &m)), isDate: true))
    }
    method(.dispatchTimeType, "now", "The virtual clock's present, as a dispatch deadline.") {
      _, _, _, i, _ throws(RuntimeError) in
      .object(VirtualTimeObject(i.animator.now, isDate: false))
    }
    constant(.dispatchQueueType, "main", "The main queue: its work runs on the virtual clock, while `wait` passes its time.", .object(DispatchQueueObject.main))
    method(
      .dispatchQueue, "asyncAfter",
      "Runs the closure once the virtual clock reaches the deadline (during a later wait)."
    ) { _, b, site, i, m throws(RuntimeError) in
      guard case .object(let t as VirtualTimeObject) = b.value(0).unwrapped, !t.isDate else {
        throw RuntimeError(
          "cannot convert value of type '\(b.value(0).swiftTypeName)' to expected argument type 'DispatchTime'",
          at: b.range(0, site), file: m.file)
      }
      try i.schedule(b, 1, at: t.time, site, &m)
      return .none
    }
    method(
      .dispatchQueue, "async", "Runs the closure at the start of the next wait."
    ) { _, b, site, i, m throws(RuntimeError) in
      try i.schedule(b, 0, at: i.animator.now, site, &m)
      return .none
    }
  }
}

extension Interpreter {
  func schedule(_ b: BoundArguments, _ k: Int, at time: Double, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) {
    let f = try function(b, k, site, &m)
    guard time.isFinite else {
      throw RuntimeError("the deadline must be a finite time", at: b.range(0, site), file: m.file)
    }
    try account(MemoryLayout<ScheduledWork>.stride, site.range, &m)
    let order = (scheduledWork.map(\.order).max() ?? -1) + 1
    scheduledWork.append(ScheduledWork(time: time, order: order, work: f, range: site.range))
  }

  /// Runs, in time order, the work due at or before `time` (and any it schedules that is due
  /// by then). An error stops the scene as a completion callback's does.
  func runDueWork(upTo time: Double) {
    while pendingError == nil {
      let due = scheduledWork.indices.filter { scheduledWork[$0].time <= time + 1e-9 }  // trap-ok: indices
      guard let first = due.min(by: { (scheduledWork[$0].time, scheduledWork[$0].order) < (scheduledWork[$1].time, scheduledWork[$1].order) }) else { return }  // trap-ok: indices
      let item = scheduledWork.remove(at: first)  // trap-ok: an index of it
      do throws(RuntimeError) {
        _ = try withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
          try callFunction(item.work, [], item.range, &m)
        }
      } catch {
        recordCallbackError(error)
      }
    }
  }
}
