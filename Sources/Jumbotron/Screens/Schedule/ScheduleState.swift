import Foundation
import SportsCore
import TerminalUI

/// The Schedule tab: the root team's season as list rows with section headings.
public struct ScheduleState: Equatable, Sendable {
    public var team: YinzCamTeam?
    public var rows: [ScheduleRow] = []
    /// Indices of the heading rows, for sticky headings and selection.
    public var headers: [Int] = []
    public var loaded = false
    public var isLoading = false
    public var failure: FetchError?
    public var origin: Origin?
    public var loadedAt: Date?
    public var viewport = ListViewport()
    public var showingDetail = false
    /// Logos asked for (once per run) and how they ended.
    public var requestedLogos: Set<String> = []
    public var logos: [String: LogoStore.Status] = [:]

    public init() {}

    public var selectedRow: ScheduleRow? { rows.indices.contains(viewport.selected) ? rows[viewport.selected] : nil }

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
}

/// Where the Schedule tab draws: the team's title bar above the list.
extension ListDetailLayout {
    init(schedule state: AppState) {
        self.init(content: state.layout.content, headerHeight: 1, split: Layout.isSplit(state.size))
    }
}
