// GNU readline as the REPL's line editor: editing, Ctrl-R search, history in ~/.anim_history,
// tab completion, and a Ctrl-C that abandons the line being typed.
//
// readline's callback interface is used instead of `readline()`: the REPL waits for a key with
// `poll`, so when Ctrl-C interrupts the wait (EINTR; the SIGINT handler only sets a flag) it can
// drop the line and show a fresh prompt. readline's own signal handling is switched off
// (`rl_catch_signals = 0`), which is what lets the signal reach our handler.
//
// readline is not linked: its functions are looked up when the first LineEditor is made
// (Readline.swift), so that commands other than the REPL start without it.
import CReadline

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - State shared with readline's C callbacks
//
// C callbacks cannot capture context, so what they need lives in globals. There is one terminal
// and one LineEditor at a time; everything here is touched only on the REPL's thread.

/// What the line handler received: nothing yet, a line, or end of input.
private enum PendingLine {
  case none
  case line(String)
  case endOfInput
}

nonisolated(unsafe) private var pendingLine = PendingLine.none
/// The library, for the callbacks: set by `LineEditor.init` before readline can call them.
nonisolated(unsafe) private var library: Readline?
/// The completer consulted by readline's completion callback.
nonisolated(unsafe) private var activeCompleter: Completer?
/// Candidates of the completion in progress, handed out one by one to readline's generator.
nonisolated(unsafe) private var completionCandidates: [String] = []

/// readline calls this with a finished line (malloc'd, ours to free) or NULL for end of input.
private let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { line in
  if let line {
    pendingLine = .line(String(cString: line))
    free(line)
  } else {
    pendingLine = .endOfInput
  }
  // Stop readline from printing the next prompt itself; readLine installs it again.
  library?.callbackHandlerRemove()
}

/// Hands readline the candidates one at a time as malloc'd strings (readline frees them).
private let completionGenerator:
  @convention(c) (UnsafePointer<CChar>?, Int32)
    -> UnsafeMutablePointer<CChar>? = { _, state in
      if state == 0 { completionCandidates.reverse() }  // so that popLast yields them in order
      guard let next = completionCandidates.popLast() else { return nil }
      return strdup(next)
    }

/// readline's attempted-completion hook: decides what the word under the cursor is.
private let attemptCompletion:
  @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, _ in
      guard let library else { return nil }
      let word = text.map { String(cString: $0) } ?? ""
      let line = library.lineBuffer.pointee.map { String(cString: $0) } ?? ""
      // `start` is a byte offset into the line.
      let utf8 = Array(line.utf8)
      let cut = min(max(Int(start), 0), utf8.count)
      let prefix = Substring(decoding: utf8[..<cut], as: UTF8.self)
      // Inside a call's parentheses, its overloads' signatures first, above the line (as
      // IPython and Xcode show them); readline then redraws the prompt and the line below.
      if let signatures = activeCompleter?.signatures(after: prefix), !signatures.isEmpty {
        anim_write_stdout("\n" + signatures.map { "  " + $0 }.joined(separator: "\n") + "\n")
        _ = library.onNewLine()
        library.redisplay()
      }
      guard let candidates = activeCompleter?.candidates(for: word, after: prefix) else {
        library.attemptedCompletionOver.pointee = 0  // file names, readline's default
        return nil
      }
      library.attemptedCompletionOver.pointee = 1  // never fall back to file names for code
      completionCandidates = candidates
      return library.completionMatches(text, completionGenerator)
    }

/// Code breaks words at operators and dots too, so that `spring.val` completes `val`.
nonisolated(unsafe) private let codeWordBreaks = UnsafePointer(
  strdup(" \t\n\"\\'`@$><=;|&{(.,[]+-*/%!?:)}"))
/// After `:load`, only spaces end a word, so that `Examples/tour.an` completes as a path.
nonisolated(unsafe) private let pathWordBreaks = strdup(" \t\n")

/// Picks the word-break characters for the completion about to start.
private let chooseWordBreaks: @convention(c) () -> UnsafeMutablePointer<CChar>? = {
  let line = library?.lineBuffer.pointee.map { String(cString: $0) } ?? ""
  let trimmed = line.drop { $0 == " " || $0 == "\t" }
  return trimmed.hasPrefix(":l") ? pathWordBreaks : UnsafeMutablePointer(mutating: codeWordBreaks)
}

// MARK: - LineEditor

/// A `LineReader` on GNU readline, for an interactive terminal.
public final class LineEditor: LineReader {
  /// The history file, or `nil` to keep history in memory only.
  public let historyPath: String?
  /// The most lines kept in the history file.
  public let historyLimit: Int32
  /// readline's functions and variables.
  private let readline: Readline

  /// Opens readline and sets it up: history (loaded from `historyPath`), completion and Ctrl-C
  /// handling.
  /// - Parameters:
  ///   - historyPath: The history file (`LineEditor.defaultHistoryPath()` for `~/.anim_history`).
  ///   - completer: The completer for Tab, or `nil` for none.
  ///   - historyLimit: The most lines kept in the history file.
  /// - Throws: `ReadlineUnavailable` when libreadline cannot be opened (the REPL then reads
  ///   plain lines, `PlainLineReader`).
  public init(historyPath: String?, completer: Completer?, historyLimit: Int32 = 2000) throws {
    let readline = try Readline.loaded.get()
    self.readline = readline
    self.historyPath = historyPath
    self.historyLimit = historyLimit
    library = readline
    activeCompleter = completer
    // readline keeps the pointers, so the strings are deliberately never freed.
    readline.completionWordBreakHook.pointee = chooseWordBreaks
    readline.readlineName.pointee = UnsafePointer(strdup("anim"))
    // readline's own signal handling off: the REPL's SIGINT handler must see Ctrl-C.
    readline.catchSignals.pointee = 0
    readline.attemptedCompletionFunction.pointee = attemptCompletion
    readline.basicWordBreakCharacters.pointee = codeWordBreaks
    readline.completerWordBreakCharacters.pointee = codeWordBreaks
    readline.usingHistory()
    // The in-memory history keeps the same number of lines as the file, so that a long session
    // does not grow by every line typed.
    readline.stifleHistory(historyLimit)
    Interrupt.installHandler()
    if let historyPath {
      // Under a lock, unlike readline's history_truncate_file (see HistoryFile).
      HistoryFile.trim(historyPath, keeping: Int(historyLimit))
      // Read here, not by readline's read_history: an entry may be a block of several lines.
      for entry in HistoryFile.entries(of: historyPath) { readline.addHistory(entry) }
    }
  }

  /// `~/.anim_history`, or `nil` when there is no home directory.
  public static func defaultHistoryPath() -> String? {
    guard let home = getenv("HOME"), home.pointee != 0 else { return nil }
    let directory = String(cString: home)
    return directory.hasSuffix("/") ? directory + ".anim_history" : directory + "/.anim_history"
  }

  public func readLine(prompt: String) -> LineReadResult {
    pendingLine = .none
    readline.callbackHandlerInstall(prompt, lineHandler)
    while true {
      switch pendingLine {
      case .line(let text): return .line(text)
      case .endOfInput: return .endOfInput
      case .none: break
      }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      // The timeout matters when SIGINT is delivered to another thread (an evaluator thread, a
      // Foundation worker): then poll is not interrupted, and the flag is noticed within 0.1 s.
      let ready = poll(&descriptor, 1, 100)
      if ready < 0 && errno != EINTR {
        readline.callbackHandlerRemove()
        return .endOfInput
      }
      if Interrupt.isRequested {
        Interrupt.reset()
        abandonLine()
        return .interrupted
      }
      if ready > 0 { readline.callbackReadChar() }
    }
  }

  /// Whether more typed or pasted bytes wait on standard input. A paste arrives in one burst,
  /// which readline reads one byte at a time, so the rest of it is still in the terminal's
  /// buffer when a line is complete; 20 ms covers a burst split in transit, and is far below
  /// the time anyone takes to type another line.
  public func hasWaitingInput() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 20) > 0
  }

  /// Drops the line being edited (and any Ctrl-R search) and moves to a fresh line, leaving
  /// the abandoned text on screen. The next `rl_callback_handler_install` starts an empty line.
  private func abandonLine() {
    readline.freeLineState()
    readline.callbackSigcleanup()
    // Mark the abandoned line before leaving it: removing the handler ends bracketed-paste mode
    // with a carriage return, so anything written after it would overwrite the line.
    readline.point.pointee = readline.end.pointee
    readline.redisplay()
    anim_write_stdout("^C")
    readline.callbackHandlerRemove()
    anim_write_stdout("\n")
  }

  /// Adds `line` (one line, or a block of lines: one entry) to the in-memory history and
  /// appends it to the history file at once, so that a killed session loses nothing and two
  /// sessions interleave their entries instead of overwriting each other's (one `O_APPEND` write under a lock: ``HistoryFile``).
  public func addToHistory(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    readline.addHistory(line)
    if let historyPath { HistoryFile.append(line, to: historyPath) }
  }
}
