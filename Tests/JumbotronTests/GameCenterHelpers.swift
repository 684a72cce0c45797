import Foundation
import SportsCore
import TerminalUI
import TestSupport
@testable import Jumbotron

func sampleFeed(_ pk: Int) -> MLBGameFeed {
    try! MLBGameFeed.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/game-\(pk).json")))
}

func sampleWinProbability(_ pk: Int) -> MLBWinProbability {
    try! MLBWinProbability.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/win-probability-\(pk).json")))
}

extension EffectSignature {
    static func fetchFeed(_ pk: Int) -> Self { .fetch(.mlbGameFeed(gamePk: pk)) }
    static func fetchWinProbability(_ pk: Int) -> Self { .fetch(.mlbWinProbability(gamePk: pk)) }
}

/// Selects the game `pk` of the bundled `date` and opens its center (Enter
/// when narrow), with its feed arrived; returns what the selection asked for.
@discardableResult
func openCenter(_ s: inout AppState, _ pk: Int, feed: MLBGameFeed? = nil) -> [EffectSignature] {
    var asked: [EffectSignature] = []
    for _ in 0..<s.scores.boards.mlb.games.count where s.scores.boards.mlb.selectedGame?.gamePk != pk { asked += press(&s, .down) }
    if !Layout.isSplit(s.size) { asked += press(&s, .enter) } else { asked += reduce(&s, .scores(.mlb(.center(.restedOn(pk))))) }
    asked += reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(pk, .success(Loaded(value: feed ?? sampleFeed(pk), origin: .bundledSample)),
                                                     at: loadTime))))))
    return asked
}

func centerScores(_ date: String, _ pk: Int, width: Int, height: Int, section: Character? = nil) -> AppState {
    var s = loadedScores(date, width: width, height: height)
    openCenter(&s, pk)
    if section == "w" {
        press(&s, .char("w"))
        _ = reduce(&s, .scores(.mlb(.center(.answer(.winProbabilityLoaded(pk, .success(Loaded(value: sampleWinProbability(pk), origin: .bundledSample)),
                                                              at: loadTime))))))
    } else if let section {
        press(&s, .char(section))
    }
    return s
}

/// The selected game's center as a user sees it once its feed has come (the
/// rest timer beside the list, or Enter, asked for it).
func answerCenter(_ s: inout AppState) {
    guard let c = s.scores.boards.mlb.center, c.feed.isLoading else { return }
    _ = reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(c.gamePk, .success(Loaded(value: sampleFeed(c.gamePk), origin: .bundledSample)),
                                                              at: loadTime))))))
}
