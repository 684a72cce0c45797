import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Athletes followed like teams: a driver or a golfer in a field, a player or a fighter as a side. My Teams,
/// alerts, the status line, the calendar and print read the contest they are in, by their id.
@Suite struct FollowedAthletesTests {
    static let f1 = ScoresLeague(id: "f1")
    static let qatar = Day(iso: "2026-11-29")!
    static let offline = OfflineDataSource(samples: Fixtures.samples)

    static func weekend() async throws -> [RacingSession] {
        try await offline.run(RacingLeague.schedule(f1, qatar, today: qatar)).value
    }

    static func driver(_ session: RacingSession, place: Int) -> FollowedTeam {
        let e = session.field.first { $0.place == place }!
        return FollowedTeam.make(e.competitor, league: LeagueID("f1"))
    }

    @Test func aFieldInvolvesItsEntrantsAndTwoSidesTheirTeams() async throws {
        let race = try #require(try await Self.weekend().last).summary
        let fifth = Self.driver(try #require(try await Self.weekend().last), place: 5)
        #expect(race.involves([fifth.id]) && fifth.isIn(race) && !race.involves(["f1:nobody"]))
        #expect(race.matchup == "Race" && race.entrant(fifth.id)?.place == 5)
    }

    @Test func myTeamsShowsAFollowedDriversRaceAndPlace() async throws {
        let sessions = try await Self.weekend()
        let race = try #require(sessions.last)
        let fifth = Self.driver(race, place: 5)
        var state = MyTeamsState(sampleDays: [Self.f1: [Self.qatar]])
        state.days[Self.f1] = [Self.qatar: sessions.map(\.summary)]
        state.rebuild([fifth], leagues: .standard)
        let block = try #require(state.blocks.first)
        #expect(block.live?.game.id == race.id && block.last != nil, "the race live, qualifying the last")
        let context = ScreenContext(size: Size(width: 100, height: 30), display: DisplayOptions(), today: Self.qatar, tab: TabTable.all[0])
        #expect(MyTeamsView.liveText(race.summary, fifth, context) == "Race · Lap 34 · P5")
        #expect(MyTeamsView.lastText(sessions[3].summary, fifth, context).contains("Qualifying"))
        var hidden = DisplayOptions()
        hidden.hideSpoilers = true
        let masked = ScreenContext(size: Size(width: 100, height: 30), display: hidden, today: Self.qatar, tab: TabTable.all[0])
        #expect(!MyTeamsView.liveText(race.summary, fifth, masked).contains("P5"))
    }

    @Test func alertsTellAStartAFinishAndAMoveIntoTheTopTen() async throws {
        let race = try #require(try await Self.weekend().last)
        let fifth = Self.driver(race, place: 5)
        var before = race, after = race
        before.phase = .scheduled
        before.field = before.field.map { e in var e = e; e.place = nil; return e }
        let start = TeamAlerts.changes(before: [before.summary], after: [after.summary], teams: [fifth.id], hides: { _ in false }, locale: .posix, zone: .utc)
        #expect(start.map(\.text) == ["\(fifth.abbreviation) · Race has started · ESPN"], "\(start)")
        // Twelfth to fifth: into the top ten.
        var back = race
        back.field = back.field.map { e in var e = e; if e.competitor.id == fifth.id { e.place = 12 }; return e }
        let move = TeamAlerts.changes(before: [back.summary], after: [after.summary], teams: [fifth.id], hides: { _ in false }, locale: .posix, zone: .utc)
        #expect(move.map(\.text) == ["\(fifth.abbreviation) moves into the top 10: P5 · Race"], "\(move)")
        var over = race
        over.phase = .final
        let end = TeamAlerts.changes(before: [after.summary], after: [over.summary], teams: [fifth.id], hides: { _ in false }, locale: .posix, zone: .utc)
        #expect(end.map(\.text) == ["\(fifth.abbreviation) finishes P5 · Race"] && end.first?.kind == .end, "\(end)")
        let hiddenEnd = TeamAlerts.changes(before: [after.summary], after: [over.summary], teams: [fifth.id], hides: { _ in true }, locale: .posix, zone: .utc)
        #expect(hiddenEnd.map(\.text) == ["\(fifth.abbreviation) · Race has ended"])
    }

    @Test func aGolferWhoMissesTheCutOrADriverOutIsSaidInWords() {
        let golfer = Competitor(id: "pga:1", abbreviation: "GOR", name: "Kurt Gore", kind: .athlete)
        var cut = Contest(league: LeagueID("pga"), id: 1, start: nil, state: .final(detail: "MC"),
                          field: [Entrant(golfer, score: Score(text: "+3", value: 3), status: "MC")], name: "The RSM Classic")
        #expect(FieldAlerts.result(cut, ["pga:1"]) == "GOR missed the cut at +3 · The RSM Classic")
        cut.shape = .field([Entrant(golfer, status: "DNF")])
        #expect(FieldAlerts.result(cut, ["pga:1"]) == "GOR did not finish · The RSM Classic")
        #expect(FieldAlerts.result(cut, ["pga:2"]) == "The RSM Classic has ended")
    }

    @Test func aFollowedGolferIsToldTheirTeeTimeEachRound() async throws {
        let t = try #require(try await GolfBoardTests.tournaments().first)
        let leader = try #require(t.players.first { $0.teeTime != nil })
        let contest = leader.summary, start = try #require(contest.start)
        let news = TeamAlerts.soon([contest], teams: ["pga:\(leader.id)"], now: start.addingTimeInterval(-600), locale: .posix, zone: .utc)
        #expect(news.count == 1 && news[0].text.hasPrefix("\(contest.field[0].competitor.abbreviation) · tees off in 10 min · The RSM Classic"),
                "\(news)")
        #expect(news[0].event.hasSuffix(String(Int(start.timeIntervalSince1970))), "once a round, by its tee time")
        #expect(TeamAlerts.soon([contest], teams: ["pga:\(leader.id)"], now: start.addingTimeInterval(-3600), locale: .posix, zone: .utc).isEmpty)
    }

    @Test func theStatusLineNamesTheDriversPlace() async throws {
        let race = try #require(try await Self.weekend().last)
        let fifth = Self.driver(race, place: 5)
        let game = StatusGame(race.summary, league: Self.f1, role: .live, team: fifth.id)
        #expect(game.contest == "Race" && game.place == "P5")
        #expect(StatusLine.say(game, StatusOptions(), now: Date()) == "\(fifth.abbreviation) P5 · Race · Lap 34")
        // The snapshot on disk reads back the same.
        let snapshot = StatusSnapshot(written: Date(), teams: [fifth.id], games: [game])
        let data = try StatusFile.encoder.encode(snapshot)
        #expect(StatusSnapshot(json: data)?.games.first == game)
    }

    @Test func theCalendarAndPrintNameTheDriversSessions() async throws {
        let sessions = try await Self.weekend()
        let ics = TeamCalendar.ics([sessions[4].summary], team: "Henri Duval", league: Self.f1, zone: .utc, now: Date())
        #expect(ics.contains("SUMMARY:Henri Duval · Race") && ics.contains("DESCRIPTION:F1: Race"), "\(ics)")
        let found = try await TeamSchedulePrint.coming(Self.f1, team: "Henri Duval", data: Self.offline, today: Self.qatar, now: Date(),
                                                       offline: Self.offline)
        #expect(found.team == "Henri Duval" && found.unknownAmong == nil)
    }

    @Test func aMultiviewCardOfARaceShowsTheFrontOfTheField() async throws {
        let race = try #require(try await Self.weekend().last)
        let card = MultiviewCard(game: DatedGame(day: Self.qatar, game: race.summary, league: Self.f1), marked: true)
        let context = ScreenContext(size: Size(width: 80, height: 24), display: DisplayOptions(), today: Self.qatar, tab: TabTable.all[0])
        var canvas = Canvas(size: Size(width: 40, height: 8))
        MultiviewView.card(card, MyTeamsState(), selected: false, context, into: &canvas, box: Rect(x: 0, y: 0, width: 40, height: 8))
        let text = canvas.lines.joined(separator: "\n")
        #expect(text.contains("F1 · Lap 34") && text.contains("Race") && text.contains("1 "), "\(text)")
    }

    @Test func fFollowsAGolfersLineOrOneOfTheFrontOfAField() async throws {
        let s = try await GolfBoardTests.board()
        let board = s.scores.boards[plugged: GolfBoardTests.pga, BoardType<GolfLeague>()]
        let effects = BoardFollowing.follow(board, s.context())
        guard case .present(let dialog)? = effects.first else {
            Issue.record("a dialog: \(effects)"); return
        }
        #expect(dialog.title == "Follow" && dialog.buttons.count == 2 && dialog.message.hasPrefix("Follow Kurt Gore?"), "\(dialog)")
        let race = try #require(try await Self.weekend().last).summary
        #expect(race.field.count == 22)
        #expect(BoardFollowing.sides(race, RacingLeague.self).count == BoardFollowing.maxChoices - 1, "one button kept for More")
    }

    @Test func everyDriverOfAFieldCanBeFollowedAPageAtATime() async throws {
        var s = pluggedBoard(RacingBoardTests.f1, RacingLeague.self, day: RacingBoardTests.qatar, slate: try await Self.weekend(), width: 100, height: 34)
        for _ in 0..<4 { press(&s, .down) }   // the race
        let board = s.scores.boards[plugged: RacingBoardTests.f1, BoardType<RacingLeague>()]
        let race = try #require(board.selectedGame).summary
        var start = 0, reached: [String] = []
        for page in 0..<4 {
            guard case .present(let dialog)? = BoardFollowing.follow(board, s.context(), from: start).first else {
                Issue.record("a dialog on page \(page)"); return
            }
            let drivers = dialog.buttons.filter { !["More", "Front", "Cancel"].contains($0) }
            reached += drivers
            #expect(drivers.count + 1 <= BoardFollowing.maxChoices, "\(dialog.buttons)")
            if page < 3 {
                #expect(dialog.buttons.contains("More") && !dialog.buttons.contains("Front"), "\(dialog.buttons)")
                start += drivers.count
            } else {
                #expect(dialog.buttons.contains("Front"), "the last page goes round to the front: \(dialog.buttons)")
            }
        }
        #expect(reached == race.field.map(\.competitor.abbreviation), "each driver once, in the order of the field")
    }

    @Test func moreInTheDialogAsksForTheNextOfTheField() async throws {
        var s = pluggedBoard(RacingBoardTests.f1, RacingLeague.self, day: RacingBoardTests.qatar, slate: try await Self.weekend(), width: 100, height: 34)
        for _ in 0..<4 { press(&s, .down) }   // the race
        let race = try #require(s.scores.boards[plugged: RacingBoardTests.f1, BoardType<RacingLeague>()].selectedGame).summary
        press(&s, .char("f"))
        guard case .dialog(let first)? = s.presented, let more = first.buttons.firstIndex(of: "More") else {
            Issue.record("a dialog with More: \(String(describing: s.presented))"); return
        }
        for _ in first.selected..<more { press(&s, .right) }
        press(&s, .enter)
        guard case .dialog(let next)? = s.presented else { Issue.record("the next page's dialog"); return }
        let shown = first.buttons.filter { !["More", "Cancel"].contains($0) }.count
        #expect(next.buttons.contains(race.field[shown].competitor.abbreviation) && !next.buttons.contains(race.field[0].competitor.abbreviation),
                "\(next.buttons)")
    }
}
