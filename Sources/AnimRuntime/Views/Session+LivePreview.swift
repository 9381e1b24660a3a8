// `anim preview --live`: a script's `#Preview` kept running behind a page. The page asks for
// frames as time passes and sends clicks; this is the session's side of that (the server and
// the page are the CLI's and AnimPlot's).
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

/// One frame of a live preview: what is drawn at `time` on the scene's clock.
public struct LiveFrame: Sendable {
  /// The scene's clock, in seconds.
  public let time: Double
  /// An SVG document of the views (the host's `svg()`).
  public let svg: String
  /// The drawn views as `host.dump()` lists them.
  public let dump: String
  /// The buttons, in drawing order: each label's text and frame in host points.
  public let buttons: [(label: String, frame: CGRect)]
}

/// A script's `#Preview` in a live host: `advance(by:)` runs the scene's clock on, `tap(x:y:)`
/// clicks the button drawn under a point.
public final class LivePreview {
  private let session: Session
  private let host: ViewHostObject
  /// Why the preview stopped (a run-time error of the views or of a button's action), when it did.
  public private(set) var failure: Diagnostic?

  /// The `#Preview` called `name` (else the first) of the script `session` has run, in a
  /// `width` × `height` host; nil with the diagnostic when there is none or it fails to build.
  public static func make(_ session: Session, named name: String?, width: Double, height: Double)
    -> (LivePreview?, [Diagnostic])
  {
    let (found, missing) = session.previewEntry(named: name)
    guard let entry = found else { return (nil, missing.map { [$0] } ?? []) }
    var host: ViewHostObject?
    let error = run(session.interpreter) { i, m throws(RuntimeError) in
      m.file = entry.file
      let built = try i.callFunction(entry.body, [], entry.range, &m)
      let made = ViewHostObject(root: built, width: width, height: height, range: entry.range)
      try made.update(i, &m)
      host = made
    }
    if let error { return (nil, [error.diagnostic(defaultFile: entry.file)]) }
    guard let host else { return (nil, []) }
    return (LivePreview(session: session, host: host), [])
  }

  /// Runs `body` on the interpreter's machine, on a large stack (view bodies may nest deeply);
  /// gives the run-time error it stopped with, if any.
  private static func run(
    _ i: Interpreter, _ body: @escaping (Interpreter, inout Machine) throws(RuntimeError) -> Void
  ) -> RuntimeError? {
    LargeStack.run { () -> RuntimeError? in
      do throws(RuntimeError) {
        _ = try i.withMachine { (m: inout Machine) throws(RuntimeError) -> Value in
          try body(i, &m)
          return .none
        }
        return nil
      } catch {
        return error
      }
    }
  }

  private init(session: Session, host: ViewHostObject) {
    self.session = session
    self.host = host
  }

  /// The scene's clock now.
  public var time: Double { session.interpreter.animator.now }

  /// Runs the scene's clock on by `seconds`, as `wait` does: animations tick, scheduled work
  /// runs; a run-time error stops the preview (``failure``).
  public func advance(by seconds: Double) {
    guard failure == nil, seconds > 0, seconds.isFinite else { return }
    let outcome = session.run(SourceFile(name: "<live>", text: "wait(\(seconds))"))
    if !outcome.succeeded { failure = outcome.diagnostics.first }
  }

  /// What is drawn now.
  public func frame() -> LiveFrame {
    let host = self.host
    if failure == nil,
      let error = LivePreview.run(
        session.interpreter, { i, m throws(RuntimeError) in try host.refresh(i, &m) })
    {
      failure = error.diagnostic(defaultFile: SourceFile(name: "<live>", text: ""))
    }
    guard let layout = host.layout else {
      return LiveFrame(time: time, svg: "", dump: "", buttons: [])
    }
    return LiveFrame(
      time: time, svg: layout.svg(), dump: layout.dump(),
      buttons: layout.buttons.map { ($0.label, $0.frame) })
  }

  /// Taps the button drawn under (`x`, `y`) in host points, the topmost where buttons overlap;
  /// gives its label, or nil when no button is there.
  @discardableResult
  public func tap(x: Double, y: Double) -> String? {
    guard failure == nil, let layout = host.layout else { return nil }
    let point = CGPoint(x: x, y: y)
    guard let hit = layout.buttons.last(where: { $0.frame.contains(point) }),
      let action = host.expansion.actions[ObjectIdentifier(hit.action)]
    else { return nil }
    let host = self.host
    let error = LivePreview.run(session.interpreter) { i, m throws(RuntimeError) in
      _ = try i.callFunction(action, [], host.range, &m)
      try host.update(i, &m)
    }
    if let error { failure = error.diagnostic(defaultFile: SourceFile(name: "<live>", text: "")) }
    return hit.label
  }
}
