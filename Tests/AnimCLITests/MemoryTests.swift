// Memory that must not grow with the work a script does (Issue 8): scripts that make and drop
// many closures, recursive local functions, closure cycles (issue 14) and animations run in the same peak memory whether
// they make 20,000 or 200,000 of them.
import Foundation
import Testing

@Suite struct MemoryTests {
  /// Runs `source` with `count` substituted for `COUNT` and returns the peak resident memory
  /// in kilobytes, after checking that the run succeeded and printed `expected`.
  func peakKB(_ source: String, count: Int, expected: String) throws -> Int {
    guard let anim = AnimExecutable.url?.path else { throw AnimExecutable.NotBuilt() }
    let scratch = try ChildProcess.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("memory.anim")
    try source.replacingOccurrences(of: "COUNT", with: String(count)).write(
      to: script, atomically: true, encoding: .utf8)
    let output = scratch.appendingPathComponent("stdout").path
    let outcome = try ChildProcess.run(
      anim, ["run", script.path], stdout: .file(output), stderr: .file(output), seconds: 120,
      measureMemory: true)
    #expect(!outcome.timedOut && !outcome.signalled && outcome.status == 0)
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    #expect(printed == expected + "\n", "\(printed)")
    #expect(outcome.maxResidentKB > 0, "no memory reading")
    return outcome.maxResidentKB
  }

  /// Each case makes COUNT short-lived objects. A leak of even 100 bytes each would add
  /// 18 MB between the two runs; the allowance is 8 MB of noise.
  @Test(
    arguments: [
      (
        "recursive local functions",
        """
        func make(k) {
            func inner(n) { return n <= 0 ? k : inner(n - 1) }
            return inner
        }
        var total = 0
        for i in 0..<COUNT { total += make(1)(2) }
        print(total)
        """
      ),
      (
        "closures capturing a counter",
        """
        func counter() {
            var n = 0
            return { n += 1; return n }
        }
        var total = 0
        for i in 0..<COUNT { let c = counter(); c(); total += c() }
        print(total / 2)
        """
      ),
      (
        // Issue 14: each call left a cycle (each function captures the other's cell).
        "mutually recursive local functions",
        """
        func outer(k) {
            func a(n) { return n <= 0 ? k : b(n - 1) }
            func b(n) { return a(n) }
            return a(2)
        }
        var total = 0
        for i in 0..<COUNT { total += outer(1) }
        print(total)
        """
      ),
      (
        // Issue 14: each call left a cycle (the closure captures the variable holding it).
        "a closure recursing through its variable",
        """
        func outer() {
            var f = { n in n }
            f = { n in n <= 0 ? 1 : f(n - 1) }
            return f(2)
        }
        var total = 0
        for i in 0..<COUNT { total += outer() }
        print(total)
        """
      ),
      (
        // Issue 14: each call left two cycles (closures stored in containers that the
        // variables they capture hold).
        "closures in an array and a struct they capture",
        """
        struct Holder { var f }
        func outer() {
            var fs = []
            fs.append({ fs.count })
            var h = Holder(f: { 0 })
            h = Holder(f: { let g = h.f; return 1 })
            let hf = h.f
            return fs[0]() + hf()
        }
        var total = 0
        for i in 0..<COUNT { total += outer() }
        print(total / 2)
        """
      ),
      (
        "script animations on a property",
        """
        animation Step {
            let duration = 0.01
            func animate(value, time, context) { return time > duration ? nil : value }
        }
        @State var x = 0.0
        for i in 0..<COUNT / 10 { withAnimation(Step()) { x = Double(i) }; wait(0.02) }
        print(x * 0 + 1)
        """
      ),
    ])
  func memoryStaysFlat(what: String, source: String) throws {
    let expected: (Int) -> String = { count in
      what == "script animations on a property" ? "1.0" : String(count)
    }
    let small = try peakKB(source, count: 20_000, expected: expected(20_000))
    let large = try peakKB(source, count: 200_000, expected: expected(200_000))
    #expect(large - small < 8_000, "\(what): \(small) KB for 20,000, \(large) KB for 200,000")
  }
}
