#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>
/* Swift 6 rejects mutable C globals ("not concurrency-safe"), so the REPL reaches them through these. */
static inline void viewlab_rl_setup(const char *name, rl_compentry_func_t *entry, rl_completion_func_t *attempted) {
    rl_readline_name = name; rl_completion_entry_function = entry; rl_attempted_completion_function = attempted;
}
static inline int viewlab_history_length(void) { return history_length; }
static inline void viewlab_set_append_char(int c) { rl_completion_append_character = c; }
