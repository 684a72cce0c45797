import FoundationEssentials
import SportsCore
import Testing

/// The contest model: two sides or a field, a score as its sport writes it.
struct ContestModelTests {
    static func driver(_ code: String, _ score: Score?) -> Entrant {
        Entrant(Competitor(id: "f1:\(code)", abbreviation: code, name: code, kind: .athlete), score: score)
    }

    @Test func aHeadToHeadContestHasTwoSidesAndNoField() {
        var game = Contest(league: LeagueID("nhl"), id: 1, start: nil, state: .scheduled,
                           away: Competitor(id: "nhl:TOR", abbreviation: "TOR", name: "Maple Leafs"),
                           home: Competitor(id: "nhl:EDM", abbreviation: "EDM", name: "Oilers"))
        game.home.score = 3
        #expect(game.home.scored == Score(3) && game.home.scored?.text == "3")
        #expect(!game.isField && game.field.isEmpty)
        #expect(game.team(.away).abbreviation == "TOR")
    }

    @Test func aFieldHasNoSidesAndWritingOneChangesNothing() {
        var race = Contest(league: LeagueID("f1"), id: 7, start: nil, state: .live(period: "Lap 12/57", clock: nil),
                           field: [Self.driver("VER", nil), Self.driver("NOR", nil)], name: "Race")
        race.away.score = 4
        #expect(race.isField && race.field.map(\.competitor.abbreviation) == ["VER", "NOR"])
        #expect(race.away == .nobody && race.home.score == nil)
        #expect(race.name == "Race")
    }

    @Test func aScoreThatIsNotANumberKeepsItsWords() {
        var side = Competitor(id: "cricket:1", abbreviation: "IND", name: "India")
        side.scored = Score(text: "227 & 231", value: 231)
        #expect(side.score == 231 && side.scored?.text == "227 & 231")
        side.scored = Score(text: "6-4 5-7 5-2", value: nil)
        #expect(side.score == nil)
    }

    @Test func placesAreWorkedOutFromScoresWithTies() {
        let field = [Self.driver("A", Score(text: "-10", value: -10)), Self.driver("B", Score(text: "-12", value: -12)),
                     Self.driver("C", Score(text: "-10", value: -10)), Self.driver("D", nil), Self.driver("E", Score(text: "E", value: 0))]
        let placed = Entrant.placed(field, lowerIsBetter: true)
        #expect(placed.map(\.competitor.abbreviation) == ["B", "A", "C", "E", "D"])
        #expect(placed.map(\.placeText) == ["1", "T2", "T2", "4", "-"])
        let points = Entrant.placed(field, lowerIsBetter: false)
        #expect(points.map(\.placeText) == ["1", "T2", "T2", "4", "-"])
        #expect(points.map(\.competitor.abbreviation) == ["E", "A", "C", "B", "D"])
    }

    @Test func noFieldAndOneEntrantArePlacedWithoutTrouble() {
        #expect(Entrant.placed([], lowerIsBetter: true).isEmpty)
        #expect(Entrant.placed([Self.driver("A", Score(5))], lowerIsBetter: true).map(\.placeText) == ["1"])
    }
}
