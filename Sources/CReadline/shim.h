// GNU readline's header (Debian's libreadline-dev), for its types and its version only: the
// functions and variables are looked up in libreadline.so.8 when the REPL starts
// (AnimREPL/Readline.swift), so the module links nothing and `anim -e`, `anim run` and the other
// commands start without mapping readline and libtinfo. Nothing here may use a readline symbol:
// it would be an undefined reference at link time.
// readline.h uses FILE without including <stdio.h>, so include it first.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/// Writes a string to standard output and flushes (stdout is a mutable C global, which Swift 6
/// rejects using directly: it is not concurrency-safe).
static inline void anim_write_stdout(const char *text) {
  fputs(text, stdout);
  fflush(stdout);
}

/// Writes a string to standard error and flushes.
static inline void anim_write_stderr(const char *text) {
  fputs(text, stderr);
  fflush(stderr);
}
