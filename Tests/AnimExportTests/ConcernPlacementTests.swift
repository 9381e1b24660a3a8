// Where concerns live (issue 30): other ecosystems' spring formulas and presets are AnimExport's,
// so that AnimationCore stays SwiftUI's model alone.
import AnimExport
import AnimationCore
import Foundation
import Testing

@Suite struct ConcernPlacementTests {
  /// The package's Sources folder, from this file's path.
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  func swiftFiles(in target: String) -> [URL] {
    let root = Self.sources.appendingPathComponent(target)
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  @Test func otherEcosystemsSpringsAreAnimExports() throws {
    let core = swiftFiles(in: "AnimationCore")
    #expect(core.count > 20, "AnimationCore's sources not found at \(Self.sources.path)")
    for file in core {
      let text = try String(contentsOf: file, encoding: .utf8)
      for word in ["func reactSpring(", "func compose(", "func flutter(", "struct SpringPreset", "enum ComposeSpringConstants"] {
        #expect(!text.contains(word), "\(file.lastPathComponent) defines \(word)")
      }
    }
    // And they are here: a react-spring config is SwiftUI's spring with stiffness = tension.
    #expect(Spring.reactSpring(tension: 170, friction: 26).stiffness == 170)
    #expect(SpringPreset.named("react-spring.wobbly") != nil)
  }
}
