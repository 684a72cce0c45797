import FoundationEssentials
@testable import Jumbotron
import SportsCore
import TerminalUI
import Testing

/// A score the sport writes in words is drawn and printed in those words; a number stays a number.
struct ContestScoreTextTests {
    static func match(_ away: Score?, _ home: Score?) -> Contest {
        var a = Competitor(id: "cricket:1", abbreviation: "IND", name: "India"), h = Competitor(id: "cricket:2", abbreviation: "AUS", name: "Australia")
        a.scored = away; h.scored = home
        return Contest(league: LeagueID("nhl"), id: 1, start: nil, state: .final(detail: nil), away: a, home: h)
    }

    @Test func printWritesANumberAsOneAndWordsAsWords() {
        #expect(GamesPrint.score(Self.match(Score(3), nil).away) == .number(3))
        #expect(GamesPrint.score(Self.match(Score(text: "245/6", value: 245), nil).away) == .text("245/6"))
        #expect(GamesPrint.score(Self.match(nil, nil).away) == .null)
    }

    @Test func aRowDrawsTheScoreAsItsSportWritesIt() {
        let game = Self.match(Score(text: "E", value: 0), Score(12))
        var canvas = Canvas(size: Size(width: 60, height: 3))
        GameRowView<FootballLeague>.render(game, ESPNGame(id: 1, away: ESPNGame.Team(), home: ESPNGame.Team()), selected: false, display: DisplayOptions(), theme: .make(.dark),
                                      into: &canvas, area: Rect(x: 0, y: 0, width: 60, height: 3))
        #expect(canvas.lines[0].contains("India") && canvas.lines[0].contains("  E  "), "\(canvas.lines)")
        #expect(canvas.lines[1].contains("Australia") && canvas.lines[1].contains(" 12 "), "\(canvas.lines)")
    }
}
