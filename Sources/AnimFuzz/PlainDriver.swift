// The fallback engine: random mutations of a seed corpus, no coverage feedback. Used where
// libFuzzer is unavailable; `make fuzz` uses libFuzzer.
import Foundation
import AnimFuzzSupport

enum PlainDriver {
  /// Fragments spliced into inputs: the language's tokens and the shapes that stress limits.
  static let dictionary: [String] = [
    "let ", "var ", "func ", "if ", "else ", "guard ", "while ", "for ", " in ", "return ",
    "break", "continue", "animation ", "state ", "test ", "merge", "always", " is ", "true",
    "nil", "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "..<", "...", "?", "??", "=", "==",
    "+=", "-", "+", "*", "/", "%", "!", "&&", "||", "@State ", "$x", "#FF8800", "1e308", "-0",
    "0.5", "nan", "1e400", "\"", "\\(", "/*", "*/", "//", "\n", "{ t in ", "x.y", "[0]",
    "sample(", "wait(", "plot(", "withAnimation(", "Animation.", ".spring(", ".repeatCount(",
    ".repeatForever(", ".delay(", ".speed(", "UnitCurve.", "Spring(", "print(", "expect(",
    "1000000000", "-1", "0", "Double.infinity", "0/0", "1/0", "$", "@", "\u{0}", "\u{FF}",
  ]

  static func main(_ arguments: [String]) {
    var seconds = 60.0
    var seed = UInt64(UInt32(truncatingIfNeeded: time(nil)))
    var last = "fuzz-last-input.anim"
    var paths: [String] = []
    var rest = arguments[...]
    while let word = rest.popFirst() {
      switch word {
      case "--seconds": seconds = rest.popFirst().flatMap(Double.init) ?? seconds
      case "--seed": seed = rest.popFirst().flatMap { UInt64($0) } ?? seed
      case "--last": last = rest.popFirst() ?? last
      default: paths.append(word)
      }
    }
    var corpus = paths.flatMap(files(under:)).compactMap { FileManager.default.contents(atPath: $0) }
      .map { [UInt8]($0) }
    if corpus.isEmpty { corpus = [Array("let x = 1\nprint(x)\n".utf8)] }
    var rng = SplitMix64(seed: seed)
    print("AnimFuzz (plain driver): \(corpus.count) seeds, seed \(seed), \(seconds) s")
    let start = Date()
    var executions = 0
    var nextReport = 10.0
    while true {
      let elapsed = Date().timeIntervalSince(start)
      if elapsed >= seconds { break }
      if elapsed >= nextReport {
        print("#\(executions) \(Int(elapsed)) s")
        nextReport += 10
      }
      let input = mutate(corpus, &rng)
      _ = FileManager.default.createFile(atPath: last, contents: Data(input))
      FuzzOne.run(input)
      executions += 1
    }
    print("Done: \(executions) executions in \(Int(Date().timeIntervalSince(start))) s, no crash")
  }

  static func files(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [path] }
    let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    return names.filter { $0.hasSuffix(".anim") }.map { path + "/" + $0 }
  }

  /// One to eight random edits of a random seed (or of random bytes, one time in sixteen).
  static func mutate(_ corpus: [[UInt8]], _ rng: inout SplitMix64) -> [UInt8] {
    if Int.random(in: 0..<16, using: &rng) == 0 {
      return (0..<Int.random(in: 0...256, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
    }
    var bytes = corpus.randomElement(using: &rng) ?? []
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      let at = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &rng)
      switch Int.random(in: 0..<7, using: &rng) {
      case 0 where at < bytes.count: bytes[at] = UInt8.random(in: 0...255, using: &rng)
      case 1 where at < bytes.count:
        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...32, using: &rng)))
      case 2 where at < bytes.count:
        let chunk = bytes[at..<min(bytes.count, at + Int.random(in: 1...64, using: &rng))]
        bytes.insert(contentsOf: Array(repeating: Array(chunk), count: Int.random(in: 1...8, using: &rng)).joined(), at: at)
      case 3:
        let other = corpus.randomElement(using: &rng) ?? []
        if !other.isEmpty {
          let from = Int.random(in: 0..<other.count, using: &rng)
          bytes.insert(contentsOf: other[from..<min(other.count, from + Int.random(in: 1...200, using: &rng))], at: at)
        }
      default:
        bytes.insert(contentsOf: Array((dictionary.randomElement(using: &rng) ?? "").utf8), at: at)
      }
    }
    return bytes
  }
}
