import CNcurses
import Glibc
import TerminalUI

/// What the terminal can do, read from terminfo and the kernel without
/// taking the screen over (for `jumbotron doctor`).
public struct TerminalProbe: Sendable {
    /// The terminfo entry for TERM was found.
    public var knownTerm: Bool
    public var canAddressCursor: Bool
    public var colors: Int
    public var hasColors: Bool
    /// nil when no terminal is attached (stdin, stdout, stderr and /dev/tty all fail).
    public var size: Size?
    /// The C library switched to UTF-8 (after the C.UTF-8 fallback).
    public var utf8: Bool

    public static func run(environment env: [String: String]) -> TerminalProbe {
        let utf8 = LocaleSetup.apply(environment: env)
        var size: Size?
        var ttyFD: Int32 = -1
        for fd in [Int32(1), 0, 2] where isatty(fd) == 1 { ttyFD = fd; break }
        var opened: Int32 = -1
        if ttyFD < 0 {
            opened = open("/dev/tty", O_RDWR | O_NOCTTY)
            ttyFD = opened
        }
        if ttyFD >= 0 {
            var rows: Int32 = 0, cols: Int32 = 0
            if jt_window_size(ttyFD, &rows, &cols) == 0 { size = Size(width: Int(cols), height: Int(rows)) }
        }
        if opened >= 0 { close(opened) }
        // setupterm reads the entry for TERM; an errret pointer keeps it from exiting when there is none.
        var err: Int32 = 0
        let term = env["TERM"] ?? ""
        let found = !term.isEmpty && setupterm(term, ttyFD >= 0 ? ttyFD : 1, &err) == OK && err == 1
        guard found else {
            return TerminalProbe(knownTerm: false, canAddressCursor: false, colors: 0, hasColors: false, size: size, utf8: utf8)
        }
        let colors = Int(jt_tigetnum("colors"))
        return TerminalProbe(knownTerm: true, canAddressCursor: jt_can_address_cursor() == 1,
                             colors: max(0, colors), hasColors: colors >= 8, size: size, utf8: utf8)
    }
}
