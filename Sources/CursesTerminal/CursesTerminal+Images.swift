import CNcurses
import Glibc
import TerminalUI

/// Real pixels beside curses, and the start-up answers kept out of the keys.
extension CursesTerminal {
    public func showImages(_ layer: ImageLayer?) {
        removeImages()
        imageModes(on: false)
        imageLayer = layer
        imageModes(on: true)
    }

    /// The layer's terminal modes, set or put back once each way.
    func imageModes(on: Bool) {
        guard let layer = imageLayer, on != imageModesSet else { return }
        Self.writeAll(layer.modes(on: on))
        imageModesSet = on
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

    /// Keys and answers from one read, through the stream that remembers
    /// what a read boundary cut (a paste, an answer, a lone Esc); answers go
    /// to the start-up questions, never to the app as keys.
    func decode(_ read: [KeySequenceDecoder.Input]) -> [TerminalEvent] {
        keyStream.expectingAnswers = questions != nil
        let now = monotonicSeconds()
        let decoded = read.isEmpty ? keyStream.idle(now: now) : keyStream.feed(read, now: now, character: CursesKeys.character)
        var events: [TerminalEvent] = []
        for event in decoded {
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
