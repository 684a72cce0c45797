import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A team sport's player followed from their page (`f`): saved with the team
/// they play for, shown in My Teams through that team's games with their own
/// last line from ESPN's game log, the log asked for once a final.
@Suite struct FollowedPlayersTests {
    static let nhl = ESPNLeague(sport: "hockey", league: "nhl")
    static let yakovlev = FollowedTeam.player(league: "nhl", athlete: 8480800, name: "Elias Yakovlev", team: "nhl:TOR", abbreviation: "TOR")
    static func log() -> ESPNGameLog {
        try! ESPNGameLog.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/nhl-athlete-8480800-gamelog.json")))
    }

    /// The NHL board with a player's page opened, their profile naming their team (the key walk's state too).
    static func page(width: Int = 80, height: Int = 24) -> AppState {
        var s = loadedNHL(width: width, height: height)
        _ = AppRouter.navigate(.player(.nhl, id: 8480800), &s, jumping: false)
        var profile = ESPNAthlete(id: 8480800, name: "Elias Yakovlev")
        profile.team = "TOR"
        _ = reduce(&s, .scores(.nhl(.player(.profileLoaded(8480800, .success(Loaded(value: profile, origin: .bundledSample)), at: loadTime)))))
        return s
    }

    @Test func fOnAPlayersPageFollowsThemThroughTheirTeam() throws {
        var s = Self.page()
        #expect(AppReducer.keyHelp(for: s).flatMap(\.entries).contains { $0.help.hasPrefix("Follow this player") })
        let asked = press(&s, .char("f"))
        #expect(asked.contains(.database("follow team nhl:player:8480800")), "\(asked)")
        let followed = try #require(PlayerPage.followed(s.scores.boards.nhl.player))
        #expect(followed.playsFor == "nhl:TOR" && followed.athlete == 8480800 && followed.abbreviation == "TOR" && followed.primaryHex != nil)
        // Saved and read back: the record keeps who they play for.
        let record = try JSONEncoder().encode(followed)
        #expect(FollowedTeam(record: record) == followed)
        #expect(SavedFeature.confirmRemoval(.team(followed)).message == "Unfollow Elias Yakovlev? My Teams will no longer show their games.")
    }

    @Test func myTeamsShowsTheirTeamsGamesAndTheirOwnLastLine() {
        var s = myTeams([Self.yakovlev], width: 80, height: 24)
        let block = try! #require(s.myTeams.blocks.first)
        #expect(block.last?.game.id == 2026020301, "TOR's game of the bundled day, through the team they play for")
        #expect(s.myTeams.logsAsked[8480800] == 2026020301)
        // The log is asked once for that final: another answer of the day asks nothing more.
        #expect(!answer(&s, .nhl).contains(.fetch(.espnAthlete(Self.nhl, id: 8480800, part: "gamelog"))))
        #expect(renderScreen(s).snapshot.contains(MyTeamsView.lastText(block.last!.game, Self.yakovlev, ScreenContext(size: s.size, display: s.display, today: s.today, tab: .myTeams))), "the team's result until the log comes")
        _ = reduce(&s, .myTeams(.playerLog(8480800, .success(Loaded(value: Self.log(), origin: .bundledSample)))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("Elias Yakovlev · NHL") && text.contains("Sat, Nov 21 vs EDM L 4-2 · PTS 2 G 0 A 2"), "\(text)")
        Snapshot.assert(text, named: "myteams-player-80x24")
        // A log that has not caught up with the team's last final: the team's result, not an older line.
        var behind = Self.log()
        behind.games.removeFirst()
        _ = reduce(&s, .myTeams(.playerLog(8480800, .success(Loaded(value: behind, origin: .bundledSample)))))
        #expect(!renderScreen(s).snapshot.contains("Thu, Nov 19"), "\(renderScreen(s).snapshot)")
        // `T`: the team they play for; `r` asks the log again.
        #expect(MyTeamsModule.teamPage(s.myTeams.blocks[0]) == .team(.nhl, code: "TOR"))
        #expect(press(&s, .char("r")).contains(.fetch(.espnAthlete(Self.nhl, id: 8480800, part: "gamelog"))))
    }

    @Test func theirTeamsGameIsToldAsAFollowedTeamsAndTheTeamIsNotStarred() {
        let canadien = FollowedTeam.player(league: "nhl", athlete: 4, name: "Jonas Tremblay", team: "nhl:MTL", abbreviation: "MTL")
        var s = myTeams([canadien], offline: false)
        s.display.offline = false
        var games = sampleSummaries(.nhl).1
        let i = games.firstIndex { $0.id == 2026020303 }!
        games[i].home.score = 2
        answer(&s, .nhl, games: games, background: true)
        #expect(s.banner?.contains("MTL 2-1 BOS") == true, "\(s.banner ?? "no banner")")
        #expect(!s.saved.follows(games[i].home), "a player is not their team")
    }

    @Test func whileSpoilersAreHiddenTheirLineIsToo() {
        var s = myTeams([Self.yakovlev], width: 80, height: 24, hideSpoilers: true)
        _ = reduce(&s, .myTeams(.playerLog(8480800, .success(Loaded(value: Self.log(), origin: .bundledSample)))))
        let text = renderScreen(s).snapshot
        #expect(!text.contains("PTS 2") && text.contains(Spoilers.mask), "\(text)")
    }
}
