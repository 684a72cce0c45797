import SportsCore
import TerminalUI

/// A modal dialog with buttons; one component serves every screen.
public struct DialogState: Equatable, Sendable {
    public var title: String
    public var message: String
    public var detail: String?
    public var buttons: [String]
    public var selected: Int
    /// What choosing the last button does; the first button always cancels.
    public var confirm: DialogIntent

    public init(title: String, message: String, detail: String? = nil, buttons: [String],
                selected: Int? = nil, confirm: DialogIntent) {
        self.title = title; self.message = message; self.detail = detail
        self.buttons = buttons; self.selected = selected ?? buttons.count - 1; self.confirm = confirm
    }

    /// The brief's wording for a failed fetch ("timeout / no connection").
    public static let oopsTitle = "Oops, something went wrong"
    public static let fetchMessage = "An error occurred while fetching data. Do you want to try again?"

    public static func retryFetch(detail: String?, retry: DialogIntent) -> DialogState {
        DialogState(title: oopsTitle, message: fetchMessage, detail: detail, buttons: ["Cancel", "Retry"], confirm: retry)
    }
}

/// What a dialog's confirm button does: exactly the action that failed.
public enum DialogIntent: Equatable, Sendable {
    case retryScores(Day)
    case retryStandings(Int)
    case retrySchedule
    case retryShows(page: Int)
    /// The confirmation dialog's Delete.
    case deleteFavorite(TVShow)
    case retrySave(TVShow)
    case retryDelete(TVShow)
}


public enum DialogOutcome: Equatable, Sendable {
    case stay, cancelled, confirmed(DialogIntent)
}

public enum DialogReducer {
    /// Arrows/Tab move between buttons, Enter chooses, Esc (or `n`) cancels, `y` confirms.
    public static func reduce(_ d: inout DialogState, _ key: Key) -> DialogOutcome {
        switch key {
        case .left, .backTab, .char("h"):
            d.selected = max(0, d.selected - 1); return .stay
        case .right, .tab, .char("l"):
            d.selected = min(d.buttons.count - 1, d.selected + 1); return .stay
        case .enter, .char(" "):
            return d.selected == d.buttons.count - 1 ? .confirmed(d.confirm) : .cancelled
        case .escape, .char("n"), .char("q"):
            return .cancelled
        case .char("y"):
            return .confirmed(d.confirm)
        default:
            return .stay
        }
    }
}
