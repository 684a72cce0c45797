/* The floor: the least any ncurses program can do here. Paints one screen
   (120x40 of text, a highlighted title line) and waits for q. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    raw();
    noecho();
    keypad(stdscr, TRUE);
    start_color();
    init_pair(1, COLOR_WHITE, COLOR_BLUE);
    attron(COLOR_PAIR(1) | A_BOLD);
    mvhline(0, 0, ' ', COLS);
    mvaddstr(0, 1, "baseline ready");
    attroff(COLOR_PAIR(1) | A_BOLD);
    for (int y = 2; y < LINES - 1; y++)
        for (int x = 0; x + 10 < COLS; x += 10) mvaddstr(y, x, "cell text ");
    refresh();
    while (getch() != 'q') {}
    endwin();
    return 0;
}
