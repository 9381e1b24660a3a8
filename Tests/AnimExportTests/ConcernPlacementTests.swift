// Where concerns live (issue 30): other ecosystems' spring formulas and presets are AnimExport's,
// so that AnimationCore stays SwiftUI's model alone; chart types are AnimPlot's, met by the
// runtime only where it records or plots, not in its values or its resolver.
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

  /// AnimPlot's chart types (`ValueShape`, `ChartStyle`) are not in the runtime's values or
  /// resolver: a script's `ChartStyle` value is a name there (ChartStyleObject), mapped onto
  /// AnimPlot's style where a chart is drawn, and a value's shape is mapped where a scene is
  /// recorded (Scene/PropertyRef+Recording.swift).
  @Test func chartTypesAreNotInTheRuntimesValuesOrResolver() throws {
    let files = swiftFiles(in: "AnimRuntime/Values") + swiftFiles(in: "AnimRuntime/Resolve")
    #expect(files.count > 10, "the runtime's sources not found at \(Self.sources.path)")
    // A use of the type: `ValueShape` anywhere, `ChartStyle` as a type or with a member
    // (`: ChartStyle`, `ChartStyle.braille`), not the words in a comment or a printed name.
    let uses = #/\bValueShape\b|:\s*ChartStyle\b|\bChartStyle\s*[.(]/#
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.firstMatch(of: uses) == nil, "\(file.lastPathComponent) uses a chart type")
    }
  }
}
