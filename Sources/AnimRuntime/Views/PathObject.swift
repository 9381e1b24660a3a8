// SwiftUI's `Path` as a script value: `var path = Path(); path.move(to: …); path.addLine(to: …)`,
// what a custom Shape's `path(in:)` returns. The object holds AnimViews' Path; a binding copies
// it (Interpreter.copyOnBind), so `var p = q` gives an independent path, as Swift's value type.
import AnimSyntax
import AnimViews
import AnimationCore
import Foundation

final class PathObject: RuntimeObject, @unchecked Sendable {
  var path: AnimViews.Path
  init(_ path: AnimViews.Path) { self.path = path }
  func copy() -> PathObject { PathObject(path) }
  override var typeName: String { "Path" }
  override var kind: ValueKind { .path }
  override var printed: String { "Path(\"\(path.svgPathData)\")" }
}
