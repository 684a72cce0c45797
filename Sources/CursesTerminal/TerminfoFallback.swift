import CNcurses

extension CursesTerminal {
    /// A close entry for a terminal whose own is not installed (kitty's over
    /// ssh, the usual case): the screen works the same; pictures and
    /// notifications still follow the terminal's own name from the environment.
    static let fallbackTerms = ["xterm-256color", "xterm", "vt100"]

    /// Starts curses as `term`, or as the first fallback the machine has;
    /// returns the entry used (nil: none could be started).
    static func start(term: String) -> String? {
        if !term.isEmpty, jt_has_terminfo(term) == 1, jt_newterm() != nil { return term }
        for fallback in fallbackTerms where fallback != term && jt_has_terminfo(fallback) == 1 {
            if jt_newterm_as(fallback) != nil { return fallback }
        }
        return nil
    }
}
