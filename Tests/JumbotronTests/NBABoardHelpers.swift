import Foundation
import SportsCore
import TerminalUI
import TestSupport
@testable import Jumbotron

let nbaSampleDay = Day(iso: "2026-11-20")!

func nbaSample(_ name: String) -> Data {
    try! Data(contentsOf: Fixtures.samples.appendingPathComponent("nba/\(name).json"))
}

func sampleNBAGames() -> [NBAGame] { try! NBASeasonSchedule.games(nbaSample("schedule-2026-11-20"), on: nbaSampleDay) }
func sampleNBABox(_ id: Int) -> NBABoxscore { try! NBABoxscore.decode(nbaSample("boxscore-\(NBAGame.code(id))")) }
func sampleNBAPlays(_ id: Int) -> NBAPlayByPlay { try! NBAPlayByPlay.decode(nbaSample("playbyplay-\(NBAGame.code(id))")) }

extension EffectSignature {
    static func fetchNBABox(_ id: Int) -> Self { .fetch(.nbaBoxscore(gameId: id)) }
    static func fetchNBAPlays(_ id: Int) -> Self { .fetch(.nbaPlayByPlay(gameId: id)) }
}

/// The MLB board, switched to the NBA with `l`, the bundled NBA day arrived.
func loadedNBA(width: Int = 80, height: Int = 24) -> AppState {
    var s = loadedScores("2018-09-19", width: width, height: height)
    s.scores.boards.nba = BoardState<NBALeague>(league: .nba, date: nbaSampleDay, bundledDates: [nbaSampleDay], standings: ESPNStandingsBoard(league: .nba))
    switchLeague(&s, to: .nba)
    _ = reduce(&s, .scores(.nba(.loaded(nbaSampleDay, .success(Loaded(value: sampleNBAGames(), origin: .bundledSample)), at: loadTime))))
    return s
}

/// Selects game `id` and opens its center with its answers arrived; returns what was asked for.
@discardableResult
func openNBACenter(_ s: inout AppState, _ id: Int, section: Character? = nil) -> [EffectSignature] {
    var asked: [EffectSignature] = []
    for _ in 0..<s.scores.boards.nba.games.count where s.scores.boards.nba.selectedGame?.id != id { asked += press(&s, .down) }
    if !Layout.isSplit(s.size) { asked += press(&s, .enter) } else { asked += reduce(&s, .scores(.nba(.center(.restedOn(id))))) }
    asked += answerNBA(&s, id)
    if let section {
        asked += press(&s, .char(section))
        asked += answerNBA(&s, id)
    }
    return asked
}

/// Answers whatever the center is waiting for with the bundled samples.
@discardableResult
func answerNBA(_ s: inout AppState, _ id: Int) -> [EffectSignature] {
    var asked: [EffectSignature] = []
    guard let c = s.scores.boards.nba.center, c.gameId == id else { return [] }
    if c.box.isLoading {
        asked += reduce(&s, .scores(.nba(.center(.answer(.boxLoaded(id, .success(Loaded(value: sampleNBABox(id), origin: .bundledSample)), at: loadTime))))))
    }
    if s.scores.boards.nba.center?.plays.isLoading == true {
        asked += reduce(&s, .scores(.nba(.center(.answer(.playsLoaded(id, .success(Loaded(value: sampleNBAPlays(id), origin: .bundledSample)), at: loadTime))))))
    }
    return asked
}

func nbaCenter(_ id: Int, width: Int, height: Int, section: Character? = nil) -> AppState {
    var s = loadedNBA(width: width, height: height)
    openNBACenter(&s, id, section: section)
    return s
}
