import FoundationEssentials
import SportsCore
import TerminalUI

/// The Schedule tab: the root team's season as list rows with section headings.
public struct ScheduleState: Equatable, Sendable, ListScreenState {
    public var load = Loadable<YinzCamSchedule, FetchError>()
    /// The season as rows, built once per load (never per frame).
    public var rows: [ScheduleRow] = []
    /// Indices of the heading rows, for sticky headings and selection.
    public var headers: [Int] = []
    public var list = ListDetail()
    /// Logos asked for (once per run) and how they ended.
    public var requestedLogos: Set<String> = []
    public var logos: [String: PictureStore.Status] = [:]

    public init() {}

    public var team: YinzCamTeam? { load.value?.team }
    public var isLoading: Bool { load.isLoading }
    public var failure: FetchError? { load.failure }

    public var selectedRow: ScheduleRow? { rows.indices.contains(list.selected) ? rows[list.selected] : nil }

    public func isSelectable(_ i: Int) -> Bool {
        guard rows.indices.contains(i), case .heading = rows[i] else { return rows.indices.contains(i) }
        return false
    }

    public static func height(_ row: ScheduleRow) -> Int {
        switch row {
        case .heading: 1
        case .game: 4
        case .bye: 3
        }
    }

    public func rowHeight(_ i: Int) -> Int { Self.height(rows[i]) }

    var spec: ListSpec {
        let rows = self.rows
        return ListSpec(count: rows.count, headerHeight: { _ in 1 }, rowHeight: { Self.height(rows[$0]) }, headers: headers,
                        isSelectable: isSelectable,
                        page: { max(1, $0 / 4) },
                        detail: detail, state: StateKey(self))
    }

    /// The selected row's detail: a game's, or a bye week's.
    func detail(_ context: ScreenContext) -> DetailScrollView.Content? {
        let index = list.selected
        switch selectedRow {
        case .game(let g): return { ScheduleDetailView.render(g, self, context, into: &$0, area: $1, scroll: $2) }
        case .bye(let week): return { ScheduleByeView.render(week: week, at: index, self, context, into: &$0, area: $1, scroll: $2) }
        case .heading, nil: return nil
        }
    }
}
