import FoundationEssentials
import SportsCore
import TerminalUI

/// Everything that can happen to the app: input, time, and what a screen's
/// effects answered (addressed to that screen, which alone reads it).
public enum AppAction: Equatable, Sendable {
    /// The app has started: the first tab loads.
    case start
    /// Go to a place from outside the app's own keys (`--open ROUTE` at start): no jump to come back along.
    case navigate(AppRoute)
    case key(Key)
    /// Bracketed paste: typed into the field that has the keys, else dropped (never read as commands).
    case paste(String)
    case mouse(MouseEvent)
    case resize(Size)
    /// Spinner frame while something loads.
    case tick
    /// What time it is, by the app's clock: with each spinner tick (a countdown on screen reads it).
    case clock(Date)
    /// The settings screen's changes reached the config file, or did not.
    case settingsSaved(SettingsSaveOutcome)
    case dayChanged(Day)
    case module(ModuleAction)
    /// For the saved favorites, which every tab reads.
    case saved(SavedAction)
    /// The local database was damaged and moved aside (to this name); a fresh one is in use.
    case databaseRepaired(keptAs: String)
    /// A line from the runtime for the hint bar, said once: about the favorites
    /// (read-only, unreadable records) or a link that could not be opened.
    case notice(String)
    /// A dialog that only informs was closed: nothing to do.
    case acknowledged
    /// The last frame drew placeholders for pictures not converted yet.
    case picturesWanted([PictureWish])
    /// A picture's cells or pixels, or nil when the image could not be had or converted.
    /// `generation` is the shelf's when the job was asked for: an answer for
    /// an emptied shelf (pixels came on meanwhile) is dropped.
    case pictureConverted(PictureWish, ConvertedPicture?, generation: Int = 0)
    /// What the terminal answered at start (the runtime adds whether pixels can be made).
    case terminalReport(TerminalReport, pixelEncoder: Bool)
    /// The alert banner has been up long enough.
    case bannerExpired
    /// Alerts held back to space out the bell and notifications may go now.
    case alertsDue
    /// The search's own: ESPN asked for a name, and its answer.
    case search(SearchAction)
}

extension AppAction {
    /// An action for one module, in the app's terms.
    public static func to<M: TabModule>(_ module: M.Type, _ action: M.Action) -> AppAction {
        .module(ModuleAction(module, action))
    }
}

