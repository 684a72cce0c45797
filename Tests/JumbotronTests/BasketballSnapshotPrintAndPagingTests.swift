import Foundation
import SportsCore
import TerminalUI
import TestSupport
import Testing
@testable import Jumbotron

/// Presses keys and answers the Basketball requests, returning what the keys asked for.
func pressBasketballEffects(_ s: inout AppState, _ keys: Key...) -> [EffectSignature] {
    var all: [EffectSignature] = []
    for key in keys {
        let effects = reduce(&s, .key(key))
        all += effects
        answerBasketball(&s, effects)
    }
    return all
}

/// Each screen at three sizes, in colour, 8 colours and NO_COLOR.
@Suite struct BasketballSnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]

    static func states(_ w: Int, _ h: Int, _ palette: Palette) -> [(String, AppState)] {
        var popup = basketballKnicks(width: w, height: h, palette: palette)
        press(&popup, .down, .enter)
        var noKey = makeState(width: w, height: h, tab: .basketball, monochrome: palette == .mono, offline: false)
        noKey.display.fewColors = palette == .eight
        _ = reduce(&noKey, .basketball(.app(.appear)))
        _ = reduce(&noKey, .basketball(.teamsLoaded(.failure(.missingKey(LiveDataSource.nbaKeyHelp)), at: loadTime)))
        var refused = makeState(width: w, height: h, tab: .basketball, monochrome: palette == .mono, offline: false)
        refused.display.fewColors = palette == .eight
        _ = reduce(&refused, .basketball(.app(.appear)))
        _ = reduce(&refused, .basketball(.teamsLoaded(.failure(.keyRefused), at: loadTime)))
        var filtered = basketballTeams(width: w, height: h, palette: palette)
        press(&filtered, .char("c"), .char("/"), .char("a"))
        return [
            ("teams", basketballTeams(width: w, height: h, palette: palette)),
            ("teams-filtered", filtered),
            ("team", basketballKnicks(width: w, height: h, palette: palette)),
            ("popup", popup),
            ("no-key", noKey),
            ("key-refused", refused),
        ]
    }

    @Test(arguments: Palette.allCases)
    func everyScreen(_ palette: Palette) {
        for (w, h) in Self.sizes {
            for (name, state) in Self.states(w, h, palette) {
                Snapshot.assert(renderScreen(state).snapshot, named: "basketball-\(name)-\(palette.rawValue)-\(w)x\(h)")
            }
        }
    }
}

@Suite struct BasketballPrintTests {
    @Test func teamsAreTheCurrentClubsFilteredLikeTheScreen() {
        let teams = sampleNBATeams()
        #expect(BasketballPrint.teams(teams).rows.count == 30)
        let east = BasketballPrint.teams(teams, conference: .east, filter: "new")
        #expect(east.columns == ["id", "abbreviation", "name", "city", "conference", "division"])
        #expect(east.rows.map { $0[1] } == [.text("NYK")])
    }

    @Test func missingFieldsAreNullNotBlankText() {
        var p = NBAPlayer(id: 7, firstName: "Old", lastName: "Timer")
        p.height = "6-5"
        let row = BasketballPrint.players([p]).rows[0]
        #expect(row == [.number(7), .null, .text("Old Timer"), .null, .text("6-5"), .null, .null, .null, .text("Undrafted")])
        #expect(BasketballPrint.players([p]).render(.json).contains("\"position\":null") ||
                BasketballPrint.players([p]).render(.json).contains("\"position\": null"))
    }
}

/// `G` against a server whose cursor loops or never ends: the walk stops
/// (no request after the stop), the pane says why, and nothing spins.
@Suite struct BasketballCursorLoopTests {
    static func page(_ ids: Range<Int>, next: Int?) -> Result<Loaded<NBAPlayersPage>, FetchError> {
        .success(Loaded(value: NBAPlayersPage(players: ids.map { NBAPlayer(id: $0, firstName: "P", lastName: "L\($0)") }, nextCursor: next),
                        origin: .network))
    }

    /// Feeds each asked page from `serve` until nothing more is asked; returns how many were asked.
    static func walk(_ s: inout AppState, _ serve: (Int?) -> Result<Loaded<NBAPlayersPage>, FetchError>) -> Int {
        var asked = reduce(&s, .key(.char("G"))), count = 0
        while let request = asked.first, case .fetch(.nbaPlayers(let team, let cursor)) = request, count < 10_000 {
            count += 1
            asked = reduce(&s, .basketball(.playersLoaded(team: team, cursor: cursor, serve(cursor), at: loadTime)))
        }
        return count
    }

    @Test func aLoopingCursorStopsAndSaysSo() {
        var s = basketballKnicks()
        // The first page (the sample's) is loaded; then 1 → 2 → 1 with the same players again.
        let asked = Self.walk(&s) { cursor in cursor == 1 ? Self.page(5000..<5025, next: 2) : Self.page(5025..<5050, next: 1) }
        let loaded = s.basketball.players[20]!
        #expect(asked <= 3)
        #expect(loaded.done && !loaded.isLoading)
        #expect(loaded.walk.stop == .repeatedCursor(1))
        let text = render(s).lines.joined(separator: "\n")
        #expect(text.contains("the server's pages went round in a loop"), "\(text)")
        #expect(!text.contains("loading…"))
        #expect(press(&s, .char("G")).isEmpty, "stopped: nothing more to ask")
    }

    @Test func aCursorThatNeverEndsStopsAtTheCap() {
        var s = basketballKnicks()
        var next = 10_000
        let asked = Self.walk(&s) { _ in
            next += 1
            return Self.page((next * 25)..<(next * 25 + 25), next: next)
        }
        let walk = s.basketball.players[20]!.walk
        #expect(walk.stop == .pageCap)
        #expect(walk.pages == CursorWalk.maxPages && asked < CursorWalk.maxPages, "the first page was the sample's; \(asked) more")
    }
}

/// `6-7` and `6-10`, a missing position or weight: the columns stay put.
@Suite struct BasketballColumnsTests {
    @Test func heightsOfEveryWidthKeepTheColumnsInLine() {
        var a = NBAPlayer(id: 1, firstName: "A", lastName: "A"), b = NBAPlayer(id: 2, firstName: "B", lastName: "B")
        a.position = "F"; a.height = "6-7"; a.weight = "250"
        b.position = "G-F"; b.height = "6-10"; b.weight = "95"
        let c = NBAPlayer(id: 3, firstName: "C", lastName: "C")
        let rows = [a, b, c].map(TeamDetailView.columns)
        #expect(Set(rows.map(\.count)).count == 1, "\(rows)")
        #expect(rows[0].hasSuffix("250 lb ") && rows[1].hasSuffix(" 95 lb "))
        #expect(rows[0].range(of: "6-7")!.upperBound.utf16Offset(in: rows[0]) == rows[1].range(of: "6-10")!.upperBound.utf16Offset(in: rows[1]))
    }
}
