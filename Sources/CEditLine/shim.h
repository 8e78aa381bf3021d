#ifndef BARAJA_CEDITLINE_SHIM_H
#define BARAJA_CEDITLINE_SHIM_H
/* wcwidth needs _XOPEN_SOURCE before <wchar.h> to be declared (see platform notes). */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include <locale.h>
#include <editline/readline.h>

/* The display width of one Unicode scalar in the current LC_CTYPE (-1: not printable). */
static inline int baraja_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

typedef char **(*baraja_completion_fn)(const char *, int, int);

/* Swift 6 rejects assigning these globals directly; setters in C are fine. */
static inline void baraja_set_completion(baraja_completion_fn fn) {
    rl_attempted_completion_function = fn;
}
static inline void baraja_completion_over(void) { rl_attempted_completion_over = 1; }
static inline const char *baraja_line_buffer(void) { return rl_line_buffer; }
static inline void baraja_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void baraja_set_catch_signals(int on) { rl_catch_signals = on; }
#endif
