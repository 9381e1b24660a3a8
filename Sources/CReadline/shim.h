// readline.h uses FILE without including <stdio.h>, so include it first.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// Accessors for readline's global variables. Swift 6 rejects direct use of mutable C globals
// (they are not concurrency-safe); the REPL touches them only on its own thread, through these.

/// Sets up readline for the REPL: application name (for ~/.inputrc conditionals), no signal
/// handling of readline's own (the REPL's SIGINT handler must see Ctrl-C), the completion hook
/// and the characters that end a word for completion.
static inline void anim_rl_configure(const char *name, rl_completion_func_t *completion,
                                     const char *word_breaks, rl_cpvfunc_t *word_break_hook) {
  rl_completion_word_break_hook = word_break_hook;
  rl_readline_name = name;
  rl_catch_signals = 0;
  rl_attempted_completion_function = completion;
  rl_basic_word_break_characters = word_breaks;
  rl_completer_word_break_characters = word_breaks;
}

/// The line being edited (valid during a completion callback).
static inline const char *anim_rl_line_buffer(void) { return rl_line_buffer; }

/// 1: the completion hook's answer is final; 0: fall back to readline's file name completion.
static inline void anim_rl_set_attempted_completion_over(int over) {
  rl_attempted_completion_over = over;
}

/// Moves the cursor to the end of the line being edited and shows it there.
static inline void anim_rl_move_to_end(void) {
  rl_point = rl_end;
  rl_redisplay();
}

/// Writes a string to standard output and flushes (stdout is a mutable C global too).
static inline void anim_write_stdout(const char *text) {
  fputs(text, stdout);
  fflush(stdout);
}

/// Writes a string to standard error and flushes.
static inline void anim_write_stderr(const char *text) {
  fputs(text, stderr);
  fflush(stderr);
}
