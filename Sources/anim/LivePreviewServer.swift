// `anim preview --live FILE`: the page on 127.0.0.1 with the interpreter behind it. The page
// asks `/frame` for what is drawn (the scene's clock runs on by the wall time since the last
// frame, or by `advance` seconds with --manual-clock), and `/tap?x=&y=` for a click on the
// stage. Saving the file reloads it: the script runs again from the start, its state reset.
import AnimPlot
import AnimREPL
import Foundation

final class LivePreviewServer {
  private let path: String
  private let preview: String?
  private let width: Double, height: Double
  private let options: HostOptions
  private let manualClock: Bool
  private var scene: LiveScene?
  /// Why the script could not be shown (its diagnostics), when it could not.
  private var problem = ""
  private var version = 0
  private var reloads = 0
  private var lastWall: Double?
  private var modified: Date?
  private var lastCheck = 0.0

  init(
    path: String, preview: String?, width: Double, height: Double, options: HostOptions,
    manualClock: Bool
  ) {
    self.path = path
    self.preview = preview
    self.width = width
    self.height = height
    self.options = options
    self.manualClock = manualClock
  }

  /// Serves until Ctrl-C. The handler only sets a flag, checked between requests (a wait for a
  /// request ends at once when the signal arrives), so a request being answered is finished;
  /// installed here rather than left to the default action because a parent may have ignored
  /// SIGINT, which a child inherits.
  func serve(port: Int) throws {
    Interrupt.installHandler()
    Interrupt.reset()
    load()
    let server = try LoopbackServer(port: port)
    Output.write("serving \(path.escapingControlCharacters()) at http://127.0.0.1:\(server.port)/ (Ctrl-C stops)\n")
    while !Interrupt.isRequested {
      server.serveOne(waitingAtMost: 250) { self.answer($0) }
      reloadIfSaved()
    }
    Output.write("stopped\n")
  }

  private static func now() -> Double { Date().timeIntervalSinceReferenceDate }

  /// The most the clock runs on between two frames with the wall clock, in seconds.
  static let maximumStep = 5.0

  /// Runs the file from the start.
  private func load() {
    modified = LivePreviewServer.modificationDate(path)
    version += 1
    lastWall = nil
    do {
      let script = try ScriptSource.load(path)
      let (scene, problem) = Host.current.liveScene(
        script, preview: preview, width: width, height: height, options: options)
      self.scene = scene
      self.problem = problem
    } catch {
      scene = nil
      problem = "\(error)\n"
    }
    if !problem.isEmpty { Output.writeError(problem.escapingControlCharacters()) }
  }

  private func reloadIfSaved() {
    let t = LivePreviewServer.now()
    guard t - lastCheck >= 0.25 else { return }
    lastCheck = t
    let current = LivePreviewServer.modificationDate(path)
    if current != modified {
      reloads += 1
      Output.write("\(path.escapingControlCharacters()) changed: reloaded\n")
      load()
    }
  }

  private static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  private func answer(_ request: HTTPRequest) -> HTTPResponse {
    switch (request.method, request.path) {
    case ("GET", "/"):
      let title = (path as NSString).lastPathComponent
      return .text(
        LivePage(title: title, width: width, height: height).render(),
        type: "text/html; charset=utf-8")
    case ("GET", "/frame"):
      if let scene {
        if manualClock {
          if let advance = request.query["advance"].flatMap(Double.init), advance > 0 {
            scene.preview.advance(by: advance)
          }
        } else {
          // The clock follows the wall clock, at most `maximumStep` a frame: a page left in
          // the background stops asking for frames, and coming back should not cost minutes
          // of them.
          let t = LivePreviewServer.now()
          if let lastWall {
            scene.preview.advance(by: min(t - lastWall, LivePreviewServer.maximumStep))
          }
          lastWall = t
        }
      }
      return frameResponse()
    case ("POST", "/tap"):
      guard let x = request.query["x"].flatMap(Double.init),
        let y = request.query["y"].flatMap(Double.init),
        x.isFinite, y.isFinite
      else { return .text("tap takes x and y in points\n", status: 400) }
      let label = scene?.preview.tap(x: x, y: y)
      return .text(
        LivePreviewServer.json(["tapped": label.map(JSONValue.string) ?? .null]),
        type: "application/json")
    case (_, "/"), (_, "/frame"), (_, "/tap"):
      return .text("method not allowed\n", status: 405)
    default:
      return .text("not found\n", status: 404)
    }
  }

  private func frameResponse() -> HTTPResponse {
    var fields: [String: JSONValue] = [
      "version": .number(Double(version)), "reloads": .number(Double(reloads)),
      "manual": .bool(manualClock),
    ]
    if let scene {
      let frame = scene.preview.frame()
      fields["time"] = .number(frame.time)
      fields["svg"] = .string(frame.svg)
      fields["dump"] = .string(frame.dump)
      fields["buttons"] = .array(
        frame.buttons.map { b in
          .object([
            "label": .string(b.label), "x": .number(b.frame.minX), "y": .number(b.frame.minY),
            "width": .number(b.frame.width), "height": .number(b.frame.height),
          ])
        })
      fields["error"] = scene.preview.failure.map { .string($0.message) } ?? .null
    } else {
      fields["time"] = .number(0)
      fields["svg"] = .string("")
      fields["dump"] = .string("")
      fields["buttons"] = .array([])
      fields["error"] = .string(problem)
    }
    return .text(LivePreviewServer.json(fields), type: "application/json")
  }

  static func json(_ fields: [String: JSONValue]) -> String { JSONValue.object(fields).text }
}
