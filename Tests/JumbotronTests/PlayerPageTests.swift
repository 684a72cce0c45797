import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A player's page over a board, on ESPN's recorded athletes: opened from the
/// leaders (`Enter`) or by a route; each section asks for its own answer once.
@Suite struct PlayerPageTests {
    static let mlb = ESPNLeague(sport: "baseball", league: "mlb")
    static func data(_ name: String) -> Data { try! Fixtures.data("espn-people/\(name)") }
    static let pivetta = try! ESPNAthlete.decode(data("mlb-athlete-36071-pivetta.json"), id: 36071)
    static let lebronBio = try! ESPNBio.decode(data("nba-athlete-1966-bio.json"))

    static func mlbPage(width: Int, height: Int) -> AppState {
        var s = loadedScores(width: width, height: height)
        let asked = AppRouter.navigate(.player(.mlb, id: 36071), &s, jumping: false).map(\.signature)
        #expect(asked.contains(.fetch(.espnAthlete(Self.mlb, id: 36071, part: nil))) && asked.contains(.fetch(.espnAthlete(Self.mlb, id: 36071, part: "bio"))),
                "the profile and the Info section's bio, nothing else yet: \(asked)")
        #expect(!asked.contains(.fetch(.espnAthlete(Self.mlb, id: 36071, part: "gamelog"))))
        _ = reduce(&s, .scores(.mlb(.player(.profileLoaded(36071, .success(Loaded(value: pivetta, origin: .bundledSample)), at: loadTime)))))
        return s
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theInfoOfARecordedPlayer(width: Int, height: Int) {
        let s = Self.mlbPage(width: width, height: height)
        let text = renderScreen(s).snapshot
        #expect(text.contains("Scores › MLB › Player") && text.contains("Nick Pivetta") && text.contains("#27 · Starting Pitcher · San Diego Padres"),
                "\(text)")
        #expect(text.contains("Birthplace  Victoria, BC") && text.contains("2025 season stats"), "\(text)")
        Snapshot.assert(text, named: "player-mlb-info-\(width)x\(height)")
    }

    @Test func eachSectionAsksForItsAnswerOnceAndScrolls() {
        var s = Self.mlbPage(width: 80, height: 24)
        _ = reduce(&s, .scores(.mlb(.player(.bioLoaded(36071, .success(Loaded(value: Self.lebronBio, origin: .bundledSample)), at: loadTime)))))
        #expect(!renderScreen(s).snapshot.contains("Awards"))
        press(&s, .end)
        #expect(s.scores.boards.mlb.player.scroll > 0 && renderScreen(s).snapshot.contains("4x All-NBA 2nd Team"), "the awards go past 24 lines")
        var asked = press(&s, .char("p"))
        #expect(asked == [.fetch(.espnAthlete(Self.mlb, id: 36071, part: "gamelog"))] && s.scores.boards.mlb.player.scroll == 0)
        #expect(renderScreen(s).snapshot.contains("Loading the game log…"))
        _ = reduce(&s, .scores(.mlb(.player(.gamesLoaded(36071, .failure(.timeout), at: loadTime)))))
        #expect(renderScreen(s).snapshot.contains("Could not load the game log: The server did not answer in time. Press r to try"))
        asked = press(&s, .char("c"))
        #expect(asked == [.fetch(.espnAthlete(Self.mlb, id: 36071, part: "overview"))])
        asked = press(&s, .char("i"))
        #expect(asked.isEmpty, "Info's answers are here already")
        // An answer for a player no longer shown is left alone.
        _ = reduce(&s, .scores(.mlb(.player(.careerLoaded(1, .success(Loaded(value: ESPNCareer(title: "x", labels: [], rows: []), origin: .bundledSample)),
                                                        at: loadTime)))))
        #expect(s.scores.boards.mlb.player.career.value == nil)
        press(&s, .escape)
        #expect(!s.scores.boards.mlb.showingPlayer)
    }

    /// Scrolled to the end of Info, then a shorter bio arrives (a refresh): drawn, never past the drawing.
    @Test func aPageThatShrinksUnderItsScroll() {
        var s = Self.mlbPage(width: 80, height: 24)
        _ = reduce(&s, .scores(.mlb(.player(.bioLoaded(36071, .success(Loaded(value: Self.lebronBio, origin: .bundledSample)), at: loadTime)))))
        press(&s, .end)
        #expect(s.scores.boards.mlb.player.scroll > 0)
        _ = reduce(&s, .scores(.mlb(.player(.bioLoaded(36071, .success(Loaded(value: try! ESPNBio.decode(Data("{}".utf8)), origin: .bundledSample)),
                                                     at: loadTime)))))
        #expect(renderScreen(s).snapshot.contains("Nick Pivetta"))
        press(&s, .up)
        #expect(renderScreen(s).snapshot.contains("Nick Pivetta"))
    }

    @Test func theLastTenGamesAndACareer() {
        var s = loadedNFL(width: 120, height: 40)
        _ = AppRouter.navigate(.player(.nfl, id: 3139477), &s, jumping: false)
        _ = reduce(&s, .scores(.nfl(.player(.profileLoaded(3139477, .success(Loaded(value: ESPNAthlete(id: 3139477, name: "Patrick Mahomes"),
                                                                                   origin: .bundledSample)), at: loadTime)))))
        press(&s, .char("p"))
        let log = try! ESPNGameLog.decode(Self.data("nfl-athlete-gamelog-2024.json"))
        _ = reduce(&s, .scores(.nfl(.player(.gamesLoaded(3139477, .success(Loaded(value: log, origin: .bundledSample)), at: loadTime)))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("vs PHI") && text.contains("L 40-22") && text.contains("Super Bowl LIX"), "\(text)")
        #expect(text.components(separatedBy: "\n").filter { $0.contains(" vs ") || $0.contains(" @ ") }.count == 10, "the last ten: \(text)")
        Snapshot.assert(text, named: "player-nfl-games-120x40")
        press(&s, .char("c"))
        _ = reduce(&s, .scores(.nfl(.player(.careerLoaded(3139477, .success(Loaded(value: try! ESPNCareer.decode(Self.data("nfl-athlete-2330-overview.json")),
                                                                                  origin: .bundledSample)), at: loadTime)))))
        #expect(renderScreen(s).snapshot.contains("89,214"))
        Snapshot.assert(renderScreen(s).snapshot, named: "player-nfl-career-120x40")
    }

    @Test func enterOnALeaderOpensTheirPageAndEscGoesBackToTheLeaders() {
        var s = LeadersBoardTests.opened(width: 120, height: 40)
        let asked = press(&s, .enter)
        #expect(s.scores.boards.nfl.showingPlayer && s.scores.boards.nfl.player.id == 3915511, "Joe Burrow")
        #expect(asked.contains(.fetch(.espnAthlete(.nfl, id: 3915511, part: nil))))
        press(&s, .escape)
        #expect(s.scores.boards.nfl.showingLeaders)
    }

    @Test func aFailedProfileOffersARetryAndRoutesNamePlayers() throws {
        var s = loadedScores(width: 80, height: 24)
        _ = AppRouter.navigate(.player(.mlb, id: 36071), &s, jumping: false)
        _ = reduce(&s, .scores(.mlb(.player(.profileLoaded(36071, .failure(.decoding("it answered for another player, 1, not 36071")), at: loadTime)))))
        guard case .dialog(let dialog) = s.presented else { Issue.record("no dialog"); return }
        #expect(dialog.confirm == .scores(.mlb(.player(.retry))))
        let named: (String) -> ScoresLeague? = LeagueTable.standard.named
        #expect(try AppRoute.parse("nba/player/1966", tabs: TabTable.names, league: named) == .player(.nba, id: 1966))
        #expect(AppRoute.player(.nba, id: 1966).description == "nba/player/1966")
        #expect(throws: AppRoute.Unknown(description: "'x1' is not a player's id (digits)")) { try AppRoute.parse("nba/player/x1", tabs: TabTable.names, league: named) }
        #expect(throws: AppRoute.Unknown.self) { try AppRoute.parse("epl/player/1", tabs: TabTable.names, league: named) }
    }

    @Test func printEachSection() async throws {
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let bio = try await LeaguePrint.player(.nhl, id: 8480800, section: .bio, offline, timeZone: .utc)
        #expect(bio.isRecord && bio.rows.contains([.text("name"), .text("Elias Yakovlev")]))
        let games = try await LeaguePrint.player(.nhl, id: 8480800, section: .games, offline, timeZone: .utc)
        #expect(games.columns.prefix(4) == ["event_id", "date", "opponent", "result"] && games.rows.count == 6, "the bundled day's and five before")
        let career = try await LeaguePrint.player(.nhl, id: 8480800, section: .career, offline, timeZone: .utc)
        #expect(career.rows.map { $0.first } == [.text("2026-27"), .text("Career")])
        #expect(PlayerPrint.season(Self.pivetta).rows.first?.first == .text("W-L"))
        await #expect(throws: FetchError.other("Premier League has no player pages in Jumbotron yet")) {
            try await LeaguePrint.player(ScoresLeague(id: "eng.1"), id: 1, section: .bio, offline, timeZone: .utc)
        }
    }
}
