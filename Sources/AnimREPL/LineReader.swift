// Where the REPL's lines come from: readline on a terminal, a fixed list in tests.

/// The result of asking for one line.
public enum LineReadResult: Equatable, Sendable {
  /// A line, without its newline.
  case line(String)
  /// Ctrl-C at the prompt: the line being typed was abandoned.
  case interrupted
  /// Ctrl-D at an empty prompt, or the end of the input.
  case endOfInput
}

/// A source of input lines.
public protocol LineReader: AnyObject {
  /// Shows `prompt` (if the reader is interactive) and reads one line.
  func readLine(prompt: String) -> LineReadResult
  /// Records an input worth keeping in the history: a line, or a whole block typed over
  /// several lines (one entry, recalled as the block).
  func addToHistory(_ line: String)
  /// Whether another line is already waiting (pasted text arrives faster than anyone types):
  /// the REPL then reads it before running the statement above, in case it continues it.
  func hasWaitingInput() -> Bool
}

extension LineReader {
  /// By default nothing is remembered.
  public func addToHistory(_ line: String) {}
  /// By default no input waits.
  public func hasWaitingInput() -> Bool { false }
}

/// A reader that replays fixed results, for tests; it records the prompts it was shown.
public final class ScriptedLineReader: LineReader {
  /// What is left to return.
  public private(set) var remaining: [LineReadResult]
  /// Every prompt shown, in order.
  public private(set) var prompts: [String] = []
  /// Every line added to the history, in order.
  public private(set) var history: [String] = []

  /// Creates a reader returning `results` in order, then `.endOfInput`.
  public init(_ results: [LineReadResult]) { remaining = results }

  /// Creates a reader returning each of `lines` in order, then `.endOfInput`.
  public convenience init(lines: [String]) { self.init(lines.map(LineReadResult.line)) }

  public func readLine(prompt: String) -> LineReadResult {
    prompts.append(prompt)
    return remaining.isEmpty ? .endOfInput : remaining.removeFirst()
  }

  public func addToHistory(_ line: String) { history.append(line) }

  /// The scripted lines stand for pasted text: the next one is always waiting.
  public func hasWaitingInput() -> Bool { !remaining.isEmpty }
}
