// A script's `plot(…, svg:)` creates or replaces only a regular .svg file below the current
// directory (issue 31): every other target is refused with a diagnostic and left as it was.
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ScriptFileOutputTests {
  typealias Scratch = EndToEndTests.Scratch

  /// Runs `plot(.bouncy, svg: "PATH")` as the file `s.anim` in `dir`, with a time limit.
  func plot(to path: String, in dir: Scratch, script: String = "s.anim") throws -> ProcessResult {
    try "plot(.bouncy, svg: \"\(path)\")\n".write(
      toFile: dir.path(script), atomically: true, encoding: .utf8)
    return try AnimExecutable.run(["run", "--timeout", "1", script], directory: dir.url, seconds: 20)
  }

  /// Files that are not .svg (the script itself, a repository's config, notes) were silently
  /// replaced with SVG before.
  @Test func onlySVGFilesAreWritten() throws {
    let dir = try Scratch(["notes.txt": "hello\n", ".git/config": "[core]\n"])
    for path in ["notes.txt", ".git/config", "s.anim", "svg", ".svg"] {
      let r = try plot(to: path, in: dir)
      #expect(r.status == 1, "\(path)")
      #expect(r.stderr.contains("error: a script writes only .svg files; '\(path)' is not one"), "\(path)")
    }
    #expect(try String(contentsOfFile: dir.path("notes.txt"), encoding: .utf8) == "hello\n")
    #expect(try String(contentsOfFile: dir.path(".git/config"), encoding: .utf8) == "[core]\n")
    #expect(try String(contentsOfFile: dir.path("s.anim"), encoding: .utf8).hasPrefix("plot("))
  }

  /// A FIFO blocked the run for ever (ignoring `--timeout 1`); a symbolic link, a folder that is
  /// a link, a hard link and the running script are refused too, each left as it was.
  @Test func noFIFOLinkOrScriptIsWritten() throws {
    let dir = try Scratch(["real.svg": "keep\n", "d/.keep": ""])
    #expect(mkfifo(dir.path("fifo.svg"), 0o644) == 0)
    try FileManager.default.createSymbolicLink(atPath: dir.path("link.svg"), withDestinationPath: "real.svg")
    try FileManager.default.createSymbolicLink(atPath: dir.path("dl"), withDestinationPath: "d")
    #expect(link(dir.path("real.svg"), dir.path("hard.svg")) == 0)
    let cases = [
      ("fifo.svg", "plot cannot write 'fifo.svg': it is not a regular file"),
      ("link.svg", "'link.svg' is a symbolic link; a script does not write through links"),
      ("hard.svg", "plot cannot write 'hard.svg': it has other hard links"),
      ("dl/x.svg", "plot cannot write 'dl/x.svg': 'dl' is not a folder but a link or a file"),
    ]
    for (path, message) in cases {
      let started = Date()
      let r = try plot(to: path, in: dir)
      #expect(r.status == 1, "\(path)")
      #expect(r.stderr.contains(message), "\(path): \(r.stderr)")
      #expect(Date().timeIntervalSince(started) < 10, "\(path)")
    }
    #expect(try String(contentsOfFile: dir.path("real.svg"), encoding: .utf8) == "keep\n")
    #expect(!FileManager.default.fileExists(atPath: dir.path("d/x.svg")))

    let itself = try plot(to: "me.svg", in: dir, script: "me.svg")
    #expect(itself.stderr.contains("plot cannot write 'me.svg': it is the running script"))
    #expect(try String(contentsOfFile: dir.path("me.svg"), encoding: .utf8).hasPrefix("plot("))
  }

  /// A regular .svg file below the current directory is created, and replaced when it exists.
  @Test func aRegularSVGFileIsCreatedOrReplaced() throws {
    let dir = try Scratch(["charts/old.svg": String(repeating: "x", count: 100_000)])
    for path in ["charts/old.svg", "new.SVG", "./charts/new.svg"] {
      let r = try plot(to: path, in: dir)
      #expect(r.status == 0, "\(path): \(r.stderr)")
      let text = try String(contentsOfFile: dir.path(path), encoding: .utf8)
      #expect(text.hasPrefix("<svg") && text.hasSuffix("</svg>\n"), "\(path)")
    }
  }
}
