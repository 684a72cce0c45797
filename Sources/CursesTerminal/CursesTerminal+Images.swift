import CNcurses
import Glibc
import TerminalUI

/// Real pixels beside curses, and the start-up answers kept out of the keys.
extension CursesTerminal {
    public func showImages(_ layer: ImageLayer?) {
        removeImages()
        imageLayer = layer
    }

    /// Before curses writes the frame: kitty's removals go out, and rows an
    /// image was painted into are handed back to curses to write whole.
    func beforeFrame(_ plan: ImageLayer.Plan) {
        if !plan.before.isEmpty { Self.writeAll(plan.before) }
        if plan.clearScreen { _ = jt_clear_on_next_update() }
        for rows in plan.repaint { _ = jt_redraw_rows(Int32(rows.lowerBound), Int32(rows.count)) }
    }

    /// Every image off the screen (quit, suspend, pixels turned off).
    func removeImages() {
        guard var layer = imageLayer, !layer.live.isEmpty else { return }
        let plan = layer.clear()
        imageLayer = layer
        beforeFrame(plan)
        if !plan.repaint.isEmpty {
            wnoutrefresh(jt_stdscr())
            doupdate()
        }
    }

    /// Answers to the start-up questions are taken out; one cut short by the
    /// read waits for the rest while the questions are out (after that, the
    /// bytes are keys again: Alt-P is `ESC P`).
    func decodeKeepingAnswers(_ read: [KeySequenceDecoder.Input]) -> [TerminalEvent] {
        var units = heldUnits + read
        heldUnits = []
        if questions != nil, let cut = KeySequenceDecoder.unfinishedAnswer(in: units) {
            // No answer is this long: a terminal sending endless garbage loses it, never turns it into keys.
            if units.count - cut <= 4096 { heldUnits = Array(units[cut...]) }
            units.removeSubrange(cut...)
        }
        var events: [TerminalEvent] = []
        for event in KeySequenceDecoder.decode(units, character: CursesKeys.character) {
            if case .reply(let reply) = event { questions?.take(reply) } else { events.append(event) }
        }
        return events
    }

    /// Writes all of `bytes` to the terminal (after what curses buffered).
    static func writeAll(_ bytes: [UInt8]) {
        fflush(nil)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}
