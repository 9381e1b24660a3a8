// The view hosts of a recorded scene: every frame a `ViewHost` draws (each frame the clock
// ticks while its views animate or its state changed, and each instant the script looks at it:
// `find`, `dump`, a tap) is kept as SVG in the recording's ``RecordedViewHost``, which keeps
// each distinct drawing once and adds nothing for a frame that draws what is shown already.
// Only while recording: a plain run draws no SVG.
import AnimPlot
import AnimViews

/// One host's frames as the recorder keeps them while the scene runs.
struct HostFrames {
  /// The host (weak: the recording must not keep alive, and so keep drawing, a host the
  /// script let go).
  weak var host: ViewHostObject?
  var recorded: RecordedViewHost
  /// Whether it was made inside a `test` block (the test's own, not the scene's: not recorded).
  var belongsToTest: Bool
  /// Whether it is named after a variable yet, and how often one was looked for (twice at most
  /// while the scene runs, as for animators; once more at the end).
  var named = false
  var lookedForName = 0
  /// For `anim play`: the display list of each drawing, drawn as terminal text at the end,
  /// when the hosts' sizes are known and the terminal can be shared among them.
  var lists: [DisplayList] = []
  /// The last frame drawn (its dump is the recording's ``RecordedViewHost/lastDump``).
  var last: DisplayList?
}

extension SceneRecorder {
  /// At most this many characters of drawings are kept, over all hosts (a page of a long
  /// animation of many views would be too large to open); the page says where they stopped.
  static let maximumDrawingBytes = 40_000_000

  /// The host drew `list` at the clock's time.
  func drew(_ host: ViewHostObject, _ list: DisplayList) {
    guard viewsTruncation == nil else { return }
    let index: Int
    if let found = hosts.firstIndex(where: { $0.host === host }) {
      index = found
    } else {
      let fallback = "host \(hosts.filter { !$0.belongsToTest }.count + 1)"
      hosts.append(
        HostFrames(
          host: host, recorded: RecordedViewHost(name: fallback, width: host.width, height: host.height),
          belongsToTest: isInsideTest?() == true))
      index = hosts.count - 1
    }
    guard !hosts[index].belongsToTest else { return }  // trap-ok: found or appended
    nameHost(index)
    let svg = SceneRecorder.svgElement(list.svg())
    let bytes = hosts.reduce(0) { $0 + $1.recorded.drawingBytes }
    guard hosts[index].recorded.times.count < SceneRecorder.maximumSnapshots,  // trap-ok: found or appended
      bytes + svg.utf8.count <= SceneRecorder.maximumDrawingBytes
    else {
      viewsTruncation =
        "The views' frames stop at \(animator.now) s: a page holds at most \(SceneRecorder.maximumSnapshots) frames and \(SceneRecorder.maximumDrawingBytes / 1_000_000) MB of drawings."
      return
    }
    hosts[index].last = list  // trap-ok: found or appended
    let (_, isNew) = hosts[index].recorded.add(svg, at: animator.now)  // trap-ok: found or appended
    if isNew && terminalSize != nil { hosts[index].lists.append(list) }  // trap-ok: found or appended
  }

  /// The hosts' frames into `recording`: named, drawn as terminal text if asked, and the note
  /// saying where they stopped if they did.
  func finishViews(_ recording: inout Recording) {
    for i in hosts.indices { nameHost(i, finally: true) }
    var recorded = hosts.filter { !$0.belongsToTest }
    for i in recorded.indices {
      recorded[i].recorded.lastDump = recorded[i].last?.dump() ?? ""  // trap-ok: indices
      // A host the script still holds shows its last drawing to the scene's end.
      if recorded[i].host != nil, !recorded[i].recorded.times.isEmpty {  // trap-ok: indices
        recorded[i].recorded.lasts(until: animator.now)  // trap-ok: indices
      }
    }
    if let size = terminalSize {
      let columns = SceneRecorder.terminalColumns(
        for: recorded.map { ($0.recorded.width, $0.recorded.height) }, columns: size.columns,
        rows: size.rows - recording.propertyLineCount)  // the properties' lines go below the hosts
      for (i, c) in zip(recorded.indices, columns) {
        recorded[i].recorded.terminal = recorded[i].lists.map { $0.terminalCells(columns: c).ansi() }  // trap-ok: zip of indices
      }
    }
    recording.views = recorded.map(\.recorded)
    if let note = viewsTruncation {
      recording.truncation = recording.truncation.map { $0 + " " + note } ?? note
    }
  }

  /// Names host `index` after the variable holding it, looking at most twice while the scene
  /// runs (the first frame is drawn inside `ViewHost(…)`, before `let host =` binds it) and
  /// once more at the end.
  private func nameHost(_ index: Int, finally: Bool = false) {
    guard hosts.indices.contains(index), !hosts[index].named, !hosts[index].belongsToTest,  // trap-ok: checked
      finally || hosts[index].lookedForName < 2,  // trap-ok: checked
      let host = hosts[index].host  // trap-ok: checked
    else { return }
    hosts[index].lookedForName += 1  // trap-ok: checked
    if let name = nameOfHost?(host) {
      hosts[index].recorded.name = name  // trap-ok: checked
      hosts[index].named = true  // trap-ok: checked
    }
  }

  /// An SVG document as an element of a page: without its XML declaration and final newline.
  static func svgElement(_ document: String) -> String {
    var svg = Substring(document)
    if let start = svg.firstRange(of: "<svg") { svg = svg[start.lowerBound...] }
    while svg.last == "\n" { svg = svg.dropLast() }
    return String(svg)
  }

  /// How many columns each host is drawn in, so that all of them, stacked one above the other
  /// with a line for each one's name and one for the clock, fit `columns` × `rows` cells (at most
  /// 100 columns wide, at least 4): one scale for all, so that hosts keep their relative sizes.
  /// A cell is two pixels high (``DisplayList/terminalCells(columns:rows:)``).
  static func terminalColumns(for sizes: [(width: Double, height: Double)], columns: Int, rows: Int) -> [Int] {
    let widest = sizes.map(\.width).max() ?? 1
    let tallest = sizes.map(\.height).reduce(0, +)
    // A name line per host, the clock's line, and a row per host that rounding up may add.
    let budget = max(2 * sizes.count, rows - 2 * sizes.count - 1)
    let pointsPerColumn = max(widest / Double(max(1, min(columns, 100))), tallest / (2 * Double(budget)), 1e-9)
    return sizes.map { size in
      let c = (size.width / pointsPerColumn).rounded(.down)
      return c.isFinite ? Int(min(max(c, 4), 100)) : 4
    }
  }
}
