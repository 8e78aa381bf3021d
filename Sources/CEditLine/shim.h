#ifndef BARAJA_CEDITLINE_SHIM_H
#define BARAJA_CEDITLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

typedef char **(*baraja_completion_fn)(const char *, int, int);

/* Swift 6 rejects assigning these globals directly; setters in C are fine. */
static inline void baraja_set_completion(baraja_completion_fn fn) {
    rl_attempted_completion_function = fn;
}
static inline void baraja_completion_over(void) { rl_attempted_completion_over = 1; }
static inline const char *baraja_line_buffer(void) { return rl_line_buffer; }
static inline void baraja_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void baraja_set_catch_signals(int on) { rl_catch_signals = on; }
/* What follows a completion that is unique: a space, or nothing when the part all matches
   share is inserted and the list is shown by baraja itself. */
static inline void baraja_set_completion_append(int c) { rl_completion_append_character = c; }
static inline void baraja_redisplay_line(void) { rl_forced_update_display(); }
#endif
