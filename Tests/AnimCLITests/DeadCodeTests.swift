// Dead code stays gone (issue 30 item 11): the diagnostic engine no command used (its header
// said `anim check` did), the parser's keyword checks nothing called, and
// `PropertyRef.isTypedAnimatable`. Read from the sources, so that bringing one back unused
// fails here rather than going unnoticed.
import Foundation
import Testing

@Suite struct DeadCodeTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  @Test func removedDeclarationsAreNotBack() throws {
    let walker = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
    let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    #expect(files.count > 100, "sources not found at \(Self.sources.path)")
    let removed = #/\bDiagnosticEngine\b|func checkKeyword\b|func checkContextual\b|\bisTypedAnimatable\b/#
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.firstMatch(of: removed) == nil, "\(file.lastPathComponent) declares removed code")
    }
  }
}
