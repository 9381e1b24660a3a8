// The view hosts a session has made, so that the scene's clock and transactions reach them:
// `wait` draws a frame of every host each frame (with what changed since: an asyncAfter's
// state change), and a `withAnimation` or `withTransaction` body lays out again, inside its
// transaction, the hosts whose state it changed. Weak: a host lives as long as the script keeps it.
import AnimSyntax

final class ViewHostRegistry {
  private struct Entry {
    weak var host: ViewHostObject?
  }
  private var entries: [Entry] = []

  func add(_ host: ViewHostObject) {
    entries.removeAll { $0.host == nil }
    entries.append(Entry(host: host))
  }

  /// The hosts still alive.
  var hosts: [ViewHostObject] { entries.compactMap(\.host) }

  var isEmpty: Bool { entries.allSatisfy { $0.host == nil } }
}

extension Interpreter {
  /// Lays out again the hosts whose state changed (inside the running transaction, if any), so
  /// that each transaction evaluates what depends on it once, as SwiftUI does.
  func updateViewHosts(_ m: inout Machine) throws(RuntimeError) {
    for host in viewHosts.hosts where host.isStale(self) { try host.update(self, &m) }
  }

  /// One frame of every host: laid out again if its state changed, else drawn again if its
  /// views animate. Errors are kept for the `wait` that ticks the frame.
  func drawViewHosts() {
    guard pendingError == nil else { return }
    for host in viewHosts.hosts {
      guard host.needsFrame(self) else { continue }
      let stale = host.isStale(self)
      do throws(RuntimeError) {
        _ = try withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
          if stale { try host.update(self, &m) } else { try host.draw(self, &m) }
          return .none
        }
      } catch {
        recordCallbackError(error)
        return
      }
    }
  }
}
