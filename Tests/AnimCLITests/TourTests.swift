// The tour (`make tour`, Examples/tour.anim) as a new user reads it (issue 30): each part shows
// its code before its output and fits one screen, numbers print as they are meant, it ends by
// pointing at `anim preview` and `anim play`, and README's list of its parts is its parts.
import Foundation
import Testing

@Suite(.enabled(if: AnimExecutable.url != nil)) struct TourTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The tour's output split at its headings: (heading, the lines below it).
  func parts() throws -> [(heading: String, lines: [String])] {
    let r = try AnimExecutable.run([Self.root.appendingPathComponent("Examples/tour.anim").path])
    #expect(r.status == 0, "\(r.stderr)")
    var parts: [(String, [String])] = []
    for line in r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("━━ ") {
        parts.append((line, []))
      } else if !parts.isEmpty {
        parts[parts.count - 1].1.append(line)
      }
    }
    return parts
  }

  @Test func eachPartShowsItsCodeFirstAndFitsAScreen() throws {
    let parts = try parts()
    #expect(parts.count == 11)
    for (heading, lines) in parts.dropLast() {
      #expect(lines.first?.hasPrefix("› ") == true, "\(heading) starts with its output, not its code")
      // The heading counts too (the lines end with the blank line before the next heading):
      // a 24-line screen.
      #expect(lines.count + 1 <= 24, "\(heading): \(lines.count) lines")
      #expect(lines.allSatisfy { !$0.hasPrefix("› ") || $0.count <= 100 })
    }
    let all = parts.flatMap(\.lines)
    // 30 × 0.1 s / 0.2 s: half-way along the linear keyframe (the script's test checks it to
    // 1e-9); printed as the 15 it is, not 14.999999999999947.
    #expect(all.contains("a tap, 0.1 s later the jump is at 15"))
    let end = try #require(parts.last)
    #expect(end.heading.hasPrefix("━━ That's the tour"))
    #expect(end.lines.joined(separator: " ").contains("anim preview Examples/stagger.anim"))
    #expect(end.lines.joined(separator: " ").contains("anim play Examples/splash.anim"))
  }

  @Test func readmeListsThePartsTheTourHas() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    guard let section = readme.components(separatedBy: "## The tour").dropFirst().first else {
      Issue.record("README has no tour section")
      return
    }
    // "N. **Name**:" items, up to the next section.
    let items = section.components(separatedBy: "\n## ").first?.split(separator: "\n").compactMap { line -> (Int, String)? in
      guard let dot = line.firstIndex(of: "."), let n = Int(line[..<dot]),
        let open = line.range(of: "**"), let close = line[open.upperBound...].range(of: "**")
      else { return nil }
      return (n, String(line[open.upperBound..<close.lowerBound]))
    } ?? []
    let headings = try parts().dropLast().map(\.heading)
    #expect(items.map(\.0) == Array(1...headings.count))
    for ((n, name), heading) in zip(items, headings) {
      #expect(heading.hasPrefix("━━ \(n). "))
      #expect(heading.lowercased().contains(name.lowercased()), "README's \(n). \(name) is not the tour's \(heading)")
    }
  }
}
