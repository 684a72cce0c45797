import Foundation
import SportsCore
import TerminalUI
import TestSupport
@testable import Jumbotron

/// The offline sample's Sunday of week 11, 2026.
let nflSampleDay = Day(iso: "2026-11-22")!

func sampleNFLWeek() -> ESPNSlate {
    try! ESPNScoreboard.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/nfl-week-2026-2-11.json")))
}

func recordedNFLWeek() -> ESPNSlate { try! ESPNScoreboard.decode(Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json")) }

/// The MLB board, switched to the NFL with `l`, a week arrived (the sample's unless told).
func loadedNFL(width: Int = 80, height: Int = 24, week: ESPNSlate = sampleNFLWeek(), day: Day = nflSampleDay) -> AppState {
    var s = loadedScores("2018-09-19", width: width, height: height)
    s.scores.boards.nfl = BoardState<FootballLeague>(league: .nfl, date: day, bundledDates: [day], standings: ESPNStandingsBoard(league: .nfl))
    switchLeague(&s, to: .nfl)
    _ = reduce(&s, .scores(.nfl(.loaded(day, .success(Loaded(value: week, origin: .bundledSample)), at: loadTime))))
    return s
}

/// Moves the cursor to game `id` and, when the terminal is narrow, opens its card.
func openNFLCard(_ s: inout AppState, _ id: Int) {
    press(&s, .home)
    for _ in 0..<s.scores.boards.nfl.rows.count where s.scores.boards.nfl.selectedGame?.id != id { press(&s, .down) }
    if !Layout.isSplit(s.size) { press(&s, .enter) }
}

func nflCard(_ id: Int, width: Int, height: Int, week: ESPNSlate = sampleNFLWeek()) -> AppState {
    var s = loadedNFL(width: width, height: height, week: week)
    openNFLCard(&s, id)
    if let summary = sampleNFLSummary(id) { answerSummary(&s, id, summary) }
    return s
}

/// The offline sample's summary of game `id`, when it bundles one.
func sampleNFLSummary(_ id: Int) -> ESPNSummary? {
    let url = Fixtures.samples.appendingPathComponent("espn/nfl-summary-\(id).json")
    return (try? Data(contentsOf: url)).flatMap { try? ESPNSummary.decode($0, event: id) }
}

/// The center's summary answer, as the runtime would hand it back.
func answerSummary(_ s: inout AppState, _ id: Int, _ summary: ESPNSummary) {
    _ = reduce(&s, .scores(.nfl(.center(.answer(.summaryLoaded(id, .success(Loaded(value: summary, origin: .bundledSample)), at: loadTime))))))
}

extension Endpoint {
    /// The NFL's scoreboard for a day, as the tests name it.
    static func nflDay(date: String) -> Endpoint { .espnDay(.nfl, date: date) }
}
