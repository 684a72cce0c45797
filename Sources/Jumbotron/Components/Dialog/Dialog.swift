import SportsCore
import TerminalUI

/// A modal dialog with buttons. The first button always cancels; the last
/// one sends `confirm` back to whoever opened the dialog, as its own action.
public struct Dialog<Intent: Sendable>: Sendable {
    public var title: String
    public var message: String
    public var detail: String?
    public var buttons: [String]
    public var selected: Int
    public var confirm: Intent
    /// The last button destroys something (Delete, Remove): drawn in red, as the mobile app's.
    public var destructive: Bool
    /// A question with several answers (which team to follow): the intent of
    /// each button after the first, which cancels. Empty: the last button confirms.
    public var choices: [Intent] = []
    /// A fetch failed for want of a network: the first such dialog of a run
    /// also says that `--offline` browses the bundled sample.
    public var offline = false

    public init(title: String, message: String, detail: String? = nil, buttons: [String],
                selected: Int? = nil, confirm: Intent, destructive: Bool = false) {
        self.title = title; self.message = message; self.detail = detail
        self.buttons = buttons; self.selected = selected ?? buttons.count - 1; self.confirm = confirm
        self.destructive = destructive
    }

    /// The mobile app's wording for a failed fetch ("timeout / no connection"). The Shows tab, whose
    /// brief asks for this dialog whenever an action fails, shows it even over a stale copy.
    public static var oopsTitle: String { "Oops, something went wrong" }
    public static var fetchMessage: String { "An error occurred while fetching data. Do you want to try again?" }

    public static func retryFetch(detail: String?, retry: Intent, offline: Bool = false) -> Dialog {
        var d = Dialog(title: oopsTitle, message: fetchMessage, detail: detail, buttons: ["Cancel", "Retry"], confirm: retry)
        d.offline = offline
        return d
    }

    /// Said once a run, under the first dialog about a network that cannot be reached.
    public static var offlineHint: String { "Without a network, jumbotron --offline browses the bundled sample." }

    /// Cancel, then one button per choice; `y` takes the last.
    public static func choose(title: String, message: String, _ choices: [(button: String, intent: Intent)]) -> Dialog {
        var d = Dialog(title: title, message: message, buttons: ["Cancel"] + choices.map(\.button), selected: 1,
                       confirm: choices.last!.intent)
        d.choices = choices.map(\.intent)
        return d
    }

    /// The same dialog answering in someone else's terms (a screen's intent lifted to the app's action).
    public func map<Other: Sendable>(_ f: (Intent) -> Other) -> Dialog<Other> {
        var d = Dialog<Other>(title: title, message: message, detail: detail, buttons: buttons, selected: selected, confirm: f(confirm),
                              destructive: destructive)
        d.choices = choices.map(f)
        d.offline = offline
        return d
    }
}

extension Dialog: Equatable where Intent: Equatable {}

public enum DialogOutcome<Intent: Sendable>: Sendable {
    case stay, cancelled, confirmed(Intent)
}

extension DialogOutcome: Equatable where Intent: Equatable {}

public enum DialogIntent: Sendable, Equatable {
    case previous, next, press, cancel, confirm
}

public enum DialogKeys {
    public static let map = KeyMap<DialogIntent>("Dialog", [
        KeyBinding([.left, .backTab, .char("h")], .previous, help: "Previous button", hint: "choose"),
        KeyBinding([.right, .tab, .char("l")], .next, help: "Next button"),
        KeyBinding([.enter, .char(" ")], .press, help: "Press the highlighted button", hint: "press"),
        KeyBinding([.char("y")], .confirm, help: "The last button"),
        KeyBinding([.escape, .char("n"), .char("q")], .cancel, help: "Cancel", hint: "cancel"),
    ])

    /// Help for this dialog: `y` named by the button it presses (Retry, Delete, Unfollow).
    public static func help(buttons: [String]) -> KeyHelp {
        let help = map.described
        guard let last = buttons.last else { return help }
        return KeyHelp(title: help.title, entries: help.entries.map { entry in
            entry.keys == [.char("y")] ? KeyHelp.Entry(keys: entry.keys, help: "\(last) (the last button)", hint: entry.hint) : entry
        })
    }
}

public enum DialogReducer {
    /// Arrows/Tab move between buttons, Enter chooses, Esc (or `n`) cancels, `y` confirms.
    public static func reduce<Intent>(_ d: inout Dialog<Intent>, _ key: Key) -> DialogOutcome<Intent> {
        guard let intent = DialogKeys.map.intent(for: key) else { return .stay }
        switch intent {
        // Wraps around, like Tab everywhere else.
        case .previous: d.selected = (d.selected + d.buttons.count - 1) % d.buttons.count; return .stay
        case .next: d.selected = (d.selected + 1) % d.buttons.count; return .stay
        case .press:
            if !d.choices.isEmpty { return d.selected == 0 ? .cancelled : .confirmed(d.choices[min(d.selected, d.choices.count) - 1]) }
            return d.selected == d.buttons.count - 1 ? .confirmed(d.confirm) : .cancelled
        case .cancel: return .cancelled
        case .confirm: return .confirmed(d.confirm)
        }
    }
}
