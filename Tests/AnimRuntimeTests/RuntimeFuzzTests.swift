import AnimRuntime
import AnimFuzzSupport
import AnimSyntax
import Foundation
import Testing

/// A deterministic slice of `make fuzz` that runs in CI: mutated copies of the script suite go
/// through the resolver and the interpreter (time limit 0.2 s, call depth 500). Any input must
/// end in a result or diagnostics inside the file — never a trap or a hang. (Issue 8.)
@Suite struct RuntimeFuzzTests {
  static let tokens = [
    "while true { }", "wait(1e9)", "sample($x, for: 1e7)", "(", ")", "{", "}", "[", "]", "\"",
    "\\(", "0/0", "1/0", "-1", "nil", ".repeatCount(1e8)", ".speed(1e-300)", ".delay(1e300)",
    "withAnimation(.spring) { ", "func f() { f() }\nf()\n", "@State var x = 0.0\n", "$x", "x = ",
  ]

  /// Small seeds (the front end's limit cases in limits/ are big and only exercise the parser;
  /// the size filter below leaves them out).
  static let seeds: [[UInt8]] = scriptFiles
    .compactMap { FileManager.default.contents(atPath: $0) }.map { Array($0) }
    .filter { $0.count < 4000 }

  @Test(arguments: 0..<400)
  func mutatedScript(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919)
    #expect(Self.seeds.count > 20)
    guard var bytes = Self.seeds.randomElement(using: &rng) else { return }
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let at = Int.random(in: 0...bytes.count, using: &rng)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0 where at < bytes.count:
        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &rng)))
      case 1 where at < bytes.count:
        bytes[at] = UInt8.random(in: 0...255, using: &rng)
      default:
        bytes.insert(contentsOf: Array((Self.tokens.randomElement(using: &rng) ?? "").utf8), at: at)
      }
    }
    let file = SourceFile(name: "fuzz.anim", bytes: bytes)
    let session = Session(output: { _ in })
    session.timeout = 0.2
    session.maximumCallDepth = 500
    let start = Date()
    let outcome = session.run(file)
    #expect(Date().timeIntervalSince(start) < 10, "seed \(seed) ran too long")
    for d in outcome.diagnostics where d.file === file {
      #expect(d.range.end <= UInt32(bytes.count), "seed \(seed): \(d)")
      _ = DiagnosticRenderer().render(d)
    }
  }
}
