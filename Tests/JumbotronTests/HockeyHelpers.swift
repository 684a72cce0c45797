import Foundation
import SportsCore
import TerminalUI
import TestSupport
@testable import Jumbotron

let hockeyDay = Day(iso: "2026-11-22")!

enum Palette: String, CaseIterable, Sendable { case color, eight, mono }

func sample<T>(_ fetch: Fetch<T>) -> T {
    let data = try! Data(contentsOf: Fixtures.samples.appendingPathComponent(fetch.endpoint.samplePath))
    return try! fetch.decode(data)
}

func sampleRoster(_ tri: String) -> NHLRoster { sample(.nhlRoster(tri)) }
func samplePlayer(_ id: Int) -> NHLPlayer { sample(.nhlPlayer(id)) }

extension EffectSignature {
    static let fetchNHLTeams = Self.fetch(.nhlStandings)
    static func fetchRoster(_ tri: String) -> Self { .fetch(.nhlRoster(tricode: tri)) }
    static func fetchPlayer(_ id: Int) -> Self { .fetch(.nhlPlayer(id: id)) }
    static let fetchMap = Self.fetch(.mapOutline)
    static let loadMyPlayers = Self.database("list favorite players")
}

/// The Hockey tab on the bundled sample, its answers delivered as the runtime would.
func hockeyState(width: Int = 80, height: Int = 24, palette: Palette = .color, favorites: [NHLPlayer] = []) -> AppState {
    var s = makeState(width: width, height: height, tab: .hockey, monochrome: palette == .mono)
    s.display.fewColors = palette == .eight
    s.today = hockeyDay
    _ = reduce(&s, .saved(.playersRead(.success(favorites))))
    return s
}

/// Answers the requests a Hockey step made with the bundled sample.
func answerHockey(_ s: inout AppState, _ effects: [EffectSignature]) {
    for effect in effects {
        guard case .fetch(let endpoint) = effect else { continue }
        switch endpoint {
        case .nhlStandings:
            _ = reduce(&s, .hockey(.teams(.standingsLoaded(.success(Loaded(value: sample(.nhlStandings()), origin: .bundledSample)), at: loadTime))))
        case .mapOutline:
            answerHockey(&s, reduce(&s, .hockey(.teams(.outlineLoaded(.success(Loaded(value: sample(.mapOutline), origin: .bundledSample)), at: loadTime)))))
        case .nhlRoster(let tri):
            answerHockey(&s, reduce(&s, .hockey(.roster(.rosterLoaded(tri, .success(Loaded(value: sampleRoster(tri), origin: .bundledSample)), at: loadTime)))))
        case .nhlPlayer(let id):
            _ = reduce(&s, .hockey(.playerLoaded(id, .success(Loaded(value: samplePlayer(id), origin: .bundledSample)), at: loadTime)))
        default: break
        }
    }
}

/// Presses keys, answering every request from the sample as it goes.
func pressHockey(_ s: inout AppState, _ keys: Key...) {
    for key in keys { answerHockey(&s, reduce(&s, .key(key))) }
}

/// Teams (list), the map, a roster and a player on the sample.
func hockeyTeams(width: Int = 80, height: Int = 24, palette: Palette = .color) -> AppState {
    var s = hockeyState(width: width, height: height, palette: palette)
    pressHockey(&s, .char("a"))
    return s
}

func hockeyMap(width: Int = 80, height: Int = 24, palette: Palette = .color) -> AppState {
    var s = hockeyTeams(width: width, height: height, palette: palette)
    pressHockey(&s, .char("m"))
    return s
}

func hockeyRoster(_ tri: String = "TOR", width: Int = 80, height: Int = 24, palette: Palette = .color,
                  favorites: [NHLPlayer] = []) -> AppState {
    var s = hockeyState(width: width, height: height, palette: palette, favorites: favorites)
    pressHockey(&s, .char("a"))
    answerHockey(&s, reduce(&s, .hockey(.intent(.openTeam(tri)))))
    return s
}
