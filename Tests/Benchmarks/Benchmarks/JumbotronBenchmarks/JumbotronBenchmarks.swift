import Benchmark
import Foundation
import Jumbotron
import OfflineData
import Pictures
import SportsCore
import TerminalUI

// In-process figures for docs/benchmarks.md (scripts/bench.sh runs these and
// the out-of-process ones). Every frame benchmark is one cursor step: the key
// reduced into state, the whole frame rendered into the canvas, and the cells
// that changed found for the terminal (what CursesTerminal hands ncurses).
// Each iteration alternates ↓ and ↑, so every iteration really changes the screen.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        timeUnits: .microseconds,
        warmupIterations: 20,
        maxDuration: .seconds(2),
        maxIterations: 20_000
    )

    // Scenes are built once, outside every measurement; a benchmark's
    // closure copies the state (O(1): arrays are shared until written) and
    // stops measuring before the copy is destroyed.
    let frames = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                         warmupIterations: 2, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 200)
    for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 250, height: 80)] {
        for name in Scenes.names {
            frameBenchmark("frame \(name) \(size.width)x\(size.height)", Scenes.loaded(name, size: size), frames)
        }
    }

    // The game center beside the list: each section of the bundled final (and
    // the live game's at-bat), one detail scroll step a frame (J and K).
    for (key, name) in [("i", "summary"), ("b", "box"), ("p", "plays"), ("a", "atbat"), ("w", "winprob")] as [(Character, String)] {
        frameBenchmark("frame gamecenter-\(name) 120x40", Scenes.gameCenter(key), frames, keys: (.char("J"), .char("K")))
    }
    frameBenchmark("frame gamecenter-live-atbat 120x40", Scenes.gameCenter("a", pk: 530101), frames, keys: (.char("J"), .char("K")))

    // The NHL center beside the list, on the recorded playoff game's 332
    // events when the shared fixtures are there (our sample's otherwise).
    for (key, name) in [("i", "summary"), ("b", "box"), ("p", "plays"), ("m", "shotmap")] as [(Character, String)] {
        frameBenchmark("frame nhl-\(name) 120x40", Scenes.nhlCenter(key), frames, keys: (.char("J"), .char("K")))
    }

    // Frame cost must not grow with the list: the same step in 100 and 100,000 shows.
    for count in [100, 100_000] {
        let scene = Scenes.shows(count: count, size: Size(width: 120, height: 40))
        Benchmark("scroll shows \(count)", configuration: frames) { benchmark in
            var frame = Frame(scene)
            frame.step(.pageDown)   // mid-list, so both directions move
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations { frame.step(i.isMultiple(of: 2) ? .down : .up) }
            benchmark.stopMeasurement()
            blackHole(frame)
        }
    }

    // One keystroke in the `/` filter over 100,000 names, frame included:
    // typing narrows, Backspace widens again, alternately.
    let big = Scenes.shows(count: 100_000, size: Size(width: 120, height: 40))
    Benchmark("filter keystroke 100000",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                   warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 500)) { benchmark in
        var frame = Frame(big)
        for key in [Key.char("/"), .char("s"), .char("h"), .char("o")] { frame.step(key) }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { frame.step(i.isMultiple(of: 2) ? .char("w") : .backspace) }
        benchmark.stopMeasurement()
        blackHole(frame)
    }

    // Pictures (issue 20): one conversion per image and slot size (off the main
    // loop in the app), and a Shows detail frame with the poster on screen.
    let poster = Scenes.read("images/\(PictureStore.imageKey(URL(string: "https://static.example.org/original/1000.jpg")!)).img")
    for (slot, depth) in [(Size(width: 14, height: 10), PictureDepth.truecolor), (Size(width: 14, height: 10), .palette256),
                          (Size(width: 40, height: 30), .truecolor), (Size(width: 40, height: 30), .palette256)] {
        Benchmark("picture poster \(slot.width)x\(slot.height) \(depth.rawValue)",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(2), maxIterations: 500)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(PictureConverter.convert(poster, fitting: slot, depth: depth)) }
        }
    }
    if case .success(let cells) = PictureConverter.convert(poster, fitting: Size(width: 14, height: 10), depth: .truecolor) {
        var scene = Scenes.loaded("shows", size: Size(width: 120, height: 40))
        scene.display.pictures = .truecolor
        let original = "https://static.example.org/original/1000.jpg"
        _ = AppReducer.reduce(&scene, .shows(.posterLoaded(original, .cached)))
        let wish = PictureWish(id: original, size: Size(width: 14, height: 10))
        _ = AppReducer.reduce(&scene, .picturesWanted([wish]))
        _ = AppReducer.reduce(&scene, .pictureConverted(wish, cells))
        frameBenchmark("frame shows-poster 120x40", scene, frames)
    }

    // Logos and headshots: SVG (MLB, NHL logos) goes through librsvg first.
    for (file, slot, depth) in [("mlb_147.svg", Size(width: 12, height: 6), PictureDepth.truecolor),
                                ("mlb_147.svg", Size(width: 12, height: 6), .palette256),
                                ("mlb_147.svg", Size(width: 8, height: 4), .truecolor),
                                ("nfl_pit_light.png", Size(width: 12, height: 6), .truecolor),
                                ("nfl_pit_light.png", Size(width: 8, height: 4), .truecolor),
                                (PictureStore.imageKey(URL(string: "https://assets.nhle.com/mugs/nhl/20262027/TOR/8480817.png")!) + ".img",
                                 Size(width: 12, height: 6), .truecolor)] {
        let bytes = Scenes.read("images/\(file)")
        let label = file.hasPrefix("img-") ? "headshot.png" : file
        Benchmark("picture \(label) \(slot.width)x\(slot.height) \(depth.rawValue)",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(2), maxIterations: 500)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(PictureConverter.convert(bytes, fitting: slot, depth: depth)) }
        }
    }
    // Each renderer (libchafa where installed, our half blocks everywhere) on
    // the sample poster (PNG) and our JPEG test scene, at a logo's slot and a
    // large detail's, in truecolor.
    let scene = (try? Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../PicturesTests/Images/scene.jpg").standardized)) ?? Data()
    for renderer in [PictureRenderer.chafa, .halfBlocks] where renderer == .halfBlocks || PictureConverter.chafaInstalled {
        for (name, bytes) in [("poster.png", poster), ("scene.jpg", scene)] where !bytes.isEmpty {
            for slot in [Size(width: 12, height: 6), Size(width: 40, height: 30)] {
                Benchmark("picture \(name) \(slot.width)x\(slot.height) truecolor \(renderer.rawValue)",
                          configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                               maxDuration: .seconds(2), maxIterations: 500)) { benchmark in
                    for _ in benchmark.scaledIterations {
                        blackHole(PictureConverter.convert(bytes, fitting: slot, depth: .truecolor, renderer: renderer))
                    }
                }
            }
        }
    }
    // Each detail pane with its pictures on screen, for both selections the
    // steps alternate between (so every frame draws converted cells).
    for name in ["scores", "schedule", "hockey-roster", "basketball-team"] {
        let scene = Scenes.developed(Scenes.loaded(name, size: Size(width: 120, height: 40)))
        frameBenchmark("frame \(name)-pictures 120x40", scene, frames)
    }

    // Typed decoding of the recorded payloads (skipped when ../shared/fixtures is absent).
    for payload in Payloads.all {
        Benchmark("decode \(payload.name)",
                  configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds,
                                       maxDuration: .seconds(2), maxIterations: 2_000)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(payload.decode()) }
        }
    }
}

/// One cursor step per iteration, ↓ and ↑ alternately, on `scene`.
func frameBenchmark(_ name: String, _ scene: AppState, _ configuration: Benchmark.Configuration,
                    keys: (Key, Key) = (.down, .up)) {
    Benchmark(name, configuration: configuration) { benchmark in
        var frame = Frame(scene)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { frame.step(i.isMultiple(of: 2) ? keys.0 : keys.1) }
        benchmark.stopMeasurement()
        blackHole(frame)
    }
}

/// The app's per-frame work outside ncurses, exactly as the runtime does it.
struct Frame {
    var state: AppState
    var canvas: Canvas
    var last: Canvas

    init(_ state: AppState) {
        self.state = state
        canvas = Canvas(size: state.size)
        last = Canvas(size: state.size)
        AppView.render(state, into: &canvas)
        last.copy(from: canvas)
    }

    mutating func step(_ key: Key) {
        _ = AppReducer.reduce(&state, .key(key))
        AppView.render(state, into: &canvas)
        blackHole(FrameDiff.forEachChange(from: last, to: canvas) { _, _, _ in })
        last.copy(from: canvas)
    }
}

enum Scenes {
    static let day = Day(year: 2018, month: 9, day: 19)!
    static let now = Date(timeIntervalSince1970: 1_537_400_000)
    static let samples = OfflineData.samplesDirectory

    static func blank(_ tab: Tab, _ size: Size) -> AppState {
        AppState(size: size, tab: tab,
                 display: DisplayOptions(ascii: false, monochrome: false, offline: true, locale: Locale(identifier: "en_US"),
                                         timeZone: TimeZone(identifier: "America/New_York")!),
                 today: day)
    }

    static func read(_ path: String) -> Data {
        samples.flatMap { try? Data(contentsOf: $0.appendingPathComponent(path)) } ?? Data()
    }

    /// Every screen measured: the tabs, the Hockey map and roster, the NBA teams and a team's 211 players.
    static let names = ["scores", "schedule", "shows", "favorites", "hockey-map", "hockey-roster", "basketball-teams", "basketball-team"]

    /// The Scores tab at 120×40 with a game's center beside the list, on `section`.
    static func gameCenter(_ section: Character, pk: Int = 530001) -> AppState {
        var s = blank(.scores, Size(width: 120, height: 40))
        let date = pk == 530001 ? "2018-09-19" : "2018-09-20"
        let day = Day(iso: date)!
        let games = (try? MLBSchedule.decode(read("mlb/schedule-\(date).json")).games) ?? []
        _ = AppReducer.reduce(&s, .scores(.loaded(day, .success(Loaded(value: games, origin: .bundledSample)), at: now)))
        while s.scores.selectedGame.map({ $0.gamePk != pk }) ?? false { _ = AppReducer.reduce(&s, .key(.down)) }
        if let feed = try? MLBGameFeed.decode(read("mlb/game-\(pk).json")) {
            _ = AppReducer.reduce(&s, .scores(.center(.feedLoaded(pk, .success(Loaded(value: feed, origin: .bundledSample)), at: now))))
        }
        _ = AppReducer.reduce(&s, .key(.char(section)))
        if let wp = try? MLBWinProbability.decode(read("mlb/win-probability-\(pk).json")) {
            _ = AppReducer.reduce(&s, .scores(.center(.winProbabilityLoaded(pk, .success(Loaded(value: wp, origin: .bundledSample)), at: now))))
        }
        return s
    }

    /// The NHL board of the bundled day with the final's center open on `section`.
    static func nhlCenter(_ section: Character) -> AppState {
        var s = blank(.scores, Size(width: 120, height: 40))
        let day = Day(iso: "2026-11-21")!, id = 2026020301
        s.scores.nhl = NHLBoardState(date: day)
        _ = AppReducer.reduce(&s, .key(.char("l")))
        let games = (try? NHLSchedule.decode(read("nhl/schedule-2026-11-21.json")).games(on: day)) ?? []
        _ = AppReducer.reduce(&s, .scores(.nhl(.loaded(day, .success(Loaded(value: games, origin: .bundledSample)), at: now))))
        _ = AppReducer.reduce(&s, .scores(.nhl(.center(.restedOn(id)))))
        if let landing = try? NHLLanding.decode(read("nhl/landing-\(id).json")) {
            _ = AppReducer.reduce(&s, .scores(.nhl(.center(.landingLoaded(id, .success(Loaded(value: landing, origin: .bundledSample)), at: now)))))
        }
        let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../../shared/fixtures/nhl/play-by-play-2024030121-final.json").standardized
        let data = (try? Data(contentsOf: recorded)) ?? read("nhl/play-by-play-\(id).json")
        if let plays = try? NHLPlayByPlay.decode(data) {
            _ = AppReducer.reduce(&s, .scores(.nhl(.center(.playsLoaded(id, .success(Loaded(value: plays, origin: .bundledSample)), at: now)))))
        }
        _ = AppReducer.reduce(&s, .key(.char(section)))
        if let box = try? NHLBoxscore.decode(read("nhl/boxscore-\(id).json")) {
            _ = AppReducer.reduce(&s, .scores(.nhl(.center(.boxLoaded(id, .success(Loaded(value: box, origin: .bundledSample)), at: now)))))
        }
        return s
    }

    /// A screen as it looks after its bundled sample loaded.
    static func loaded(_ name: String, size: Size) -> AppState {
        var s = blank(TabTable.tab(named: String(name.prefix { $0 != "-" })) ?? .scores, size)
        switch name {
        case "scores":
            let games = (try? MLBSchedule.decode(read("mlb/schedule-2018-09-19.json")).games) ?? []
            _ = AppReducer.reduce(&s, .scores(.loaded(day, .success(Loaded(value: games, origin: .bundledSample)), at: now)))
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
    static func developed(_ state: AppState) -> AppState {
        var s = state
        s.display.pictures = .truecolor
        for key in [Key.down, .up] {
            var canvas = Canvas(size: s.size)
            AppView.render(s, into: &canvas)
            let wishes = canvas.pictureWishes
            _ = AppReducer.reduce(&s, .picturesWanted(wishes))
            for wish in wishes {
                guard let request = PictureShelf.request(for: wish.id),
                      case .success(let cells) = PictureConverter.convert(read(imagePath(request)), fitting: wish.size, depth: .truecolor)
                else { continue }
                _ = AppReducer.reduce(&s, .pictureConverted(wish, cells))
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

struct Payload: Sendable {
    let name: String
    let bytes: Data
    let decoder: @Sendable (Data) -> Int

    func decode() -> Int { decoder(bytes) }
}

enum Payloads {
    /// `../shared/fixtures` beside the repository: this file is
    /// Tests/Benchmarks/Benchmarks/JumbotronBenchmarks/JumbotronBenchmarks.swift.
    static let fixtures = (0..<6).reduce(URL(fileURLWithPath: #filePath)) { url, _ in url.deletingLastPathComponent() }
        .appendingPathComponent("shared/fixtures")

    static let all: [Payload] = {
        let list: [(String, String, @Sendable (Data) -> Int)] = [
            ("mlb schedule 2019-03-09", "mlb/schedule-2019-03-09-spring-team-linescore.json", { (try? MLBSchedule.decode($0).games.count) ?? -1 }),
            ("mlb schedule 2022-04-15", "mlb/schedule-2022-04-15-to-2022-04-22-no-hydrate.json", { (try? MLBSchedule.decode($0).games.count) ?? -1 }),
            ("mlb game feed 777687", "mlb/feed-live-777687-2025-06-01-final.json", { (try? MLBGameFeed.decode($0).plays.count) ?? -1 }),
            ("nhl play-by-play 2024030121", "nhl/play-by-play-2024030121-final.json", { (try? NHLPlayByPlay.decode($0).plays.count) ?? -1 }),
            ("mlb schedule 2026-04-20", "mlb/schedule-2026-04-20-decisions-probables.json", { (try? MLBSchedule.decode($0).games.count) ?? -1 }),
            ("yinzcam schedule", "yinzcam/schedule-gb-2020-kyeoreheo.json", { (try? YinzCamSchedule.decode($0).sections.count) ?? -1 }),
            ("tvmaze shows page", "tvmaze/shows-page-1.json", { (try? TVShow.decodePage($0).count) ?? -1 }),
            ("nhl standings", "nhl/standings-2024-12-05.json", { (try? NHLStandings.decode($0).teams.count) ?? -1 }),
            ("nhl roster", "nhl/roster-TOR-20242025.json", { (try? NHLRoster.decode($0, tricode: "TOR").players.count) ?? -1 }),
            ("nhl player landing", "nhl/player-landing-8478402-2024-04-17.json", { (try? NHLPlayer.decodeLanding($0).id) ?? -1 }),
            ("nba teams", "nba/teams-45.json", { (try? NBATeam.decodeList($0).count) ?? -1 }),
            ("nba players", "nba/players-NYK-25.json", { (try? NBAPlayersPage.decode($0).players.count) ?? -1 }),
        ]
        return list.compactMap { name, path, decoder in
            guard let bytes = try? Data(contentsOf: fixtures.appendingPathComponent(path)) else { return nil }
            return Payload(name: name, bytes: bytes, decoder: decoder)
        }
    }()
}
