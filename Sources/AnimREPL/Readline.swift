// GNU readline's functions and variables, found in libreadline.so.8 when the REPL starts rather
// than bound by the dynamic loader at every launch: linked, readline and libtinfo were mapped and
// relocated before `anim -e 'print(1)'` or `anim run` ran a line, though only the interactive
// REPL uses them (issue 27, start-up). HarfBuzz is opened the same way (AnimViews/Text/HarfBuzz.swift).
import CReadline

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why readline could not be used: the library is missing, or lacks a name the REPL needs.
public struct ReadlineUnavailable: Error, CustomStringConvertible {
  /// What went wrong, as `dlopen`/`dlsym` tell it.
  public let description: String
}

/// The readline functions and variables the line editor uses: C function pointers, and pointers
/// to the library's global variables (`dlsym` gives a variable's address).
struct Readline {
  // The callbacks' types, spelled as C function pointers: the header's typedefs (rl_vcpfunc_t and
  // the others) name function types, which Swift imports as Swift closures (a function and a
  // context, 16 bytes), not as the 8-byte pointers readline stores and calls.
  /// `rl_vcpfunc_t *`: receives a finished line.
  typealias LineHandler = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void
  /// `rl_compentry_func_t *`: hands out completion candidates one by one.
  typealias CompletionGenerator = @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>?
  /// `rl_completion_func_t *`: the attempted-completion hook.
  typealias AttemptedCompletion =
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  /// `rl_cpvfunc_t *`: the word-break hook.
  typealias WordBreakHook = @convention(c) () -> UnsafeMutablePointer<CChar>?

  /// The library's file name, of the major version whose header gave the types above.
  static let libraryName = "libreadline.so.\(RL_VERSION_MAJOR)"

  let callbackHandlerInstall: @convention(c) (UnsafePointer<CChar>?, LineHandler?) -> Void
  let callbackHandlerRemove: @convention(c) () -> Void
  let callbackReadChar: @convention(c) () -> Void
  let callbackSigcleanup: @convention(c) () -> Void
  let freeLineState: @convention(c) () -> Void
  let redisplay: @convention(c) () -> Void
  let onNewLine: @convention(c) () -> Int32
  let completionMatches:
    @convention(c) (UnsafePointer<CChar>?, CompletionGenerator?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  let usingHistory: @convention(c) () -> Void
  let stifleHistory: @convention(c) (Int32) -> Void
  let addHistory: @convention(c) (UnsafePointer<CChar>?) -> Void

  /// `rl_readline_name`: the application name `~/.inputrc` conditionals test.
  let readlineName: UnsafeMutablePointer<UnsafePointer<CChar>?>
  /// `rl_catch_signals`: 0 leaves SIGINT to the REPL's own handler.
  let catchSignals: UnsafeMutablePointer<Int32>
  /// `rl_attempted_completion_function`: the completion hook.
  let attemptedCompletionFunction: UnsafeMutablePointer<AttemptedCompletion?>
  /// `rl_basic_word_break_characters`.
  let basicWordBreakCharacters: UnsafeMutablePointer<UnsafePointer<CChar>?>
  /// `rl_completer_word_break_characters`.
  let completerWordBreakCharacters: UnsafeMutablePointer<UnsafePointer<CChar>?>
  /// `rl_completion_word_break_hook`: picks the word-break characters per completion.
  let completionWordBreakHook: UnsafeMutablePointer<WordBreakHook?>
  /// `rl_attempted_completion_over`: 1 keeps readline from falling back to file names.
  let attemptedCompletionOver: UnsafeMutablePointer<Int32>
  /// `rl_line_buffer`: the line being edited.
  let lineBuffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  /// `rl_point`: the cursor's byte offset in the line.
  let point: UnsafeMutablePointer<Int32>
  /// `rl_end`: the line's length in bytes.
  let end: UnsafeMutablePointer<Int32>

  /// The library, opened on first use (the REPL's start), or why it cannot be used.
  nonisolated(unsafe) static let loaded: Result<Readline, ReadlineUnavailable> = Readline.open(libraryName)

  /// Opens `name` and looks up every function and variable.
  /// - Parameter name: The shared library's file name, as `dlopen` searches for it.
  /// - Returns: The functions and variables, or what could not be found.
  static func open(_ name: String) -> Result<Readline, ReadlineUnavailable> {
    guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      return .failure(ReadlineUnavailable(description: "cannot open \(name): \(reason)"))
    }
    var missing: [String] = []
    func function<F>(_ symbol: String, as type: F.Type) -> F? {
      guard let pointer = dlsym(library, symbol) else {
        missing.append(symbol)
        return nil
      }
      return unsafeBitCast(pointer, to: type)
    }
    func variable<T>(_ symbol: String, of type: T.Type) -> UnsafeMutablePointer<T>? {
      guard let pointer = dlsym(library, symbol) else {
        missing.append(symbol)
        return nil
      }
      return pointer.assumingMemoryBound(to: type)
    }
    let readline = Readline(
      callbackHandlerInstall: function(
        "rl_callback_handler_install",
        as: (@convention(c) (UnsafePointer<CChar>?, LineHandler?) -> Void).self),
      callbackHandlerRemove: function("rl_callback_handler_remove", as: (@convention(c) () -> Void).self),
      callbackReadChar: function("rl_callback_read_char", as: (@convention(c) () -> Void).self),
      callbackSigcleanup: function("rl_callback_sigcleanup", as: (@convention(c) () -> Void).self),
      freeLineState: function("rl_free_line_state", as: (@convention(c) () -> Void).self),
      redisplay: function("rl_redisplay", as: (@convention(c) () -> Void).self),
      onNewLine: function("rl_on_new_line", as: (@convention(c) () -> Int32).self),
      completionMatches: function(
        "rl_completion_matches",
        as: (@convention(c) (UnsafePointer<CChar>?, CompletionGenerator?)
          -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?).self),
      usingHistory: function("using_history", as: (@convention(c) () -> Void).self),
      stifleHistory: function("stifle_history", as: (@convention(c) (Int32) -> Void).self),
      addHistory: function("add_history", as: (@convention(c) (UnsafePointer<CChar>?) -> Void).self),
      readlineName: variable("rl_readline_name", of: UnsafePointer<CChar>?.self),
      catchSignals: variable("rl_catch_signals", of: Int32.self),
      attemptedCompletionFunction: variable("rl_attempted_completion_function", of: AttemptedCompletion?.self),
      basicWordBreakCharacters: variable("rl_basic_word_break_characters", of: UnsafePointer<CChar>?.self),
      completerWordBreakCharacters: variable("rl_completer_word_break_characters", of: UnsafePointer<CChar>?.self),
      completionWordBreakHook: variable("rl_completion_word_break_hook", of: WordBreakHook?.self),
      attemptedCompletionOver: variable("rl_attempted_completion_over", of: Int32.self),
      lineBuffer: variable("rl_line_buffer", of: UnsafeMutablePointer<CChar>?.self),
      point: variable("rl_point", of: Int32.self),
      end: variable("rl_end", of: Int32.self))
    guard let readline else {
      dlclose(library)
      return .failure(
        ReadlineUnavailable(description: "\(name) lacks \(missing.joined(separator: ", "))"))
    }
    return .success(readline)
  }

  /// Every field looked up, or nil when one is missing (the lookup has recorded which).
  private init?(
    callbackHandlerInstall: (@convention(c) (UnsafePointer<CChar>?, LineHandler?) -> Void)?,
    callbackHandlerRemove: (@convention(c) () -> Void)?,
    callbackReadChar: (@convention(c) () -> Void)?,
    callbackSigcleanup: (@convention(c) () -> Void)?,
    freeLineState: (@convention(c) () -> Void)?,
    redisplay: (@convention(c) () -> Void)?,
    onNewLine: (@convention(c) () -> Int32)?,
    completionMatches: (@convention(c) (UnsafePointer<CChar>?, CompletionGenerator?)
      -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)?,
    usingHistory: (@convention(c) () -> Void)?,
    stifleHistory: (@convention(c) (Int32) -> Void)?,
    addHistory: (@convention(c) (UnsafePointer<CChar>?) -> Void)?,
    readlineName: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    catchSignals: UnsafeMutablePointer<Int32>?,
    attemptedCompletionFunction: UnsafeMutablePointer<AttemptedCompletion?>?,
    basicWordBreakCharacters: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    completerWordBreakCharacters: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    completionWordBreakHook: UnsafeMutablePointer<WordBreakHook?>?,
    attemptedCompletionOver: UnsafeMutablePointer<Int32>?,
    lineBuffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    point: UnsafeMutablePointer<Int32>?,
    end: UnsafeMutablePointer<Int32>?
  ) {
    guard let callbackHandlerInstall, let callbackHandlerRemove, let callbackReadChar,
      let callbackSigcleanup, let freeLineState, let redisplay, let onNewLine, let completionMatches,
      let usingHistory, let stifleHistory, let addHistory, let readlineName, let catchSignals,
      let attemptedCompletionFunction, let basicWordBreakCharacters, let completerWordBreakCharacters,
      let completionWordBreakHook, let attemptedCompletionOver, let lineBuffer, let point, let end
    else { return nil }
    self.callbackHandlerInstall = callbackHandlerInstall
    self.callbackHandlerRemove = callbackHandlerRemove
    self.callbackReadChar = callbackReadChar
    self.callbackSigcleanup = callbackSigcleanup
    self.freeLineState = freeLineState
    self.redisplay = redisplay
    self.onNewLine = onNewLine
    self.completionMatches = completionMatches
    self.usingHistory = usingHistory
    self.stifleHistory = stifleHistory
    self.addHistory = addHistory
    self.readlineName = readlineName
    self.catchSignals = catchSignals
    self.attemptedCompletionFunction = attemptedCompletionFunction
    self.basicWordBreakCharacters = basicWordBreakCharacters
    self.completerWordBreakCharacters = completerWordBreakCharacters
    self.completionWordBreakHook = completionWordBreakHook
    self.attemptedCompletionOver = attemptedCompletionOver
    self.lineBuffer = lineBuffer
    self.point = point
    self.end = end
  }
}
