import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The offline sample keeps its promises: everything a bundled list names
/// (a day's games, the shows, the NBA teams, the NHL rosters) opens, through
/// the same requests the screens make, and `manifest.json` says so in full.
@Suite struct SampleContractTests {
    let source = OfflineDataSource(samples: Fixtures.samples)

    @Test func everyGameOnABundledMLBDayOpensItsCenter() async throws {
        let days = source.bundledMLBDays()
        #expect(days.count >= 2)
        var opened = 0
        for day in days {
            for game in try await source.run(.mlbSchedule(day)).value {
                let feed = try await source.run(.mlbGameFeed(game.gamePk))
                #expect(feed.value.gamePk == game.gamePk)
                if game.status.abstractGameState != "Preview", !(game.linescore?.innings ?? []).isEmpty {
                    _ = try await source.run(.mlbWinProbability(game.gamePk))
                }
                opened += 1
            }
        }
        #expect(opened == 16, "the two sample days' sixteen games")
    }

    @Test func everyGameOnABundledNHLDayOpensItsCenter() async throws {
        var opened = 0
        for day in source.bundledNHLDays() {
            for game in try await source.run(.nhlSchedule(day)).value {
                #expect(try await source.run(.nhlLanding(game.id)).value.id == game.id)
                #expect(try await source.run(.nhlBoxscore(game.id)).value.game.id == game.id)
                #expect(try await source.run(.nhlPlayByPlay(game.id)).value.game.id == game.id)
                opened += 1
            }
        }
        #expect(opened >= 4)
    }

    @Test func everyShowOpensAndEveryPosterItNamesIsThere() async throws {
        let store = PictureStore(http: nil, urls: .defaults, directory: makeTemporaryDirectory(),
                                 bundled: Fixtures.samples.appendingPathComponent("images"))
        let shows = try await source.run(.tvmazeShows(page: 0)).value
        var posters = 0
        for show in shows {
            #expect(try await source.run(.tvmazeShow(id: show.id)).value.id == show.id)
            for url in [show.image?.medium, show.image?.original].compactMap({ $0 }).compactMap(URL.init(string:)) {
                #expect(await store.image(url) == .cached, "\(show.name): \(url)")
                posters += 1
            }
        }
        #expect(shows.count == 30 && posters == 54, "27 shows with two sizes of poster each; three have none by design")
    }

    @Test func everyNBATeamHasPlayersOnEveryPage() async throws {
        let teams = try await source.run(.nbaTeams).value
        #expect(teams.count >= 30)
        for team in teams {
            var cursor: Int? = nil
            var players = 0
            repeat {
                let page = try await source.run(.nbaPlayers(team: team.id, cursor: cursor)).value
                players += page.players.count
                cursor = page.nextCursor
            } while cursor != nil
            #expect(players > 0, "\(team.fullName)")
        }
    }

    @Test func everyRosterPlayerOpensWithHisHeadshot() async throws {
        let store = PictureStore(http: nil, urls: .defaults, directory: makeTemporaryDirectory(),
                                 bundled: Fixtures.samples.appendingPathComponent("images"))
        for tricode in source.bundledNHLRosters() {
            for player in try await source.run(.nhlRoster(tricode)).value.players {
                #expect(try await source.run(.nhlPlayer(player.id)).value.id == player.id)
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
