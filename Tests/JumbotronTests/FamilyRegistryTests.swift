import FoundationEssentials
@testable import Jumbotron
import SportsCore
import Testing

/// The families: one per sport, each deciding for itself what shared screens ask.
struct FamilyRegistryTests {
    @Test func eachSportHasOneFamilyAndEveryBuiltInLeagueABoard() {
        let sports = FamilyRegistry.all.map { $0.sport }
        #expect(Set(sports).count == sports.count)
        #expect(Sport.allCases == sports)
        for row in LeagueTable.builtIn {
            #expect(row.family.sport == row.sport, "\(row.id)")
            #expect(row.family.entry(row) != nil, "\(row.id) has a board")
        }
    }

    @Test func aSportNoFamilyClaimsHasTheDefaultsAndNoBoard() throws {
        let lacrosse = Sport(rawValue: "lacrosse")
        #expect(ObjectIdentifier(lacrosse.family) == ObjectIdentifier(NoFamily.self))
        #expect(!lacrosse.family.homeFirst && lacrosse.family.oneScore == 1 && lacrosse.family.scoringPlay(points: 6) == nil)
        let row = LeagueRow(id: ScoresLeague(id: "pll"), name: "PLL", sport: lacrosse, source: .espn(ESPNLeague(sport: "lacrosse", league: "pll")))
        let message = LeagueTable.unsupported(row) ?? ""
        #expect(message.hasPrefix("lacrosse/pll: Jumbotron does not draw lacrosse from ESPN yet (it draws "), "\(message)")
        for sport in ["basketball", "football", "soccer", "racing", "mma", "cricket", "tennis", "golf"] { #expect(message.contains("\(sport)/…"), "\(sport)") }
        #expect(!message.contains("baseball/…") && !message.contains("hockey/…"), "their own APIs, not ESPN")
        #expect(FamilyRegistry.sport(named: "lacrosse") == nil && FamilyRegistry.sport(named: "soccer") == .soccer)
    }

    @Test func theFamiliesDecideWhatTheSportsUsedToBeSwitchedOn() {
        #expect(ScoresLeague(id: "eng.1").family.homeFirst && !ScoresLeague.nfl.family.homeFirst)
        #expect(ScoresLeague.nfl.family.calendarLength == 3.25 * 3600 && ScoresLeague.nhl.family.calendarLength == 2.5 * 3600)
        #expect(FootballFamily.scoringPlay(points: 7) == "Touchdown" && BasketballFamily.scoringPlay(points: 3) == nil)
        #expect(BasketballFamily.alertsLeadChanges && !HockeyFamily.alertsLeadChanges)
        #expect(ScoresLeague.mlb.family.hasSituation && !ScoresLeague.nhl.family.hasSituation)
        #expect(SoccerFamily.standingsForm && !BasketballFamily.standingsForm)
    }

    @Test func aClubIsLookedForInItsCupsButATeamOnlyInItsLeague() {
        let club = FollowedTeam(league: "eng.1", id: "soccer:359", abbreviation: "ARS", name: "Arsenal")
        let enabled = LeagueTable.builtIn
        #expect(SoccerFamily.otherCompetitions(of: club, own: ScoresLeague(id: "eng.1"), enabled: enabled).contains(ScoresLeague(id: "uefa.champions")))
        let team = FollowedTeam(league: "nfl", id: "nfl:23", abbreviation: "PIT", name: "Steelers")
        #expect(FootballFamily.otherCompetitions(of: team, own: .nfl, enabled: enabled).isEmpty)
    }
}
