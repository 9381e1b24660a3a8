// One `ViewHost` of a recorded scene: what it drew at every frame the scene's clock drew it, as
// SVG, for the preview page's player (and, when asked, as terminal text for `anim play`).
//
// Compact: a drawing is kept once however often it is drawn (a view at rest, or one that comes
// back to where it was, as a repeating animation does), and a frame that draws what the frame
// before it drew adds nothing. A drawing is kept as its pieces, one element each (the
// `<svg>` tag, the background, each shape, each text), every distinct piece once: a frame in
// which one circle moved adds that circle's outline, not the button beside it. What is shown at
// a time is the last change at or before it, as a screen keeps showing the last frame.

/// The frames of one view host, as the distinct drawings it made and when each was shown.
public struct RecordedViewHost: Sendable, Equatable {
  /// What the page and the terminal call it: the variable that holds it (`host`), else
  /// `host 1`, `host 2`, … in the order the hosts were made.
  public var name: String
  /// The host's canvas, in points.
  public var width: Double, height: Double
  /// The pieces the drawings are made of, each distinct piece once: an element's text (a
  /// closing tag goes with the element before it), in the order first drawn.
  public private(set) var pieces: [String] = []
  /// The distinct drawings, in the order first drawn, each as the pieces (indices into
  /// ``pieces``) whose text, in order, is the drawing.
  public private(set) var drawingPieces: [[Int]] = []
  /// For `anim play`: each drawing as terminal text (lines of coloured half blocks), in the
  /// order of ``drawings``; empty when the recording was not asked for it.
  public var terminal: [String] = []
  /// What `host.dump()` gives for the last frame drawn (the views, one line each): what
  /// `anim play` prints when it cannot draw in colour.
  public var lastDump = ""
  /// The times at which what the host draws changed, non-decreasing, in seconds on the scene's
  /// clock; the first is when it was first drawn.
  public private(set) var times: [Double] = []
  /// For each time in ``times``, the drawing shown from then on (an index into ``drawings``).
  public private(set) var frames: [Int] = []
  /// The last time the host drew a frame (its last change may be earlier: a view at rest is
  /// drawn again unchanged while the clock runs).
  public private(set) var end: Double = 0
  /// The characters of the pieces and of the drawings' lists of pieces (about four a piece), which
  /// bound a page's size.
  public private(set) var drawingBytes = 0
  /// Each piece's index by its text, and each drawing's by its pieces (not compared: they
  /// follow from ``pieces`` and ``drawingPieces``).
  private var pieceIndices: [String: Int] = [:]
  private var drawingIndices: [[Int]: Int] = [:]

  /// A host with no frames yet.
  public init(name: String, width: Double, height: Double) {
    self.name = name
    self.width = width
    self.height = height
  }

  public static func == (a: RecordedViewHost, b: RecordedViewHost) -> Bool {
    a.name == b.name && a.width == b.width && a.height == b.height && a.pieces == b.pieces
      && a.drawingPieces == b.drawingPieces
      && a.terminal == b.terminal && a.lastDump == b.lastDump && a.times == b.times && a.frames == b.frames && a.end == b.end
  }

  /// Records that the host drew `drawing` at `time` (not earlier than the last frame's).
  ///
  /// A frame at the time of the last change replaces it (what was drawn at one instant is
  /// what is drawn last at it: a tap's layout after the host's first); a frame drawing what is
  /// shown already adds no change.
  /// - Returns: The drawing's index, and whether it is new (its terminal text is due).
  @discardableResult
  public mutating func add(_ drawing: String, at time: Double) -> (index: Int, isNew: Bool) {
    end = max(end, time)
    var list: [Int] = []
    // Strings, not substrings, as keys: a substring would keep the whole drawing alive.
    for piece in RecordedViewHost.pieces(of: drawing).map(String.init) {
      if let known = pieceIndices[piece] {
        list.append(known)
      } else {
        list.append(pieces.count)
        pieceIndices[piece] = pieces.count
        pieces.append(piece)
        drawingBytes += piece.utf8.count
      }
    }
    var isNew = false
    let index: Int
    if let known = drawingIndices[list] {
      index = known
    } else {
      index = drawingPieces.count
      drawingPieces.append(list)
      drawingIndices[list] = index
      drawingBytes += 4 * list.count
      isNew = true
    }
    if let last = times.last, last == time {
      frames[frames.count - 1] = index  // trap-ok: times and frames have one entry each per change
      // Replaced by what the change before it shows: no change at all.
      if frames.count >= 2, frames[frames.count - 2] == index {  // trap-ok: checked
        times.removeLast()
        frames.removeLast()
      }
    } else if frames.last != index {
      times.append(time)
      frames.append(index)
    }
    return (index, isNew)
  }

  /// The distinct drawings, in the order first drawn: each an `<svg>` element (no XML
  /// declaration) of the host's size.
  public var drawings: [String] { drawingPieces.indices.map(drawing) }

  /// Drawing `index` (of ``drawingPieces``) as one text; empty if there is no such drawing.
  public func drawing(_ index: Int) -> String {
    guard drawingPieces.indices.contains(index) else { return "" }
    return drawingPieces[index].map { pieces.indices.contains($0) ? pieces[$0] : "" }.joined()  // trap-ok: checked
  }

  /// A drawing cut before each opening tag other than a text's lines (`<tspan`): an element
  /// each, with the closing tags after it; the pieces, in order, are the drawing.
  static func pieces(of drawing: String) -> [Substring] {
    var pieces: [Substring] = []
    var start = drawing.startIndex
    var i = drawing.startIndex
    while let open = drawing[i...].firstIndex(of: "<") {
      let rest = drawing[drawing.index(after: open)...]
      if open > start, !rest.hasPrefix("/"), !rest.hasPrefix("tspan") {
        pieces.append(drawing[start..<open])
        start = open
      }
      i = rest.startIndex
    }
    if start < drawing.endIndex { pieces.append(drawing[start...]) }
    return pieces
  }

  /// Records that the host was still there, showing its last drawing, at `time` (the end of
  /// the scene: a host at rest draws no frames while the clock runs on).
  public mutating func lasts(until time: Double) { end = max(end, time) }

  /// The drawing shown at `time` (the last change at or before it, with a nanosecond's slack
  /// for times computed as sums); nil before the host was first drawn.
  public func frame(at time: Double) -> Int? {
    var low = 0
    var high = times.count
    while low < high {
      let mid = (low + high) / 2
      if times[mid] <= time + 1e-9 { low = mid + 1 } else { high = mid }  // trap-ok: mid < count
    }
    return low > 0 ? frames[low - 1] : nil  // trap-ok: low ≤ count
  }
}
