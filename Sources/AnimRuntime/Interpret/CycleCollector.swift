// Reference cycles among closures and the cells they capture, and how they are freed (issue 14).
//
// Values are reference counted (ARC), and a closure holds the cells (`Box`es) of the variables it
// captures. A cell that holds a closure capturing that same cell is a cycle ARC never frees:
// sibling local functions that call each other (`func a() { b() }; func b() { a() }`: each
// captures the other's cell), a closure stored in a variable it captures (`var f = {}; f = {
// f() }`). Every call of the function that makes one leaked it until the process ended, so a
// loop or a long REPL session grew without bound.
//
// The mechanism: synchronous trial deletion over the capture graph, with ARC's own counts.
// - Every closure that captures cells (`makeClosure`) is *tracked*: the collector lists it,
//   unretained, and the closure's deinit takes it off the list, so a closure that dies as ARC
//   frees it goes at once, as before (freeing in batches instead cost more in `malloc` and
//   `free` than the collector itself). Closures without captures (top-level `func`s, methods,
//   plain calls) are never tracked, so a plain call (fib) pays nothing.
// - A collection walks the graph from the tracked closures: closure → each captured cell, cell →
//   what its value refers to, and on through the values' containers (arrays' buffers, records,
//   tuples, pairs, dictionaries) to the closures and cells in them. For each object it counts
//   the references the graph explains (edges from graph objects) and compares them with the object's strong reference count from the Swift runtime (`swift_retainCount`). An
//   object with more references than the graph explains is held from outside: by a global, the
//   machine's stack, a running call, the animator's script animations, a completion, a derived
//   attribute, a Swift local — wherever; no list of roots is kept, so none can be missed.
//   Everything the graph reaches from such an object is live. The rest is garbage: only
//   garbage refers to it.
// - Garbage is freed by emptying its cells (`value = .none`): every cycle here runs through a
//   cell (a closure's captures never change, and containers are values: only a cell can come
//   to refer to something made before it), so that breaks them all and ARC frees the rest.
//   The cells are held strongly while they are emptied, since emptying one may free another.
//
// Why it never frees something reachable: each count the graph explains is a real strong
// reference (a capture array is made by `makeClosure` and never copied out, so it holds its
// cells once each; a cell holds its value; a container holds its stored values once each), and
// a reference the walk does not see — including temporaries of the collector itself and of the
// code that is running — only raises an object's count, which keeps it alive. The one kind of reference ARC does not count, an unretained one,
// is used only for pinned top-level functions, which `Interpreter.pinnedFunctions` holds.
// What it does not free: a cycle through an object it does not walk (a script animation's
// members, a bound method's receiver, a method's `self`): their references count as outside
// ones — never wrong, only conservative.
//
// When: when the live tracked closures reach a threshold (4,096, or twice what the last
// collection kept, so a collection's cost is paid for by the closures made since the last
// one), at the end of each `Session` run (a REPL input), after `Session.reset()` and when the
// interpreter goes.

/// Finds and frees reference cycles among closures and their captured cells (see above).
final class CycleCollector {
  /// The tracked closures, unretained: a closure leaves the list in its deinit
  /// (``Closure/trackIndex`` is its place), so every entry is alive. (Unchecked, as the
  /// closure's two fields: with the checks, tracking and untracking cost about 780 instructions
  /// a closure, callgrind; only this file touches them, never overlapping.)
  @exclusivity(unchecked) private var tracked: [Unmanaged<Closure>] = []
  /// Collect when `tracked` reaches this many.
  private var threshold = CycleCollector.minimumThreshold
  private static let minimumThreshold = 4096

  /// How many closures are tracked now (for tests: it stays bounded in a loop making cycles).
  var trackedCount: Int { tracked.count }
  /// How many cells the collections so far have emptied.
  private(set) var freedCells = 0

  /// Tracks a closure that captures cells; collects when enough are alive.
  @inline(__always)
  func track(_ c: Closure) {
    c.collector = self
    c.trackIndex = tracked.count
    tracked.append(Unmanaged.passUnretained(c))
    if tracked.count >= threshold { collect() }
  }

  /// Takes a closure that is going off the list (from its deinit).
  func untrack(_ c: Closure) {
    let i = c.trackIndex
    c.trackIndex = -1
    guard i >= 0, i < tracked.count else { return }
    let last = tracked.removeLast()
    if i < tracked.count {
      tracked[i] = last  // trap-ok: checked
      last.takeUnretainedValue().trackIndex = i
    }
  }

  /// Finds the cycles no one outside them refers to, and empties their cells.
  func collect() {
    if tracked.isEmpty { return }
    let graph = CaptureGraph(tracked)
    let live = graph.liveNodes()
    // Hold the garbage cells while emptying them: emptying one may free the closure that held
    // another.
    var doomed: [Box] = []
    var survivors: [Unmanaged<Closure>] = []
    survivors.reserveCapacity(tracked.count / 2)
    // The tracked closures are the graph's first nodes, in order. Garbage ones leave the list
    // now, so that their deinits, which emptying the cells sets off, leave it alone.
    for (i, c) in tracked.enumerated() {
      let closure = c.takeUnretainedValue()
      if live[i] {  // trap-ok: a node per tracked closure
        closure.trackIndex = survivors.count
        survivors.append(c)
      } else {
        closure.trackIndex = -1
        closure.collector = nil
      }
    }
    for i in graph.nodes.indices where !live[i] && graph.nodes[i].isBox {  // trap-ok: same count
      doomed.append(Unmanaged<Box>.fromOpaque(graph.nodes[i].object).takeUnretainedValue())  // trap-ok: index from indices
    }
    tracked = survivors
    threshold = max(Self.minimumThreshold, 2 * survivors.count)
    for b in doomed { b.value = .none }
    freedCells += doomed.count
  }

  /// Lets go of every tracked closure (the interpreter is going, and the collector with it):
  /// their deinits must not reach it.
  func releaseAll() {
    for c in tracked {
      let closure = c.takeUnretainedValue()
      closure.trackIndex = -1
      closure.collector = nil
    }
    tracked = []
  }
}

/// The objects reachable from the tracked closures through captures, cells and the containers
/// that values hold, with how many references to each the graph explains. Holds no strong
/// references of its own once built (they would count as outside ones).
private struct CaptureGraph {
  struct Node {
    /// The object, unretained: a closure, a cell, a record, a pair, a tuple, a dictionary, or
    /// the buffer of an array of values.
    let object: UnsafeMutableRawPointer
    /// References to it from graph objects (and from the collector's tracked list).
    var explained = 0
    /// Its edges: `edges[firstEdge ..< endEdge]`.
    var firstEdge = 0
    var endEdge = 0
    /// Whether it is a cell (what a collection empties).
    var isBox = false
  }

  private(set) var nodes: [Node] = []
  private var edges: [Int] = []
  private var indexOf: [UnsafeMutableRawPointer: Int] = [:]
  /// Nodes made but not yet walked, each with a value that holds its object (strongly, until it
  /// is walked: the walk ends with the list empty).
  private var pending: [(index: Int, holder: Value)] = []

  init(_ tracked: [Unmanaged<Closure>]) {
    // About a cell per closure (closures in cycles capture one or two).
    nodes.reserveCapacity(2 * tracked.count)
    indexOf.reserveCapacity(2 * tracked.count)
    for c in tracked { _ = reference(from: .function(c.takeUnretainedValue())) }
    while let (i, holder) = pending.popLast() {
      nodes[i].firstEdge = edges.count  // trap-ok: a node index
      switch holder {
      case .box(let b): edge(from: b.value)
      case .function(let c): for b in c.captures { edge(from: .box(b)) }
      case .array(let items): for v in items { edge(from: v) }
      case .record(let r): edge(from: .array(r.fields))
      case .tuple(let t): edge(from: .array(t.elements))
      case .pair(let p):
        edge(from: p.first)
        edge(from: p.second)
      case .dictionary(let d):
        edge(from: .array(d.keys))
        edge(from: .array(d.values))
      default: break
      }
      nodes[i].endEdge = edges.count  // trap-ok: a node index
    }
  }

  /// The node of the object that `v` holds a reference to, made (and queued to be walked) the
  /// first time; nil for a value whose references are not followed.
  private mutating func reference(from v: Value) -> Int? {
    let object: UnsafeMutableRawPointer
    switch v {
    case .box(let b): object = Unmanaged.passUnretained(b).toOpaque()
    case .function(let c): object = Unmanaged.passUnretained(c).toOpaque()
    case .record(let r): object = Unmanaged.passUnretained(r).toOpaque()
    case .tuple(let t): object = Unmanaged.passUnretained(t).toOpaque()
    case .pair(let p): object = Unmanaged.passUnretained(p).toOpaque()
    case .dictionary(let d): object = Unmanaged.passUnretained(d).toOpaque()
    case .array(let items):
      // An array is one reference to its buffer, shared by its copies; an empty one holds
      // nothing (and its buffer is the runtime's shared empty one).
      if items.isEmpty { return nil }
      object = ArrayBuffer.object(of: items)
    default: return nil
    }
    if let i = indexOf[object] { return i }
    var node = Node(object: object)
    if case .box = v { node.isBox = true }
    nodes.append(node)
    let i = nodes.count - 1
    indexOf[object] = i
    pending.append((i, v))
    return i
  }

  /// Records that the object being walked refers to what `v` holds.
  private mutating func edge(from v: Value) {
    guard let j = reference(from: v) else { return }
    nodes[j].explained += 1  // trap-ok: j from reference(from:)
    edges.append(j)
  }

  /// Which nodes are live: those with references the graph does not explain, and everything
  /// they reach.
  func liveNodes() -> [Bool] {
    var live = [Bool](repeating: false, count: nodes.count)
    var work: [Int] = []
    for (i, n) in nodes.enumerated() where swiftRetainCount(n.object) != n.explained {
      live[i] = true  // trap-ok: same count
      work.append(i)
    }
    while let i = work.popLast() {
      let n = nodes[i]  // trap-ok: indices of nodes
      for e in n.firstEdge..<n.endEdge {
        let j = edges[e]  // trap-ok: the node's edge range
        if !live[j] {  // trap-ok: edges hold node indices
          live[j] = true  // trap-ok: edges hold node indices
          work.append(j)
        }
      }
    }
    return live
  }
}

/// An array's storage object, unretained. Why a bit cast: an array of values is, on this
/// platform (no Objective-C bridging), one stored reference to a native Swift object that holds
/// the elements and is shared by the array's copies, and that object's count is what tells
/// whether anything outside the graph shares it. (If the layout ever differed in size,
/// `unsafeBitCast` would stop the process rather than misread.)
private enum ArrayBuffer {
  static func object(of items: [Value]) -> UnsafeMutableRawPointer {
    unsafeBitCast(items, to: UnsafeMutableRawPointer.self)
  }
}

/// The Swift runtime's strong reference count of a native object (1 for one owner).
@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeMutableRawPointer) -> Int
