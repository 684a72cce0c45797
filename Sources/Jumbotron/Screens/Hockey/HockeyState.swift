import Foundation
import SportsCore
import TerminalUI

/// Where the Hockey tab is above its root (My Players).
public enum HockeyRoute: Equatable, Sendable {
    case teams
    case roster(String)
}

/// The Teams screen's two views of the same clubs.
public enum TeamsView: Equatable, Sendable { case list, map }

/// A line of the Teams list: a division heading or a club.
public enum TeamRow: Equatable, Sendable {
    case heading(String)
    case team(NHLTeam)
}

/// The NHL Player Tracker: a navigation stack over My Players, Teams (list
/// and map), a roster and a player.
public struct HockeyState: Equatable, Sendable {
    public var path: [HockeyRoute] = []

    // My Players (root)
    public var favorites = Loadable<[NHLPlayer], StoreError>()
    public var myPlayers = ListDetail()

    // Teams
    public var standings = Loadable<NHLStandings, FetchError>()
    public var teamsView = TeamsView.list
    public var teamRows: [TeamRow] = []
    public var teamHeaders: [Int] = []
    public var teamsList = ListDetail()
    public var filter = ""
    public var filtering = false
    public var mapSelected: String?
    public var outline = Loadable<MapOutline, FetchError>()
    /// The map drawn for the current size (built in the reducer, copied by frames).
    public var mapScene: MapScene?

    // Rosters, kept per club for the run (and 24 h on disk).
    public var rosters: [String: Loadable<NHLRoster, FetchError>] = [:]
    public var rosterList = ListDetail()

    /// Landings fetched this run: the last copy shows while a new one loads.
    public var landings: [Int: Loadable<NHLPlayer, FetchError>] = [:]
    /// The player whose landing was last asked for (a new one is asked when the detail shows another).
    public var requestedPlayer: Int?

    public init() {}

    public var top: HockeyRoute? { path.last }
    public var teams: [NHLTeam] { standings.value?.teams ?? [] }
    public var favoriteIDs: Set<Int> { Set((favorites.value ?? []).map(\.id)) }

    public var rosterTricode: String? {
        if case .roster(let tri) = top { return tri }
        return nil
    }

    public var roster: Loadable<NHLRoster, FetchError>? { rosterTricode.flatMap { rosters[$0] } }
    public var rosterPlayers: [NHLPlayer] { roster?.value?.players ?? [] }

    /// The favorite or roster player the selection is on, with his landing if one arrived.
    public var selectedPlayer: NHLPlayer? {
        let base: NHLPlayer?
        switch top {
        case nil:
            let list = favorites.value ?? []
            base = list.indices.contains(myPlayers.selected) ? list[myPlayers.selected] : nil
        case .roster:
            base = rosterPlayers.indices.contains(rosterList.selected) ? rosterPlayers[rosterList.selected] : nil
        case .teams:
            base = nil
        }
        guard let base else { return nil }
        return landings[base.id]?.value ?? base
    }

    /// Whether a player's detail is open (pushed), not just shown beside a list.
    public var isShowingPlayer: Bool {
        switch top {
        case nil: myPlayers.showingDetail
        case .roster: rosterList.showingDetail
        case .teams: false
        }
    }

    public var selectedTeam: NHLTeam? {
        switch teamsView {
        case .list:
            guard teamRows.indices.contains(teamsList.selected), case .team(let t) = teamRows[teamsList.selected] else { return nil }
            return t
        case .map:
            return teams.first { $0.tricode == mapSelected }
        }
    }

    // MARK: list specs

    var myPlayersSpec: ListSpec {
        ListSpec(count: favorites.value?.count ?? 0, headerHeight: { _ in 1 }, rowHeight: { _ in 2 }, page: { max(1, $0 / 2 - 1) },
                 detail: playerDetail)
    }

    /// The selected player's detail, for measuring how far it scrolls (the
    /// favorite button's words change no height).
    func playerDetail(_ context: ScreenContext) -> DetailScrollView.Content? {
        guard let p = selectedPlayer else { return nil }
        let load = landings[p.id]
        return { PlayerDetailView.render(p, load: load, favorite: false, context, into: &$0, area: $1, scroll: $2) }
    }

    var teamsSpec: ListSpec {
        let rows = teamRows
        return ListSpec(count: rows.count, headerHeight: { _ in 1 }, headers: teamHeaders,
                        isSelectable: { i in if case .team = rows[i] { return true } else { return false } },
                        detail: { [selectedTeam] context in
                            selectedTeam.map { team in { TeamCardView.render(team, context, into: &$0, area: $1, scroll: $2) } }
                        })
    }

    func rosterSpec(_ context: ScreenContext) -> ListSpec {
        let height = Self.rosterRowHeight(context)
        let header = Self.rosterLogoSlot(context).map { $0.height + 1 } ?? 1
        return ListSpec(count: rosterPlayers.count, headerHeight: { _ in header }, rowHeight: { _ in height },
                        page: { max(1, $0 / height - 1) }, detail: playerDetail)
    }

    /// The club logo's slot in the roster header: with pictures on and a tall
    /// enough terminal (the list keeps at least 20 rows), else none.
    static func rosterLogoSlot(_ context: ScreenContext) -> Size? {
        guard context.display.pictures != nil, context.size.height >= 30, context.size.width >= 60 else { return nil }
        return Size(width: 8, height: 4)
    }

    /// Position and hand beside the name when the list is wide, under it when narrow.
    static func rosterRowHeight(_ context: ScreenContext) -> Int {
        let width = context.isSplit ? Layout.split(context.layout.content).list.width : context.size.width
        return width >= 48 ? 1 : 2
    }

    /// Rebuilds the Teams rows from the standings and the filter (never per frame).
    mutating func rebuildTeamRows() {
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
        teamRows = rows; teamHeaders = headers
        let index = rows.firstIndex { if case .team(let t) = $0 { return t.tricode == keep } else { return false } }
            ?? rows.firstIndex { if case .team = $0 { return true } else { return false } } ?? 0
        teamsList.viewport = ListViewport(selected: index)
        if mapSelected == nil || !teams.contains(where: { $0.tricode == mapSelected }) {
            mapSelected = teams.first(where: { $0.tricode == "TOR" })?.tricode ?? teams.first?.tricode
        }
    }

    static func fold(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Name, city or tricode contains the typed text.
    static func matches(_ team: NHLTeam, _ needle: String) -> Bool {
        [team.name, team.placeName ?? "", team.tricode, team.commonName ?? ""].contains { fold($0).contains(needle) }
    }
}
