import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Every screen in each state that changes what its keys do: lists with the
/// selection in the middle, details pushed, the date picker, the standings,
/// a filter being typed and one kept, both dialogs.
enum KeyWalk {
    static func states() -> [(name: String, state: AppState)] {
        var all: [(String, AppState)] = []
        func add(_ name: String, _ state: AppState, _ keys: Key...) {
            var s = state
            for key in keys { _ = reduce(&s, .key(key)) }
            all.append((name, s))
        }
        let favorites = Array(sampleShows().prefix(6))
        for (w, h) in [(80, 24), (120, 40)] {
            let size = "\(w)x\(h)"
            add("scores \(size)", loadedScores(width: w, height: h), .down, .down)
            add("scores detail \(size)", loadedScores(width: w, height: h), .down, .down, .enter)
            add("picker \(size)", loadedScores(width: w, height: h), .char("d"), .right)
            add("league picker \(size)", loadedScores(width: w, height: h), .char("l"), .char("n"))
            add("standings \(size)", loadedStandings(width: w, height: h), .down, .down)
            add("nhl board \(size)", loadedNHL(width: w, height: h), .down)
            // One step into the section, so that both directions of the scroll keys do something.
            add("nhl final box \(size)", nhlCenter(2026020302, width: w, height: h, section: "b"), .char("J"))
            add("nhl live plays \(size)", nhlCenter(2026020303, width: w, height: h, section: "p"), .char("J"))
            add("nhl live plays goals only \(size)", nhlCenter(2026020303, width: w, height: h, section: "p"), .char("!"))
            add("nhl standings \(size)", loadedNHL(width: w, height: h), .char("s"))
            add("team page \(size)", TeamPageTests.page(width: w, height: h), .down)
            add("team roster \(size)", TeamPageTests.page(width: w, height: h, roster: true), .down)
            // The season's shape: the bracket on a series begun (both directions of the tree move), the leaders, a player's page.
            add("nhl bracket \(size)", NHLBracketBoardTests.opened(width: w, height: h), .down, .left, .right)
            add("mlb bracket \(size)", MLBBracketBoardTests.opened(width: w, height: h), .down, .left, .right)
            add("leaders \(size)", LeadersBoardTests.opened(width: w, height: h), .down, .right)
            add("player page \(size)", FollowedPlayersTests.page(width: w, height: h))
            add("nfl standings \(size)", loadedESPNStandings(.nfl, width: w, height: h), .down)
            add("nba standings \(size)", loadedESPNStandings(.nba, ESPNStandingsTests.nba, width: w, height: h), .down)
            // Every section of both leagues' centers, live and final, on a game in the middle of the list
            // and one step into the section, so that both directions of the movement keys do something.
            // (The win-probability chart is one line taller than 80x24's pane: one step reaches its end.)
            for section: Character in w == 80 ? ["i", "b", "p", "a"] : ["i", "b", "p", "a", "w"] {
                add("mlb live \(section) \(size)", centerScores("2018-09-20", 530103, width: w, height: h, section: section), .char("J"))
                add("mlb final \(section) \(size)", centerScores("2018-09-19", 530003, width: w, height: h, section: section), .char("J"))
            }
            add("mlb plays cursor \(size)", centerScores("2018-09-19", 530003, width: w, height: h, section: "p"), .char("]"), .char("J"))
            add("mlb at bat first \(size)", centerScores("2018-09-19", 530003, width: w, height: h, section: "a"), .char("g"), .char("J"))
            add("mlb full screen \(size)", centerScores("2018-09-19", 530003, width: w, height: h, section: "b"), .char("z"), .char("J"))
            for section: Character in ["i", "b", "p", "m"] {
                add("nhl live \(section) \(size)", nhlCenter(2026020303, width: w, height: h, section: section == "i" ? nil : section),
                    .char("J"))
            }
            for section: Character in ["i", "p", "b", "c", "w"] {
                add("nfl live \(section) \(size)", nflCard(401772003, width: w, height: h), .char(section), .char("J"))
            }
            add("nfl drive open \(size)", nflCard(401772003, width: w, height: h), .char("p"), .char("]"), .enter, .char("J"))
            for section: Character in ["i", "u", "c", "p", "T"] {
                add("soccer live \(section) \(size)", SoccerBoardTests.center(width: w, height: h), .char(section), .char("J"))
            }
            add("soccer standings \(size)", SoccerBoardTests.board(width: w, height: h), .char("s"), .down)
            for section: Character in ["i", "b", "p", "c"] {
                add("college basketball live \(section) \(size)", ESPNBasketballTests.center(width: w, height: h), .char(section), .char("J"))
            }
            add("nhl plays cursor \(size)", nhlCenter(2026020303, width: w, height: h, section: "p"), .char("]"), .char("J"))
            // The game not started is the list's last row: pushed over the list, its preview is a pager.
            if w == 80 { add("nhl not started \(size)", nhlCenter(2026020304, width: w, height: h)) }
            add("schedule \(size)", loadedSchedule(width: w, height: h), .down, .down)
            add("schedule detail \(size)", loadedSchedule(width: w, height: h), .down, .down, .enter)
            add("shows \(size)", loadedShows(width: w, height: h, favorites: favorites), .down, .down)
            add("shows detail \(size)", loadedShows(width: w, height: h, favorites: favorites), .down, .down, .enter)
            add("shows filtering \(size)", loadedShows(width: w, height: h, favorites: favorites), .char("/"), .char("a"))
            add("shows filtered \(size)", loadedShows(width: w, height: h, favorites: favorites), .char("/"), .char("a"), .enter, .down)
            var fav = loadedShows(width: w, height: h, favorites: favorites)
            _ = reduce(&fav, .key(.char("4")))
            add("favorites \(size)", fav, .down, .down)
            add("favorites detail \(size)", fav, .down, .down, .enter)
            add("delete dialog \(size)", loadedShows(width: w, height: h, favorites: favorites), .char("x"))
            let tor = sampleRoster("TOR").players
            let saved = [samplePlayer(tor[2].id)]
            let three = [2, 5, 8].map { samplePlayer(tor[$0].id) }
            add("my players \(size)", hockeyState(width: w, height: h, favorites: three), .down)
            var myDetail = hockeyState(width: w, height: h, favorites: three)
            pressHockey(&myDetail, .down, .enter)
            all.append(("my players detail \(size)", myDetail))
            var teams = hockeyTeams(width: w, height: h)
            pressHockey(&teams, .down, .down)
            all.append(("hockey teams \(size)", teams))
            add("hockey teams filtering \(size)", hockeyTeams(width: w, height: h), .char("/"), .char("a"))
            add("hockey teams filtered \(size)", hockeyTeams(width: w, height: h), .char("/"), .char("a"), .enter, .down)
            var map = hockeyMap(width: w, height: h)
            pressHockey(&map, .down)
            all.append(("hockey map \(size)", map))
            var roster = hockeyRoster(width: w, height: h, favorites: saved)
            pressHockey(&roster, .down, .down)
            all.append(("roster \(size)", roster))
            pressHockey(&roster, .enter)
            all.append(("roster player \(size)", roster))
            var removeDialog = hockeyState(width: w, height: h, favorites: saved)
            pressHockey(&removeDialog, .char("x"))
            all.append(("remove player dialog \(size)", removeDialog))
            var favPlayers = hockeyState(width: w, height: h)
            _ = reduce(&favPlayers, .saved(.showsRead(.success(Array(sampleShows().prefix(2))))))
            _ = reduce(&favPlayers, .saved(.playersRead(.success(Array(three.prefix(2))))))
            _ = reduce(&favPlayers, .key(.char("4")))
            add("favorites with players \(size)", favPlayers, .down, .down)
            var nba = basketballTeams(width: w, height: h)
            pressBasketball(&nba, .down, .down)
            all.append(("basketball teams \(size)", nba))
            add("basketball filtering \(size)", basketballTeams(width: w, height: h), .char("/"), .char("o"))
            add("basketball filtered \(size)", basketballTeams(width: w, height: h), .char("c"), .char("/"), .char("o"), .enter, .down)
            var knicks = basketballKnicks(width: w, height: h)
            pressBasketball(&knicks, .down, .down)
            all.append(("basketball team \(size)", knicks))
            pressBasketball(&knicks, .enter)
            all.append(("basketball popup \(size)", knicks))
            var noKey = makeState(width: w, height: h, tab: .basketball)
            _ = reduce(&noKey, .basketball(.teamsLoaded(.failure(.missingKey(LiveDataSource.nbaKeyHelp)), at: loadTime)))
            all.append(("basketball without a key \(size)", noKey))
            // Nothing on screen yet: a failure with nothing to show is a dialog (with a copy, a quiet line).
            var retry = makeState(width: w, height: h)
            _ = reduce(&retry, .start)
            _ = reduce(&retry, .scores(.mlb(.loaded(testDay, .failure(.timeout), at: loadTime))))
            all.append(("retry dialog \(size)", retry))
            add("settings \(size)", makeState(width: w, height: h), .char(","), .down, .down)
            add("settings leagues \(size)", makeState(width: w, height: h), .char(","), .end, .up, .up, .up, .up, .up, .up, .up, .enter, .down)
            var quiet = makeState(width: w, height: h)
            _ = reduce(&quiet, .key(.char(",")))
            quiet.settingsSheet.selected = SettingItem.lines.firstIndex(of: .item(.quietHours))!
            add("settings quiet hours \(size)", quiet, .enter, .char("2"))
        }
        let bye = loadedSchedule()
        var onBye = bye
        while onBye.schedule.selectedRow.map({ if case .bye = $0 { false } else { true } }) ?? false { _ = reduce(&onBye, .key(.down)) }
        all.append(("schedule on a bye", onBye))
        return all
    }

    /// The states, made once for every test that walks them (each test case used to make them all again).
    static let cached: [(name: String, state: AppState)] = states()

    /// Keys a terminal can send that any screen might bind.
    static let universe: [Key] = [.up, .down, .left, .right, .enter, .escape, .tab, .backTab, .backspace, .pageUp, .pageDown,
                                  .home, .end, .shiftPageUp, .shiftPageDown, .ctrl("c"), .ctrl("z")]
        + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/?[]- ,:+=".map { Key.char($0) }

    /// A key does something when it changes the state or asks for something.
    static func doesSomething(_ key: Key, in state: AppState) -> Bool {
        var s = state
        let commands = AppReducer.reduce(&s, .key(key))
        return !commands.isEmpty || s != state
    }
}

@Suite struct KeyWalkTests {
    /// The hint bar and `?` overlay are built from `AppReducer.keyHelp`: what it lists must be exactly what works.
    @Test(arguments: KeyWalk.cached.map(\.name))
    func helpListsExactlyTheKeysThatWork(name: String) {
        let state = KeyWalk.cached.first { $0.name == name }!.state
        let help = AppReducer.keyHelp(for: state)
        let listed = Set(help.flatMap(\.entries).flatMap(\.keys))
        for key in KeyWalk.universe {
            let works = KeyWalk.doesSomething(key, in: state)
            // Typing into a filter or a date takes any character; help names it once ("a-z", "0-9").
            let typed: Bool = {
                guard case .char(let c) = key else { return false }
                if state.shows.filtering && state.tab == .shows { return true }
                if state.hockey.teams.filtering && state.tab == .hockey { return true }
                if state.basketball.filtering && state.tab == .basketball { return true }
                if state.scores.picker != nil && state.tab == .scores { return c.isNumber }
                if state.scores.leaguePicker != nil && state.tab == .scores { return true }
                if state.presented == .settings, state.settingsSheet.typing != nil { return c.isNumber || c == ":" || c == "-" }
                return false
            }()
            if works && !typed { #expect(listed.contains(key), "\(name): \(key) works but is not listed") }
        }
        for key in listed {
            // The digit of the tab on screen selects what is already selected.
            if key == .char(Character(String(state.tabIndex + 1))) { continue }
            #expect(KeyWalk.doesSomething(key, in: state), "\(name): \(key) is listed but does nothing")
        }
    }

    /// `?` draws only inside its box: every cell around it (bar the hint bar,
    /// which names the help's own keys) is the screen it opened over.
    @Test func helpTouchesNothingOutsideItsBox() {
        for (name, state) in KeyWalk.cached where state.size.width == 80 && (state.presented == nil) {
            var open = state
            _ = reduce(&open, .key(.char("?")))
            guard open.presented == .help else { continue }
            let before = render(state), after = render(open), box = HelpLayout(open).box
            let hints = Layout(size: state.size).hints.y
            var stray: [String] = []
            for y in 0..<state.size.height where y != hints {
                for x in 0..<state.size.width where !box.contains(Point(x: x, y: y)) && before[x, y] != after[x, y] {
                    stray.append("\(x + 1),\(y + 1) '\(after[x, y].grapheme)'")
                }
            }
            #expect(stray.isEmpty, "\(name): \(stray.prefix(5))")
        }
    }

    @Test func helpTitleNamesWhatHasTheKeys() {
        let titles = [("standings 80x24", "Keys — Standings"), ("picker 80x24", "Keys — Date picker"),
                      ("retry dialog 80x24", "Keys — Dialog"), ("scores 80x24", "Keys — Scores"),
                      ("shows 80x24", "Keys — Shows"), ("favorites 80x24", "Keys — Favorites")]
        let states = KeyWalk.cached
        for (name, title) in titles {
            var s = states.first { $0.name == name }!.state
            _ = reduce(&s, .key(.char("?")))
            #expect(s.presented?.isHelp == true, "\(name): ? opens help")
            #expect(render(s).lines.joined().contains(title), "\(name): \(title)")
        }
    }
}
