import FoundationEssentials
import SportsCore
import TerminalUI

/// The whole app as one value: what every view draws from and every reducer changes.
public struct AppState: Equatable, Sendable {
    public var size: Size
    /// The registered tabs, in order (TabTable.all; tests register others).
    public let tabs: [Tab]
    public var tab: Tab
    /// The one thing presented over the screen (a dialog, or help over the
    /// screen or over a dialog); it has the keys. At most one at a time.
    public var presented: Overlay?
    /// Dialogs that arrived while another was up: each is shown in turn.
    public var dialogsWaiting: [Dialog<AppAction>] = []
    /// Jumps from one tab to a game in another (My Teams → Scores): Esc at the
    /// landing screen's root goes back along them.
    public var jumps = Routes<TabJump>()
    /// How far the help overlay is scrolled (it scrolls when it does not fit).
    public var helpScroll = 0
    public var display: DisplayOptions
    /// Today in the user's zone; the runtime sends `.dayChanged` at midnight.
    public var today: Day
    public var spinnerFrame = 0
    /// The time as of the last spinner tick (`AppAction.clock`): only what counts down on screen reads it.
    public var now = Date(timeIntervalSince1970: 0)
    public var shouldQuit = false
    /// A one-line message shown in the hint bar until the next key.
    public var notice: String?
    /// A followed team's news over the title line for a few seconds.
    public var banner: String?
    /// News waiting for the next bell or notification, and when the last went out.
    public var heldAlerts: [String] = []
    /// The first dialog about an unreachable network has said `--offline` exists.
    public var offlineHinted = false
    public var lastSignalAt: Date?
    /// How the terminal takes a desktop notification (from its answers at start), if at all.
    public var notifyStyle: TerminalSignal.NotifyStyle?
    public var notifyPassthrough = false
    /// How often a date with a live game is fetched again (config `refresh_seconds`).
    public var liveRefresh: Duration = .seconds(30)
    /// Each tab's own state, a field each (`TabModule.state` names it).
    public var scores: ScoresState
    public var schedule: ScheduleState
    public var shows: ShowsState
    public var favorites: FavoritesState
    public var hockey: HockeyState
    public var basketball: BasketballState
    public var myTeams: MyTeamsState
    /// Pictures converted for the detail panes (empty while pictures are off).
    public var pictures = PictureShelf()
    /// The saved favorites: one copy, read by every tab through its context.
    public var saved = Saved()
    /// The settings screen (`,`): what the run started with, and what changed.
    public var settingsSheet = SettingsSheet()
    /// The leagues of this run: the built-in ones, the config's, and the user's own (the settings screen changes those).
    public var leagues: LeagueTable
    /// The drawings kept between frames: this app's own, never another's (equal in every state).
    public var drawings = DrawingShelf()

    public init(size: Size, tab: Tab? = nil, display: DisplayOptions = DisplayOptions(), today: Day,
                tabs: [Tab] = TabTable.all, leagues: LeagueTable = .standard) {
        self.size = size
        self.tabs = tabs
        self.tab = tab ?? tabs[0]
        self.display = display
        self.today = today
        self.leagues = leagues
        var context = ScreenContext(size: size, display: display, today: today, tab: tab ?? tabs[0])
        context.leagues = leagues
        scores = ScoresModule.initialState(context)
        schedule = ScheduleModule.initialState(context)
        shows = ShowsModule.initialState(context)
        favorites = FavoritesModule.initialState(context)
        hockey = HockeyModule.initialState(context)
        basketball = BasketballModule.initialState(context)
        myTeams = MyTeamsModule.initialState(context)
    }

    /// What a module may read of the app, as seen from `tab`.
    public func context(tab: Tab? = nil) -> ScreenContext {
        let shown = tab ?? self.tab
        var context = ScreenContext(size: size, display: display, today: today, liveRefresh: liveRefresh, tab: shown,
                                    spinnerFrame: spinnerFrame, pictures: pictures, saved: saved)
        context.jumpedFrom = jumps.top.flatMap { $0.to == shown.name ? $0.from : nil }
        context.now = now
        context.leagues = leagues
        context.drawings = drawings
        return context
    }

    /// Whether anything is loading, so the title spinner should turn.
    public var isBusy: Bool { uniqueModules.contains { $0.isBusy(self) } }

    /// Each registered module once (a test may register one module under two tabs).
    var uniqueModules: [ModuleDriver] {
        var seen = Set<ObjectIdentifier>()
        return tabs.compactMap { seen.insert($0.driver.id).inserted ? $0.driver : nil }
    }

    public var tabIndex: Int { tabs.firstIndex(of: tab) ?? 0 }

    public var layout: Layout { Layout(size: size) }
}

public indirect enum Overlay: Equatable, Sendable {
    /// Key help for what is behind it: the screen, or what it was opened over (a dialog, the settings).
    case help(over: Overlay?)
    case dialog(Dialog<AppAction>)
    /// The settings screen (`,`).
    case settings
    /// Teams and players, found as they are typed (`/`).
    case search(SearchState)

    /// Help over the screen.
    public static let help = Overlay.help(over: nil)

    public var isHelp: Bool { if case .help = self { true } else { false } }

    /// The search, when it is what is presented.
    public var search: SearchState? { if case .search(let s) = self { s } else { nil } }

    /// What help was opened over (nil: the screen); anything else is itself.
    public var under: Overlay? {
        if case .help(let over) = self { over } else { self }
    }

    /// The dialog on screen, presented or under help.
    public var dialog: Dialog<AppAction>? {
        switch self {
        case .help(let over): over?.dialog
        case .dialog(let dialog): dialog
        case .settings, .search: nil
        }
    }
}

/// A jump from a tab to a game in another: where Esc goes back to.
public struct TabJump: Equatable, Sendable {
    /// The tab the jump left (its name).
    public var from: String
    /// The tab it landed on.
    public var to: String
}
