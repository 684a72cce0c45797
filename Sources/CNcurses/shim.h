// Swift 6 cannot touch ncurses' mutable globals (stdscr, COLORS, LINES…) nor
// import its function-like macros (A_BOLD, KEY_F(n), BUTTON masks), so this
// header re-exposes exactly what CursesTerminal needs as small inline functions.
#ifndef JUMBOTRON_CNCURSES_SHIM_H
#define JUMBOTRON_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <sys/ioctl.h>
#include <unistd.h>

/// The terminal's size from the kernel (ioctl is variadic, so Swift cannot call it).
static inline int jt_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row; *cols = ws.ws_col;
    return 0;
}

/// The window's size in pixels too (0 when the terminal does not fill it in).
static inline int jt_window_pixels(int fd, int *rows, int *cols, int *width, int *height) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row; *cols = ws.ws_col; *width = ws.ws_xpixel; *height = ws.ws_ypixel;
    return 0;
}

/// Tells curses that rows `y` to `y + n` on screen are not what it believes
/// (an image was painted there), so the next update writes them whole.
static inline int jt_redraw_rows(int y, int n) { return wredrawln(stdscr, y, n); }
static inline int jt_clear_on_next_update(void) { return clearok(curscr, TRUE); }

static inline WINDOW *jt_stdscr(void) { return stdscr; }
/// newterm on the process's own stdin/stdout: unlike initscr it returns NULL
/// instead of exiting when the terminal type is unusable.
static inline SCREEN *jt_newterm(void) { return newterm(NULL, stdout, stdin); }
/* The same as another terminal type (a close entry when TERM's own is not installed). */
static inline SCREEN *jt_newterm_as(const char *type) { return newterm(type, stdout, stdin); }
/* 1 when terminfo has an entry for `type` (asked without starting curses). */
static inline int jt_has_terminfo(const char *type) {
    int err = 0;
    if (setupterm(type, 1, &err) != OK) return 0;
    del_curterm(cur_term);
    cur_term = NULL;
    return 1;
}
/* 1 when the current terminal can move the cursor (`cup`): without it (TERM=dumb) no full-screen UI can work. */
static inline int jt_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}
static inline int jt_key_code_yes(void) { return KEY_CODE_YES; }
static inline int jt_lines(void) { return LINES; }
static inline int jt_cols(void) { return COLS; }
static inline int jt_colors(void) { return COLORS; }
static inline int jt_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t jt_a_normal(void) { return A_NORMAL; }
static inline attr_t jt_a_bold(void) { return A_BOLD; }
static inline attr_t jt_a_dim(void) { return A_DIM; }
static inline attr_t jt_a_reverse(void) { return A_REVERSE; }
static inline attr_t jt_a_underline(void) { return A_UNDERLINE; }

static inline int jt_key_f(int n) { return KEY_F(n); }
static inline int jt_key_resize(void) { return KEY_RESIZE; }
static inline int jt_key_mouse(void) { return KEY_MOUSE; }

static inline mmask_t jt_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t jt_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t jt_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t jt_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t jt_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t jt_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t jt_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}

/// Reads one mouse event; returns ERR when there is none.
static inline int jt_get_mouse(int *x, int *y, mmask_t *state) {
    MEVENT ev;
    int rc = getmouse(&ev);
    if (rc != OK) return rc;
    *x = ev.x; *y = ev.y; *state = ev.bstate;
    return OK;
}

/// Writes one cell (a grapheme of up to a few code points) with an extended colour pair.
static inline int jt_put_cell(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, 0, &pair) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

static inline int jt_init_pair(int pair, int fg, int bg) { return init_extended_pair(pair, fg, bg); }

/// Numeric terminfo capability, or -1/-2 when absent.
static inline int jt_tigetnum(const char *name) { return tigetnum(name); }

/// String terminfo capability copied into `out`; returns its length or -1.
static inline int jt_tigetstr(const char *name, char *out, int capacity) {
    char *s = tigetstr(name);
    if (s == NULL || s == (char *)-1) return -1;
    int n = 0;
    while (s[n] != 0 && n < capacity - 1) { out[n] = s[n]; n++; }
    out[n] = 0;
    return n;
}

static inline const char *jt_codeset(void) { return nl_langinfo(CODESET); }

#endif
