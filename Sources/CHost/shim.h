#ifndef BARAJA_CHOST_SHIM_H
#define BARAJA_CHOST_SHIM_H
/* wcwidth needs _XOPEN_SOURCE before <wchar.h> to be declared (see platform notes). */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#include <wchar.h>
#include <locale.h>

/* The display width of one Unicode scalar in the current LC_CTYPE (-1: not printable). */
static inline int baraja_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }
#endif
