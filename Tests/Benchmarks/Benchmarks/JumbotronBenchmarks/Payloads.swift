import Foundation
import SportsCore

// The recorded payloads the decoding benchmarks read (Tests/Fixtures).
struct Payload: Sendable {
    let name: String
    let bytes: Data
    let decoder: @Sendable (Data) -> Int

    func decode() -> Int { decoder(bytes) }
}

enum Payloads {
    /// `Tests/Fixtures`: this file is
    /// Tests/Benchmarks/Benchmarks/JumbotronBenchmarks/Payloads.swift.
    static let fixtures = (0..<4).reduce(URL(fileURLWithPath: #filePath)) { url, _ in url.deletingLastPathComponent() }
        .appendingPathComponent("Fixtures")

    static let all: [Payload] = {
        let list: [(String, String, @Sendable (Data) -> Int)] = [
            ("mlb schedule 2019-03-09", "mlb/schedule-2019-03-09-spring-team-linescore.json", { (try? MLBSchedule.decode($0).games.count) ?? -1 }),
            ("mlb schedule 2022-04-15", "mlb/schedule-2022-04-15-to-2022-04-22-no-hydrate.json", { (try? MLBSchedule.decode($0).games.count) ?? -1 }),
            ("mlb game feed 777687", "mlb/feed-live-777687-2025-06-01-final.json", { (try? MLBGameFeed.decode($0).plays.count) ?? -1 }),
            ("nhl play-by-play 2024030121", "nhl/play-by-play-2024030121-final.json", { (try? NHLPlayByPlay.decode($0).plays.count) ?? -1 }),
            ("mlb schedule 2026-04-20", "mlb/schedule-2026-04-20-decisions-probables.json", { (try? MLBSchedule.decode($0).games.count) ?? -1 }),
            ("yinzcam schedule", "yinzcam/schedule-gb-2020-kyeoreheo.json", { (try? YinzCamSchedule.decode($0).sections.count) ?? -1 }),
            ("tvmaze shows page", "tvmaze/shows-page-1.json", { (try? TVShow.decodePage($0).count) ?? -1 }),
            ("nhl standings", "nhl/standings-2024-12-05.json", { (try? NHLStandings.decode($0).teams.count) ?? -1 }),
            ("nhl roster", "nhl/roster-TOR-20242025.json", { (try? NHLRoster.decode($0, tricode: "TOR").players.count) ?? -1 }),
            ("nhl player landing", "nhl/player-landing-8478402-2024-04-17.json", { (try? NHLPlayer.decodeLanding($0).id) ?? -1 }),
            ("nba teams", "nba/teams-45.json", { (try? NBATeam.decodeList($0).count) ?? -1 }),
            ("nba players", "nba/players-NYK-25.json", { (try? NBAPlayersPage.decode($0).players.count) ?? -1 }),
            ("espn nfl summary 401547417", "espn/nfl-summary-401547417-gb-at-atl-2023-week2.json",
             { (try? ESPNSummary.decode($0, event: 401547417).drives.count) ?? -1 }),
            ("espn nba summary 401772994", "espn/nba-summary-401772994-2025-ecf-game6.json",
             { (try? ESPNSummary.decode($0, league: LeagueID("nba"), sport: "basketball", event: 401772994).plays.count) ?? -1 }),
            // The sports beyond two teams: a Grand Slam's whole answer, a golf field hole by hole, a fight card.
            ("espn tennis roland garros", "espn-sports/tennis-atp-scoreboard-roland-garros-2025.json",
             { (try? TennisScoreboard.decode($0, league: LeagueID("atp")).count) ?? -1 }),
            ("espn golf memorial final", "espn-sports/golf-pga-scoreboard-memorial-2025-final.json",
             { (try? GolfScoreboard.decode($0, league: LeagueID("pga")).first?.players.count) ?? -1 }),
            ("espn ufc card", "espn-sports/ufc-scoreboard-imavov-borralho-2025-scheduled.json",
             { (try? FightScoreboard.decode($0, league: LeagueID("ufc")).count) ?? -1 }),
            // The season's shape: ESPN's NFL leaders (1.7 MB of links and logos around 160 names).
            ("espn nfl leaders", "espn-people/nfl-leaders-2024-site-v3.json", { (try? LeaderBoard.decode($0).categories.count) ?? -1 }),
        ]
        let recorded = list.compactMap { name, path, decoder -> Payload? in
            guard let bytes = try? Data(contentsOf: fixtures.appendingPathComponent(path)) else { return nil }
            return Payload(name: name, bytes: bytes, decoder: decoder)
        }
        // An F1 weekend was recorded as the event alone; the scoreboard answers it inside `events`.
        guard let weekend = try? Data(contentsOf: fixtures.appendingPathComponent("espn-sports/f1-event-azerbaijan-2023.json")) else {
            return recorded
        }
        let scoreboard = Data("{\"events\": [".utf8) + weekend + Data("]}".utf8)
        return recorded + [Payload(name: "espn f1 weekend", bytes: scoreboard,
                                   decoder: { (try? RacingScoreboard.decode($0, league: LeagueID("f1")).count) ?? -1 })]
    }()
}
