import AnimREPL
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// ~/.anim_history under crashes and concurrent sessions (Issue 8): no line lost, none torn.
@Suite struct HistoryFileTests {
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("anim-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func lines(_ path: String) -> [String] { HistoryFile.entries(of: path) }

  /// The file's raw lines (timestamps included).
  func rawLines(_ path: String) -> [String] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// Eight "sessions" (separate descriptors, as separate processes have) append 200 lines each
  /// at once: every line arrives, whole.
  @Test func concurrentSessionsLoseNothing() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent(".anim_history").path
    DispatchQueue.concurrentPerform(iterations: 8) { session in
      for i in 0..<200 {
        HistoryFile.append("let session\(session)_line\(i) = \(String(repeating: "x", count: i))", to: path)
      }
    }
    let written = lines(path)
    #expect(written.count == 1600)
    var expected = Set<String>()
    for session in 0..<8 {
      for i in 0..<200 { expected.insert("let session\(session)_line\(i) = \(String(repeating: "x", count: i))") }
    }
    #expect(Set(written) == expected)
    // Each session's lines keep their order.
    for session in 0..<8 {
      let mine = written.filter { $0.hasPrefix("let session\(session)_") }
      #expect(mine == (0..<200).map { "let session\(session)_line\($0) = \(String(repeating: "x", count: $0))" })
    }
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
  }

  /// Sessions starting (trimming) while others append: no line is torn, and none of the lines
  /// appended after the last trim is lost.
  @Test func trimmingWhileAppendingTearsNothing() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent(".anim_history").path
    DispatchQueue.concurrentPerform(iterations: 6) { worker in
      for i in 0..<150 {
        if worker < 2 {
          HistoryFile.trim(path, keeping: 100)
        } else {
          HistoryFile.append("w\(worker) \(i) end", to: path)
        }
      }
    }
    for line in lines(path) {
      #expect(line.hasPrefix("w") && line.hasSuffix(" end"), "torn line: \(line)")
    }
    HistoryFile.trim(path, keeping: 100)
    #expect(lines(path).count <= 100)
    HistoryFile.append("after", to: path)
    #expect(lines(path).last == "after")
  }

  /// A session killed in the middle of a line left no newline: the next line is not glued to it.
  @Test func lineCutShortByACrashStaysSeparate() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent(".anim_history").path
    try Data("print(1)\nlet half".utf8).write(to: URL(fileURLWithPath: path))
    HistoryFile.append("print(2)", to: path)
    #expect(lines(path) == ["print(1)", "let half", "print(2)"])
    // A block cut short: what was written is one entry, and the next entry stays separate.
    try Data("#1700000000\nfunc f() {\n  1".utf8).write(to: URL(fileURLWithPath: path))
    HistoryFile.append("print(3)", to: path)
    #expect(lines(path) == ["func f() {\n  1", "print(3)"])
    // NULs (which would end the entry early in readline) are dropped.
    HistoryFile.append("a\u{0}b", to: path)
    #expect(lines(path).last == "ab")
  }

  /// Issue 30: a block typed or pasted over several lines is one entry, stored with its
  /// newlines (readline's multi-line format: a `#seconds` line, then the lines) and read back
  /// as the same block, empty lines and a `//` comment included.
  @Test func multiLineEntriesComeBackAsTyped() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent(".anim_history").path
    // A colour literal alone on a line (all digits after `#`) is no timestamp.
    let block = "struct S {\n  // The animation has finished.\n\n  func f() { 1 }\n}\nlet c = [\n#112233\n]"
    // An old history (a line per entry, no timestamps) stays readable.
    try Data("let a = 1\nprint(a)\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(HistoryFile.append(block, to: path))
    #expect(HistoryFile.append("S()\n", to: path))  // a trailing newline is not part of it
    #expect(lines(path) == ["let a = 1", "print(a)", block, "S()"])
    let raw = rawLines(path)
    #expect(raw.count == 2 + 1 + 8 + 2)
    #expect(raw[2].hasPrefix("#") && raw[2].dropFirst().allSatisfy(\.isNumber))
    #expect(Array(raw[3...10]) == block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    // Trimming counts entries, not lines, and keeps the blocks whole.
    #expect(HistoryFile.trim(path, keeping: 2))
    #expect(lines(path) == [block, "S()"])
    #expect(HistoryFile.trim(path, keeping: 1))
    #expect(lines(path) == ["S()"])
  }

  /// A history file that is a symbolic link stays one after a trim.
  @Test func symlinkedHistoryStaysALink() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let real = dir.appendingPathComponent("dotfiles_history").path
    let link = dir.appendingPathComponent(".anim_history").path
    try Data((0..<50).map { "line \($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: real))  // one entry a line
    #expect(symlink(real, link) == 0)
    #expect(HistoryFile.trim(link, keeping: 10))
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
    #expect(destination == real)
    #expect(lines(real) == (40..<50).map { "line \($0)" })
    HistoryFile.append("new", to: link)
    #expect(lines(real).last == "new")
  }

  /// A missing file is no error; an unwritable place reports failure instead of trapping.
  @Test func missingAndUnwritable() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(HistoryFile.trim(dir.appendingPathComponent("none").path, keeping: 5))
    #expect(!HistoryFile.append("x", to: dir.appendingPathComponent("no/such/dir").path))
  }
}
