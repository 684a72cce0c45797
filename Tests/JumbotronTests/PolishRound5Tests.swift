import Foundation
@testable import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Names fans type: every league answers to its short names, in `--league`,
/// the config, `print` and the picker, and the picker's help lists them.
@Suite struct LeagueNamesTests {
    @Test func shortNamesNameTheirLeagues() throws {
        let cases = ["epl": "eng.1", "EPL": "eng.1", "premier": "eng.1", "Premier League": "eng.1", "premier-league": "eng.1",
                     "england": "eng.1", "ucl": "uefa.champions", "laliga": "esp.1", "la liga": "esp.1", "cfb": "college-football",
                     "ncaaf": "college-football", "wc": "fifa.world", "mls": "usa.1", "nfl": "nfl", "eng.1": "eng.1"]
        for (word, id) in cases { #expect(LeagueTable.standard.named(word)?.rawValue == id, "\(word)") }
        #expect(LeagueTable.standard.named("xfl") == nil && LeagueTable.standard.named("") == nil, "an unknown name is none, never a guess")
        #expect(try LeaguePrint.league("epl", in: .standard).rawValue == "eng.1")
        let loaded = SettingsFile.parse("scores_league = \"ucl\"\nleagues = [\"epl\", \"cfb\", \"nfl\"]")
        #expect(loaded.settings.scoresLeague.rawValue == "uefa.champions" && loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(loaded.settings.enabledLeagues.map(\.rawValue) == ["eng.1", "college-football", "nfl"])
        let effective = EffectiveSettings.resolve(file: SettingsFile.parse(""), overrides: SettingsOverrides(scoresLeague: "laliga"), environment: [:])
        #expect(effective.settings.scoresLeague.rawValue == "esp.1")
        let names = Set(LeagueTable.standard.rows.flatMap(\.aliases))
        #expect(names.count == LeagueTable.standard.rows.flatMap(\.aliases).count, "no short name names two leagues")
    }

    @Test func thePickerMatchesThemAndItsHelpListsThem() {
        var s = loadedScores(width: 120, height: 40)
        press(&s, .char("l"), .char("?"))   // an empty filter: ? is help
        let help = render(s).lines.joined(separator: "\n")
        #expect(help.contains("Short names") && help.contains("epl           Premier League"), "\(help)")
        press(&s, .escape)
        for c in "ucl" { press(&s, .char(c)) }
        #expect(LeaguePicker.current(s.scores.leaguePicker!, .standard)?.rawValue == "uefa.champions")
    }
}

/// The delay, seen: while it holds a board back, what cannot spoil shows at
/// once (games not started, finals over before the delay began), the rest
/// counts down to its delayed picture, and the header says so.
@Suite struct DelaySeenTests {
    static let league = SoccerBoardTests.league
    static let day = SoccerBoardTests.saturday
    /// Asked at 15:55 on the day: Chelsea–Arsenal (12:30) is long over, Liverpool–Villa is on.
    static let asked = Date(timeIntervalSince1970: 1_795_276_500)

    static func held(width: Int, height: Int, now: TimeInterval = 0) -> AppState {
        var s = SoccerBoardTests.board(width: width, height: height)
        let slate = SoccerBoardTests.sample("eng.1-day-2026-11-21.json") { try ESPNScoreboard.decode($0, league: LeagueID("eng.1"), sport: "soccer") }
        s.scores.boards[soccer: league].load = Loadable()
        let origin = Origin.heldBack(asked: asked, until: asked.addingTimeInterval(30))
        _ = reduce(&s, .scores(.soccer(league, .loaded(day, .success(Loaded(value: slate, origin: origin)), at: asked))))
        _ = reduce(&s, .clock(asked.addingTimeInterval(now)))
        return s
    }

    static func row(_ text: String, _ team: String) -> String {
        text.split(separator: "\n").first { $0.contains(team) }.map(String.init) ?? ""
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func whatCannotSpoilShowsAndTheRestCountsDown(width: Int, height: Int) {
        let s = Self.held(width: width, height: height, now: 6)
        let text = renderScreen(s).snapshot
        Snapshot.assert(text, named: "delay-held-eng.1-\(width)x\(height)")
        #expect(text.contains("delayed picture in 24 s"), "the header counts down")
        #expect(Self.row(text, "Chelsea").contains("FT"), "a final long over shows: \(Self.row(text, "Chelsea"))")
        if height >= 40 { #expect(Self.row(text, "Nottingham").contains("12:30"), "a game not started shows its kick-off: \(Self.row(text, "Nottingham"))") }
        #expect(Self.row(text, "Liverpool").contains("in 24 s"), "a live game waits: \(Self.row(text, "Liverpool"))")
        #expect(!text.contains("54'") && !text.contains("Goal "), "nothing of a live game shows")
        #expect(s.scores.boards[soccer: Self.league].load.isLoading, "the request still runs")
    }

    @Test func theCountdownRunsOutAndTheDelayedPictureReplacesIt() {
        var s = Self.held(width: 120, height: 40, now: 31)
        #expect(renderScreen(s).snapshot.contains("delayed picture due"))
        let slate = SoccerBoardTests.sample("eng.1-day-2026-11-21.json") { try ESPNScoreboard.decode($0, league: LeagueID("eng.1"), sport: "soccer") }
        // The delayed picture is as of the moment asked, as the held one was.
        _ = reduce(&s, .scores(.soccer(Self.league, .loaded(Self.day, .success(Loaded(value: slate, origin: .delayed(asOf: Self.asked))), at: Self.asked + 30))))
        let text = renderScreen(s).snapshot
        #expect(!text.contains("delayed picture") && text.contains("54'"), "the delayed picture, whole")
        #expect(!s.scores.boards[soccer: Self.league].load.isLoading)
    }

    /// Another day asked while one was held: the held answer goes with its request.
    @Test func aCancelledHeldAnswerLeavesNothingBehind() {
        var s = Self.held(width: 120, height: 40)
        _ = reduce(&s, .scores(.soccer(Self.league, .loaded(Self.day, .failure(.cancelled), at: Self.asked))))
        #expect(s.scores.boards[soccer: Self.league].load.value == nil)
    }

    /// `+` and `-` move the delay and say so; the title bar carries it.
    @Test func plusAndMinusSayWhatTheyDid() {
        var s = SoccerBoardTests.board(width: 120, height: 40)
        s.display.offline = false
        press(&s, .char("+"))
        #expect(s.notice?.contains("Delay 5 s") == true, "\(s.notice ?? "")")
        #expect(renderScreen(s).snapshot.contains("delayed 5 s "), "the title bar says it")
        press(&s, .char("-"))
        #expect(s.notice == "No delay: live games as they come.")
    }
}

/// Standings show the columns the answer fills: college football's conference
/// record, points and streak, none of the NFL's divisions or ties; a World Cup
/// group titled by its group, without the goals the summary does not carry.
@Suite struct FilledColumnsTests {
    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func collegeFootballShowsWhatItsTableCarries(width: Int, height: Int) async throws {
        var s = try await CollegeAndWNBAStandingsTests.standings(ScoresLeague(id: "college-football"), width: width, height: height)
        for _ in 0..<40 { press(&s, .down) }   // past the poll, to the conferences
        let lines = renderScreen(s).lines
        let header = try #require(lines.first { $0.contains("SEC ") && $0.contains(" W ") }, "\(lines.joined(separator: "\n"))")
        #expect(!header.contains(" T ") && !header.contains("DIV"), "no ties, no divisions in college: \(header)")
        if width >= 120 { #expect(header.contains("PF") && header.contains("STRK") && header.contains("CONF"), "\(header)") }
        #expect(!lines.contains { $0.contains(" -  ") && $0.contains("Buckeyes") }, "no dashes where the answer has numbers")
    }

    @Test func aColumnNoTeamHasIsLeftOut() {
        var a = ESPNStandings.Entry(teamID: "1", abbreviation: "A", name: "A")
        a.stats["wins"] = ESPNStandings.Stat(text: "3", value: 3)
        let standings = ESPNStandings(groups: [ESPNStandings.Group(name: "G", entries: [a])])
        #expect(ESPNStandingsLayout.columns(FootballFamily.self, filledBy: standings).map(\.label) == ["W"])
        #expect(FootballFamily.standingsColumns.count == 12)
    }

    /// Conference record first: a 6-0 team in conference over a 7-1 one, whatever their overall records.
    @Test func collegeConferencesGoByConferenceRecord() {
        func team(_ code: String, conf: String, wins: Double) -> ESPNStandings.Entry {
            var e = ESPNStandings.Entry(teamID: code, abbreviation: code, name: code)
            e.stats["vsconf"] = ESPNStandings.Stat(text: conf, value: 0)
            e.stats["wins"] = ESPNStandings.Stat(text: "\(Int(wins))", value: wins)
            return e
        }
        let entries = [team("A", conf: "7-1", wins: 10), team("B", conf: "6-0", wins: 8), team("C", conf: "3-5", wins: 9)]
        #expect(FootballFamily.byConferenceRecord(entries).map(\.abbreviation) == ["B", "A", "C"])
        var independent = entries
        independent[2].stats["vsconf"] = nil
        #expect(FootballFamily.byConferenceRecord(independent).map(\.abbreviation) == ["A", "B", "C"], "as they came")
    }

    @Test func theWorldCupsGroupIsTitledByItsGroup() throws {
        let summary = try ESPNSummary.decode(Fixtures.data("espn/soccer-fifaworld-summary-760415-mex-rsa-final.json"),
                                             league: LeagueID("fifa.world"), sport: "soccer", event: 760415)
        #expect(summary.table.map(\.name) == ["Group A"])
        var c = SoccerCenterState(gameId: 760415)
        c.summary.apply(.success(Loaded(value: summary, origin: .network)), at: loadTime)
        c.section = .table
        var canvas = Canvas(size: Size(width: 70, height: 12))
        var pen = Pen(x: 0, y: 0, width: 70)
        SoccerTableSection.render(c, try #require(summary.game), makeState(width: 80, height: 24).context(), &pen, into: &canvas)
        let lines = canvas.lines
        #expect(lines[0].hasPrefix("Group A"), "\(lines.joined(separator: "\n"))")
        #expect(lines[1].contains("GD") && lines[1].contains("Pts") && !lines[1].contains("GF") && !lines[1].contains("GA"), "\(lines[1])")
        #expect(lines.contains { $0.contains("Mexico") && $0.contains("+2") && $0.contains("3") })
    }
}

/// `print` says a number as the screen does: the World Cup opener's pass
/// completion is 90 and 80 in both, not the fraction ESPN writes.
@Suite struct PrintAsShownTests {
    /// One recorded summary, whatever is asked.
    struct Recorded: DataSource {
        let data: Data
        var isOffline: Bool { false }
        func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
            do { return Loaded(value: try decode(data), origin: .network) } catch { throw .decoding("\(error)") }
        }
    }

    @Test func soccerStatsPrintAsTheScreenShowsThem() async throws {
        let data = try Fixtures.data("espn/soccer-fifaworld-summary-760415-mex-rsa-final.json")
        let league = ScoresLeague(id: "fifa.world")
        let table = try await LeaguePrint.game(league, id: 760415, section: "stats", Recorded(data: data), locale: .english, timeZone: .utc)
        let pass = try #require(table.rows.first { $0[0].plain == "passPct" }.map { $0.map(\.plain) })
        #expect(pass[2] == "90" && pass[3] == "80", "\(pass)")
        // Every row: what print says is what the bars say.
        let summary = try ESPNSummary.decode(data, league: LeagueID("fifa.world"), sport: "soccer", event: 760415)
        let game = try #require(summary.game)
        let bars = PairedBars.rows(SoccerStatsSection.side(summary, game.home)?.stats ?? [], SoccerStatsSection.side(summary, game.away)?.stats ?? [],
                                   SoccerStatsSection.rows, measure: { t, _ in PairedBars.number(t) }, shown: SoccerStatsSection.shown)
        #expect(bars.count == table.rows.count)
        for (bar, row) in zip(bars, table.rows) {
            #expect(row[1].plain == bar.label && row[2].plain == (bar.left ?? "") && row[3].plain == (bar.right ?? ""), "\(bar.label)")
        }
    }
}

/// Every play of an open NFL drive carries its quarter and clock, as ESPN's
/// play list does, at every width.
@Suite struct DrivePlayClockTests {
    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func eachPlayHasItsQuarterAndClock(width: Int, height: Int) throws {
        var s = NFLCenterTests.recorded(width: width, height: height)
        press(&s, .char("p"), .enter)
        let drive = try #require(NFLCenterTests.recordedSummary().drives.first)
        let lines = renderScreen(s).lines
        let header = try #require(lines.firstIndex { $0.contains("Q1 15:00") && $0.contains(drive.result ?? "?") }, "\(lines.joined(separator: "\n"))")
        let below = Array(lines[(header + 1)...])
        let kick = try #require(drive.plays.first)
        let first = try #require(below.firstIndex { $0.contains("Q1 \(kick.clock ?? "?")") }, "\(below.joined(separator: "\n"))")
        #expect(below[first...].prefix(3).contains { $0.contains(String(kick.text.prefix(10))) }, "the clock beside its play: \(below[first])")
        // Every play in view starts with its clock.
        let clocks = Set(drive.plays.compactMap { $0.clock.map { "Q1 \($0)" } })
        let stamped = below.filter { line in clocks.contains { line.hasPrefix(" │ \($0)") || line.dropFirst(2).hasPrefix($0) || line.contains(" \($0) ") } }
        #expect(stamped.count >= min(drive.plays.count, 3), "\(stamped.count) of \(drive.plays.count): \(below.joined(separator: "\n"))")
    }
}

/// `?` on every screen: each heading sits over its keys in the same column,
/// and no key is listed with two meanings (the soccer table's `g` was also
/// the list's first row).
@Suite struct HelpHeadingsTests {
    @Test func everyHeadingSitsOverItsKeysOnEveryScreen() {
        for (name, state) in KeyWalk.cached {
            for size in [state.size, Size(width: 200, height: 30), Size(width: 100, height: 24)] {
                var open = state
                _ = reduce(&open, .resize(size))
                _ = reduce(&open, .key(.char("?")))
                guard open.presented?.isHelp == true else { continue }
                let p = HelpLayout(open)
                for (i, line) in p.lines.enumerated() {
                    guard case .heading(let title) = line else { continue }
                    let sameColumn = (i + 1) / p.rows == i / p.rows && i + 1 < p.lines.count
                    let entry = sameColumn ? { if case .entry = p.lines[i + 1] { true } else { false } }() : false
                    #expect(entry, "\(name) at \(size.width)x\(size.height): '\(title)' is not over its keys")
                }
            }
        }
    }

    static func sectionScoped(_ help: String) -> Bool { ["Plays: ", "At bat: ", "Box score: ", "Line-ups: "].contains { help.hasPrefix($0) } }

    @Test func noKeyHasTwoMeaningsOnAnyScreen() {
        for (name, state) in KeyWalk.cached {
            var meaning: [Key: String] = [:]
            for help in AppReducer.keyHelp(for: state) {
                for entry in help.entries {
                    for key in entry.keys {
                        // A center's section keys act on the section on screen: `]` is the next item of whichever
                        // (`Plays: the play below`, `At bat: next plate appearance`), one meaning.
                        if let other = meaning[key], !(Self.sectionScoped(other) && Self.sectionScoped(entry.help)) {
                            Issue.record("\(name): \(key) is both '\(other)' and '\(entry.help)'")
                        }
                        meaning[key] = entry.help
                    }
                }
            }
            // A section's letter shown by its label is a key too: it may not be another's.
            for entry in AppReducer.keyHelp(for: state).flatMap(\.entries) where entry.keys.isEmpty && entry.keyLabel(ascii: true).count == 1 {
                let key = Key.char(Character(entry.keyLabel(ascii: true)))
                if let other = meaning[key], other != entry.help, !(Self.sectionScoped(other) && Self.sectionScoped(entry.help)) { Issue.record("\(name): \(key) is both '\(other)' and '\(entry.help)'") }
            }
        }
    }
}
