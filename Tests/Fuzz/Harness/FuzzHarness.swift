import CursesTerminal
import Foundation
import Jumbotron
import OfflineData
import SportsCore
import TerminalUI

/// The code paths the fuzzers drive, shared with the regression tests that
/// replay every input a fuzzer ever crashed on (`Fuzz/Regressions/<target>/`).
/// Each takes raw bytes and pushes them as far into the app as they go:
/// decode, reduce into state, render frames. A crash or a broken invariant
/// (`require`) is a finding: under a fuzzer it traps, so the fuzzer keeps the
/// input; under `findings(_:)` (the regression tests) it is recorded, so one
/// broken invariant fails one test instead of ending the test process.
public enum FuzzHarness {
    /// Broken invariants seen while a `findings` call runs (per task).
    public final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func add(_ s: String) { lock.withLock { items.append(s) } }
        var all: [String] { lock.withLock { items } }
    }
    @TaskLocal static var recorder: Recorder?

    /// Runs `body`, returning every invariant it broke (empty when none).
    public static func findings(_ body: () throws -> Void) rethrows -> [String] {
        let recorder = Recorder()
        try $recorder.withValue(recorder) { try body() }
        return recorder.all
    }

    /// An invariant: recorded under `findings`, a trap otherwise.
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        guard !condition() else { return }
        if let recorder { recorder.add(message()) } else { preconditionFailure(message()) }
    }

    public enum Target: String, CaseIterable, Sendable {
        case mlb, yinzcam, tvmaze, nhl, nba, text, events, pictures, nbaCursor, keyStream

        /// The libFuzzer executable, and the folder of its regressions.
        public var fuzzerName: String {
            switch self {
            case .mlb: "FuzzMLB"
            case .yinzcam: "FuzzYinzCam"
            case .tvmaze: "FuzzTVMaze"
            case .nhl: "FuzzNHL"
            case .nba: "FuzzNBA"
            case .text: "FuzzText"
            case .events: "FuzzEvents"
            case .pictures: "FuzzPictures"
            case .nbaCursor: "FuzzNBACursor"
            case .keyStream: "FuzzKeyStream"
            }
        }
    }

    public static func run(_ target: Target, _ data: Data) {
        switch target {
        case .mlb: mlb(data)
        case .yinzcam: yinzcam(data)
        case .tvmaze: tvmaze(data)
        case .nhl: nhl(data)
        case .nba: nba(data)
        case .text: text(data)
        case .events: events(data)
        case .pictures: pictures(data)
        case .nbaCursor: nbaCursorWalk(data)
        case .keyStream: keyStream(data)
        }
    }

    static let now = Date(timeIntervalSince1970: 1_537_400_000)
    static let day = Day(year: 2018, month: 9, day: 19)!

    static func blankState(_ tab: Tab, width: Int = 120, height: Int = 40) -> AppState {
        AppState(size: Size(width: width, height: height), tab: tab,
                 display: DisplayOptions(ascii: false, monochrome: false, offline: true,
                                         locale: TimeLocale(identifier: "en_US"),
                                         timeZone: Zone(identifier: "America/New_York")!),
                 today: day)
    }

    /// Renders the state, then walks the list and opens the detail of the
    /// first rows, rendering each step: what a user would look at.
    static func exercise(_ state: inout AppState, steps: Int = 6) {
        var canvas = Canvas(size: state.size)
        AppView.render(state, into: &canvas)
        for key in [Key.enter, .escape] + Array(repeating: Key.down, count: steps) + [.enter, .end, .enter, .pageUp] {
            _ = AppReducer.reduce(&state, .key(key))
            AppView.render(state, into: &canvas)
            checkInvariants(state)
        }
        _ = AppReducer.reduce(&state, .resize(Size(width: 80, height: 24)))
        AppView.render(state, into: &canvas)
    }

    public static func mlb(_ data: Data) {
        if let feed = try? MLBGameFeed.decode(data) { mlbGameCenter(feed) }
        if let wp = try? MLBWinProbability.decode(data) { mlbGameCenter(nil, wp) }
        guard let schedule = try? MLBSchedule.decode(data) else { return }
        var state = blankState(.scores)
        _ = AppReducer.reduce(&state, .scores(.mlb(.loaded(day, .success(Loaded(value: schedule.games, origin: .network)), at: now))))
        exercise(&state)
        PrintTableSanity.check(ScoresPrint.table(schedule.games, locale: state.display.locale,
                                                  timeZone: state.display.timeZone))
    }

    public static func yinzcam(_ data: Data) {
        guard let schedule = try? YinzCamSchedule.decode(data) else { return }
        var state = blankState(.schedule)
        _ = AppReducer.reduce(&state, .schedule(.loaded(.success(Loaded(value: schedule, origin: .network)), at: now)))
        exercise(&state)
        PrintTableSanity.check(SchedulePrint.table(schedule, locale: state.display.locale,
                                                   timeZone: state.display.timeZone))
    }

    public static func tvmaze(_ data: Data) {
        if let show = try? TVShow.decodeOne(data) {
            var state = blankState(.favorites)
            _ = AppReducer.reduce(&state, .saved(.showsRead(.success([show]))))
            exercise(&state, steps: 1)
            PrintTableSanity.check(ShowsPrint.detail(show, favorite: true))
        }
        guard let page = try? TVShow.decodePage(data) else { return }
        var state = blankState(.shows)
        _ = AppReducer.reduce(&state, .shows(.showsLoaded(page: 0, .success(Loaded(value: page, origin: .network)), at: now)))
        exercise(&state)
        PrintTableSanity.check(ShowsPrint.list(page, favorites: []))
    }

    /// The three NHL decoders (standings, roster, landing) and the map
    /// outline on the same bytes, each pushed through the Hockey screens and
    /// `print hockey`.
    public static func nhl(_ data: Data) {
        let hockeyDay = Day(year: 2026, month: 11, day: 22)!
        if let standings = try? NHLStandings.decode(data) {
            var state = blankState(.hockey)
            _ = AppReducer.reduce(&state, .key(.char("a")))
            _ = AppReducer.reduce(&state, .hockey(.teams(.standingsLoaded(.success(Loaded(value: standings, origin: .network)), at: now))))
            exercise(&state)
            _ = AppReducer.reduce(&state, .key(.char("m")))
            for key in [Key.left, .up, .right, .down, .right, .enter] { _ = AppReducer.reduce(&state, .key(key)) }
            var canvas = Canvas(size: state.size)
            AppView.render(state, into: &canvas)
            PrintTableSanity.check(HockeyPrint.teams(standings))
        }
        if let roster = try? NHLRoster.decode(data, tricode: "TOR") {
            var state = blankState(.hockey)
            _ = AppReducer.reduce(&state, .hockey(.intent(.openTeam("TOR"))))
            _ = AppReducer.reduce(&state, .hockey(.roster(.rosterLoaded("TOR", .success(Loaded(value: roster, origin: .network)), at: now))))
            exercise(&state)
            PrintTableSanity.check(HockeyPrint.roster(roster))
        }
        if let player = try? NHLPlayer.decodeLanding(data) {
            var state = blankState(.hockey)
            _ = AppReducer.reduce(&state, .saved(.playersRead(.success([player]))))
            _ = AppReducer.reduce(&state, .hockey(.playerLoaded(player.id, .success(Loaded(value: player, origin: .network)), at: now)))
            exercise(&state, steps: 1)
            PrintTableSanity.check(HockeyPrint.player(player, favorite: true, today: hockeyDay))
        }
        if let outline = try? MapOutline.decode(data) {
            _ = MapScene.make(outline: outline, teams: NHLClubs.all.map(\.tricode), size: Size(width: 80, height: 17), braille: true)
            _ = MapScene.make(outline: outline, teams: ["TOR"], size: Size(width: 40, height: 6), braille: false)
        }
    }

    /// balldontlie's teams and players decoders on the same bytes, through the
    /// Basketball screens (filters, paging, the popup) and `print basketball`.
    public static func nba(_ data: Data) {
        let sampleTeams = [NBATeam(id: 20, abbreviation: "NYK", city: "New York", name: "Knicks", fullName: "New York Knicks",
                                   conference: "East", division: "Atlantic")]
        if let teams = try? NBATeam.decodeList(data) {
            var state = blankState(.basketball)
            _ = AppReducer.reduce(&state, .basketball(.teamsLoaded(.success(Loaded(value: teams, origin: .network)), at: now)))
            exercise(&state)
            for key in [Key.escape, .char("c"), .char("/"), .char("e"), .char("\u{301}"), .enter, .char("c"), .down, .escape] {
                _ = AppReducer.reduce(&state, .key(key))
                checkInvariants(state)
            }
            var canvas = Canvas(size: state.size)
            AppView.render(state, into: &canvas)
            PrintTableSanity.check(BasketballPrint.teams(teams))
            PrintTableSanity.check(BasketballPrint.teams(teams, conference: .west, filter: "a"))
        }
        if let page = try? NBAPlayersPage.decode(data) {
            for size in [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 120, height: 40)] {
                var state = blankState(.basketball)
                _ = AppReducer.reduce(&state, .resize(size))
                _ = AppReducer.reduce(&state, .basketball(.teamsLoaded(.success(Loaded(value: sampleTeams, origin: .network)), at: now)))
                _ = AppReducer.reduce(&state, .key(.enter))
                // The same page three times: as the first page, as a next page, and with a cursor that does not move.
                for cursor in [nil, page.nextCursor, page.nextCursor] as [Int?] {
                    _ = AppReducer.reduce(&state, .basketball(.playersLoaded(team: 20, cursor: cursor,
                                                                             .success(Loaded(value: page, origin: .network)), at: now)))
                }
                var canvas = Canvas(size: state.size)
                for key in [Key.down, .enter, .down, .down, .up, .escape, .char("n"), .char("G"), .pageUp, .enter, .enter] {
                    _ = AppReducer.reduce(&state, .key(key))
                    AppView.render(state, into: &canvas)
                    checkInvariants(state)
                }
            }
            PrintTableSanity.check(BasketballPrint.players(page.players))
        }
        // The season file's skim: any bytes, never a crash, a hang or a range past the end.
        if let dates = JSONSkimmer.elements(of: data, at: ["leagueSchedule", "gameDates"]) {
            for range in dates { require(range.upperBound <= data.count, "a date past the end"); _ = JSONSkimmer.string("gameDate", in: data, range: range) }
        }
        _ = try? NBASeasonSchedule.games(data, on: Day(year: 2026, month: 11, day: 20)!)
    }

    /// Free text as the app meets it: summaries (HTML), typed dates, names
    /// drawn clipped and wrapped, and the same text in every print format.
    public static func text(_ data: Data) {
        let s = String(decoding: data, as: UTF8.self)
        let plain = HTMLText.plain(s)
        if let parsed = Day(iso: s) { FuzzHarness.require(parsed.description == s, "Day round trip") }
        for width in [0, 1, 2, 7, 40] {
            let fitted = Canvas.fit(s, width: width)
            FuzzHarness.require(fitted.width <= width && DisplayWidth.of(fitted.text) == fitted.width, "fit overflow")
            for line in Canvas.wrap(Canvas.sanitize(plain), width: max(1, width)) {
                FuzzHarness.require(DisplayWidth.of(line) <= max(1, width) || line.count == 1, "wrap overflow")
            }
        }
        var canvas = Canvas(size: Size(width: 30, height: 5))
        canvas.text(s, x: -3, y: 1, width: 40)
        canvas.text(s, x: 28, y: 4)
        for line in canvas.lines { FuzzHarness.require(DisplayWidth.of(line) <= 30, "canvas line overflow") }
        let table = PrintTable(columns: ["a", "b"], rows: [[.text(s), .text(plain)]])
        PrintTableSanity.check(table)
    }

    static func checkInvariants(_ state: AppState) {
        func inRange(_ v: ListViewport, _ count: Int, _ what: String) {
            FuzzHarness.require(count == 0 || (0..<count).contains(v.selected), "\(what) selection \(v.selected) of \(count)")
            FuzzHarness.require(v.offset >= 0 && (count == 0 || v.offset < count), "\(what) offset \(v.offset) of \(count)")
        }
        inRange(state.scores.boards.mlb.viewport, state.scores.boards.mlb.games.count, "scores")
        inRange(state.schedule.viewport, state.schedule.rows.count, "schedule")
        inRange(state.shows.viewport, state.shows.visible.count, "shows")
        inRange(state.favorites.viewport, state.favorites.rows.count, "favorites")
        inRange(state.hockey.myPlayers.list.viewport, state.saved.playerList.count, "my players")
        inRange(state.hockey.teams.list.viewport, state.hockey.teams.rows.count, "hockey teams")
        inRange(state.hockey.roster.list.viewport, state.hockey.roster.players.count, "roster")
        inRange(state.basketball.list.viewport, state.basketball.visible.count, "nba teams")
        inRange(state.basketball.playersViewport, state.basketball.ordered(state.basketball.openTeam).count, "nba players")
        FuzzHarness.require(state.basketball.popupScroll >= 0, "popup scroll")
        if let picker = state.scores.picker {
            let c = picker.cursor
            FuzzHarness.require(Day(year: c.year, month: c.month, day: c.day) != nil, "picker date \(c)")
        }
    }
}

/// Print output must never carry a raw control character, TSV never a
/// tab or newline inside a field, and JSON must always parse.
public enum PrintTableSanity {
    @discardableResult
    public static func check(_ table: PrintTable) -> Bool {
        for format in OutputFormat.allCases {
            let out = table.render(format)
            for scalar in out.unicodeScalars where scalar != "\n" && !(format == .tsv && scalar == "\t") {
                FuzzHarness.require(!isControl(scalar), "control U+\(String(scalar.value, radix: 16)) in \(format)")
            }
            switch format {
            case .tsv:
                // A record's sections follow it after a blank line and a `# name` line, each with its own header.
                var columns = table.columns.count
                var expectHeader = false
                for line in out.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    if line.isEmpty { continue }
                    if line.hasPrefix("# ") { expectHeader = true; continue }
                    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).count
                    if expectHeader { columns = fields; expectHeader = false; continue }
                    FuzzHarness.require(fields == columns, "TSV field count")
                }
            case .json:
                FuzzHarness.require((try? JSONSerialization.jsonObject(with: Data(out.utf8))) != nil, "JSON does not parse")
            case .text, .ics: break
            }
        }
        return true
    }

    public static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F..<0xA0).contains(s.value)
    }
}
