import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// The Teams screen's two views of the same clubs.
public enum TeamsView: Equatable, Sendable { case list, map }

/// A line of the Teams list: a division heading or a club.
public enum TeamRow: Equatable, Sendable {
    case heading(String)
    case team(NHLTeam)
}

/// Teams: the 32 clubs from the standings, as a list by division (with a
/// name filter) or on the map, and the club picked in either.
public struct TeamsState: Equatable, Sendable {
    public var standings = Loadable<NHLStandings, FetchError>()
    public var view = TeamsView.list
    public private(set) var rows: [TeamRow] = []
    public private(set) var headers: [Int] = []
    public var list = ListDetail()
    public var filter = ""
    public var filtering = false
    public var mapSelected: String?
    public var outline = Loadable<MapOutline, FetchError>()
    /// The map drawn for the current size (built in the reducer, copied by frames).
    public var mapScene: MapScene?

    public init() {}

    public var teams: [NHLTeam] { standings.value?.teams ?? [] }

    public var selectedTeam: NHLTeam? {
        switch view {
        case .list:
            guard rows.indices.contains(list.selected), case .team(let t) = rows[list.selected] else { return nil }
            return t
        case .map:
            return teams.first { $0.tricode == mapSelected }
        }
    }

    var spec: ListSpec {
        let rows = self.rows
        return ListSpec(count: rows.count, headerHeight: { _ in 1 }, headers: headers,
                        isSelectable: { i in if case .team = rows[i] { return true } else { return false } },
                        detail: { [selectedTeam] context in
                            selectedTeam.map { team in { TeamCardView.render(team, context, into: &$0, area: $1, scroll: $2) } }
                        }, state: StateKey(self))
    }

    /// The list row of a club, if the filter shows it.
    func row(of tricode: String) -> Int? {
        rows.firstIndex { if case .team(let t) = $0 { return t.tricode == tricode } else { return false } }
    }

    /// Rebuilds the rows from the standings and the filter (never per frame).
    mutating func rebuildRows() {
        let keep = selectedTeam?.tricode
        let needle = Self.fold(filter)
        var rows: [TeamRow] = [], headers: [Int] = []
        for group in standings.value?.byDivision ?? [] {
            let matches = needle.isEmpty ? group.teams : group.teams.filter { Self.matches($0, needle) }
            guard !matches.isEmpty else { continue }
            headers.append(rows.count)
            rows.append(.heading(group.division.uppercased()))
            rows += matches.map { .team($0) }
        }
        self.rows = rows; self.headers = headers
        let index = keep.flatMap(row(of:)) ?? rows.firstIndex { if case .team = $0 { return true } else { return false } } ?? 0
        list.viewport = ListViewport(selected: index)
        if mapSelected == nil || !teams.contains(where: { $0.tricode == mapSelected }) {
            mapSelected = teams.first(where: { $0.tricode == "TOR" })?.tricode ?? teams.first?.tricode
        }
    }

    static func fold(_ s: String) -> String {
        s.searchFolded
    }

    /// Name, city or tricode contains the typed text.
    static func matches(_ team: NHLTeam, _ needle: String) -> Bool {
        [team.name, team.placeName ?? "", team.tricode, team.commonName ?? ""].contains { fold($0).contains(needle) }
    }
}

extension TeamsState {
    /// The club under the cursor (list or map), as My Teams follows it.
    var followable: FollowedTeam? {
        selectedTeam.map { FollowedTeam.make(league: .nhl, abbreviation: $0.tricode, name: $0.name) }
    }
}
