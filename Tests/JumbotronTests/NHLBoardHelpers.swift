import Foundation
import SportsCore
import TerminalUI
import TestSupport
@testable import Jumbotron

let nhlSampleDay = Day(iso: "2026-11-21")!

func nhlSample(_ name: String) -> Data {
    try! Data(contentsOf: Fixtures.samples.appendingPathComponent("nhl/\(name).json"))
}

func sampleNHLGames() -> [NHLGame] { try! NHLSchedule.decode(nhlSample("schedule-2026-11-21")).games(on: nhlSampleDay) }
func sampleLanding(_ id: Int) -> NHLLanding { try! NHLLanding.decode(nhlSample("landing-\(id)")) }
func sampleBox(_ id: Int) -> NHLBoxscore { try! NHLBoxscore.decode(nhlSample("boxscore-\(id)")) }
func samplePlays(_ id: Int) -> NHLPlayByPlay { try! NHLPlayByPlay.decode(nhlSample("play-by-play-\(id)")) }

extension EffectSignature {
    static func fetchNHLScores(_ day: Day) -> Self { .fetch(.nhlSchedule(date: day.iso)) }
    static func fetchLanding(_ id: Int) -> Self { .fetch(.nhlLanding(gameId: id)) }
    static func fetchNHLBox(_ id: Int) -> Self { .fetch(.nhlBoxscore(gameId: id)) }
    static func fetchNHLPlays(_ id: Int) -> Self { .fetch(.nhlPlayByPlay(gameId: id)) }
}

/// `L` until `league` is on screen when it is one of the user's leagues, else the picker
/// (`l`, its code typed, Enter); what was asked for on the way.
@discardableResult
func switchLeague(_ s: inout AppState, to league: ScoresLeague) -> [EffectSignature] {
    var asked: [EffectSignature] = []
    guard LeagueTable.standard.enabledRows.contains(where: { $0.id == league }) else {
        asked += press(&s, .char("l"))
        for c in league.rawValue { asked += press(&s, .char(c)) }
        return asked + press(&s, .enter)
    }
    for _ in LeagueTable.standard.enabledRows where s.scores.league != league { asked += press(&s, .char("n")) }
    return asked
}

/// The MLB board of 2018-09-19, switched to the NHL with `l`, the bundled NHL day arrived.
func loadedNHL(width: Int = 80, height: Int = 24, games: [NHLGame] = sampleNHLGames()) -> AppState {
    var s = loadedScores("2018-09-19", width: width, height: height)
    s.scores.boards.nhl = BoardState<NHLLeague>(league: .nhl, date: nhlSampleDay, bundledDates: [nhlSampleDay], standings: NHLStandingsBoard())
    switchLeague(&s, to: .nhl)
    _ = reduce(&s, .scores(.nhl(.loaded(nhlSampleDay, .success(Loaded(value: games, origin: .bundledSample)), at: loadTime))))
    return s
}

/// Selects game `id` and opens its center with its answers arrived; returns what was asked for.
@discardableResult
func openNHLCenter(_ s: inout AppState, _ id: Int, section: Character? = nil) -> [EffectSignature] {
    var asked: [EffectSignature] = []
    for _ in 0..<s.scores.boards.nhl.games.count where s.scores.boards.nhl.selectedGame?.id != id { asked += press(&s, .down) }
    if !Layout.isSplit(s.size) { asked += press(&s, .enter) } else { asked += reduce(&s, .scores(.nhl(.center(.restedOn(id))))) }
    asked += answerNHL(&s, id)
    if let section {
        asked += press(&s, .char(section))
        asked += answerNHL(&s, id)
    }
    return asked
}

/// Answers whatever the center is waiting for with the bundled samples.
@discardableResult
func answerNHL(_ s: inout AppState, _ id: Int) -> [EffectSignature] {
    var asked: [EffectSignature] = []
    guard let c = s.scores.boards.nhl.center, c.gameId == id else { return [] }
    if c.landing.isLoading {
        asked += reduce(&s, .scores(.nhl(.center(.answer(.landingLoaded(id, .success(Loaded(value: sampleLanding(id), origin: .bundledSample)), at: loadTime))))))
    }
    if s.scores.boards.nhl.center?.plays.isLoading == true {
        asked += reduce(&s, .scores(.nhl(.center(.answer(.playsLoaded(id, .success(Loaded(value: samplePlays(id), origin: .bundledSample)), at: loadTime))))))
    }
    if s.scores.boards.nhl.center?.box.isLoading == true {
        asked += reduce(&s, .scores(.nhl(.center(.answer(.boxLoaded(id, .success(Loaded(value: sampleBox(id), origin: .bundledSample)), at: loadTime))))))
    }
    return asked
}

func nhlCenter(_ id: Int, width: Int, height: Int, section: Character? = nil) -> AppState {
    var s = loadedNHL(width: width, height: height)
    openNHLCenter(&s, id, section: section)
    return s
}
