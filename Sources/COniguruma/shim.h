// Oniguruma, the regular-expression library TextMate grammars are written for (VS Code, Sublime
// Text and GitHub's highlighter run it): only the grammar test uses it, to compile and run the
// patterns of Grammar/anim.tmLanguage.json exactly as an editor does.
#include <oniguruma.h>

// The encoding and syntax are macros taking addresses of C globals, which Swift cannot import.

/// UTF-8, the encoding editors hand Oniguruma.
static inline OnigEncoding anim_onig_utf8(void) { return ONIG_ENCODING_UTF8; }

/// Oniguruma's default (Ruby) syntax, as vscode-oniguruma compiles grammar patterns.
static inline OnigSyntaxType *anim_onig_default_syntax(void) { return ONIG_SYNTAX_DEFAULT; }

/// ONIG_OPTION_CAPTURE_GROUP: named groups do not turn off numbered captures (as in editors).
static inline OnigOptionType anim_onig_capture_group(void) { return ONIG_OPTION_CAPTURE_GROUP; }

/// Initializes the library for UTF-8; call once before compiling patterns.
static inline int anim_onig_initialize(void) {
  OnigEncoding encodings[1] = {ONIG_ENCODING_UTF8};
  return onig_initialize(encodings, 1);
}

/// Writes the message for an error `code` from onig_new into `buffer` (at least
/// ONIG_MAX_ERROR_MESSAGE_LEN bytes); returns its length. (onig_error_code_to_str is variadic,
/// which Swift cannot call.)
static inline int anim_onig_error_message(OnigUChar *buffer, int code, OnigErrorInfo *info) {
  return onig_error_code_to_str(buffer, code, info);
}
