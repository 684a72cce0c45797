import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// What is worth an alert, how it reaches the terminal in each mode, and the
/// bytes a notification and the title are written as.
@Suite struct AlertsTests {
    let en = TimeLocale(identifier: "en_US"), zone = Zone(identifier: "America/New_York")!

    func game(_ state: Contest.State, _ away: Int?, _ home: Int?, league: LeagueID = .nfl) -> Contest {
        Contest(league: league, id: 1, start: nil, state: state,
                    away: .init(id: "\(league):CHI", abbreviation: "CHI", name: "Chicago", score: away),
                    home: .init(id: "\(league):DET", abbreviation: "DET", name: "Detroit", score: home))
    }

    func changes(_ before: Contest, _ after: Contest, hidden: Bool = false, teams: Set<String> = ["nfl:DET", "nba:DET"]) -> [String] {
        TeamAlerts.changes(before: [before], after: [after], teams: teams, hides: { _ in hidden }, locale: en, zone: zone).map(\.text)
    }

    @Test func aFollowedTeamScoringStartingAndEnding() {
        let q2 = Contest.State.live(period: "Q2", clock: "1:00")
        #expect(changes(game(.scheduled, nil, nil), game(q2, 0, 0)) == ["CHI @ DET has started"])
        #expect(changes(game(q2, 7, 3), game(q2, 7, 10)) == ["Touchdown DET: DET 10-7 CHI · Q2 1:00"])
        #expect(changes(game(q2, 7, 3), game(q2, 7, 6)) == ["Field goal DET: DET 6-7 CHI · Q2 1:00"])
        #expect(changes(game(q2, 7, 3), game(q2, 14, 3)) == ["Touchdown CHI against DET: CHI 14-3 DET · Q2 1:00"], "the other side, said as such")
        var final = game(.final(detail: nil), 14, 17)
        final.winner = .home
        #expect(changes(game(q2, 14, 17), final) == ["Final: DET 17-14 CHI"])
        #expect(changes(game(.scheduled, nil, nil), game(q2, 0, 0), teams: []).isEmpty, "no followed team, no news")
    }

    @Test func spoilersHiddenSayOnlyStartAndEnd() {
        let q2 = Contest.State.live(period: "Q2", clock: "1:00")
        #expect(changes(game(q2, 7, 3), game(q2, 7, 10), hidden: true).isEmpty)
        #expect(changes(game(q2, 7, 3), game(.final(detail: nil), 7, 10), hidden: true) == ["CHI @ DET has ended"])
    }

    @Test func basketballIsLeadChangesQuartersAndTheFinal() {
        let q3 = Contest.State.live(period: "Q3", clock: "4:00")
        #expect(changes(game(q3, 60, 58, league: .nba), game(q3, 60, 60, league: .nba)).isEmpty, "a basket that ties is no alert")
        #expect(changes(game(q3, 60, 58, league: .nba), game(q3, 60, 62, league: .nba)) == ["DET takes the lead: DET 62-60 CHI · Q3 4:00"])
        let end = Contest.State.live(period: "End Q3", clock: nil)
        #expect(changes(game(q3, 80, 82, league: .nba), game(end, 80, 82, league: .nba)) == ["End Q3: DET 82-80 CHI"])
    }

    /// Soccer: a goal with its scorer and minute, and a red card in a followed club's match, from ESPN's scoreboard.
    @Test func soccerGoalsAndRedCardsWithTheScorerAndTheMinute() {
        func match(_ clock: String, _ home: Int, _ away: Int, moments: [ESPNGame.Moment]) -> Contest {
            var g = ESPNGame(id: 9, statusName: "STATUS_SECOND_HALF", statusState: "in", period: 2, clock: clock,
                             away: .init(id: "2", abbreviation: "AVL", name: "Aston Villa", score: away),
                             home: .init(id: "1", abbreviation: "LIV", name: "Liverpool", score: home))
            g.sport = "soccer"; g.league = LeagueID("eng.1"); g.moments = moments
            return g.summary
        }
        let goal = ESPNGame.Moment(kind: .goal, minute: "52'", teamID: "1", player: "Alex Okafor")
        let red = ESPNGame.Moment(kind: .red, minute: "55'", teamID: "2", player: "Emil Jensen")
        let before = match("51'", 1, 1, moments: []), scored = match("53'", 2, 1, moments: [goal])
        let news = TeamAlerts.changes(before: [before], after: [scored], teams: ["soccer:1"], hides: { _ in false }, locale: en, zone: zone)
        #expect(news.map(\.text) == ["LIV 2-1 AVL · 53' · Goal 52' Alex Okafor (LIV)"])
        let sentOff = match("56'", 2, 1, moments: [goal, red])
        let card = TeamAlerts.changes(before: [scored], after: [sentOff], teams: ["soccer:1"], hides: { _ in false }, locale: en, zone: zone)
        #expect(card.map(\.text) == ["Red card: 55' Emil Jensen (AVL) · LIV 2-1 AVL · 56'"] && card[0].event == "eng.1 9 red 1")
        #expect(TeamAlerts.changes(before: [scored], after: [sentOff], teams: ["soccer:1"], hides: { _ in true }, locale: en, zone: zone).isEmpty)
    }

    @Test func eachModeReachesTheTerminalItsWay() {
        for (mode, style, expected) in [(AlertMode.banner, nil, [EffectSignature]()), (.bell, nil, [.signal(.bell)]),
                                        (.desktop, TerminalSignal.NotifyStyle.osc9,
                                         [.signal(.notify(title: "Jumbotron", body: "DET scores", style: .osc9, passthrough: false))]),
                                        (.desktop, nil, [.signal(.bell)])] as [(AlertMode, TerminalSignal.NotifyStyle?, [EffectSignature])] {
            var s = makeState()
            s.display.alerts = mode
            s.notifyStyle = style
            let signals = AlertsFeature.alert(AlertNews(["DET scores"], at: loadTime), &s).map(\.signature).filter { if case .signal = $0 { true } else { false } }
            #expect(signals == expected, "\(mode)")
            #expect(s.banner == "DET scores")
        }
        var off = makeState()
        off.display.alerts = .off
        #expect(AlertsFeature.alert(AlertNews(["DET scores"], at: loadTime), &off).isEmpty && off.banner == nil)
    }

    @Test func theNotificationDialectFollowsWhatTheTerminalSaid() {
        var report = TerminalReport()
        #expect(AlertsFeature.notifyStyle(report, environment: nil) == nil)
        report.kittyAnswered = true
        #expect(AlertsFeature.notifyStyle(report, environment: nil) == .osc9)
        report.kittyAnswered = false
        report.version = "foot(1.16.2)"
        #expect(AlertsFeature.notifyStyle(report, environment: nil) == .osc777)
        report.version = nil
        #expect(AlertsFeature.notifyStyle(report, environment: "TERM_PROGRAM=WezTerm") == .osc9)
        #expect(AlertsFeature.notifyStyle(report, environment: "TERM_PROGRAM=ghostty") == .osc777)
    }

    @Test func theBytesOfASignal() {
        let notify = TerminalSignal.notify(title: "Jumbotron", body: "DET 8-6 CHC\u{1B}]2;pwned\u{07}", style: .osc9, passthrough: false)
        #expect(notify.bytes(titlePushed: false) == "\u{1B}]9;Jumbotron: DET 8-6 CHC]2,pwned\u{07}", "a feed's control characters never reach the terminal")
        #expect(TerminalSignal.notify(title: "J", body: "a;b", style: .osc777, passthrough: false).bytes(titlePushed: false)
                == "\u{1B}]777;notify;J;a,b\u{07}")
        #expect(TerminalSignal.notify(title: "J", body: "b", style: .osc9, passthrough: true).bytes(titlePushed: false)
                == "\u{1B}Ptmux;\u{1B}\u{1B}]9;J: b\u{07}\u{1B}\\")
        #expect(TerminalSignal.title("DET 8 @ CHC 6").bytes(titlePushed: false) == "\u{1B}[22;0t\u{1B}]2;DET 8 @ CHC 6\u{07}")
        #expect(TerminalSignal.title("x").bytes(titlePushed: true) == "\u{1B}]2;x\u{07}")
        #expect(TerminalSignal.title(nil).bytes(titlePushed: true) == "\u{1B}[23;0t")
        #expect(TerminalSignal.title(nil).bytes(titlePushed: false) == "")
        // Bidi controls and line separators reorder or break what follows: never in a notification or the title.
        let tricks = "BOS\u{202E}1-0\u{202C} \u{2066}MTL\u{2069}\u{2028}x"
        for signal in [TerminalSignal.notify(title: "J", body: tricks, style: .osc9, passthrough: false),
                       .notify(title: "J", body: tricks, style: .osc777, passthrough: false), .title(tricks)] {
            let bytes = signal.bytes(titlePushed: true)
            #expect(!bytes.unicodeScalars.contains { [0x202E, 0x202C, 0x2066, 0x2069, 0x2028].contains($0.value) }, "\(signal)")
            #expect(bytes.contains("BOS1-0 MTLx"))
        }
    }

    @Test func theTitleIsGivenBackAtExit() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        terminal.signal(.title("BOS 1 @ MTL 1"))
        terminal.restore()
        let out = String(decoding: terminal.output, as: UTF8.self)
        #expect(out.hasPrefix("\u{1B}[22;0t") && out.hasSuffix("\u{1B}[23;0t"))
    }
}
