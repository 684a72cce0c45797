import FoundationEssentials
@testable import Jumbotron
import SportsCore
import TerminalUI
import Testing

/// A field contest on the shared screens: its board row, its classification, spoilers, and
/// the boxed shelf that holds a plugged-in family's boards.
struct FieldContestTests {
    static func entrant(_ code: String, _ name: String, place: Int?, gap: String?, team: String, status: String? = nil) -> Entrant {
        Entrant(Competitor(id: "f1:\(code)", abbreviation: code, name: name, kind: .athlete), place: place,
                score: gap.map { Score(text: $0, value: nil) }, status: status, detail: team)
    }

    static let race = Contest(league: LeagueID("f1"), id: 9, start: nil, state: .live(period: "Lap 41/57", clock: nil), field: [
        entrant("VER", "Max Verstappen", place: 1, gap: "1:12:03.101", team: "Red Bull"),
        entrant("NOR", "Lando Norris", place: 2, gap: "+2.214s", team: "McLaren"),
        entrant("LEC", "Charles Leclerc", place: 3, gap: "+5.880s", team: "Ferrari"),
        entrant("PIA", "Oscar Piastri", place: 4, gap: "+9.020s", team: "McLaren"),
        entrant("HAM", "Lewis Hamilton", place: 5, gap: "+12.5s", team: "Ferrari"),
        entrant("ALO", "Fernando Alonso", place: nil, gap: nil, team: "Aston Martin", status: "DNF"),
    ], name: "Race")

    static func row(_ game: Contest, width: Int = 60, hide: Bool = false, followed: Set<String> = []) -> [String] {
        var canvas = Canvas(size: Size(width: width, height: 3))
        GameRowView<FootballLeague>.render(game, ESPNGame(id: 1, away: ESPNGame.Team(), home: ESPNGame.Team()), selected: false,
                                           display: DisplayOptions(), theme: .make(.dark), into: &canvas,
                                           area: Rect(x: 0, y: 0, width: width, height: 3), hideScores: hide, followed: followed)
        return canvas.lines
    }

    @Test func aFieldsRowNamesItAndShowsTheFrontOfTheField() {
        let lines = Self.row(Self.race)
        #expect(lines[0].hasPrefix(" Race") && lines[0].hasSuffix("Lap 41/57 "), "\(lines)")
        #expect(lines[1].hasPrefix("  1 VER  2 NOR  3 LEC"), "\(lines)")
    }

    @Test func aFollowedDriverFurtherBackIsToldAfterTheFront() {
        let line = FieldRowView.front(Self.race.field, followed: ["f1:HAM"], star: "*", width: 22)
        #expect(line == "1 VER  2 NOR … 5 *HAM")
        #expect(FieldRowView.front(Self.race.field, followed: ["f1:NOR"], star: "*", width: 22) == "1 VER  2 *NOR  3 LEC")
        #expect(FieldRowView.front([], followed: [], star: "*", width: 22) == "No entrants yet")
    }

    @Test func spoilersHideTheOrderOnTheRowAndInTheCenter() {
        let lines = Self.row(Self.race, hide: true)
        #expect(lines[1].contains("6 entrants") && !lines[1].contains("VER"), "\(lines)")
        let masked = Spoilers.masked(Self.race)
        #expect(masked.field.map(\.competitor.abbreviation) == ["LEC", "ALO", "NOR", "HAM", "VER", "PIA"], "by first name, as ESPN writes them")
        #expect(masked.field.allSatisfy { $0.place == nil && $0.score == nil && $0.status == nil })
    }

    @Test func theClassificationListsEveryEntrantWithWhyOneIsOut() {
        var canvas = Canvas(size: Size(width: 70, height: 12))
        let context = ScreenContext(size: Size(width: 70, height: 12), display: DisplayOptions(), today: Day.first, tab: TabTable.all[0])
        var pen = Pen(x: 0, y: 0, width: 70)
        FieldClassification.render(Self.race, hidden: false, context, &pen, into: &canvas)
        let lines = canvas.lines
        #expect(lines[0].hasPrefix("Race") && lines[1].hasPrefix("Lap 41/57"))
        #expect(lines[3].hasPrefix("POS"))
        #expect(lines[4].hasPrefix("  1  Max Verstappen") && lines[4].contains("Red Bull") && lines[4].contains("1:12:03.101"), "\(lines)")
        #expect(lines[9].hasPrefix("  -  Fernando Alonso") && lines[9].contains("DNF"), "\(lines)")
        // Narrow: the status goes first, the name keeps its room.
        var narrow = Canvas(size: Size(width: 36, height: 12))
        var pen2 = Pen(x: 0, y: 0, width: 36)
        FieldClassification.render(Self.race, hidden: false, context, &pen2, into: &narrow)
        #expect(!narrow.lines[9].contains("DNF") && narrow.lines[4].contains("Max Verst"), "\(narrow.lines)")
    }

    @Test func aPluggedBoardIsKeptBoxedByLeagueAndComparedAsItself() {
        var boards = LeagueBoards(today: Day.first, requested: nil, offline: nil)
        let id = ScoresLeague(id: "ufl")
        let fresh = boards[plugged: id, BoardType<FootballLeague>()]
        #expect(fresh.date == Day.first)
        var changed = fresh
        changed.date = Day.first.adding(days: 3)
        let before = boards
        boards[plugged: id, BoardType<FootballLeague>()] = changed
        #expect(boards[plugged: id, BoardType<FootballLeague>()].date == Day.first.adding(days: 3))
        #expect(boards != before)
        boards[plugged: id, BoardType<FootballLeague>()] = changed
        #expect(AnyEquatable(changed) == AnyEquatable(changed) && AnyEquatable(changed) != AnyEquatable(fresh))
    }
}
