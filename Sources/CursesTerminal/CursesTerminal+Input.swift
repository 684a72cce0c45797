import CNcurses
import Glibc
import TerminalUI

/// Reading what arrives: the wake-up pipe (effects, signals, resizes), keys
/// as ncurses decodes them, and the mouse.
extension CursesTerminal {
    func drainPipe(into events: inout [TerminalEvent]) {
        var buf = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readFD, &buf, buf.count)
            if n <= 0 { break }
            for b in buf[0..<n] where b != 0 {
                if b == SignalPipe.resizeByte { events.append(.resize(applyResize())) } else { events.append(.signal(Int32(b))) }
            }
        }
    }

    /// Everything waiting is read first, then decoded together with whatever
    /// an earlier read left unfinished (KeyStream); a read with nothing lets
    /// the stream settle what has waited long enough.
    func readKeys(into events: inout [TerminalEvent]) {
        var ch: wint_t = 0
        var units: [KeySequenceDecoder.Input] = []
        while units.count < 65_536 {
            let rc = wget_wch(jt_stdscr(), &ch)
            if rc == ERR { break }
            if rc == jt_key_code_yes() {
                if let e = functionKeyEvent(Int32(ch)) { units.append(.event(e)) }
            } else {
                units.append(.code(UInt32(ch)))
            }
        }
        events += decode(units)
    }

    func functionKeyEvent(_ code: Int32) -> TerminalEvent? {
        if code == jt_key_resize() { return .resize(size) }
        if code == jt_key_mouse() { return mouseEvent() }
        for n in 1...12 where code == jt_key_f(Int32(n)) { return .key(.function(n)) }
        return CursesKeys.special(code).map { .key($0) }
    }

    func mouseEvent() -> TerminalEvent? {
        var x: Int32 = 0, y: Int32 = 0
        var state: mmask_t = 0
        guard jt_get_mouse(&x, &y, &state) == OK else { return nil }
        let p = Point(x: Int(x), y: Int(y))
        if state & jt_button4_pressed() != 0 { return .mouse(MouseEvent(.wheelUp, x: p.x, y: p.y)) }
        if jt_button5_pressed() != 0 && state & jt_button5_pressed() != 0 { return .mouse(MouseEvent(.wheelDown, x: p.x, y: p.y)) }
        if state & jt_button1_double_clicked() != 0 { return .mouse(MouseEvent(.doubleClick, x: p.x, y: p.y)) }
        if state & (jt_button1_pressed() | jt_button1_clicked()) != 0 {
            let now = monotonicSeconds()
            defer { lastClick = (now, p) }
            if let last = lastClick, now - last.time < 0.4, last.position.y == p.y {
                lastClick = nil
                return .mouse(MouseEvent(.doubleClick, x: p.x, y: p.y))
            }
            return .mouse(MouseEvent(.click, x: p.x, y: p.y))
        }
        return nil
    }

    /// Quitting before the start-up answers came: they would arrive after the
    /// screen is given back and be typed into the shell. Waits for the last
    /// one (device attributes) a little while, reading and dropping input.
    func awaitLastAnswers(patience: Double = 0.3) {
        guard questions != nil else { return }
        let end = monotonicSeconds() + patience
        while questions?.finished(now: .now) == nil {
            let left = end - monotonicSeconds()
            guard left > 0 else { return }
            var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, Int32(left * 1000) + 1) > 0, fd.revents & Int16(POLLIN) != 0 else { return }
            var events: [TerminalEvent] = []
            readKeys(into: &events)
        }
    }
}
