#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <editline/readline.h>
/* Swift 6 rejects mutable C globals ("not concurrency-safe"), so the REPL reaches them through these. */
static inline void viewlab_rl_setup(const char *name, rl_compentry_func_t *entry, rl_completion_func_t *attempted) {
    rl_readline_name = name; rl_completion_entry_function = entry; rl_attempted_completion_function = attempted;
}
static inline int viewlab_history_length(void) { return history_length; }
static inline void viewlab_set_append_char(int c) { rl_completion_append_character = c; }
/* Tab completes identifiers: every other character ends the word libedit hands to the completer. */
static inline void viewlab_set_word_break_characters(const char *characters) {
    rl_basic_word_break_characters = characters; rl_completer_word_break_characters = (char *)characters;
}
static inline const char *viewlab_line_buffer(void) { return rl_line_buffer; }
/* ioctl is variadic, which Swift cannot call. 0 when stdout is not a terminal. */
static inline int viewlab_terminal_width(void) {
    struct winsize size;
    return ioctl(1, TIOCGWINSZ, &size) == 0 ? size.ws_col : 0;
}
