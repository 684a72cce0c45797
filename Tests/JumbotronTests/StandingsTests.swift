import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// MLB clubs followed by their Stats API ids, as the config's `[teams]` or `f` leaves them.
func followMLB(_ s: inout AppState, _ ids: Set<Int>) {
    let teams = MLBClubs.all.filter { ids.contains($0.id) }.map { club in
        FollowedTeam.make(Competitor(id: "mlb:\(club.id)", abbreviation: club.abbreviation, name: club.name), league: .mlb)
    }
    s.saved = Saved(shows: s.saved.showList, players: s.saved.playerList, teams: teams)
}

func sampleStandings() -> [StandingsDivision] {
    try! MLBStandings.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/standings-2018.json"))).divisions
}

/// Scores on 2018-09-19 with the standings open and loaded.
func loadedStandings(width: Int = 80, height: Int = 24, favorites: Set<Int> = []) -> AppState {
    var s = loadedScores(width: width, height: height)
    followMLB(&s, favorites)
    _ = press(&s, .char("s"))
    _ = reduce(&s, .scores(.mlb(.standings(.loaded(season: 2018, .success(Loaded(value: sampleStandings(), origin: .bundledSample)), at: loadTime)))))
    return s
}

@Suite struct StandingsReducerTests {
    @Test func sOpensTheSeasonOfTheShownDateAndClosesAgain() {
        var s = loadedScores()
        #expect(press(&s, .char("s")) == [.fetchStandings(season: 2018)])
        #expect(s.scores.boards.mlb.showingStandings && s.scores.boards.mlb.standings.isLoading && s.isBusy)
        _ = reduce(&s, .scores(.mlb(.standings(.loaded(season: 2018, .success(Loaded(value: sampleStandings(), origin: .bundledSample)), at: loadTime)))))
        #expect(!s.scores.boards.mlb.standings.isLoading)
        #expect(s.scores.boards.mlb.standings.divisions.count == 6)
        #expect(press(&s, .char("s")) == [])
        #expect(!s.scores.boards.mlb.showingStandings)
        // Already loaded: opening again costs no fetch; Esc closes too.
        #expect(press(&s, .char("s")) == [])
        #expect(press(&s, .escape) == [] && !s.scores.boards.mlb.showingStandings)
    }

    @Test func seasonKeysFetchAndLateAnswersAreIgnored() {
        var s = loadedStandings()
        #expect(press(&s, .left) == [.fetchStandings(season: 2017)])
        #expect(s.scores.boards.mlb.standings.divisions.isEmpty)
        // The 2018 answer arriving late changes nothing.
        _ = reduce(&s, .scores(.mlb(.standings(.loaded(season: 2018, .success(Loaded(value: sampleStandings(), origin: .bundledSample)), at: loadTime)))))
        #expect(s.scores.boards.mlb.standings.divisions.isEmpty && s.scores.boards.mlb.standings.isLoading)
        #expect(press(&s, .right, .right) == [.fetchStandings(season: 2018), .fetchStandings(season: 2019)])
    }

    @Test func aFailureOffersTheRetryDialogWhichFetchesAgain() {
        var s = loadedScores()
        _ = press(&s, .char("s"))
        _ = reduce(&s, .scores(.mlb(.standings(.loaded(season: 2018, .failure(.timeout), at: loadTime)))))
        guard case .dialog(let dialog) = s.presented else { Issue.record("no dialog"); return }
        #expect(dialog.confirm == .scores(.mlb(.standings(.retry(season: 2018)))))
        #expect(dialog.title == "Oops, something went wrong")
        #expect(press(&s, .enter) == [.fetchStandings(season: 2018)])
    }

    @Test func offlineWithoutASampleSaysWhichSeasonsExist() {
        var s = loadedScores()
        s.scores.boards.mlb.standings.bundledSeasons = [2018]
        _ = press(&s, .char("s"), .left)
        _ = reduce(&s, .scores(.mlb(.standings(.loaded(season: 2017, .failure(.noSample("none")), at: loadTime)))))
        #expect((s.presented == nil))
        let text = render(s).lines.joined(separator: "\n")
        #expect(text.contains("No bundled standings for 2017."))
        #expect(text.contains("Offline sample seasons: 2018"))
    }

    @Test func scrollingStopsAtBothEnds() {
        var s = loadedStandings()
        _ = press(&s, .char("G"))
        let bottom = s.scores.boards.mlb.standings.scroll
        #expect(bottom > 0)
        _ = press(&s, .down, .pageDown)
        #expect(s.scores.boards.mlb.standings.scroll == bottom)
        #expect(render(s).lines.contains { $0.contains("SD   San Diego Padres") })
        _ = press(&s, .up, .char("g"), .up)
        #expect(s.scores.boards.mlb.standings.scroll == 0)
        // Wide enough for both leagues side by side: nothing to scroll.
        var wide = loadedStandings(width: 120, height: 40)
        _ = press(&wide, .char("G"))
        #expect(wide.scores.boards.mlb.standings.scroll == 0)
        // Shrinking keeps the scroll valid.
        _ = reduce(&s, .resize(Size(width: 80, height: 60)))
        #expect(s.scores.boards.mlb.standings.scroll == 0)
    }

    @Test func rKeyRefreshesTheStandingsWhileOpen() {
        var s = loadedStandings()
        #expect(press(&s, .char("r")) == [.fetchStandings(season: 2018)])
    }

    @Test func hintsAndHelpFollowTheView() {
        var s = loadedScores()
        #expect(render(s).lines[22].contains("s standings"))
        s = loadedStandings()
        let lines = render(s).lines
        #expect(lines[0].contains("Jumbotron • Scores › MLB › Standings"))
        #expect(lines[22].contains("season") && lines[22].contains("Esc scores"))
        _ = press(&s, .char("?"))
        #expect(render(s).lines.joined().contains("Back to the scoreboard"))
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func snapshot(width: Int, height: Int) {
        let s = loadedStandings(width: width, height: height, favorites: [111, 143])
        Snapshot.assert(renderScreen(s).snapshot, named: "standings-\(width)x\(height)")
    }

    @Test func printTable() {
        let table = StandingsPrint.table(sampleStandings())
        #expect(table.columns == ["division", "rank", "team", "abbreviation", "w", "l", "pct", "gb", "streak", "last_ten"])
        #expect(table.rows.count == 30)
        let tsv = table.render(.tsv).split(separator: "\n")
        #expect(tsv[1] == "AL East\t1\tBoston Red Sox\tBOS\t101\t49\t0.673\t0.0\tW3\t3-7")   // numbers as numbers
    }
}

@Suite struct FavoriteTeamTests {
    @Test func favoriteGamesComeFirstAndAreStarred() {
        var s = makeState()
        followMLB(&s, [111])   // Boston
        s.scores = ScoresState(date: testDay)
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .success(Loaded(value: sampleGames("2018-09-19"), origin: .bundledSample)), at: loadTime))))
        // The board's rows lead with the followed club's game; the rest keep their start-time order.
        let order = s.scores.boards.mlb.rows.compactMap { row -> MLBGame? in
            if case .game(let g) = row { s.scores.boards.mlb.games[g] } else { nil }
        }
        let first = order[0]
        #expect(first.teams.home.team.id == 111 || first.teams.away.team.id == 111)
        let rest = Array(order.dropFirst())
        #expect(rest == ScoreRules.sorted(rest))
        let lines = render(s).lines
        #expect(lines[3].contains("NYY    New York Yankees"))
        #expect(lines[4].contains("BOS  ★ Boston Red Sox"))
        Snapshot.assert(renderScreen(s).snapshot, named: "scores-favorite-80x24")
        // Print mode orders the same way.
        let printed = ScoresPrint.table(sampleGames("2018-09-19"), locale: s.display.locale, timeZone: s.display.timeZone, favoriteTeams: [111])
        #expect(printed.rows.first == ScoresPrint.table([first], locale: s.display.locale, timeZone: s.display.timeZone).rows.first)
    }

    @Test func favoriteNFLTeamIsStarredOnTheSchedule() {
        var s = loadedSchedule(width: 120, height: 40)
        s.saved = Saved(shows: [], players: [], teams: [FollowedTeam.nfl(code: "CLE", name: "Cleveland Browns")])
        #expect(render(s).lines.contains { $0.contains("·CLE· ★ BROWNS") })
        #expect(!render(s).lines.contains { $0.contains("★ STEELERS") })
    }

    @Test func noFavoritesChangesNothing() {
        let games = sampleGames("2018-09-19")
        #expect(ScoreRules.favoritesFirst(games, teams: []) == games)
    }
}
