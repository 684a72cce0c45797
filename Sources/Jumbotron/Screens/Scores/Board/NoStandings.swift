import SportsCore
import TerminalUI

/// The standings of a league that has none in Jumbotron yet: the board does
/// not offer `s`, so none of this is ever reached from a key.
public enum NoStandings: StandingsModel {
    public typealias State = Empty
    public typealias Action = Empty
    public struct Empty: Equatable, Sendable {}
}

extension NoStandings: StandingsRules {
    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> Empty { Empty() }
    static func open(_ s: inout Empty, day: Day) -> [Effect<Empty>] { [] }
    static func refresh(_ s: inout Empty) -> [Effect<Empty>] { [] }
    static func reduce(_ s: inout Empty, _ action: Empty, _ context: ScreenContext, visible: Bool) -> [Effect<Empty>] { [] }
    static func keyAction(_ key: Key, _ s: Empty, _ context: ScreenContext) -> StandingsKey<Empty>? { .close }
    static func mouse(_ event: MouseEvent) -> Empty { Empty() }
    static func keyHelp(_ s: Empty, _ context: ScreenContext) -> KeyHelp { KeyMap<Empty>("Standings", []).described }
    static func render(_ s: Empty, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {}
    static func clamp(_ s: inout Empty, _ context: ScreenContext) {}
    static func isLoading(_ s: Empty) -> Bool { false }
}
