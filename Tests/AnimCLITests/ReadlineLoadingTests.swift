import Foundation
import Testing

@testable import AnimREPL

#if canImport(Glibc)
  import Glibc
#endif

/// readline is opened by the REPL, not linked (issue 27, start-up): `anim -e` runs without the
/// loader mapping it, the REPL finds it when it starts, and without it reads plain lines.
@Suite struct ReadlineLoadingTests {
  /// The loader's own account (`LD_DEBUG=files` lists every object it loads, on standard error):
  /// `anim -e 'print(1)'` loads libc but not libreadline. With `link "readline"` in CReadline's
  /// module map, libreadline.so.8 was a needed library of the binary and was listed here.
  @Test(.enabled(if: AnimExecutable.url != nil))
  func runningAScriptDoesNotLoadReadline() throws {
    let result = try AnimExecutable.run(
      ["-e", "print(1)"], environment: ["LD_DEBUG": "files"], seconds: 60)
    #expect(result.status == 0)
    #expect(result.stdout == "1\n")
    // The loader did report: otherwise the absence below would prove nothing.
    #expect(result.stderr.contains("file=libc.so.6"))
    #expect(!result.stderr.contains("libreadline"))
    #expect(!result.stderr.contains("libtinfo"))
  }

  /// libreadline-dev (needed to build) brings libreadline8, so the REPL's library is found here,
  /// by the major version of the header the types come from.
  @Test func theREPLFindsReadline() throws {
    #expect(Readline.libraryName == "libreadline.so.8")
    let readline = try Readline.loaded.get()
    // A variable's address, not a function's: rl_catch_signals is 1 until the REPL clears it.
    #expect(readline.catchSignals.pointee == 0 || readline.catchSignals.pointee == 1)
  }

  /// A library that is not there is an error that names it, for the REPL's warning.
  @Test func aMissingLibraryIsReportedByName() {
    switch Readline.open("libanim-no-such-library.so.0") {
    case .success: Issue.record("opened a library that does not exist")
    case .failure(let error):
      #expect(error.description.hasPrefix("cannot open libanim-no-such-library.so.0: "))
    }
  }

  /// A library without readline's names (libm) is refused, naming what it lacks, rather than
  /// used with missing functions.
  @Test func aLibraryWithoutReadlinesNamesIsRefused() {
    switch Readline.open("libm.so.6") {
    case .success: Issue.record("took libm for readline")
    case .failure(let error):
      #expect(error.description.hasPrefix("libm.so.6 lacks rl_callback_handler_install, "))
      #expect(error.description.hasSuffix("rl_point, rl_end"))
    }
  }

  /// Without readline the REPL reads lines from standard input as they come: prompts shown,
  /// a last line without a newline still a line, then the end of the input.
  @Test func thePlainReaderReadsLinesAndTheEnd() throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    let text = "let a = 1\n\n  b + é\nlast"
    _ = text.withCString { write(descriptors[1], $0, strlen($0)) }
    close(descriptors[1])
    let console = CapturingConsole()
    let reader = PlainLineReader(fileDescriptor: descriptors[0], console: console)
    #expect(reader.hasWaitingInput())
    #expect(reader.readLine(prompt: "> ") == .line("let a = 1"))
    #expect(reader.readLine(prompt: "> ") == .line(""))
    #expect(reader.readLine(prompt: "... ") == .line("  b + é"))
    #expect(reader.readLine(prompt: "> ") == .line("last"))
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
    #expect(console.output == "> > ... > > ")
  }
}
