import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A followed team's playoff series wherever its game is: My Teams' lines,
/// the status line (and its `{series}`), an alert when it is won or lost;
/// out of sight while spoilers are hidden. The NHL's recorded playoff day
/// carries the series in the shared model.
@Suite struct SeriesEverywhereTests {
    let en = TimeLocale(identifier: "en_US"), zone = Zone(identifier: "America/New_York")!
    static let car = FollowedTeam(league: "nhl", id: "nhl:CAR", abbreviation: "CAR", name: "Carolina Hurricanes")

    func game(_ state: Contest.State, _ away: Int?, _ home: Int?, series: String?) -> Contest {
        var g = Contest(league: .nhl, id: 3, start: Date(timeIntervalSince1970: 1_746_000_000), state: state,
                        away: .init(id: "nhl:FLA", abbreviation: "FLA", name: "Florida", score: away),
                        home: .init(id: "nhl:CAR", abbreviation: "CAR", name: "Carolina", score: home))
        g.series = series
        if case .final = state, let a = away, let h = home { g.winner = a > h ? .away : .home }
        return g
    }

    @Test func theSharedModelCarriesTheLeaguesSeries() throws {
        let day = try NHLSchedule.decode(Fixtures.data("nhl/schedule-2023-04-17-live-states-edited.json"))
        let series = day.days.flatMap { $0.games }.compactMap { $0.summary.series }
        #expect(!series.isEmpty && series.allSatisfy { $0.hasPrefix("Game") || $0.contains(" leads ") || $0.contains("tied") || $0.contains(" wins ") },
                "\(series)")
    }

    @Test func anAlertWhenTheSeriesIsWonOrLostNeverWhileHidden() {
        let live = game(.live(period: "3rd", clock: "0:10"), 5, 3, series: "FLA leads 3-1")
        let final = game(.final(detail: "Final"), 5, 3, series: "FLA wins 4-1")
        let told = TeamAlerts.changes(before: [live], after: [final], teams: ["nhl:CAR"], hides: { _ in false }, locale: en, zone: zone)
        #expect(told.map(\.kind) == [.end, .end] && told.last?.text.hasSuffix("series over: FLA wins 4-1") == true, "\(told.map(\.text))")
        // The series' answer catching up after the final is news once.
        let late = game(.final(detail: "Final"), 5, 3, series: "FLA leads 3-1")
        #expect(TeamAlerts.changes(before: [late], after: [final], teams: ["nhl:CAR"], hides: { _ in false }, locale: en, zone: zone)
            .map(\.event) == ["nhl 3 series"])
        #expect(TeamAlerts.changes(before: [final], after: [final], teams: ["nhl:CAR"], hides: { _ in false }, locale: en, zone: zone).isEmpty)
        #expect(TeamAlerts.changes(before: [live], after: [final], teams: ["nhl:CAR"], hides: { _ in true }, locale: en, zone: zone)
            .map(\.text) == ["FLA @ CAR has ended"], "hidden: the end alone")
        let undecided = game(.final(detail: "Final"), 5, 3, series: "FLA leads 3-1")
        #expect(TeamAlerts.changes(before: [live], after: [undecided], teams: ["nhl:CAR"], hides: { _ in false }, locale: en, zone: zone).count == 1)
    }

    @Test func myTeamsLinesSayTheSeries() {
        let context = ScreenContext(size: Size(width: 100, height: 30), display: DisplayOptions(), today: Day(iso: "2025-04-30")!, tab: TabTable.all[0])
        let live = game(.live(period: "2nd", clock: "4:00"), 1, 2, series: "CAR leads 3-2")
        #expect(MyTeamsView.liveText(live, Self.car, context).hasSuffix("· CAR leads 3-2"))
        #expect(MyTeamsView.lastText(game(.final(detail: "Final"), 5, 3, series: "FLA wins 4-1"), Self.car, context).hasSuffix("· FLA wins 4-1"))
        #expect(MyTeamsView.nextText(game(.scheduled, nil, nil, series: "Game 7"), Self.car, context.display).contains("Game 7"))
        var hidden = DisplayOptions()
        hidden.hideSpoilers = true
        let masked = ScreenContext(size: Size(width: 100, height: 30), display: hidden, today: Day(iso: "2025-04-30")!, tab: TabTable.all[0])
        #expect(!MyTeamsView.liveText(live, Self.car, masked).contains("leads") && !MyTeamsView.nextText(game(.scheduled, nil, nil, series: "Game 7"), Self.car, hidden).contains("Game 7"))
    }

    @Test func theStatusLineAndItsPlaceholder() {
        var g = StatusGame(game(.live(period: "2nd", clock: "4:00"), 1, 2, series: "CAR leads 3-2"), league: .nhl, role: .live, team: "nhl:CAR")
        g.state = "2nd 4:00"
        let now = Date(timeIntervalSince1970: 1_746_001_000)
        func line(_ change: (inout StatusOptions) -> Void = { _ in }) -> String {
            var options = StatusOptions()
            change(&options)
            return StatusLine.make(StatusSnapshot(written: now, teams: [], games: [g]), now: now, stale: false, options).text
        }
        #expect(line() == "FLA 1 CAR 2 · 2nd 4:00 · CAR leads 3-2")
        #expect(line { $0.format = "{team} {series}" } == "CAR CAR leads 3-2")
        #expect(!line { $0.hides = { _ in true } }.contains("leads"), "a series tells earlier results")
        // A snapshot written before series were kept still reads.
        let old = try? JSONDecoder().decode(StatusGame.self, from: Data("""
        {"role":"live","team":"nhl:CAR","league":"nhl","id":3,"phase":"live","timeTBD":false,"state":"2nd","homeFirst":false,
         "away":{"id":"nhl:FLA","abbreviation":"FLA"},"home":{"id":"nhl:CAR","abbreviation":"CAR"}}
        """.utf8))
        #expect(old != nil && old?.series == nil)
    }
}
