import FoundationEssentials
import SportsCore
import TerminalUI

/// What the app tells every module, whatever its own actions are.
public enum AppEvent: Equatable, Sendable {
    /// Its tab became visible (also at start): load what is missing.
    case appear
    /// `r`: fetch the focused screen again.
    case refresh
    /// The terminal changed size: keep the selection visible.
    case resized
    /// `q` or `Esc`: close the top route or presented child.
    case back
    /// The saved favorites changed (`context.saved`): rows built from them are rebuilt.
    case savedChanged
}

/// What a screen may read of the app around it. Never a clock, a file or the network.
public struct ScreenContext: Equatable, Sendable {
    public var size: Size
    public var display: DisplayOptions
    public var today: Day
    /// How often a screen with live data fetches again (config `refresh_seconds`).
    public var liveRefresh: Duration
    /// The tab on screen: a module asks it whether it is the one on screen (`isShowing`).
    public var tab: Tab
    /// Spinner frame for loading lines.
    public var spinnerFrame: Int
    /// The pictures converted so far (views draw them; see `PictureSlot`).
    public var pictures: PictureShelf
    /// The saved shows and players (only the favorites feature changes them).
    public var saved: Saved
    /// The tab a jump came from to this one (My Teams → a game here): Esc at the root goes back there.
    public var jumpedFrom: String?
    /// The time as of the last spinner tick: for a countdown on screen, nothing else.
    public var now = Date(timeIntervalSince1970: 0)
    /// The leagues of this run (the config's with the built-in ones).
    public var leagues = LeagueTable.standard
    /// The app's drawings kept between frames (a game center's sections).
    public var drawings = DrawingShelf()

    public init(size: Size, display: DisplayOptions, today: Day, liveRefresh: Duration = .seconds(30),
                tab: Tab, spinnerFrame: Int = 0, pictures: PictureShelf = PictureShelf(), saved: Saved = Saved()) {
        self.size = size; self.display = display; self.today = today; self.liveRefresh = liveRefresh
        self.tab = tab; self.spinnerFrame = spinnerFrame; self.pictures = pictures; self.saved = saved
    }

    public var layout: Layout { Layout(size: size) }
    public var theme: Theme { display.theme }
    public var isSplit: Bool { Layout.isSplit(size) }

    /// A title line's path, `Hockey › Teams › Maple Leafs` (`>` in ASCII).
    public func path(_ parts: [String]) -> String { parts.joined(separator: display.ascii ? " > " : " › ") }

    /// Whether `module` fills the tab on screen.
    public func isShowing<M: TabModule>(_ module: M.Type) -> Bool { tab.driver.id == ObjectIdentifier(module) }
}

/// A tab's feature as a self-contained model–view–update module: it owns its
/// state, its actions, its reducer, its views, its key help and its requests.
/// The app only forwards to it; registering it is one line in `TabTable`.
public protocol TabModule: SendableMetatype {
    associatedtype State: Equatable & Sendable
    associatedtype Action: Equatable & Sendable

    static func initialState(_ context: ScreenContext) -> State
    /// Where the app holds the state: a field of its own, reached without a cast or a copy.
    static var state: WritableKeyPath<AppState, State> { get }
    /// App events in the module's own terms.
    static func event(_ event: AppEvent) -> Action
    /// Pure: the new state, and what to ask for as data.
    static func reduce(_ state: inout State, _ action: Action, _ context: ScreenContext) -> [Effect<Action>]
    /// What a key means here; nil leaves it to the global keys.
    static func keyAction(_ key: Key, _ state: State, _ context: ScreenContext) -> Action?
    static func mouseAction(_ event: MouseEvent, _ state: State, _ context: ScreenContext) -> Action?
    static func render(_ state: State, _ context: ScreenContext, into canvas: inout Canvas, area: Rect)
    /// The keys that work now, most specific first: help and the hint bar are built from it.
    static func keyHelp(_ state: State, _ context: ScreenContext) -> [KeyHelp]
    /// The screen's name in the title line (`Standings`, `Teams › Maple Leafs`).
    static func title(_ state: State, _ context: ScreenContext) -> String
    static func isBusy(_ state: State) -> Bool
    /// Something is pushed or presented: `q` closes it instead of quitting.
    static func canGoBack(_ state: State, _ context: ScreenContext) -> Bool
    /// A modal child (a picker) has the keys: tabs, globals and the mouse wait.
    static func isModal(_ state: State) -> Bool
    /// A text field has the keys (a filter, a typed date): a bracketed paste goes there, as text.
    static func acceptsText(_ state: State) -> Bool
}

public extension TabModule {
    static func mouseAction(_ event: MouseEvent, _ state: State, _ context: ScreenContext) -> Action? { nil }
    static func title(_ state: State, _ context: ScreenContext) -> String { context.tab.title }
    static func isModal(_ state: State) -> Bool { false }
    static func acceptsText(_ state: State) -> Bool { false }
}
