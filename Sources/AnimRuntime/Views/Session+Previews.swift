// The views a script's `#Preview { … }` names, drawn for the tools: `anim render` writes one as
// SVG, `anim play` draws it in the terminal, `anim preview` puts it on the page's stage.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

/// A `#Preview`: its name (if given) and the closure that builds its view.
struct PreviewEntry {
  let name: String?
  let body: Value
  let range: SourceRange
  let file: SourceFile
}

/// A preview's view laid out at a size: what the tools draw.
public struct PreviewFrame {
  /// The preview's name (`#Preview("Name")`), nil when it has none.
  public let name: String?
  /// The drawn views, back to front (what `host.dump()` lists).
  public let dump: String
  /// An SVG document of the views.
  public let svg: String
  /// The views laid out.
  public let layout: ViewLayout
}

extension Session {
  /// The names of the script's previews, in order ("" for an unnamed one).
  public var previewNames: [String] { interpreter.previews.map { $0.name ?? "" } }

  /// The script's `#Preview` (the one called `name`, else the first) laid out in a
  /// `width` × `height` host, after the script ran; nil with the diagnostic when the script has
  /// none or building the view failed.
  /// - Parameters:
  ///   - time: A time on the scene's clock: when it is later than the clock's after the script
  ///     ran, the clock runs on to it first (as `wait` would: running animations tick, their
  ///     completions run), so that the views show the scene's state then.
  public func previewFrame(named name: String? = nil, width: Double, height: Double, at time: Double? = nil)
    -> (PreviewFrame?, [Diagnostic])
  {
    if let time, time.isFinite, time > interpreter.animator.now {
      let outcome = run(SourceFile(name: "<render --at>", text: "wait(\(time - interpreter.animator.now))"))
      if !outcome.succeeded { return (nil, outcome.diagnostics) }
    }
    let (found, missing) = previewEntry(named: name)
    guard let entry = found else { return (nil, missing.map { [$0] } ?? []) }
    let i = interpreter
    let result = LargeStack.run { () -> Result<PreviewFrame, RuntimeError> in
      do throws(RuntimeError) {
        return .success(
          try i.withMachine { (m: inout Machine) throws(RuntimeError) -> PreviewFrame in
            m.file = entry.file
            let built = try i.callFunction(entry.body, [], entry.range, &m)
            let host = ViewHostObject(root: built, width: width, height: height, range: entry.range)
            try host.update(i, &m)
            guard let layout = host.layout else {
              throw RuntimeError("the preview drew nothing", at: entry.range, file: entry.file)
            }
            return PreviewFrame(name: entry.name, dump: layout.dump(), svg: layout.svg(), layout: layout)
          })
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let frame): return (frame, [])
    case .failure(let error): return (nil, [error.diagnostic(defaultFile: entry.file)])
    }
  }
}

extension Session {
  /// The `#Preview` called `name`, else the first; the diagnostic when there is none.
  func previewEntry(named name: String?) -> (PreviewEntry?, Diagnostic?) {
    let previews = interpreter.previews
    if let entry = name.map({ n in previews.first { $0.name == n } }) ?? previews.first { return (entry, nil) }
    let message =
      previews.isEmpty
      ? "the script has no '#Preview { … }' naming a view to draw"
      : "no '#Preview(\"\(name ?? "")\")'; the previews are " + previews.map { "'\($0.name ?? "")'" }.joined(separator: ", ")
    return (nil, Diagnostic(.error, message, file: SourceFile(name: "<preview>", text: ""), range: SourceRange(0, 0)))
  }
}
