// Scene built-ins: the virtual clock and the environment as names, and the work of
// withAnimation, withTransaction, wait, sample and plot (declared in BuiltinTable+Functions.swift).
import AnimPlot
import AnimSyntax
import AnimationCore
import Foundation

extension Builtins {
  func registerScene() {
    add("now", .dynamic { .number($0.animator.now) }, signature: "now", doc: "The virtual clock's time in seconds.")
    add("clock", .constant(.object(ClockObject())), assignable: true, signature: "clock", doc: "The virtual clock: clock.fps (frames per second, settable), clock.now.")
    add("environment", .constant(.object(EnvironmentObject())), assignable: true, signature: "environment", doc: "The environment running animations see: environment.animationPaused.")
    add("anim", .constant(.object(AnimNamespace())), signature: "anim", doc: "Exploration helpers: anim.sample(_:from:to:for:).")
  }
}

extension Interpreter {
  /// At most this many frames per `wait` or `sample` (about 4.6 hours at 60 fps).
  static let maximumFrames = 1_000_000

  /// A Swift closure that calls a script closure, recording errors for later.
  func callback(_ c: Closure, _ range: SourceRange) -> () -> Void {
    { [link] in
      guard let self = link.interpreter, self.pendingError == nil else { return }
      do throws(RuntimeError) {
        _ = try self.withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
          try self.invoke(c, arguments: [], range: range, &m)
        }
      } catch {
        self.recordCallbackError(error)
      }
    }
  }

  func runInTransaction(
    _ t: Transaction, _ body: Closure, _ range: SourceRange, _ m: inout Machine
  ) throws(RuntimeError) -> Value {
    var result: Value = .none
    var failure: RuntimeError?
    let animator = self.animator
    // Changes an enclosing body made before this one are their own transaction: evaluated now,
    // under the enclosing transaction (SwiftUI batches state changes by transaction and updates
    // once per batch, in order).
    try flushDerivedAttributes(&m)
    // So are the views they changed.
    if !viewHosts.isEmpty { try updateViewHosts(&m) }
    try parked(&m, at: range, in: "withTransaction") {
      animator.withTransaction(t) {
        do throws(RuntimeError) {
          result = try self.withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
            self.transactionBodyDepth += 1
            defer { self.transactionBodyDepth -= 1 }
            let value = try self.invoke(body, arguments: [], range: range, &m)
            // What the body's state changes move, once, still inside this transaction.
            try self.flushDerivedAttributes(&m)
            // The views whose state the body changed, laid out once in its transaction.
            if !self.viewHosts.isEmpty { try self.updateViewHosts(&m) }
            return value
          }
        } catch {
          // A failed body's changes still stand (Swift has no rollback), so what depends on
          // them follows; the body's error is the one reported, not a second from this.
          _ = try? self.withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
            try self.flushDerivedAttributes(&m)
            return .none
          }
          self.pendingDerivedUpdate = nil
          failure = error
        }
      }
    }
    if let failure { throw failure }
    return result
  }

  /// `wait(d)`: advances the clock `d` seconds.
  func wait(_ d: Double, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value {
    guard d >= 0, d.isFinite else {
      throw RuntimeError(
        "wait needs a finite, non-negative number of seconds, not \(Value.format(d))",
        at: site.range, file: m.file)
    }
    guard animator.frameCount(for: d) <= Interpreter.maximumFrames else {
      throw RuntimeError(
        "wait(\(Value.format(d))) would tick more than \(Interpreter.maximumFrames) frames",
        at: site.range, file: m.file)
    }
    let animator = self.animator
    try parked(&m, at: site.range, in: "wait") {
      // Work for DispatchQueue.main runs after the frame at or past its time (BuiltinTable+Clock).
      // View hosts draw a frame every frame (Views/ViewHostRegistry.swift).
      if !viewHosts.isEmpty {
        runDueWork(upTo: animator.now)
        drawViewHosts()
        animator.advance(by: d) { [unowned self] time in
          self.runDueWork(upTo: time)
          self.drawViewHosts()
        }
        runDueWork(upTo: animator.now)
        drawViewHosts()
        return
      }
      guard !scheduledWork.isEmpty else {
        animator.advance(by: d)
        // Work a completion scheduled during the wait, due by its end (run late, at the end).
        if !scheduledWork.isEmpty { runDueWork(upTo: animator.now) }
        return
      }
      runDueWork(upTo: animator.now)
      animator.advance(by: d) { [unowned self] time in self.runDueWork(upTo: time) }
      runDueWork(upTo: animator.now)
    }
    try checkLimits(site.range, &m)  // the clock may have stopped early for a limit
    return .none
  }

  /// `sample($x, for: d)` or `sample(animation, from:to:for:)`. A property's samples count time
  /// from when sampling began (not the clock's `now`), like an animation's, so tables, charts
  /// and `s[i].time` read the same for both; `for:` of an animation defaults to its whole life.
  /// The overloads are `(_:for:)`, `(_:from:to:for:)` and `(_:from:to:)`; a property's
  /// takes only the first.
  func sample(_ a: BoundArguments, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value {
    // A keyframe timeline: its whole duration at 60 fps, the keyframe times marked.
    if case .object(let t as KeyframeTimelineObject) = a.value(0).unwrapped {
      return .object(t.series(name: m.file.text(in: site.range)))
    }
    if case .object(let p as ProjectionObject) = a.value(0).unwrapped {
      guard a.overload == 0 else {
        throw RuntimeError(
          Builtins.noOverloadMessage(what: "sample", signature: site.signature, overloads: [[.init("_"), .init("for")]]),
          at: site.range, file: m.file)
      }
      let d = try a.number(1, site, &m)
      try checkSampleDuration(d, site, &m)
      let model = p.property.model
      guard model.hasAnimatableData else {
        throw RuntimeError(
          "cannot sample \(model.typeNameWithArticle): it has no animatable data (numbers, colours, geometry values or an animatableData)",
          at: site.range, file: m.file)
      }
      // The memory limit: each frame keeps the value and its velocity, an array's elements each.
      let width: Int = if case .array(let items) = model { max(items.count, 1) } else { 1 }
      let frames = Int(min(d * animator.framesPerSecond + 2, 1e7))
      try account(frames &* width &* 2 &* MemoryLayout<Value>.stride, site.range, &m)
      let animator = self.animator
      // Each frame is one of the scene's, as `wait`'s: the work due by then runs and the view
      // hosts are drawn (an Animatable view's body runs with the frame's data).
      let samples = try parked(&m, at: site.range, in: "sample") {
        p.property.sample(animator, for: d) { [unowned self] time in
          self.runDueWork(upTo: time)
          if !self.viewHosts.isEmpty { self.drawViewHosts() }
        }
      }
      try checkLimits(site.range, &m)  // sampling may have stopped early for a limit
      let origin = samples.first?.0 ?? 0
      let relative = samples.map { (Interpreter.elapsed($0.0 - origin), $0.1, $0.2) }
      let target: Double? =
        switch p.property.model {
        case .number(let d): d
        case let v: v.magnitudeSquared.map { $0.squareRoot() }
        }
      // Named by the call as written (`sample($x, for: 1)`), which a chart's title shows.
      let written = m.file.text(in: site.range)
      let name = written.count <= 60 && !written.contains(where: \.isNewline) ? written : "sample"
      return .object(SeriesObject(name: name, samples: relative, target: target))
    }
    // `for:` left out: the animation's whole life.
    let anim = try a.animation(0, site, &m)
    let from = a.overload == 0 ? 0 : try a.number(1, site, &m)
    let to = a.overload == 0 ? 1 : try a.number(2, site, &m)
    var d: Double?
    if a.overload != 2 {
      let x = try a.number(a.overload == 0 ? 1 : 3, site, &m)
      try checkSampleDuration(x, site, &m)
      d = x
    }
    let series = try sampleAnimation(anim, from: from, to: to, for: d, at: site.range, &m)
    try checkLimits(site.range, &m)  // sampling may have stopped early for a limit
    return .object(series)
  }

  /// Seconds elapsed, rounded to nanoseconds: `8.15 − 8` is `0.15`, not `0.15000000000000036`.
  static func elapsed(_ t: Double) -> Double {
    let ns = (t * 1e9).rounded()
    return ns.isFinite ? ns / 1e9 : t
  }

  func checkSampleDuration(_ d: Double, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) {
    guard d.isFinite, d >= 0 else {
      throw RuntimeError(
        "sample needs a finite, non-negative duration, not \(Value.format(d))", at: site.range,
        file: m.file)
    }
    let frames = Double(d) * animator.framesPerSecond
    guard frames <= Double(Interpreter.maximumFrames) else {
      throw RuntimeError(
        "sampling \(Value.format(d)) s would take \(Value.format(frames.rounded())) frames; the limit is \(Interpreter.maximumFrames)",
        at: site.range, file: m.file)
    }
  }

  /// The longest an animation is sampled when no duration is given: one that never finishes
  /// (`.repeatForever()`) is shown for this many seconds.
  static let animationLifeLimit = 10.0

  /// Runs an animation on a fresh animator from `from` to `to`, sampling `duration` seconds, or,
  /// when `duration` is nil, frame by frame until the animation has finished (its whole life,
  /// at most ``animationLifeLimit`` seconds).
  /// - Parameter range: The code that asked for the samples (a callback's error names it).
  func sampleAnimation(
    _ a: Animation, from: Double, to: Double, for duration: Double?, at range: SourceRange,
    _ m: inout Machine
  ) throws(RuntimeError) -> SeriesObject {
    let scratch = Animator(framesPerSecond: animator.framesPerSecond)
    watch(scratch)
    scratch.environment = animator.environment
    let p = scratch.property(from)
    let samples = try parked(&m, at: range, in: "sample") { () -> [(Double, Double, Double)] in
      scratch.withAnimation(a) { p.value = to }
      if let duration {
        return scratch.sample(p, for: duration).map { ($0.time, $0.value, $0.velocity) }
      }
      var samples = [(scratch.now, p.presentation, p.velocity)]
      let limit = scratch.frameCount(for: Interpreter.animationLifeLimit)
      var frames = 0
      // At least one frame, so that even an instant change draws a line.
      while frames < limit, frames == 0 || scratch.isAnimating {
        scratch.advance(frames: 1)
        frames += 1
        samples.append((scratch.now, p.presentation, p.velocity))
      }
      // The frame that only removed a finished animation adds nothing: end where it ended.
      if samples.count > 2, let last = samples.last, last.2 == 0,
        samples[samples.count - 2].1 == last.1  // trap-ok: count > 2
      {
        samples.removeLast()
      }
      return samples
    }
    return SeriesObject(
      name: Value.describe(a),
      samples: samples.map { (Interpreter.elapsed($0.0), .number($0.1), .number($0.2)) },
      start: from, target: to)
  }

  /// `plot(x, y, …, velocity:, style:, width:, height:, title:, svg:)`: one chart of one or more
  /// series (a sample, an animation's move 0 → 1 over its life, a curve, a spring), written to
  /// the output, or as SVG to the file `svg:` names.
  func plot(_ a: BoundArguments, _ site: CallSite, _ m: inout Machine) throws(RuntimeError) -> Value {
    var lines: [PlotLine] = []
    var velocity = false
    var style = chartStyle
    var svg: String?
    var width = chartWidth
    var height = 16
    var title: String?
    var described: [String] = []  // what each series is (`.easeIn(duration: 0.3)`)
    for k in 0..<a.values.count where k < a.parameters.count {
      let v = a.value(k).unwrapped
      let range = a.range(k, site)
      let label = a.parameters[k].label == "_" ? nil : a.parameters[k].label  // trap-ok: checked
      switch (label, v) {
      case (.some, .none): continue  // a default: the session's
      case (nil, _):
        guard lines.count < 16 else {
          throw RuntimeError("plot draws at most 16 series in one chart", at: range, file: m.file)
        }
        var line = try plotLine(v, range, &m).plotLine
        described.append(line.name)
        // Named as written (`.smooth`, `s`), so that a legend tells the series apart.
        let written = m.file.text(in: range)
        // Escaped: a comment or string in it may hold an ESC byte bound for the terminal.
        if !written.isEmpty, written.count <= 40, !written.contains(where: \.isNewline) {
          line.name = written.escapingControlCharacters()
        }
        lines.append(line)
      case ("velocity", .bool(let b)): velocity = b
      case ("style", .object(let o as ChartStyleObject)): style = o.style
      case ("style", .string(let name)):
        guard let s = ChartStyleObject.named(name)?.style else {
          throw RuntimeError(
            "unknown chart style '\(name)'; use .braille, .blocks or .ascii", at: range, file: m.file)
        }
        style = s
      case ("svg", .string(let path)) where !path.isEmpty:
        if let refusal = ScriptFileAccess.refusal(toWrite: path) {
          throw RuntimeError(refusal, at: range, file: m.file)
        }
        svg = path
      // Escaped for the terminal, and so for SVG too, where XML 1.0 allows no C0 control.
      case ("title", .string(let text)): title = text.escapingControlCharacters()
      case ("width", .number(let d)) where d.isFinite && d.rounded() == d && d >= 20 && d <= 1000:
        width = Int(d)
      case ("height", .number(let d)) where d.isFinite && d.rounded() == d && d >= 3 && d <= 500:
        height = Int(d)
      case ("velocity", _):
        throw RuntimeError(
          "plot's velocity: takes a Bool, not \(v.typeNameWithArticle)", at: range, file: m.file)
      case ("style", _):
        throw RuntimeError(
          "plot's style: takes .braille, .blocks or .ascii, not \(v.typeNameWithArticle)", at: range,
          file: m.file)
      case ("svg", _):
        throw RuntimeError(
          "plot's svg: takes a file name, not \(v.typeNameWithArticle)", at: range, file: m.file)
      case ("title", _):
        throw RuntimeError(
          "plot's title: takes a String, not \(v.typeNameWithArticle)", at: range, file: m.file)
      case ("width", _):
        throw RuntimeError(
          "plot's width: takes a whole number of columns from 20 to 1000, not \(v.printed)",
          at: range, file: m.file)
      case ("height", _):
        throw RuntimeError(
          "plot's height: takes a whole number of rows from 3 to 500, not \(v.printed)", at: range,
          file: m.file)
      case (.some, _): continue  // the table declares no other label
      }
    }
    guard !lines.isEmpty else {
      throw RuntimeError("plot needs something to plot", at: site.range, file: m.file)
    }
    try checkLimits(site.range, &m)  // sampling may have stopped early for a limit
    // A single series held in a variable is titled by what it is, not by the variable's name
    // (`plot(a)` shows `.easeIn(duration: 0.3)`); an expression written out titles itself.
    if title == nil, lines.count == 1, let what = described.first, !what.isEmpty,
      let written = lines.first?.name,
      written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      title = what
    }
    if let problem = PlotRendering.mixedAxes(lines) {
      throw RuntimeError(problem, at: site.range, file: m.file)
    }
    if let svg {
      let document = PlotRendering.svg(lines, title: title, velocity: velocity)
      if let reason = ScriptFileAccess.write(document, to: svg, script: m.file.name) {
        throw RuntimeError("plot cannot write '\(svg)': \(reason)", at: site.range, file: m.file)
      }
      return .none
    }
    let text = PlotRendering.text(
      lines, title: title, velocity: velocity,
      options: ChartOptions(width: width, height: height, style: style))
    // One output line per chart line, as `print` does (tests compare output line by line).
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      output(String(line))
    }
    return .none
  }

  /// One series of a chart: a sample as it is, an animation's move 0 → 1 over its life, a
  /// curve's or a spring's (see ``plotSeries(of:_:_:)``).
  func plotLine(_ v: Value, _ range: SourceRange, _ m: inout Machine) throws(RuntimeError)
    -> SeriesObject
  {
    switch v {
    case .object(let s as SeriesObject): return s
    case .animation(let a): return try sampleAnimation(a, from: 0, to: 1, for: nil, at: range, &m)
    default:
      let site = CallSite(arguments: [], base: m.stack.count, range: range, name: "plot")
      if let s = try plotSeries(of: v, site, &m) { return s }
      throw RuntimeError(
        "cannot plot \(v.typeNameWithArticle); plot takes a sample, an Animation, a UnitCurve or a Spring",
        at: range, file: m.file)
    }
  }
}
