import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Alerts worth getting: the other side scoring, a close game late, the
/// start in 15 minutes, football's turnovers; each kind switchable in the
/// config, and quiet hours that keep the bell and notifications back.
@Suite struct AlertKindsTests {
    let en = TimeLocale(identifier: "en_US"), zone = Zone(identifier: "America/New_York")!

    func game(_ league: LeagueID, _ state: Contest.State, _ away: Int?, _ home: Int?, late: Bool = false) -> Contest {
        var g = Contest(league: league, id: 7, start: nil, state: state,
                            away: .init(id: "\(league):CHI", abbreviation: "CHI", name: "Chicago", score: away),
                            home: .init(id: "\(league):DET", abbreviation: "DET", name: "Detroit", score: home))
        g.late = late
        return g
    }

    func news(_ before: Contest, _ after: Contest, teams: Set<String>) -> [TeamAlerts.News] {
        TeamAlerts.changes(before: [before], after: [after], teams: teams, hides: { _ in false }, locale: en, zone: zone)
    }

    /// After an outage (or a delay) hid a start, the game is first seen live with goals on the board:
    /// the start and each side's goals are told, counted from nothing; with spoilers hidden, the start alone.
    @Test func aGameFirstSeenLiveWithGoalsTellsThemToo() {
        let second = Contest.State.live(period: "2nd", clock: "12:34")
        let told = news(game(.nhl, .scheduled, nil, nil), game(.nhl, second, 1, 1), teams: ["nhl:DET"])
        #expect(told.map(\.kind) == [.start, .against, .score], "\(told.map(\.text))")
        #expect(told.map(\.text).contains("CHI scores against DET: CHI 1-1 DET · 2nd 12:34"))
        #expect(told.map(\.event).contains("nhl 7 score home 1"), "the same event a later poll would tell: told once")
        #expect(news(game(.nhl, .scheduled, nil, nil), game(.nhl, second, 0, 0), teams: ["nhl:DET"]).map(\.kind) == [.start])
        let hidden = TeamAlerts.changes(before: [game(.nhl, .scheduled, nil, nil)], after: [game(.nhl, second, 1, 1)], teams: ["nhl:DET"],
                                        hides: { _ in true }, locale: en, zone: zone)
        #expect(hidden.map(\.kind) == [.start], "spoilers hidden: the start only")
    }

    @Test func aCloseGameLateIsToldOnceWhateverTheSport() {
        let ninth = Contest.State.live(period: "Bot 9th", clock: nil)
        let close = news(game(.mlb, ninth, 4, 2, late: true), game(.mlb, ninth, 4, 3, late: true), teams: ["mlb:DET"])
        #expect(close.map(\.kind).contains(.close) && close.contains { $0.text == "Close game late: CHI 4-3 DET · Bot 9th" })
        #expect(close.first { $0.kind == .close }?.event == "mlb 7 close", "one event a game: told once")
        #expect(!news(game(.mlb, ninth, 7, 2, late: true), game(.mlb, ninth, 7, 2, late: true), teams: ["mlb:DET"]).contains { $0.kind == .close },
                "five runs is not close")
        let q4 = Contest.State.live(period: "Q4", clock: "4:10")
        #expect(news(game(.nfl, q4, 17, 20, late: true), game(.nfl, q4, 17, 20, late: true), teams: ["nfl:DET"]).map(\.kind) == [.close],
                "a field goal's game in the last five minutes")
        #expect(news(game(.nfl, q4, 17, 20), game(.nfl, q4, 17, 20), teams: ["nfl:DET"]).isEmpty, "not late yet")
    }

    /// Where each league's scoreboard says a game is late.
    @Test func theDecodersSayWhenAGameIsLate() throws {
        let live = sampleGames("2018-09-20").map(\.summary).filter(\.isLive)
        #expect(!live.isEmpty && live.allSatisfy { !$0.late }, "the 5th inning is not late")
        var football = ESPNGame(id: 1, statusName: "STATUS_IN_PROGRESS", statusState: "in", period: 4, clock: "4:59",
                                away: .init(abbreviation: "CHI", name: "Chicago", score: 17), home: .init(abbreviation: "DET", name: "Detroit", score: 20))
        #expect(football.summary.late)
        football.clock = "5:01"
        #expect(!football.summary.late)
        football.period = 5
        #expect(football.summary.late, "overtime")
        var match = ESPNGame(id: 2, statusName: "STATUS_SECOND_HALF", statusState: "in", period: 2, clock: "82'",
                             away: .init(id: "2", abbreviation: "AVL", name: "Aston Villa", score: 1), home: .init(id: "1", abbreviation: "LIV", name: "Liverpool", score: 1))
        match.sport = "soccer"; match.league = LeagueID("eng.1")
        #expect(match.summary.late)
        match.clock = "61'"
        #expect(!match.summary.late)
    }

    @Test func aTurnoverIsToldWithThePlay() {
        let q2 = Contest.State.live(period: "Q2", clock: "8:17")
        var was = game(.nfl, q2, 7, 3), now = was
        was.lastPlayID = "1"; was.lastPlayType = "Pass Reception"
        now.lastPlayID = "2"; now.lastPlayType = "Fumble Recovery (Opponent)"
        now.lastPlay = "(8:21) J.Brissett FUMBLES, RECOVERED by BUF-M.Milano."
        let told = news(was, now, teams: ["nfl:DET"])
        #expect(told.map(\.kind) == [.turnover])
        #expect(told.first?.text == "Fumble Recovery (Opponent): CHI 7-3 DET · Q2 8:17 · (8:21) J.Brissett FUMBLES, RECOVERED by BUF-M.Milano.")
        #expect(news(now, now, teams: ["nfl:DET"]).isEmpty, "the same play is not news twice")
    }

    @Test func theStartInFifteenMinutes() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var g = game(.nfl, .scheduled, nil, nil)
        g.start = start; g.watch = ["CBS"]
        let soon = TeamAlerts.soon([g], teams: ["nfl:DET"], now: start.addingTimeInterval(-14 * 60), locale: en, zone: zone)
        #expect(soon.map(\.text) == ["CHI @ DET starts in 14 min · 3:00 AM · CBS"] && soon.first?.kind == .soon)
        #expect(TeamAlerts.soon([g], teams: ["nfl:DET"], now: start.addingTimeInterval(-16 * 60), locale: en, zone: zone).isEmpty)
        #expect(TeamAlerts.soon([g], teams: ["nfl:GB"], now: start.addingTimeInterval(-60), locale: en, zone: zone).isEmpty)
        g.timeTBD = true
        #expect(TeamAlerts.soon([g], teams: ["nfl:DET"], now: start.addingTimeInterval(-60), locale: en, zone: zone).isEmpty)
    }

    /// Polling wakes a quarter of an hour before a followed game's start, so the alert is on time.
    @Test func thePollWakesForTheAlertBeforeTheStart() throws {
        var s = myTeams([Followed.bears], offline: false)
        s.display.offline = false
        let (day, games) = sampleSummaries(.nfl)
        let upcoming = try #require(games.first { $0.state == .scheduled && ($0.away.id == "nfl:CHI" || $0.home.id == "nfl:CHI") }
                                    ?? games.first { $0.away.id == "nfl:CHI" || $0.home.id == "nfl:CHI" })
        var g = upcoming
        let now = loadTime
        g.state = .scheduled; g.timeTBD = false; g.start = now.addingTimeInterval(20 * 60)
        let answer = FeedAnswer(day: day, result: .success(Loaded(value: games.map { $0.id == g.id ? g : $0 }, origin: .network)), at: now)
        let effects = reduce(&s, .myTeams(.loaded(.nfl, answer, background: true)))
        #expect(effects.contains(.startTimer(.myTeamsPoll(.nfl), after: .seconds(301))) || effects.contains(.startTimer(.myTeamsPoll(.nfl), after: .seconds(300))),
                "five minutes to the quarter hour before: \(effects)")
    }

    @Test func kindsTurnedOffAreNotToldAndQuietHoursHoldTheBell() {
        var s = myTeams([Followed.bears], offline: false)
        s.display.alerts = .bell
        s.display.alertKinds.remove(.score)
        let (day, games) = sampleSummaries(.nfl)
        let chicago = games.first { $0.isLive && ($0.away.id == "nfl:CHI" || $0.home.id == "nfl:CHI") }!
        var scored = chicago
        if chicago.away.id == "nfl:CHI" { scored.away.score = (chicago.away.score ?? 0) + 3 } else { scored.home.score = (chicago.home.score ?? 0) + 3 }
        let answer = FeedAnswer(day: day, result: .success(Loaded(value: games.map { $0.id == chicago.id ? scored : $0 }, origin: .network)), at: loadTime)
        _ = reduce(&s, .myTeams(.loaded(.nfl, answer, background: true)))
        #expect(s.banner == nil, "scoring turned off: \(s.banner ?? "")")
        // Quiet hours: the banner, no bell.
        var q = AppState(size: Size(width: 80, height: 24), today: testDay)
        q.display.alerts = .bell
        q.display.quietHours = QuietHours("00:00-23:59")
        let commands = AlertsFeature.alert(AlertNews(["CHI 10-7 DET"], at: loadTime), &q)
        #expect(q.banner == "CHI 10-7 DET" && !commands.contains(.signal(.bell)))
        q.display.quietHours = nil
        #expect(AlertsFeature.alert(AlertNews(["CHI 13-7 DET"], at: loadTime.addingTimeInterval(60)), &q).contains(.signal(.bell)))
    }

    @Test func theConfigTurnsKindsOffAndSetsQuietHours() {
        let loaded = SettingsFile.parse("""
            quiet_hours = "22:30-07:00"
            [alert_kinds]
            against = false
            close = true
            shouting = true
            turnover = "no"
            """)
        #expect(loaded.settings.alertKinds == Set(AlertKind.allCases).subtracting([.against]))
        #expect(loaded.settings.quietHours?.description == "22:30-07:00")
        #expect(loaded.problems.map(\.key) == ["alert_kinds", "alert_kinds"], "\(loaded.problems)")
        let hours = QuietHours("22:30-07:00")!, ny = Zone(identifier: "America/New_York")!
        func at(_ hour: Int, _ minute: Int) -> Date {   // a winter day in New York: UTC-5
            let midnightUTC: Int = 1_795_000_000 - 1_795_000_000 % 86_400
            let seconds: Int = midnightUTC + (hour + 5) * 3600 + minute * 60
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        #expect(hours.contains(at(23, 0), in: ny) && hours.contains(at(6, 59), in: ny))
        #expect(!hours.contains(at(7, 0), in: ny) && !hours.contains(at(12, 0), in: ny) && !hours.contains(at(22, 29), in: ny))
        for bad in ["22:30", "25:00-07:00", "7-8", "07:00-07:00", ""] { #expect(QuietHours(bad) == nil, "\(bad)") }
        #expect(SettingsFile.parse("quiet_hours = \"soon\"").problems.first?.key == "quiet_hours")
    }
}
