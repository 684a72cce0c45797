import Primitives
/// What the app says to the terminal itself, beside the cells: the bell, a
/// desktop notification, the window's title.
public enum TerminalSignal: Hashable, Sendable {
    case bell
    /// A desktop notification: OSC 9 (iTerm2, kitty, WezTerm, Windows
    /// Terminal) or OSC 777 (foot, Ghostty, urxvt); through tmux's passthrough when it is on.
    case notify(title: String, body: String, style: NotifyStyle, passthrough: Bool)
    /// The window's title (OSC 2); nil gives back the one it had.
    case title(String?)

    public enum NotifyStyle: String, Hashable, Sendable { case osc9, osc777 }

    /// The bytes, control characters taken out of the texts (a feed's words
    /// must never become the terminal's commands).
    public func bytes(titlePushed: Bool) -> String {
        switch self {
        case .bell:
            return "\u{07}"
        case .notify(let title, let body, let style, let passthrough):
            let t = Self.clean(title), b = Self.clean(body)
            let osc = style == .osc9 ? "\u{1B}]9;\(t): \(b)\u{07}" : "\u{1B}]777;notify;\(t);\(b)\u{07}"
            guard passthrough else { return osc }
            // tmux hands on what is wrapped in its DCS, each ESC doubled.
            return "\u{1B}Ptmux;" + osc.replacingESC + "\u{1B}\\"
        case .title(let text?):
            // The title the terminal had is pushed once, and popped when given back.
            return (titlePushed ? "" : "\u{1B}[22;0t") + "\u{1B}]2;\(Self.clean(text))\u{07}"
        case .title(nil):
            return titlePushed ? "\u{1B}[23;0t" : ""
        }
    }

    /// At most 200 printable characters: no control characters, no bidi
    /// controls or line separators (the banner drops them too), no `;` for OSC 777's fields.
    static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) && !InertText.isInvisibleControl($0.value)
        }.prefix(200))).map { $0 == ";" ? "," : $0 }.reduce(into: "") { $0.append($1) }
    }
}

extension String {
    fileprivate var replacingESC: String {
        var out = ""
        for c in unicodeScalars { if c == "\u{1B}" { out += "\u{1B}\u{1B}" } else { out.unicodeScalars.append(c) } }
        return out
    }
}
