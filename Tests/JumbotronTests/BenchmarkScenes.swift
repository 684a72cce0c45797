import Foundation
import Jumbotron
import OfflineData
import Pictures
import SportsCore
import TerminalUI

// The states the frame benchmarks step through: the bundled samples as
// each screen shows them, and synthetic lists for the long-list scenes.
enum Scenes {
    static let day = Day(year: 2018, month: 9, day: 19)!
    static let now = Date(timeIntervalSince1970: 1_537_400_000)
    static let samples = OfflineData.samplesDirectory

    static func blank(_ tab: Tab, _ size: Size) -> AppState {
        AppState(size: size, tab: tab,
                 display: DisplayOptions(ascii: false, monochrome: false, offline: true, locale: TimeLocale(identifier: "en_US"),
                                         timeZone: Zone(identifier: "America/New_York")!),
                 today: day)
    }

    static func read(_ path: String) -> Data {
        samples.flatMap { try? Data(contentsOf: $0.appendingPathComponent(path)) } ?? Data()
    }

    /// Every screen measured: the tabs, the Hockey map and roster, the NBA teams and a team's 211 players.
    static let names = ["scores", "schedule", "shows", "favorites", "hockey-map", "hockey-roster", "basketball-teams", "basketball-team"]

    /// Each center section the frame benchmarks step through, with the two keys a
    /// frame alternates: a detail scroll (J and K) where the section is longer than
    /// its pane, else back and forth to the summary, so every frame draws a change
    /// (at 120×40 the box scores and the at-bat fit, and J changed nothing).
    struct CenterStep {
        let name: String
        let section: Character
        let nhl: Bool
        var pk = 530001
        /// Fits its pane at 120×40: the step goes to the summary and back instead of scrolling.
        var fits = false

        var keys: (Key, Key) { fits ? (.char("i"), .char(section)) : (.char("J"), .char("K")) }
        func scene() -> AppState { nhl ? Scenes.nhlCenter(section) : Scenes.gameCenter(section, pk: pk) }
    }

    static let centerSteps: [CenterStep] = [
        CenterStep(name: "gamecenter-summary", section: "i", nhl: false),
        CenterStep(name: "gamecenter-box", section: "b", nhl: false, fits: true),
        CenterStep(name: "gamecenter-plays", section: "p", nhl: false),
        CenterStep(name: "gamecenter-atbat", section: "a", nhl: false, fits: true),
        CenterStep(name: "gamecenter-winprob", section: "w", nhl: false, fits: true),
        CenterStep(name: "gamecenter-live-atbat", section: "a", nhl: false, pk: 530101, fits: true),
        CenterStep(name: "nhl-summary", section: "i", nhl: true),
        CenterStep(name: "nhl-box", section: "b", nhl: true, fits: true),
        CenterStep(name: "nhl-plays", section: "p", nhl: true),
        CenterStep(name: "nhl-shotmap", section: "m", nhl: true, fits: true),
    ]

    /// The Scores tab at 120×40 with a game's center beside the list, on `section`.
    static func gameCenter(_ section: Character, pk: Int = 530001) -> AppState {
        var s = blank(.scores, Size(width: 120, height: 40))
        let date = pk == 530001 ? "2018-09-19" : "2018-09-20"
        let day = Day(iso: date)!
        // The board shows the game's day first: an answer for a day not shown is dropped (the live
        // game's scene drew an empty board until this step).
        if day != s.scores.boards.mlb.date { _ = AppReducer.reduce(&s, .scores(.mlb(.intent(.nextDay)))) }
        let games = (try? MLBSchedule.decode(read("mlb/schedule-\(date).json")).games) ?? []
        _ = AppReducer.reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: games, origin: .bundledSample)), at: now))))
        while s.scores.boards.mlb.selectedGame.map({ $0.gamePk != pk }) ?? false { _ = AppReducer.reduce(&s, .key(.down)) }
        if let feed = try? MLBGameFeed.decode(read("mlb/game-\(pk).json")) {
            _ = AppReducer.reduce(&s, .scores(.mlb(.center(.answer(.feedLoaded(pk, .success(Loaded(value: feed, origin: .bundledSample)), at: now))))))
        }
        _ = AppReducer.reduce(&s, .key(.char(section)))
        if let wp = try? MLBWinProbability.decode(read("mlb/win-probability-\(pk).json")) {
            _ = AppReducer.reduce(&s, .scores(.mlb(.center(.answer(.winProbabilityLoaded(pk, .success(Loaded(value: wp, origin: .bundledSample)), at: now))))))
        }
        return s
    }

    /// The NHL board of the bundled day with the final's center open on `section`.
    static func nhlCenter(_ section: Character) -> AppState {
        var s = blank(.scores, Size(width: 120, height: 40))
        let day = Day(iso: "2026-11-21")!, id = 2026020301
        s.scores.boards.nhl = BoardState<NHLLeague>(league: .nhl, date: day, standings: NHLStandingsBoard(),
                                                     bracket: BracketState(league: .nhl, season: 2026), leaders: LeadersState(league: .nhl))
        _ = AppReducer.reduce(&s, .key(.char("n")))
        let games = (try? NHLSchedule.decode(read("nhl/schedule-2026-11-21.json")).games(on: day)) ?? []
        _ = AppReducer.reduce(&s, .scores(.nhl(.loaded(day, .success(Loaded(value: games, origin: .bundledSample)), at: now))))
        _ = AppReducer.reduce(&s, .scores(.nhl(.center(.restedOn(id)))))
        if let landing = try? NHLLanding.decode(read("nhl/landing-\(id).json")) {
            _ = AppReducer.reduce(&s, .scores(.nhl(.center(.answer(.landingLoaded(id, .success(Loaded(value: landing, origin: .bundledSample)), at: now))))))
        }
        let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Fixtures/nhl/play-by-play-2024030121-final.json").standardized
        let data = (try? Data(contentsOf: recorded)) ?? read("nhl/play-by-play-\(id).json")
        if let plays = try? NHLPlayByPlay.decode(data) {
            _ = AppReducer.reduce(&s, .scores(.nhl(.center(.answer(.playsLoaded(id, .success(Loaded(value: plays, origin: .bundledSample)), at: now))))))
        }
        _ = AppReducer.reduce(&s, .key(.char(section)))
        if let box = try? NHLBoxscore.decode(read("nhl/boxscore-\(id).json")) {
            _ = AppReducer.reduce(&s, .scores(.nhl(.center(.answer(.boxLoaded(id, .success(Loaded(value: box, origin: .bundledSample)), at: now))))))
        }
        return s
    }

    /// A screen as it looks after its bundled sample loaded.
    static func loaded(_ name: String, size: Size) -> AppState {
        var s = blank(TabTable.tab(named: String(name.prefix { $0 != "-" })) ?? .scores, size)
        switch name {
        case "scores":
            let games = (try? MLBSchedule.decode(read("mlb/schedule-2018-09-19.json")).games) ?? []
            _ = AppReducer.reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: games, origin: .bundledSample)), at: now))))
        case "schedule":
            if let schedule = try? YinzCamSchedule.decode(read("yinzcam/schedule.json")) {
                _ = AppReducer.reduce(&s, .schedule(.loaded(.success(Loaded(value: schedule, origin: .bundledSample)), at: now)))
            }
        case "shows", "favorites":
            let shows = (try? TVShow.decodePage(read("tvmaze/shows-page-0.json"))) ?? []
            _ = AppReducer.reduce(&s, .shows(.showsLoaded(page: 0, .success(Loaded(value: shows, origin: .bundledSample)), at: now)))
            _ = AppReducer.reduce(&s, .saved(.showsRead(.success(shows))))
        case "hockey-map":
            // ↓ and ↑ on the map move between neighbouring badges.
            _ = AppReducer.reduce(&s, .key(.char("a")))
            if let teams = try? NHLStandings.decode(read("nhl/standings.json")) {
                _ = AppReducer.reduce(&s, .hockey(.teams(.standingsLoaded(.success(Loaded(value: teams, origin: .bundledSample)), at: now))))
            }
            _ = AppReducer.reduce(&s, .key(.char("m")))
            if let outline = try? MapOutline.decode(read("map/north-america-110m.json")) {
                _ = AppReducer.reduce(&s, .hockey(.teams(.outlineLoaded(.success(Loaded(value: outline, origin: .bundledSample)), at: now))))
            }
        case "hockey-roster":
            if let roster = try? NHLRoster.decode(read("nhl/roster-TOR.json"), tricode: "TOR") {
                _ = AppReducer.reduce(&s, .hockey(.intent(.openTeam("TOR"))))
                _ = AppReducer.reduce(&s, .hockey(.roster(.rosterLoaded("TOR", .success(Loaded(value: roster, origin: .bundledSample)), at: now))))
                _ = AppReducer.reduce(&s, .key(.down))
            }
        case "basketball-teams", "basketball-team":
            if let teams = try? NBATeam.decodeList(read("nba/teams.json")) {
                _ = AppReducer.reduce(&s, .basketball(.teamsLoaded(.success(Loaded(value: teams, origin: .bundledSample)), at: now)))
            }
            guard name == "basketball-team" else { break }
            // The Knicks with every page loaded (211 players), the selection a few rows down.
            for _ in 0..<40 where s.basketball.selectedTeam?.abbreviation != "NYK" { _ = AppReducer.reduce(&s, .key(.down)) }
            _ = AppReducer.reduce(&s, .key(.enter))
            for cursor in [nil, 1100, 1200] as [Int?] {
                let file = "nba/players-20-\(cursor.map(String.init) ?? "first").json"
                if let page = try? NBAPlayersPage.decode(read(file)) {
                    _ = AppReducer.reduce(&s, .basketball(.playersLoaded(team: 20, cursor: cursor,
                                                                          .success(Loaded(value: page, origin: .bundledSample)), at: now)))
                }
            }
            _ = AppReducer.reduce(&s, .key(.down))
        default: break
        }
        return s
    }

    /// `state` with pictures on and every picture its frames wish for converted
    /// from the bundled images, for the selection and the one below it.
    /// With `pixels`, they are real pixels in that protocol, for cells of 10×20 pixels.
    static func developed(_ state: AppState, pixels: PixelProtocol? = nil) -> AppState {
        var s = state
        s.display.pictures = .truecolor
        let cell = Size(width: 10, height: 20)
        if let pixels { s.display.pixels = PixelChoice(pixelProtocol: pixels, cellPixels: cell, reason: "benchmark") }
        // A show's poster is drawn once its download is cached: say so for the sample's, or the
        // Shows scenes measured frames without a single poster.
        if s.tab == .shows {
            for show in (try? TVShow.decodePage(read("tvmaze/shows-page-0.json"))) ?? [] {
                for url in [show.image?.medium, show.image?.original].compactMap({ $0 }) {
                    _ = AppReducer.reduce(&s, .shows(.posterLoaded(url, .cached)))
                }
            }
        }
        for key in [Key.down, .up] {
            var canvas = Canvas(size: s.size)
            AppView.render(s, into: &canvas)
            let wishes = canvas.pictureWishes
            _ = AppReducer.reduce(&s, .picturesWanted(wishes))
            for wish in wishes {
                guard let request = PictureShelf.request(for: wish.id) else { continue }
                let bytes = read(imagePath(request))
                let picture: ConvertedPicture?
                if let pixels {
                    picture = (try? PixelEncoder.encode(bytes, fitting: wish.size, cell: cell, as: pixels).get()).map { .pixels($0) }
                } else {
                    picture = (try? PictureConverter.convert(bytes, fitting: wish.size, depth: .truecolor).get()).map { .cells($0) }
                }
                guard let picture else { continue }
                _ = AppReducer.reduce(&s, .pictureConverted(wish, picture))
            }
            _ = AppReducer.reduce(&s, .key(key))
        }
        return s
    }

    /// Where the bundled sample keeps an image (named as the image cache names it).
    static func imagePath(_ request: ImageRequest) -> String {
        if let endpoint = request.endpoint { return "images/" + PictureStore.fileName(endpoint) }
        if case .url(let url) = request { return "images/\(PictureStore.imageKey(url)).img" }
        return ""
    }

    /// The Shows tab with `count` synthetic shows (names built from the samples').
    static func shows(count: Int, size: Size) -> AppState {
        let real = (try? TVShow.decodePage(read("tvmaze/shows-page-0.json"))) ?? [TVShow(id: 1, name: "Show")]
        let shows = (0..<count).map { i -> TVShow in
            var show = real[i % real.count]
            show.id = 10_000 + i
            show.name = "\(show.name) \(i)"
            return show
        }
        var s = blank(.shows, size)
        _ = AppReducer.reduce(&s, .shows(.showsLoaded(page: 0, .success(Loaded(value: shows, origin: .bundledSample)), at: now)))
        return s
    }
}
