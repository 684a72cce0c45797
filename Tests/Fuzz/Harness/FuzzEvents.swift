import CursesTerminal
import Foundation
import Jumbotron
import OfflineData
import SportsCore
import TerminalUI

extension FuzzHarness {
    /// Every tab loaded from the bundled samples, as a user sees the app a
    /// few seconds after start. Built once per process.
    static let loadedState: AppState = {
        var state = blankState(.scores)
        guard let samples = OfflineData.samplesDirectory else { return state }
        func read(_ path: String) -> Data { (try? Data(contentsOf: samples.appendingPathComponent(path))) ?? Data() }
        if let games = try? MLBSchedule.decode(read("mlb/schedule-2018-09-19.json")).games {
            _ = AppReducer.reduce(&state, .scores(.mlb(.loaded(day, .success(Loaded(value: games, origin: .bundledSample)), at: now))))
        }
        if let schedule = try? YinzCamSchedule.decode(read("yinzcam/schedule.json")) {
            _ = AppReducer.reduce(&state, .schedule(.loaded(.success(Loaded(value: schedule, origin: .bundledSample)), at: now)))
        }
        if let shows = try? TVShow.decodePage(read("tvmaze/shows-page-0.json")) {
            _ = AppReducer.reduce(&state, .shows(.showsLoaded(page: 0, .success(Loaded(value: shows, origin: .bundledSample)), at: now)))
            _ = AppReducer.reduce(&state, .saved(.showsRead(.success(Array(shows.prefix(3))))))
        }
        return state
    }()

    static let failures: [FetchError] = [.offline("connection refused"), .timeout, .httpStatus(503),
                                         .decoding("not valid JSON"), .tooLarge(limit: 20_000_000), .noSample("none")]

    /// Bytes read as a stream of events: keys (as ncurses hands them over,
    /// through the same mapping the terminal uses), resizes from 0×0 up,
    /// mouse clicks anywhere, and effect results arriving at any moment.
    /// Each event is reduced and the frame rendered; invariants are checked.
    public static func events(_ data: Data) {
        var state = loadedState
        var canvas = Canvas(size: state.size)
        var bytes = data.makeIterator()
        func next() -> UInt8 { bytes.next() ?? 0 }
        var events = 0
        while events < 64, let op = bytes.next() {   // long streams only repeat; short ones fuzz faster
            events += 1
            var actions: [AppAction] = []
            switch op % 10 {
            case 0, 1, 2:
                // The keys the app binds, so short inputs reach deep states.
                let keys: [Key] = [.up, .down, .left, .right, .enter, .escape, .tab, .backTab, .pageUp, .pageDown,
                                   .home, .end, .backspace, .shiftPageUp, .shiftPageDown, .char("/"), .char("d"),
                                   .char("f"), .char("x"), .char("t"), .char("r"), .char("?"), .char("o"),
                                   .char("1"), .char("2"), .char("3"), .char("4"), .char("y"), .char("n"),
                                   .char("j"), .char("k"), .char("["), .char("]"), .char("-"), .char("0"), .char("9")]
                actions.append(.key(keys[Int(next()) % keys.count]))
            case 3:
                // A few raw bytes through the escape-sequence decoder, as a terminal would send them.
                let count = Int(next() % 12) + 1
                var units: [KeySequenceDecoder.Input] = []
                for _ in 0..<count {
                    let b = next()
                    units.append(.code(b == 0xFF ? 27 : UInt32(b) | (op >= 128 && b > 0x7F ? UInt32(next()) << 8 : 0)))
                }
                for event in KeySequenceDecoder.decode(units, character: CursesKeys.character) {
                    if case .key(let key) = event { actions.append(.key(key)) }
                    if case .paste(let text) = event { actions.append(.paste(text)) }
                }
            case 4:
                if let key = CursesKeys.special(0o401 + Int32(next())) { actions.append(.key(key)) }
            case 5:
                // Up to 160×60 here (larger sizes are a property test): big frames would only slow the search.
                actions.append(.resize(Size(width: Int(next()) % 161, height: Int(next()) % 61)))
            case 6:
                let kinds: [MouseButtonEvent] = [.click, .doubleClick, .wheelUp, .wheelDown]
                actions.append(.mouse(MouseEvent(kinds[Int(next()) % 4], x: Int(next()) - 8, y: Int(next()) - 8)))
            case 7:
                let failure = failures[Int(next()) % failures.count]
                switch next() % 4 {
                case 0: actions.append(.scores(.mlb(.loaded(state.scores.boards.mlb.date, .failure(failure), at: now))))
                case 1: actions.append(.schedule(.loaded(.failure(failure), at: now)))
                case 2: actions.append(.shows(.showsLoaded(page: state.shows.nextPage, .failure(failure), at: now)))
                default: actions.append(.saved(.showsRead(.failure(StoreError("the database is locked by another program")))))
                }
            case 8:
                let shows = loadedState.shows.shows
                guard !shows.isEmpty else { break }
                let show = shows[Int(next()) % shows.count]
                let ok = next() % 3 != 0
                let deleted = next() % 2 == 0
                var list = state.saved.showList.filter { $0.id != show.id }
                if !deleted { list.append(show) }
                actions.append(.saved(.showsWritten(show, removed: deleted,
                                                ok ? .success(list) : .failure(StoreError("the disk is full")))))
            default:
                actions.append([AppAction.tick, .scores(.mlb(.liveRefreshDue)), .start][Int(next()) % 3])
            }
            for action in actions {
                _ = AppReducer.reduce(&state, action)
                AppView.render(state, into: &canvas)
                FuzzHarness.require(canvas.size == state.size, "canvas size")
                checkInvariants(state)
            }
        }
    }
}
