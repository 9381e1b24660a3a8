// `anim test`'s scheduler: runs each file in a worker process, `jobs` at a time, and hands back
// each file's outcome as it finishes. One thread: it waits on every worker's pipes with poll(2)
// and checks their deadlines between waits.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What came of one test file.
struct TestFileOutcome {
  /// How the file's worker ended.
  enum Result: Equatable {
    /// It ran and reported (its tests may still have failed).
    case finished
    /// It was still running at the timeout and was stopped.
    case timedOut
    /// A signal ended it (a crash); what it wrote to standard error is in `report.lines`.
    case crashed(signal: Int32)
    /// It ended without a report, e.g. on a file it could not read (the message is in
    /// `report.lines`).
    case error(String)
  }

  var path: String
  var result: Result
  /// The worker's report; for a timeout or a crash, one failed test and what the worker said.
  var report: TestFileReport
  /// Seconds from the worker's start to its end.
  var seconds: Double

  var passed: Int { report.passed }
  var failed: Int { report.failed }

  /// The lines printed for the file: its status line, then one per failing check.
  ///
  ///     PASS Examples/tour.anim (1 test, 0.84 s)
  ///     FAIL Tests/x.anim (1 of 3 tests failed, 0.12 s)
  ///     Tests/x.anim:3:12: expect failed: a + 1 == 5 (a + 1 = 4)
  ///     TIMEOUT Tests/hang.anim (stopped after 60 s)
  var summary: [String] {
    let time = String(format: "%.2f s", seconds)
    let total = passed + failed
    let tests = "\(total) test\(total == 1 ? "" : "s")"
    let status: String
    switch result {
    case .finished where failed == 0: status = "PASS \(path) (\(tests), \(time))"
    case .finished: status = "FAIL \(path) (\(failed) of \(tests) failed, \(time))"
    case .timedOut: status = "TIMEOUT \(path) (stopped after \(String(format: "%g", seconds.rounded())) s)"
    case .crashed(let signal): status = "CRASH \(path) (signal \(signal) after \(time))"
    case .error(let how): status = "ERROR \(path) (\(how), \(time))"
    }
    return [status] + report.lines
  }
}

/// Runs test files in worker processes (`anim test --worker FILE`), several at a time.
struct TestScheduler {
  /// The `anim` binary that workers run.
  var executable: String
  /// Seconds each file may run.
  var timeout: Double
  /// Each worker's memory limit in bytes (`--memory-limit`); nil for none.
  var memoryLimit: Int? = nil
  /// How many workers run at once.
  var jobs: Int

  /// Runs `files`, calling `finished` with each outcome as its worker ends (in the order they
  /// end), and returns the outcomes in the order of `files`.
  func run(_ files: [String], finished: (TestFileOutcome) -> Void) -> [TestFileOutcome] {
    var waiting = files.enumerated().makeIterator()
    var running: [(index: Int, path: String, worker: WorkerProcess)] = []
    var outcomes: [Int: TestFileOutcome] = [:]
    func complete(_ index: Int, _ outcome: TestFileOutcome) {
      outcomes[index] = outcome
      finished(outcome)
    }
    while true {
      while running.count < max(1, jobs), let (index, path) = waiting.next() {
        do {
          let worker = try WorkerProcess(
            executable: executable,
            arguments: ["test", "--worker", path, "--timeout", "\(timeout)", "--memory-limit", memoryLimit.map { "\($0)B" } ?? "none"],
            seconds: timeout)
          running.append((index, path, worker))
        } catch {
          complete(
            index,
            TestFileOutcome(
              path: path, result: .error("not started"),
              report: TestFileReport(failed: 1, lines: ["\(error)"]), seconds: 0))
        }
      }
      if running.isEmpty { break }
      wait(for: running.map(\.worker))
      let now = Date()
      running.removeAll { entry in
        guard entry.worker.reapIfDone(now: now) else { return false }
        complete(entry.index, Self.outcome(of: entry.worker, path: entry.path, now: now))
        return true
      }
    }
    return files.indices.compactMap { outcomes[$0] }
  }

  /// Waits up to 50 ms for output from any worker and reads what arrived. The wait is short
  /// so that deadlines and exits (a worker whose pipes are closed) are noticed promptly.
  private func wait(for workers: [WorkerProcess]) {
    var descriptors = workers.flatMap { worker in
      worker.openDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    }
    guard !descriptors.isEmpty else {
      usleep(5_000)
      return
    }
    guard poll(&descriptors, nfds_t(descriptors.count), 50) > 0 else { return }
    for entry in descriptors where entry.revents != 0 {
      workers.first { $0.openDescriptors.contains(entry.fd) }?.read(from: entry.fd)
    }
  }

  /// A crashed worker in one line: the signal, and the last diagnostic or runtime message it
  /// wrote (Swift's "Fatal error: …"), not the backtrace and register dump that follow it.
  static func crashLine(_ path: String, signal: Int32, errors: [UInt8]) -> String {
    let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
    let lines = String(decoding: errors, as: UTF8.self).split(separator: "\n")
    let markers = ["Fatal error", ": error:", "error:", "Program crashed", "Assertion failed", "Precondition failed"]
    let last = lines.last { line in markers.contains { line.contains($0) } }
    var text = "\(path): crashed (\(name), signal \(signal))"
    if let last {
      let trimmed = last.trimmingCharacters(in: .whitespaces)
      text += "; last message: " + (trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed)
    }
    return text
  }

  /// The outcome of an ended worker: its JSON report, or what went wrong.
  static func outcome(of worker: WorkerProcess, path: String, now: Date) -> TestFileOutcome {
    let seconds = worker.elapsed(now: now)
    let said = String(decoding: worker.errors, as: UTF8.self)
      .split(separator: "\n").suffix(20).map(String.init)
    func failure(_ result: TestFileOutcome.Result, _ lines: [String]) -> TestFileOutcome {
      TestFileOutcome(
        path: path, result: result, report: TestFileReport(failed: 1, lines: lines), seconds: seconds)
    }
    switch worker.ending {
    case .timedOut:
      return failure(.timedOut, ["\(path): stopped after \(String(format: "%g", seconds.rounded())) s (--timeout)"])
    case .signalled(let signal):
      return failure(.crashed(signal: signal), [crashLine(path, signal: signal, errors: worker.errors)])
    case .exited(0):
      if let report = try? JSONDecoder().decode(TestFileReport.self, from: Data(worker.output)) {
        return TestFileOutcome(path: path, result: .finished, report: report, seconds: seconds)
      }
      return failure(.error("no report"), said)
    case .exited(let status):
      return failure(.error("exit status \(status)"), said)
    case nil:
      return failure(.error("no report"), said)
    }
  }
}
