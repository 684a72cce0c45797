import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The bundled samples are ours, invented by our scripts: they must not
/// contradict themselves, or the offline app shows a career with more winning
/// goals than goals. Every player landing is checked, season and career.
@Suite struct SampleInvariantsTests {
    static let players: [NHLPlayer] = {
        let dir = Fixtures.samples.appendingPathComponent("nhl")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.filter { $0.hasPrefix("player-") }.sorted().compactMap {
            try? NHLPlayer.decodeLanding(Data(contentsOf: dir.appendingPathComponent($0)))
        }
    }()

    func check(_ line: NHLPlayer.StatLine, goalie: Bool, _ who: String) {
        let gp = line.gamesPlayed ?? 0
        if goalie {
            let (w, l, otl) = (line.wins ?? 0, line.losses ?? 0, line.otLosses ?? 0)
            #expect(w + l + otl == gp, "\(who): W+L+OTL")
            #expect((line.shutouts ?? 0) <= w, "\(who): shutouts within wins")
            if let sv = line.savePctg { #expect(sv > 0.8 && sv < 1, "\(who): SV%") }
            if let gaa = line.goalsAgainstAvg { #expect(gaa >= 0 && gaa < 10, "\(who): GAA") }
            return
        }
        let (g, a, s) = (line.goals ?? 0, line.assists ?? 0, line.shots ?? 0)
        #expect(line.points == g + a, "\(who): P = G + A")
        #expect((line.powerPlayGoals ?? 0) + (line.shorthandedGoals ?? 0) <= g, "\(who): PPG + SHG within G")
        #expect((line.gameWinningGoals ?? 0) <= g, "\(who): GWG within G")
        #expect(g <= s, "\(who): G within S")
        if s > 0, let pct = line.shootingPctg { #expect(abs(pct - Double(g) / Double(s)) < 0.0005, "\(who): S% = G/S") }
    }

    @Test func everyPlayersSeasonAndCareerAddUp() throws {
        let players = Self.players
        #expect(players.count > 80)
        for p in players {
            guard let season = p.seasonStats, (season.gamesPlayed ?? 0) > 0 else { continue }
            check(season, goalie: p.isGoalie, "\(p.name) season")
            let career = try #require(p.career, "\(p.name) has a season but no career")
            check(career, goalie: p.isGoalie, "\(p.name) career")
            // A career includes this season.
            #expect((career.gamesPlayed ?? 0) >= (season.gamesPlayed ?? 0), "\(p.name): career GP")
            if p.isGoalie {
                #expect((career.wins ?? 0) >= (season.wins ?? 0), "\(p.name): career W")
            } else {
                #expect((career.goals ?? 0) >= (season.goals ?? 0), "\(p.name): career G")
                #expect((career.points ?? 0) >= (season.points ?? 0), "\(p.name): career P")
            }
            // The last five games are part of the season.
            #expect(p.lastGames.count <= min(5, season.gamesPlayed ?? 0), "\(p.name): last games")
            if !p.isGoalie {
                #expect(p.lastGames.reduce(0) { $0 + ($1.goals ?? 0) } <= (season.goals ?? 0), "\(p.name): last-5 goals")
                #expect(p.lastGames.reduce(0) { $0 + ($1.assists ?? 0) } <= (season.assists ?? 0), "\(p.name): last-5 assists")
                for game in p.lastGames { #expect(game.points == (game.goals ?? 0) + (game.assists ?? 0), "\(p.name): game points") }
            }
        }
    }
}
