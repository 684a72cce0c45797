#!/usr/bin/env python3
"""The Python floor: the same one screen as baseline.c, through Python's own
curses module. Any Python curses client starts at least this slowly."""
import curses


def main(screen):
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    lines, cols = screen.getmaxyx()
    screen.attron(curses.color_pair(1) | curses.A_BOLD)
    screen.hline(0, 0, " ", cols)
    screen.addstr(0, 1, "baseline ready")
    screen.attroff(curses.color_pair(1) | curses.A_BOLD)
    for y in range(2, lines - 1):
        for x in range(0, cols - 10, 10):
            screen.addstr(y, x, "cell text ")
    screen.refresh()
    while screen.getch() != ord("q"):
        pass


curses.wrapper(main)
