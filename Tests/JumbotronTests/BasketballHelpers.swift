import Foundation
import SportsCore
import TerminalUI
import TestSupport
@testable import Jumbotron

extension EffectSignature {
    static let fetchNBATeams = Self.fetch(.nbaTeams)
    static func fetchNBAPlayers(_ team: Int, _ cursor: Int?) -> Self { .fetch(.nbaPlayers(team: team, cursor: cursor)) }
}

func sampleNBATeams() -> [NBATeam] { sample(.nbaTeams) }
func sampleNBAPage(_ team: Int, _ cursor: Int?) -> NBAPlayersPage { sample(.nbaPlayers(team: team, cursor: cursor)) }

/// Answers Basketball requests from the bundled sample, as the runtime would.
func answerBasketball(_ s: inout AppState, _ effects: [EffectSignature]) {
    for effect in effects {
        guard case .fetch(let endpoint) = effect else { continue }
        switch endpoint {
        case .nbaTeams, .bundled(.nbaTeams):
            answerBasketball(&s, reduce(&s, .basketball(.teamsLoaded(.success(Loaded(value: sampleNBATeams(), origin: .bundledSample)), at: loadTime))))
        case .nbaPlayers(let team, let cursor), .bundled(.nbaPlayers(let team, let cursor)):
            let file = Fixtures.samples.appendingPathComponent(endpoint.samplePath)
            let result: Result<Loaded<NBAPlayersPage>, FetchError> = FileManager.default.fileExists(atPath: file.path)
                ? .success(Loaded(value: sampleNBAPage(team, cursor), origin: .bundledSample))
                : .failure(.noSample("The offline sample has no players for this team."))
            answerBasketball(&s, reduce(&s, .basketball(.playersLoaded(team: team, cursor: cursor, result, at: loadTime))))
        default: break
        }
    }
}

func pressBasketball(_ s: inout AppState, _ keys: Key...) {
    for key in keys { answerBasketball(&s, reduce(&s, .key(key))) }
}

/// The Basketball tab with the sample's teams loaded (as with a key).
func basketballTeams(width: Int = 80, height: Int = 24, palette: Palette = .color) -> AppState {
    var s = makeState(width: width, height: height, tab: .basketball, monochrome: palette == .mono)
    s.display.fewColors = palette == .eight
    answerBasketball(&s, reduce(&s, .basketball(.app(.appear))))
    return s
}

/// The Knicks open (three pages in the sample).
func basketballKnicks(width: Int = 80, height: Int = 24, palette: Palette = .color) -> AppState {
    var s = basketballTeams(width: width, height: height, palette: palette)
    while s.basketball.selectedTeam?.abbreviation != "NYK" { pressBasketball(&s, .down) }
    pressBasketball(&s, .enter)
    return s
}
