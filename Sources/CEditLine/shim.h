#ifndef BARAJA_CEDITLINE_SHIM_H
#define BARAJA_CEDITLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>
#include <termios.h>

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
/* libedit writes the prompt, then switches the terminal to its own mode (no canonical
   line, no echo). A key that arrives in between is taken by the terminal's canonical line
   discipline: Ctrl-D on the empty line there is consumed as an end-of-file marker, never
   reaches libedit as Ctrl-D once the mode changes, and the session waits on. So the terminal
   leaves canonical mode before `readline`, and its settings are put back after it: libedit
   reads the terminal's settings again at each `readline` and, given these, would restore
   them (not the cooked ones) when the line is read. */
typedef struct {
    struct termios saved;
    int changed;
} baraja_terminal_mode;

static inline baraja_terminal_mode baraja_leave_canonical_mode(int fd) {
    baraja_terminal_mode mode = {.changed = 0};
    if (tcgetattr(fd, &mode.saved) != 0 || !(mode.saved.c_lflag & ICANON)) return mode;
    struct termios t = mode.saved;
    t.c_lflag &= ~(tcflag_t)(ICANON | ECHO | IEXTEN);
    t.c_cc[VMIN] = 1;
    t.c_cc[VTIME] = 0;
    mode.changed = tcsetattr(fd, TCSANOW, &t) == 0;
    return mode;
}

static inline void baraja_restore_mode(int fd, const baraja_terminal_mode *mode) {
    if (mode->changed) (void)tcsetattr(fd, TCSADRAIN, &mode->saved);
}
#endif
