import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The offline sample keeps its promises: everything a bundled list names
/// (a day's games, the shows, the NBA teams, the NHL rosters) opens, through
/// the same requests the screens make, and `manifest.json` says so in full.
@Suite struct SampleContractTests {
    let source = OfflineDataSource(samples: Fixtures.samples)

    /// The screens' request, answered from the sample as the app's offline source does.
    func open<Value: Sendable>(_ request: Fetch<Value>) throws -> Value {
        try source.answer(request.endpoint, decode: request.decode).value
    }

    // The heavy opening runs off the cooperative pool (`offThePool`) and
    // returns what it found wrong; the expectations stay in the test's task.

    @Test func everyGameOnABundledMLBDayOpensItsCenter() async throws {
        let (opened, wrong) = try await offThePool { try self.mlbDays() }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(opened == 16, "the two sample days' sixteen games")
    }

    func mlbDays() throws -> (Int, [String]) {
        var opened = 0, wrong: [String] = []
        for day in source.bundledMLBDays() {
            for game in try open(.mlbSchedule(day)) {
                if try open(.mlbGameFeed(game.gamePk)).gamePk != game.gamePk { wrong.append("feed of \(game.gamePk)") }
                if game.status.abstractGameState != "Preview", !(game.linescore?.innings ?? []).isEmpty {
                    _ = try open(.mlbWinProbability(game.gamePk))
                }
                opened += 1
            }
        }
        return (opened, wrong)
    }

    @Test func everyGameOnABundledNHLDayOpensItsCenter() async throws {
        let (opened, wrong) = try await offThePool { try self.nhlDays() }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(opened >= 4)
    }

    func nhlDays() throws -> (Int, [String]) {
        var opened = 0, wrong: [String] = []
        for day in source.bundledNHLDays() {
            for game in try open(.nhlSchedule(day)) {
                if try open(.nhlLanding(game.id)).id != game.id { wrong.append("landing \(game.id)") }
                if try open(.nhlBoxscore(game.id)).game.id != game.id { wrong.append("box score \(game.id)") }
                if try open(.nhlPlayByPlay(game.id)).game.id != game.id { wrong.append("plays \(game.id)") }
                opened += 1
            }
        }
        return (opened, wrong)
    }

    /// Every day of the NFL sample finds its week through the calendar, as the board does, and the week has every game.
    @Test func everyBundledNFLDayOpensItsWeek() async throws {
        let days = source.sampleKeys("espn", "nfl-day-").compactMap { Day(iso: $0) }
        #expect(days.count == 7, "Wednesday to Tuesday")
        for day in days {
            let week = try await source.run(.nflWeek(of: day)).value
            #expect(week.number == 11 && week.games.count == 14 && week.byes.count == 4, "\(day)")
        }
        let manifest = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: Fixtures.samples.appendingPathComponent("manifest.json"))) as? [String: Any])
        let listed = (manifest["nfl"] as? [String: [[String: Any]]])?.values.flatMap { $0 }.compactMap { $0["game"] as? Int }.sorted()
        let week = try await source.run(.nflWeek(of: days[0])).value
        #expect(listed == week.games.map(\.id).sorted())
    }

    /// Every game of both football samples (the NFL's week, college football's) opens its summary, and the
    /// summary's last play leaves the week's score: the sample's center and its board never disagree.
    @Test func everyBundledFootballGameOpensItsSummary() async throws {
        for (code, opening) in [("nfl", "2026-11-22"), ("college-football", "2026-11-21")] {
            let league = ESPNLeague(sport: "football", league: code)
            let week = try await source.run(.espnWeek(league, of: Day(iso: opening)!)).value
            #expect(!week.games.isEmpty, "\(code)")
            for game in week.games {
                let summary = try await source.run(.espnSummary(league, game.id)).value
                #expect(summary.game?.id == game.id, "\(code) \(game.id)")
                let plays = summary.drives.flatMap(\.plays) + (summary.currentDrive?.plays ?? [])
                if let last = plays.last {
                    #expect(last.awayScore == game.away.score && last.homeScore == game.home.score, "\(code) \(game.id)")
                } else {
                    #expect(FootballRules.phase(game) == .scheduled, "\(code) \(game.id): a game under way has plays")
                }
            }
        }
    }

    /// Every bundled soccer match opens its summary, whose header agrees with
    /// the day's row and whose goals add up to the score; each competition opens its table.
    @Test func everyBundledSoccerMatchOpensItsSummaryAndTable() async throws {
        let listed = (try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.samples.appendingPathComponent("manifest.json")))
                      as? [String: Any])?["soccer"] as? [String: [[String: Any]]]
        #expect(listed?.keys.sorted() == ["eng.1-day-2026-11-21", "uefa.champions-day-2026-11-04", "usa.1-day-2026-11-22"])
        for (code, opening) in [("eng.1", "2026-11-21"), ("uefa.champions", "2026-11-04"), ("usa.1", "2026-11-22")] {
            let league = ESPNLeague(sport: "soccer", league: code)
            let day = try await source.run(.espnDay(league, Day(iso: opening)!)).value
            #expect(!day.games.isEmpty && day.games.count == listed?["\(code)-day-\(opening)"]?.count, "\(code)")
            for game in day.games {
                let summary = try await source.run(.espnSummary(league, game.id)).value
                #expect(summary.game?.summary.state == game.summary.state, "\(code) \(game.id)")
                let goals = summary.plays.filter { $0.scoring }
                #expect(goals.count == (game.home.score ?? 0) + (game.away.score ?? 0) || SoccerRules.phase(game) == .scheduled
                        || SoccerRules.phase(game) == .postponed, "\(code) \(game.id)")
            }
            #expect(try await source.run(.espnStandings(league)).value.groups.flatMap(\.leaves).allSatisfy { !$0.entries.isEmpty })
        }
    }

    /// Every bundled WNBA and college basketball game opens its summary, whose players' points add up to the score.
    @Test func everyBundledESPNBasketballGameOpensItsSummary() async throws {
        for (code, day) in [("wnba", "2026-07-18"), ("mens-college-basketball", "2026-11-24"), ("womens-college-basketball", "2026-11-24")] {
            let league = ESPNLeague(sport: "basketball", league: code)
            let games = try await source.run(.espnDay(league, Day(iso: day)!)).value.games
            #expect(!games.isEmpty, "\(code)")
            for game in games {
                let summary = try await source.run(.espnSummary(league, game.id)).value
                #expect(summary.game?.summary.state == game.summary.state, "\(code) \(game.id)")
                guard FootballRules.phase(game) != .scheduled else { continue }
                for (team, score) in [(game.away, game.away.score), (game.home, game.home.score)] {
                    let box = try #require(summary.team(team.id)?.categories.first, "\(code) \(game.id)")
                    let points = box.athletes.compactMap { $0.stats.last.flatMap { Int($0) } }.reduce(0, +)
                    #expect(points == score && team.quarters.reduce(0, +) == score, "\(code) \(game.id) \(team.abbreviation ?? "")")
                }
                #expect(summary.plays.last { $0.scoring }.map { [$0.awayScore, $0.homeScore] } == [game.away.score, game.home.score])
            }
            #expect(try await source.run(.espnStandings(league)).value.groups.allSatisfy { !$0.entries.isEmpty })
        }
    }

    @Test func everyGameOnABundledNBADayOpensItsCenter() async throws {
        let (opened, wrong) = try await offThePool { try self.nbaDays() }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(opened == 5, "a final in overtime, a final, a live game, one not started, one postponed")
    }

    func nbaDays() throws -> (Int, [String]) {
        var opened = 0, wrong: [String] = []
        for day in source.sampleKeys("nba", "schedule-").compactMap({ Day(iso: $0) }) {
            for game in try open(.nbaDay(day)) {
                let phase = NBAGameRules.phase(game)
                if phase == .live || phase == .final {
                    if try open(.nbaBoxscore(game.id)).gameId != game.id { wrong.append("box score \(game.code)") }
                    if try open(.nbaPlayByPlay(game.id)).gameId != game.id { wrong.append("plays \(game.code)") }
                }
                opened += 1
            }
        }
        return (opened, wrong)
    }

    @Test func everyShowOpensAndEveryPosterItNamesIsThere() async throws {
        let store = PictureStore(http: nil, urls: .defaults, directory: makeTemporaryDirectory(),
                                 bundled: Fixtures.samples.appendingPathComponent("images"))
        let shows = try open(.tvmazeShows(page: 0))
        var posters = 0
        for show in shows {
            #expect(try open(.tvmazeShow(id: show.id)).id == show.id)
            for url in [show.image?.medium, show.image?.original].compactMap({ $0 }).compactMap(URL.init(string:)) {
                #expect(await store.image(url) == .cached, "\(show.name): \(url)")
                posters += 1
            }
        }
        #expect(shows.count == 30 && posters == 60, "every show with two sizes of poster")
    }

    @Test func everyNBATeamHasPlayersOnEveryPage() async throws {
        let (teams, empty) = try await offThePool { try self.nbaTeams() }
        #expect(teams >= 30)
        #expect(empty.isEmpty, "teams without players: \(empty)")
    }

    func nbaTeams() throws -> (Int, [String]) {
        let teams = try open(.nbaTeams)
        var empty: [String] = []
        for team in teams {
            var cursor: Int? = nil
            var players = 0
            repeat {
                let page = try open(.nbaPlayers(team: team.id, cursor: cursor))
                players += page.players.count
                cursor = page.nextCursor
            } while cursor != nil
            if players == 0 { empty.append(team.fullName) }
        }
        return (teams.count, empty)
    }

    @Test func everyRosterPlayerOpensWithHisHeadshot() async throws {
        let store = PictureStore(http: nil, urls: .defaults, directory: makeTemporaryDirectory(),
                                 bundled: Fixtures.samples.appendingPathComponent("images"))
        for tricode in source.bundledNHLRosters() {
            for player in try open(.nhlRoster(tricode)).players {
                #expect(try open(.nhlPlayer(player.id)).id == player.id)
                if let url = player.headshot.flatMap(URL.init(string:)) { #expect(await store.image(url) == .cached) }
            }
        }
    }

    /// The manifest names every file that opens something, each one is there,
    /// and it lists exactly what the bundled lists name (it is current).
    @Test func theManifestIsCurrentAndEveryFileItNamesIsThere() throws {
        let manifest = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: Fixtures.samples.appendingPathComponent("manifest.json"))) as? [String: Any])
        var files: [String] = []
        func walk(_ value: Any) {
            if let list = value as? [Any] { list.forEach(walk) }
            if let object = value as? [String: Any] {
                files += (object["opens"] as? [String]) ?? []
                object.values.forEach(walk)
            }
        }
        walk(manifest)
        #expect(files.count > 300)
        for file in Set(files) {
            #expect(FileManager.default.fileExists(atPath: Fixtures.samples.appendingPathComponent(file).path), "\(file)")
        }
        let mlbDays = (manifest["mlb"] as? [String: Any])?.keys.sorted()
        #expect(mlbDays == source.bundledMLBDays().map(\.iso))
        let games = (manifest["mlb"] as? [String: [[String: Any]]])?.values.flatMap { $0 }.compactMap { $0["game"] as? Int }.sorted()
        #expect(games == source.bundledMLBGames(), "a game on a bundled day without its center, or a center for no listed game")
        let teams = (manifest["nbaTeams"] as? [[String: Any]])?.compactMap { $0["team"] as? Int }
        let teamsFile = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.samples.appendingPathComponent("nba/teams.json"))) as? [String: Any]
        #expect(teams == (teamsFile?["data"] as? [[String: Any]])?.compactMap { $0["id"] as? Int })
        let shows = (manifest["shows"] as? [[String: Any]])?.compactMap { $0["show"] as? Int }
        #expect(shows?.count == 30)
    }
}
