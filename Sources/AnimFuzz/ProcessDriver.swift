// The process fuzz: mutated scripts run through the built `anim` binary as a user would run
// them, `anim run --timeout 2 --memory-limit 512MB FILE`, each in a child process, so that what
// an in-process fuzz cannot see is checked too: the exit status, a signal, the time the run
// took against its limit, and the child's peak memory (wait4's ru_maxrss).
//
// `AnimFuzz --exec ANIM [--runs N] [--seconds N] [--jobs N] [--timeout S] [--memory-limit MB]
// [--seed N] [--out DIR] DIR|FILE…`. A finding is a signal (crash or trap), an exit status
// other than 0 or 1, a run longer than its limit by more than 10 % or 0.5 s, or a peak over the
// memory limit plus 64 MB; each is saved in the out directory with what happened. The input
// with the highest peak memory is saved there too (`worst-memory.anim`).
import AnimFuzzSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

enum ProcessDriver {
  struct Options {
    var anim = ""
    var runs = 100_000
    var seconds = Double.infinity
    var jobs = 2
    var timeout = 2.0
    var memoryMB = 512
    var seed = UInt64(UInt32(truncatingIfNeeded: time(nil)))
    var out = ".build/fuzz-exec"
    var paths: [String] = []
  }

  struct Child {
    var pid: pid_t
    var started: Date
    var input: [UInt8]
    var index: Int
  }

  static func main(_ arguments: [String]) {
    var o = Options()
    var rest = arguments[...]
    while let word = rest.popFirst() {
      switch word {
      case "--exec": o.anim = rest.popFirst() ?? ""
      case "--runs": o.runs = rest.popFirst().flatMap { Int($0) } ?? o.runs
      case "--seconds": o.seconds = rest.popFirst().flatMap(Double.init) ?? o.seconds
      case "--jobs": o.jobs = max(1, rest.popFirst().flatMap { Int($0) } ?? o.jobs)
      case "--timeout": o.timeout = rest.popFirst().flatMap(Double.init) ?? o.timeout
      case "--memory-limit": o.memoryMB = rest.popFirst().flatMap { Int($0) } ?? o.memoryMB
      case "--seed": o.seed = rest.popFirst().flatMap { UInt64($0) } ?? o.seed
      case "--out": o.out = rest.popFirst() ?? o.out
      default: o.paths.append(word)
      }
    }
    guard FileManager.default.isExecutableFile(atPath: o.anim) else {
      print("AnimFuzz --exec: '\(o.anim)' is not an executable")
      exit(2)
    }
    let anim = URL(fileURLWithPath: o.anim).standardizedFileURL.path
    let corpus = o.paths.flatMap(PlainDriver.files(under:))
      .compactMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) }
    let out = URL(fileURLWithPath: o.out).standardizedFileURL.path
    let work = out + "/work"
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    // Scripts run in the work directory: what their `plot(svg:)` writes lands there.
    guard chdir(work) == 0 else {
      print("cannot enter \(work)")
      exit(2)
    }
    var rng = SplitMix64(seed: o.seed)
    let overrun = max(o.timeout * 0.1, 0.5)
    print(
      "AnimFuzz (process driver): \(anim) run --timeout \(o.timeout) --memory-limit \(o.memoryMB)MB, "
        + "\(corpus.count) seeds, seed \(o.seed), \(o.runs) runs, \(o.jobs) jobs")
    let start = Date()
    var running: [Child] = []
    var started = 0
    var finished = 0
    var findings = 0
    var worstKB = 0
    var slowest = 0.0
    var statuses: [Int32: Int] = [:]
    while finished < o.runs || !running.isEmpty {
      let elapsed = Date().timeIntervalSince(start)
      while running.count < o.jobs, started < o.runs, elapsed < o.seconds {
        let input = PlainDriver.mutate(corpus, &rng)
        let path = "\(work)/input-\(started % 64).anim"
        _ = FileManager.default.createFile(atPath: path, contents: Data(input))
        let arguments = [
          anim, "run", "--timeout", "\(o.timeout)", "--memory-limit", "\(o.memoryMB)MB", path,
        ]
        guard let pid = spawn(arguments) else {
          print("cannot start \(anim)")
          exit(2)
        }
        running.append(Child(pid: pid, started: Date(), input: input, index: started))
        started += 1
      }
      if running.isEmpty { break }
      var status: Int32 = 0
      var usage = rusage()
      let pid = wait4(-1, &status, 0, &usage)
      guard pid > 0, let k = running.firstIndex(where: { $0.pid == pid }) else { continue }
      let child = running.remove(at: k)
      finished += 1
      let seconds = Date().timeIntervalSince(child.started)
      let peakKB = Int(usage.ru_maxrss)
      let signal = status & 0x7f
      let code = (status >> 8) & 0xff
      statuses[signal == 0 ? code : 128 + signal, default: 0] += 1
      slowest = max(slowest, seconds)
      if peakKB > worstKB {
        worstKB = peakKB
        save(child.input, to: out + "/worst-memory.anim")
      }
      var problem: String?
      if signal != 0 {
        problem = "signal \(signal)"
      } else if code != 0 && code != 1 {
        problem = "exit status \(code)"
      } else if seconds > o.timeout + overrun {
        problem = "ran \(String(format: "%.2f", seconds)) s (limit \(o.timeout) s)"
      } else if peakKB > (o.memoryMB + 64) * 1024 {
        problem = "peak \(peakKB / 1024) MB (limit \(o.memoryMB) MB)"
      }
      if let problem {
        findings += 1
        save(child.input, to: out + "/finding-\(child.index).anim")
        print("finding \(child.index): \(problem)")
      }
      if finished % 1000 == 0 {
        print(
          "#\(finished) \(Int(Date().timeIntervalSince(start))) s, findings \(findings), "
            + "worst peak \(worstKB / 1024) MB, slowest \(String(format: "%.2f", slowest)) s")
      }
      if Date().timeIntervalSince(start) >= o.seconds && running.isEmpty { break }
    }
    let summary = statuses.sorted { $0.key < $1.key }.map { "status \($0.key): \($0.value)" }
    print(
      "Done: \(finished) runs in \(Int(Date().timeIntervalSince(start))) s, \(findings) findings, "
        + "worst peak \(worstKB / 1024) MB (\(out)/worst-memory.anim), slowest \(String(format: "%.2f", slowest)) s; "
        + summary.joined(separator: ", "))
    exit(findings == 0 ? 0 : 1)
  }

  /// Starts `arguments` with standard input, output and error on /dev/null.
  static func spawn(_ arguments: [String]) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard let program = arguments.first,
      posix_spawn(&pid, program, &actions, nil, argv, environ) == 0
    else { return nil }
    return pid
  }

  static func save(_ input: [UInt8], to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(input))
  }
}
