import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// What the game centers say: previews before the start, calm words for what
/// is not there, numbers that agree with each other, and the small cuts.
@Suite struct CenterWordsTests {
    func screen(_ s: AppState) -> String { render(s).lines.joined(separator: "\n") }

    // MARK: previews

    @Test func anNHLGameNotStartedShowsRecordsGoaliesAndLeaders() throws {
        let landing = sampleLanding(2026020304)
        let m = try #require(landing.matchup)
        #expect(m.awayRecord != nil && m.homeRecord != nil)
        #expect(m.awayGoalies.count == 2 && m.homeGoalies.count == 2)
        // The likely starter first: most games played.
        #expect((m.awayGoalies[0].gamesPlayed ?? 0) >= (m.awayGoalies[1].gamesPlayed ?? 0))
        #expect(m.leaders.map(\.category) == ["goals", "assists", "points"])
        #expect(m.leadersContext == "last5Games")
        let s = nhlCenter(2026020304, width: 80, height: 40)
        let text = screen(s)
        for words in ["Records", "Goalies this season", "Leaders (last 5 games)", m.awayGoalies[0].name, m.homeGoalies[0].name,
                      "\(m.awayRecord!)", m.leaders[0].away!.name, " SV%", " GAA"] {
            #expect(text.contains(words), "\(words)")
        }
        // A landing from the recorded finals has no matchup: nothing invented.
        let final = try NHLLanding.decode(Data(contentsOf: Fixtures.url("nhl/landing-2025021270-final.json")))
        #expect(final.matchup == nil)
    }

    @Test func aRaggedMatchupKeepsWhatItCan() throws {
        let json = """
        {"id":1,"gameState":"FUT","awayTeam":{"id":1,"abbrev":"BOS"},"homeTeam":{"id":2,"abbrev":"MTL"},
         "matchup":{"goalieComparison":{"awayTeam":{"teamTotals":{"record":7},"leaders":[{"gamesPlayed":3},
           {"firstName":{"default":"Ann"},"lastName":{"default":"Lee"},"gaa":"x","savePctg":4.5,"gamesPlayed":-2}]},
           "homeTeam":[]},
          "skaterComparison":{"leaders":[{"category":"goals","awayLeader":{"name":{"default":"B. Roy"},"value":3}},{"awayLeader":{}}]}}}
        """
        let m = try #require(try NHLLanding.decode(Data(json.utf8)).matchup)
        #expect(m.awayGoalies.map(\.name) == ["Ann Lee"])
        #expect(m.awayGoalies[0].goalsAgainstAverage == nil && m.awayGoalies[0].savePercentage == nil && m.awayGoalies[0].gamesPlayed == nil)
        #expect(m.awayRecord == nil && m.homeGoalies.isEmpty)
        #expect(m.leaders.count == 1 && m.leaders[0].away?.name == "B. Roy" && m.leaders[0].home == nil)
    }

    @Test func mlbProbablePitchersCarryTheirSeasonLines() throws {
        let data = try Data(contentsOf: Fixtures.url("mlb/schedule-2026-04-20-decisions-probables.json"))
        let game = try #require(try MLBSchedule.decode(data).games.first)
        let pitcher = try #require(game.teams.away.probablePitcher)
        // Jack Flaherty's season line in the recorded schedule.
        #expect(SummarySection.seasonLine(pitcher) == "0-1, 3.47 ERA, 23.1 IP, 24 K, 1.59 WHIP")
        var s = loadedScores("2018-09-20", width: 80, height: 40)
        openCenter(&s, 530107)
        let text = screen(s)
        #expect(text.contains("Probable pitchers") && text.contains(" ERA"))
    }

    // MARK: calm words

    @Test func noWinProbabilityIsSaidCalmly() {
        var s = centerScores("2018-09-19", 530001, width: 80, height: 24, section: "w")
        _ = reduce(&s, .scores(.mlb(.center(.answer(.winProbabilityLoaded(530001, .failure(.httpStatus(404)), at: loadTime))))))
        s.scores.boards.mlb.center?.winProbability = Loadable()
        s.scores.boards.mlb.center?.winProbability.start()
        s.scores.boards.mlb.center?.winProbability.apply(.failure(.httpStatus(404)), at: loadTime)
        let text = screen(s)
        #expect(text.contains("No win probability for this game."))
        #expect(!text.contains("HTTP 404") && !text.contains("Press r"))
    }

    @Test func rIsOfferedOnlyWhereAskingAgainCanHelp() {
        for failure: FetchError in [.timeout, .offline("refused"), .httpStatus(503), .httpStatus(429), .rateLimited(retryAfter: 3),
                                    .closedWithoutAnswer, .decoding("x")] {
            #expect(failure.canRetry, "\(failure)")
            #expect(CenteredMessage.failed("x", failure, theme: Theme.make(.dark)).last?.0 == "Press r to try again.")
        }
        for failure: FetchError in [.httpStatus(404), .httpStatus(403), .noSample("none"), .missingKey("k"), .keyRefused, .tooLarge(limit: 1)] {
            #expect(!failure.canRetry, "\(failure)")
            #expect(!CenteredMessage.failed("x", failure, theme: Theme.make(.dark)).contains { $0.0.contains("Press r") })
        }
    }

    @Test func sectionsWithNothingYetSaySo() {
        let mlb = PlaysTitle.text(filtered: nil, live: true)
        #expect(mlb == "Every play · newest first")
        #expect(PlaysTitle.text(filtered: "Scoring plays only", live: false) == "Scoring plays only · in order · ! shows every play")
        var s = nhlCenter(2026020303, width: 80, height: 24, section: "p")
        press(&s, .char("!"))
        #expect(screen(s).contains("Goals and penalties · newest first · ! shows every play"))
        let final = nhlCenter(2026020301, width: 80, height: 24, section: "p")
        #expect(screen(final).contains("Every play · in order"))
        let live = centerScores("2018-09-20", 530103, width: 80, height: 24, section: "p")
        #expect(screen(live).contains("Every play · newest first"))
    }

    // MARK: words and numbers

    @Test func theShotMapCountsAttemptsAndShotsOnGoal() {
        let pbp = samplePlays(2026020301)
        let shots = pbp.plays.filter { $0.isShot && $0.periodType != "SO" }
        let away = shots.filter { pbp.side($0) == .away }
        let onGoal = away.filter { $0.kind != "missed-shot" }.count
        #expect(onGoal == sampleLanding(2026020301).game.away.sog, "on goal agrees with the game's shots on goal")
        let s = nhlCenter(2026020301, width: 120, height: 40, section: "m")
        #expect(screen(s).contains("EDM \(away.count) attempts (\(onGoal) on goal)"))
    }

    @Test func shootoutAttemptsHaveNoStrengthAndNoAssists() throws {
        let pbp = samplePlays(2026020302)
        let goal = try #require(pbp.plays.first { $0.periodType == "SO" && $0.isGoal })
        let text = NHLPlayText.describe(goal, in: pbp)
        #expect(text.hasPrefix("Shootout goal: ") && !text.contains("unassisted") && !text.contains("assists"))
        var so = NHLGoal(period: 5, time: "00:00", team: "PIT", isHome: true, scorer: "A. B", strength: "ev")
        so.periodType = "SO"
        #expect(so.strengthLabel == "" && so.strengthCode == "")
        var landing = sampleLanding(2026020302)
        landing.goals.append(so)
        var canvas = Canvas(size: Size(width: 60, height: 80))
        var pen = Pen(x: 0, y: 0, width: 60)
        NHLSummarySection.goals(landing, PlayCursor.measuring, &pen, into: &canvas)
        let lines = canvas.lines
        let at = try #require(lines.firstIndex { $0.contains("A. B") })
        #expect(!lines[at].contains("EV") && !lines[at + 1].contains("Unassisted"))
    }

    @Test func aBlockedShotIsToldForTheShootersTeam() throws {
        let pbp = samplePlays(2026020302)
        let blocked = try #require(pbp.plays.first { $0.kind == "blocked-shot" })
        let shooterTeam = pbp.roster[blocked.details.shooter!]!.teamId
        #expect(blocked.teamId != shooterTeam, "the API owns it to the blocker")
        #expect(pbp.teamId(of: blocked) == shooterTeam)
    }

    @Test func oneZoneIsNamedOnceAndTheFirstPitchOnlyWhenItDiffers() throws {
        var display = DisplayOptions()
        display.timeZone = Zone(identifier: "US/Eastern")!
        var game = sampleGames("2018-09-19")[0]
        game.venue?.timeZone = try JSONDecoder().decode(MLBGame.VenueTimeZone.self,
                                                        from: Data(#"{"id":"America/New_York","offset":-4,"tz":"EDT"}"#.utf8))
        let context = ScreenContext(size: Size(width: 80, height: 24), display: display, today: Day.first, tab: TabTable.all[0])
        var canvas = Canvas(size: Size(width: 80, height: 30))
        GameDetailView.render(game, context, into: &canvas, area: Rect(x: 0, y: 0, width: 80, height: 30))
        let text = canvas.lines.joined(separator: "\n")
        #expect(text.contains("Start") && !text.contains("your time") && !text.contains(" local"))
        let s = centerScores("2018-09-19", 530001, width: 80, height: 40)
        let feed = sampleFeed(530001)
        let summary = screen(s)
        #expect(feed.info?.firstPitch != nil)
        #expect(!summary.contains("First pitch"), "the sample's first pitch is the start")
    }

    // MARK: small cuts

    @Test func basketballConferenceAndDivisionLineUp() {
        let s = basketballTeams(width: 80, height: 24)
        let rows = render(s).lines.filter { $0.contains("East •") || $0.contains("West •") }
        #expect(rows.count > 5)
        let columns = Set(rows.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "•")!) })
        #expect(columns.count == 1, "\(columns)")
    }
}
