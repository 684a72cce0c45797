import SportsCore
import TerminalUI

/// One entry of a key map: the keys, what they mean, and how help and the
/// hint bar describe them. Reducers look keys up here and help is generated
/// from the same list, so the two can never drift apart.
public struct KeyBinding<Intent: Sendable & Equatable>: Sendable {
    public let keys: [Key]
    public let intent: Intent
    public let help: String
    /// Short label for the one-line hint bar; nil keeps it out of the bar.
    public let hint: String?

    public init(_ keys: [Key], _ intent: Intent, help: String, hint: String? = nil) {
        self.keys = keys; self.intent = intent; self.help = help; self.hint = hint
    }

    public func keyLabel(ascii: Bool) -> String {
        keys.map { $0.label(ascii: ascii, short: true) }.joined(separator: "/")
    }

    /// The same keys and words for a parent's intent (a screen's keys on its stack).
    public func map<Other>(_ f: (Intent) -> Other) -> KeyBinding<Other> {
        KeyBinding<Other>(keys, f(intent), help: help, hint: hint)
    }
}

public struct KeyMap<Intent: Sendable & Equatable>: Sendable {
    public let title: String
    public let bindings: [KeyBinding<Intent>]

    public init(_ title: String, _ bindings: [KeyBinding<Intent>]) {
        self.title = title
        self.bindings = bindings
    }

    public func intent(for key: Key) -> Intent? {
        bindings.first { $0.keys.contains(key) }?.intent
    }

    /// What help and the hint bar need, without the intents' types.
    public var described: KeyHelp {
        KeyHelp(title: title, entries: bindings.map { KeyHelp.Entry(keys: $0.keys, help: $0.help, hint: $0.hint) })
    }
}

/// A key map as help text: a titled list of keys and what they do.
public struct KeyHelp: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let keys: [Key]
        public let help: String
        public let hint: String?
        /// Replaces the generated key names (`0-9` for typed input).
        public var label: String? = nil
        public func keyLabel(ascii: Bool) -> String {
            // `/` is a key of its own: `/ Ctrl-F`, not `//Ctrl-F`.
            label ?? keys.map { $0.label(ascii: ascii, short: true) }.joined(separator: keys.contains(.char("/")) ? " " : "/")
        }
    }
    public let title: String
    public let entries: [Entry]

    /// The same help without the keys `taken` (an entry left with none goes too).
    func dropping(_ taken: (Key) -> Bool) -> KeyHelp {
        KeyHelp(title: title, entries: entries.compactMap { e in
            let keys = e.keys.filter { !taken($0) }
            guard keys.count != e.keys.count else { return e }
            return keys.isEmpty ? nil : Entry(keys: keys, help: e.help, hint: e.hint, label: nil)
        })
    }

    /// The keys while typing into a list's `/` filter, where every printable key is text.
    static func typingFilter(by what: String) -> KeyHelp {
        KeyHelp(title: "Filter", entries: [
            Entry(keys: [.char("a")], help: "Type to filter by \(what)", hint: nil, label: "a-z"),
            Entry(keys: [.backspace], help: "Delete the last letter", hint: nil),
            Entry(keys: [.up, .down], help: "Keep the filter and move", hint: nil),
            Entry(keys: [.enter], help: "Keep the filter", hint: "keep", label: "Enter"),
            Entry(keys: [.escape], help: "Clear the filter", hint: "clear", label: "Esc"),
        ])
    }
}

/// Keys that work on every screen.
public enum GlobalIntent: Sendable, Equatable {
    case quit, help, nextTab, previousTab, goTo(Int), refresh, suspend
    /// Live games further behind (or less), in seconds, to match a stream.
    case delay(Int)
    /// The settings screen.
    case settings
    /// Teams and players of every league (`/`).
    case search
}

public enum GlobalKeys {
    /// The digits come from the tab table: one per registered tab.
    /// `delays`: the keys that move the delay (live only: the samples have nothing to hold back).
    public static func map(tabs: [Tab], delays: Bool = false) -> KeyMap<GlobalIntent> {
        // One digit per tab, for the first nine: a tenth has no digit key (it would
        // trap building "10" as one character) and is reached with Tab.
        KeyMap("Global", tabs.prefix(TabTable.digitTabs).enumerated().map { i, tab in
            KeyBinding([.char(Character(String(i + 1)))], .goTo(i), help: "\(tab.title) tab")
        } + [
            KeyBinding([.tab], .nextTab, help: "Next tab"),
            KeyBinding([.backTab], .previousTab, help: "Previous tab"),
            KeyBinding([.char("r")], .refresh, help: "Refresh this screen"),
            KeyBinding([.char(",")], .settings, help: "Settings: see and change them"),
            // A list with a filter of its own keeps `/` for it; Ctrl-F searches from there too.
            KeyBinding([.char("/"), .ctrl("f")], .search, help: "Search teams and players of every league", hint: "search"),
        ] + (delays ? delayKeys : []) + always)
    }

    static let delayKeys: [KeyBinding<GlobalIntent>] = [
        KeyBinding([.char("+"), .char("=")], .delay(Delays.step), help: "Live games \(Delays.step) s further behind (to match a stream)"),
        KeyBinding([.char("-")], .delay(-Delays.step), help: "Live games \(Delays.step) s less behind"),
    ]

    static func delayNotice(_ delays: Delays) -> String {
        guard delays.isOn else { return "No delay: live games as they come." }
        let shown = delays.leagues.isEmpty ? "\(delays.all) s" : "\(delays.all) s (leagues of their own: "
            + delays.leagues.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value) s" }.joined(separator: ", ") + ")"
        return "Delay \(shown): live games as they stood then. + and - move it by \(Delays.step) s."
    }

    /// What still works while a picker or a dialog has the keys.
    public static let always: [KeyBinding<GlobalIntent>] = [
        KeyBinding([.char("?")], .help, help: "This help", hint: "help"),
        KeyBinding([.char("q"), .ctrl("c")], .quit, help: "Quit (q: overlay first)", hint: "quit"),
        KeyBinding([.ctrl("z")], .suspend, help: "Suspend (fg resumes)"),
    ]

    /// Help for modal states: `q` belongs to the picker or dialog there, Ctrl-C still quits.
    public static let modal = KeyHelp(title: "Global", entries: [
        KeyHelp.Entry(keys: [.char("?")], help: "This help", hint: "help"),
        KeyHelp.Entry(keys: [.ctrl("c")], help: "Quit", hint: nil),
        KeyHelp.Entry(keys: [.ctrl("z")], help: "Suspend (fg resumes)", hint: nil),
    ])

    /// The same while typing into a field, where `?` is a letter: help cannot open from there.
    public static let modalTyping = KeyHelp(title: "Global", entries: [
        KeyHelp.Entry(keys: [.ctrl("c")], help: "Quit", hint: nil),
        KeyHelp.Entry(keys: [.ctrl("z")], help: "Suspend (fg resumes)", hint: nil),
    ])
}

/// List movement shared by every list screen.
public enum ListIntent: Sendable, Equatable {
    case up, down, pageUp, pageDown, top, bottom, open, back
    /// Scrolling the detail pane, whose content may be taller than the pane.
    case scroll(ScrollIntent)

    var isMovement: Bool {
        switch self {
        case .up, .down, .pageUp, .pageDown, .top, .bottom: true
        default: false
        }
    }
}

public enum ListKeys {
    public static let bindings: [KeyBinding<ListIntent>] = [
        KeyBinding([.up, .char("k")], .up, help: "Previous row"),
        KeyBinding([.down, .char("j")], .down, help: "Next row", hint: "move"),
        KeyBinding([.pageUp], .pageUp, help: "Page up"),
        KeyBinding([.pageDown], .pageDown, help: "Page down"),
        KeyBinding([.home, .char("g")], .top, help: "First row"),
        KeyBinding([.end, .char("G")], .bottom, help: "Last row"),
        KeyBinding([.enter], .open, help: "Open details", hint: "details"),
        KeyBinding([.escape, .backspace, .char("h")], .back, help: "Back, close details"),
    ]

    /// A pushed detail fills the screen, so the movement keys read it as a pager does.
    public static let pager: [KeyBinding<ListIntent>] = [
        KeyBinding([.up, .char("k")], .scroll(.up), help: "Scroll the details up"),
        KeyBinding([.down, .char("j")], .scroll(.down), help: "Scroll the details down", hint: "scroll"),
        KeyBinding([.pageUp], .scroll(.pageUp), help: "Details: page up"),
        KeyBinding([.pageDown], .scroll(.pageDown), help: "Details: page down"),
        KeyBinding([.home, .char("g")], .scroll(.top), help: "Details: top"),
        KeyBinding([.end, .char("G")], .scroll(.bottom), help: "Details: bottom"),
    ]

    /// Beside the list the movement keys belong to the list: these scroll the detail.
    public static let besideList: [KeyBinding<ListIntent>] = [
        KeyBinding([.char("K")], .scroll(.up), help: "Scroll the details up"),
        KeyBinding([.char("J")], .scroll(.down), help: "Scroll the details down", hint: "scroll details"),
        KeyBinding([.ctrl("u")], .scroll(.pageUp), help: "Details: page up"),
        KeyBinding([.ctrl("d")], .scroll(.pageDown), help: "Details: page down"),
    ]
}
