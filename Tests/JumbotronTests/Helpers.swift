import Foundation
import SportsCore
import TerminalUI
@testable import Jumbotron

let testDay = Day(iso: "2018-09-19")!

func makeState(width: Int = 80, height: Int = 24, tab: Tab = .scores, ascii: Bool = false, monochrome: Bool = false,
               offline: Bool = true) -> AppState {
    AppState(size: Size(width: width, height: height), tab: tab,
             display: DisplayOptions(ascii: ascii, monochrome: monochrome, offline: offline,
                                     locale: TimeLocale(identifier: "en_US"),
                                     timeZone: Zone(identifier: "America/New_York")!),
             today: testDay)
}

/// The screen without the hint and tab bars, for a screen's snapshots: those
/// two bars are chrome, with their own snapshots (`ChromeSnapshotTests`), so a
/// new tab or a new global key rewrites none of the screens' files.
func renderScreen(_ state: AppState) -> Canvas {
    render(state).cropped(rows: 0..<Layout(size: state.size).hints.y)
}

func render(_ state: AppState) -> Canvas {
    var canvas = Canvas(size: state.size)
    AppView.render(state, into: &canvas)
    return canvas
}

/// Reduces a sequence of keys, collecting what every command asks for.
@discardableResult
func press(_ state: inout AppState, _ keys: Key...) -> [EffectSignature] {
    keys.flatMap { reduce(&state, .key($0)) }
}

/// The app reducer, answering what its commands ask for (requests carry closures; their signatures compare).
@discardableResult
func reduce(_ state: inout AppState, _ action: AppAction) -> [EffectSignature] {
    AppReducer.reduce(&state, action).map(\.signature)
}

/// The requests the screens make, by name.
extension EffectSignature {
    static func fetchScores(_ day: Day) -> Self { .fetch(.mlbSchedule(date: day.iso)) }
    static func fetchStandings(season: Int) -> Self { .fetch(.mlbStandings(season: season)) }
    static let fetchSchedule = Self.fetch(.yinzcamSchedule)
    static func fetchShows(page: Int) -> Self { .fetch(.tvmazeShows(page: page)) }
    static func loadLogo(_ tricode: String) -> Self { .image(.nflLogo(tricode)) }
    static func loadPoster(_ url: URL) -> Self { .image(.url(url)) }
    static let loadFavorites = Self.database("list favorites")
    static let loadPlayers = Self.database("list favorite players")
    static func saveFavorite(_ show: TVShow) -> Self { .database("save favorite \(show.id)") }
    static func deleteFavorite(_ show: TVShow) -> Self { .database("delete favorite \(show.id)") }
}

import TestSupport

/// A bundled sample day's games, decoded as the app does.
func sampleGames(_ date: String) -> [MLBGame] {
    let data = try! Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/schedule-\(date).json"))
    return try! MLBSchedule.decode(data).games
}

let loadTime = Date(timeIntervalSince1970: 1_537_400_000)

/// A state showing `date` from the bundled samples, as after a successful load.
func loadedScores(_ date: String = "2018-09-19", width: Int = 80, height: Int = 24, origin: Origin = .bundledSample) -> AppState {
    var s = makeState(width: width, height: height)
    let day = Day(iso: date)!
    s.scores = ScoresState(date: day)
    s.scores.boards.mlb.bundledDates = ["2018-09-19", "2018-09-20", "2018-09-21"].map { Day(iso: $0)! }
    _ = reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: sampleGames(date), origin: origin)), at: loadTime))))
    return s
}

func sampleSchedule() -> YinzCamSchedule {
    try! YinzCamSchedule.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("yinzcam/schedule.json")))
}

/// The Schedule tab showing the bundled sample, as after a successful load.
func loadedSchedule(width: Int = 80, height: Int = 24, origin: Origin = .bundledSample) -> AppState {
    var s = makeState(width: width, height: height, tab: .schedule)
    _ = reduce(&s, .schedule(.loaded(.success(Loaded(value: sampleSchedule(), origin: origin)), at: loadTime)))
    return s
}

func sampleShows() -> [TVShow] {
    try! TVShow.decodePage(Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json")))
}

/// The Shows tab with the bundled page and the given favorites.
func loadedShows(width: Int = 80, height: Int = 24, favorites: [TVShow] = []) -> AppState {
    var s = makeState(width: width, height: height, tab: .shows)
    _ = reduce(&s, .saved(.showsRead(.success(favorites))))
    _ = reduce(&s, .shows(.showsLoaded(page: 0, .success(Loaded(value: sampleShows(), origin: .bundledSample)), at: loadTime)))
    return s
}

/// Where a list screen's rows are, as its reducer sees them.
extension ListDetailLayout {
    init(scores s: AppState) { self = s.scores.boards.mlb.list.layout(Board<MLBLeague>.spec(s.scores.boards.mlb, s.context()), s.context()) }
    init(schedule s: AppState) { self = s.schedule.list.layout(s.schedule.spec, s.context()) }
    init(shows s: AppState) { self = s.shows.list.layout(s.shows.spec(s.context()), s.context()) }
    init(favorites s: AppState) { self = s.favorites.list.layout(s.favorites.spec(s.context()), s.context()) }
}
