import Foundation
import SportsCore
import Testing
import TestSupport

/// Every league's decoder produces the one game model, from real payloads:
/// league-scoped teams, the score only once there is one, the state in the
/// league's own words, the winner as the league decides it.
@Suite struct GameSummaryTests {
    let en = TimeLocale(identifier: "en_US"), eastern = Zone(identifier: "America/New_York")!

    @Test func mlbFinalsCarryRecordsScoresWinnersAndExtraInnings() throws {
        let games = try MLBSchedule.decode(Fixtures.data("mlb/schedule-2026-04-20-decisions-probables.json")).games
        let summaries = games.map(\.summary)
        #expect(!summaries.isEmpty && summaries.allSatisfy { $0.league == .mlb && $0.away.id.hasPrefix("mlb:") })
        let first = try #require(summaries.first { $0.id == 824776 })
        #expect(first.isFinal && first.away.id == "mlb:116" && first.away.record == "12-11" && first.away.score == 6)
        #expect(first.winner == (first.away.score! > first.home.score! ? .away : .home))
        let extra = try #require(summaries.first { $0.id == 824125 })
        #expect(extra.state == .final(detail: "F/12") && extra.stateText(locale: en, timeZone: eastern) == "F/12")
        // The row and print say what the model says.
        for (game, summary) in zip(games, summaries) {
            #expect(ScoreRules.stateText(game, locale: en, timeZone: eastern) == summary.stateText(locale: en, timeZone: eastern))
            #expect(summary.away.name == ScoreRules.teamName(game.teams.away.team))
        }
    }

    @Test func nhlLiveStatesOvertimesAndScoresOnlyOnceStarted() throws {
        let schedule = try NHLSchedule.decode(Fixtures.data("nhl/schedule-2023-04-17-live-states-edited.json"))
        let summaries = schedule.days.flatMap(\.games).map(\.summary)
        #expect(summaries.allSatisfy { $0.league == .nhl && $0.away.id.hasPrefix("nhl:") })
        let final = try #require(summaries.first { $0.id == 2022030131 })
        #expect(final.state == .final(detail: nil) && final.winner == .home && final.away.score == 1)
        let doubleOvertime = try #require(summaries.first { $0.id == 2022030161 })
        #expect(doubleOvertime.isLive && doubleOvertime.state == .live(period: "2OT", clock: nil))
        #expect(doubleOvertime.start == ISODate.parse("2023-04-18T01:30:00Z") && doubleOvertime.winner == nil)
        for summary in summaries where !summary.isLive && !summary.isFinal {
            #expect(summary.away.score == nil && summary.home.score == nil, "no score before puck drop: \(summary.id)")
        }
    }

    @Test func everyStateHasItsWords() {
        func text(_ state: Contest.State, start: Date? = nil) -> String {
            let team = Competitor(id: "x:1", abbreviation: "X", name: "X")
            return Contest(league: LeagueID("x"), id: 1, start: start, state: state, away: team, home: team)
                .stateText(locale: en, timeZone: eastern)
        }
        #expect(text(.scheduled) == "TBD")
        #expect(text(.scheduled, start: ISODate.parse("2026-11-22T00:00:00Z")) == "7:00 PM")
        #expect(text(.live(period: "2nd", clock: "12:34")) == "2nd 12:34" && text(.live(period: "Top 5th", clock: nil)) == "Top 5th")
        #expect(text(.live(period: "2nd", clock: "INT")) == "2nd INT")
        #expect(text(.final(detail: nil)) == "Final" && text(.final(detail: "Final/SO")) == "Final/SO")
        #expect([text(.delayed), text(.postponed), text(.suspended), text(.cancelled)] == ["Delayed", "Postponed", "Suspended", "Cancelled"])
        #expect(ISODate.formatSeconds(ISODate.parse("2018-09-20T23:05:00.750Z")!) == "2018-09-20T23:05:00Z")
    }
}
