/// What the terminal sends, read after read, turned into events: the
/// decoder's rules (KeySequenceDecoder) plus memory across reads.
///
/// A read boundary can fall anywhere: inside a bracketed paste, inside an
/// answer to the start-up questions, after a lone `ESC`. Decoding each read on
/// its own turned the tail of a long paste into key presses (a paste holding
/// "proxy" then "y" deleted a favourite) and the second half of a cut answer
/// into keys (`16;9t` after `ESC[6;`). Here:
/// - a paste is text from `ESC[200~` to `ESC[201~`, however many reads it
///   takes; its end marker may itself be cut anywhere;
/// - an escape sequence whose end has not arrived is held for the next read;
/// - a DCS, OSC or APC string or a CSI longer than any answer is consumed to
///   its end and dropped, never turned into keys;
/// - a lone `ESC` at the end of a read waits briefly (longer while answers
///   are expected) and then is the Escape key.
///
/// Time comes in as an argument, so the whole thing is a pure value the
/// tests and the fuzzer drive with any split and any timing.
public struct KeyStream: Sendable {
    public typealias Input = KeySequenceDecoder.Input

    /// The longest sequence kept whole; longer ones are consumed and dropped.
    public static let answerLimit = 4096
    /// The most text a paste keeps (no field takes more); the rest is consumed.
    public static let pasteLimit = 65_536
    /// How long a lone `ESC` waits for the rest of a sequence.
    public static let escapeHold = 0.03
    /// The same while the start-up questions are out, when an answer cut
    /// right after its `ESC` is more likely than Esc pressed by hand.
    public static let escapeHoldAnswering = 0.25
    /// A held or skipped sequence with nothing new for this long is dropped.
    public static let sequenceStall = 1.5
    /// A paste with nothing new for this long ends as it stands.
    public static let pasteStall = 3.0

    /// Answers are expected (the start-up questions are out).
    public var expectingAnswers = false

    enum Mode: Sendable, Equatable {
        case ground
        /// Inside a bracketed paste: the text so far, the characters past the
        /// limit, and how much of the end marker the last units matched.
        case paste(text: String, kept: Int, matched: Int)
        /// Inside a sequence too long to keep: consumed until its end.
        case skipping(Skip)
    }

    enum Skip: Sendable, Equatable {
        case csi
        /// A DCS, OSC or APC string.
        case string(kind: UInt32)
    }

    var mode: Mode = .ground
    /// An escape sequence whose end has not arrived yet.
    private(set) var held: [Input] = []
    /// When the last units arrived (for the stall limits).
    private var lastInput = 0.0

    public init() {}

    /// How many units wait for the rest of their sequence.
    public var heldCount: Int { held.count }

    /// Nothing is held or half read.
    public var isIdle: Bool { mode == .ground && held.isEmpty }

    /// When `idle(now:)` next has something to do, if anything.
    public var deadline: Double? {
        switch mode {
        case .paste: return lastInput + Self.pasteStall
        case .skipping: return lastInput + Self.sequenceStall
        case .ground:
            guard !held.isEmpty else { return nil }
            if held == [.code(27)] { return lastInput + (expectingAnswers ? Self.escapeHoldAnswering : Self.escapeHold) }
            return lastInput + Self.sequenceStall
        }
    }

    /// Nothing arrived until `now`: a lone `ESC` becomes Escape, a stalled
    /// paste ends as it stands, and a stalled sequence is dropped.
    public mutating func idle(now: Double) -> [TerminalEvent] {
        guard let due = deadline, now >= due else { return [] }
        switch mode {
        case .paste(let text, _, _):
            mode = .ground
            return [.paste(text)]
        case .skipping:
            mode = .ground
            held = []
            return []
        case .ground:
            let lone = held == [.code(27)]
            held = []
            return lone ? [.key(.escape)] : []
        }
    }

    /// The input ended (a one-shot decode): a lone `ESC` is Escape, `ESC`
    /// and one character is that Alt key, a paste ends as it stands, and any
    /// other unfinished sequence is dropped.
    public mutating func finish() -> [TerminalEvent] {
        defer { mode = .ground; held = [] }
        if case .paste(let text, _, _) = mode { return [.paste(text)] }
        if held == [.code(27)] { return [.key(.escape)] }
        if held.count == 2, case .code(let c) = held[1], (0x20...0x7E).contains(c) || c >= 0xA0 {
            return [.key(.alt(Character(Unicode.Scalar(c) ?? " ")))]
        }
        return []
    }

    /// One read's units.
    public mutating func feed(_ read: [Input], now: Double, character: (UInt32) -> TerminalEvent?) -> [TerminalEvent] {
        guard !read.isEmpty else { return idle(now: now) }
        lastInput = now
        let input = held + read
        held = []
        var out: [TerminalEvent] = []
        var i = 0
        while i < input.count {
            switch mode {
            case .paste:
                i = consumePaste(input, from: i, into: &out)
            case .skipping(let skip):
                guard let next = consumeSkip(skip, input, from: i) else {
                    held = Array(input[(input.count - 1)...])   // an ESC that may begin the end
                    return out
                }
                i = next
            case .ground:
                guard case .code(27) = input[i] else {
                    switch input[i] {
                    case .event(let e): out.append(e)
                    case .code(let c): if let e = character(c) { out.append(e) }
                    }
                    i += 1
                    continue
                }
                guard let used = escape(input, at: i, into: &out) else {
                    held = Array(input[i...])   // its end has not arrived
                    return out
                }
                i += used
            }
        }
        return out
    }

    /// The sequence that starts with the ESC at `at`: the units it used, or nil
    /// when it is not complete in what arrived (short enough to hold).
    private mutating func escape(_ input: [Input], at start: Int, into out: inout [TerminalEvent]) -> Int? {
        func code(_ at: Int) -> UInt32? { Self.code(input, at) }
        guard start + 1 < input.count else { return nil }   // a lone ESC, so far
        guard let next = code(start + 1) else {
            out.append(.key(.escape))   // ESC then a key ncurses decoded
            return 1
        }
        switch next {
        case 0x5B:   // ESC [
            return csi(input, at: start, into: &out)
        case 0x4F:   // ESC O
            guard start + 2 < input.count else { return nil }
            if let final = code(start + 2), let key = KeySequenceDecoder.ss3(final) { out.append(.key(key)) }
            return 3
        case 0x50, 0x5D, 0x5F:   // DCS, OSC, APC
            return string(kind: next, input, at: start, into: &out)
        case 27:
            out.append(.key(.escape))
            return 1
        case 0x20...0x7E, 0xA0...:
            out.append(.key(.alt(Character(Unicode.Scalar(next) ?? " "))))
            return 2
        default:
            out.append(.key(.escape))
            return 1
        }
    }

    private mutating func csi(_ input: [Input], at start: Int, into out: inout [TerminalEvent]) -> Int? {
        func code(_ at: Int) -> UInt32? { Self.code(input, at) }
        var j = start + 2
        if code(j) == 0x5B {   // the Linux console's F1–F5: ESC [ [ A … E
            guard j + 1 < input.count else { return nil }
            if let f = code(j + 1), (0x41...0x45).contains(f) { out.append(.key(.function(Int(f) - 0x40))) }
            return 4
        }
        while let c = code(j), (0x20...0x3F).contains(c), j - start <= Self.answerLimit { j += 1 }
        if j - start > Self.answerLimit {
            mode = .skipping(.csi)
            return j - start
        }
        guard j < input.count else { return nil }
        guard let final = code(j), (0x40...0x7E).contains(final) else {
            return j - start   // broken by a decoded key or a control: dropped, never split into keys
        }
        var params = ""
        for k in (start + 2)..<j { if let c = code(k), (0x30...0x3F).contains(c), let s = Unicode.Scalar(c) { params.unicodeScalars.append(s) } }
        if let reply = KeySequenceDecoder.reply(params: params, final: final) {
            out.append(.reply(reply))
            return j + 1 - start
        }
        let first = Int(params.split(separator: ";").first ?? "") ?? 0
        if final == 0x7E, first == 200 {
            mode = .paste(text: "", kept: 0, matched: 0)
            return j + 1 - start
        }
        let event = KeySequenceDecoder.key(final: final, first: first).map { TerminalEvent.key($0) }
        if let event { out.append(event) }
        return j + 1 - start
    }

    private mutating func string(kind: UInt32, _ input: [Input], at start: Int, into out: inout [TerminalEvent]) -> Int? {
        func code(_ at: Int) -> UInt32? { Self.code(input, at) }
        var body = ""
        var j = start + 2
        while j < input.count {
            guard let c = code(j) else { return j - start }   // broken by a decoded key: dropped
            if c == 7 && kind == 0x5D {
                if let reply = KeySequenceDecoder.stringReply(kind: kind, body) { out.append(.reply(reply)) }
                return j + 1 - start
            }
            if c == 27 {
                guard j + 1 < input.count else { break }
                if code(j + 1) == 0x5C, let reply = KeySequenceDecoder.stringReply(kind: kind, body) { out.append(.reply(reply)) }
                // ESC \ ends it; ESC anything else ends it too (the terminal aborted it), and that ESC starts afresh.
                return code(j + 1) == 0x5C ? j + 2 - start : j - start
            }
            if j - start >= Self.answerLimit {
                mode = .skipping(.string(kind: kind))
                return j - start
            }
            if let scalar = Unicode.Scalar(c) { body.unicodeScalars.append(scalar) }
            j += 1
        }
        return nil
    }
}
