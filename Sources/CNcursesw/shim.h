#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// SwiftPM drops the -D flags from ncursesw.pc, so the wide-character API (get_wch, mvaddwstr)
// is switched on here, before the header is read.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
// malloc_trim: after a resize, the terminal layer hands back what curses freed (Glibc's Swift
// module does not expose it).
#include <malloc.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift 6 strict concurrency rejects the mutable C globals stdscr, LINES, COLS, stdin and stdout,
// and cannot import function-like macros (A_BOLD): these accessors stand in for them.

static inline WINDOW *kl_curses_stdscr(void) { return stdscr; }
static inline int kl_curses_lines(void) { return LINES; }
static inline int kl_curses_cols(void) { return COLS; }
static inline FILE *kl_curses_stdin(void) { return stdin; }
static inline FILE *kl_curses_stdout(void) { return stdout; }

static inline attr_t kl_curses_attr_normal(void) { return A_NORMAL; }
static inline attr_t kl_curses_attr_bold(void) { return A_BOLD; }
static inline attr_t kl_curses_attr_dim(void) { return A_DIM; }
static inline attr_t kl_curses_attr_reverse(void) { return A_REVERSE; }
static inline attr_t kl_curses_attr_underline(void) { return A_UNDERLINE; }

// The browser draws by placing the cursor: a terminal type without cursor addressing (TERM=dumb)
// cannot show it. tigetstr answers (char *)-1 for a name that is not a string capability.
static inline int kl_curses_can_address_cursor(void) {
    char *address = tigetstr("cup");
    return address != NULL && address != (char *)-1;
}

#endif
