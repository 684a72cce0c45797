import Foundation
import Testing
import TestSupport
@testable import SportsCore

@Suite struct YinzCamDecodingTests {
    @Test
    func theRealExercisePayloadDecodes() throws {
        let s = try YinzCamSchedule.decode(Fixtures.data("yinzcam/schedule-gb-2020-kyeoreheo.json"))
        #expect(s.team.triCode == "GB")
        #expect(s.team.record == "13-3")
        #expect(s.sections.map(\.heading) == ["REGULAR SEASON", "POSTSEASON"])
        #expect(s.sections[0].games.count == 17)
        #expect(s.sections[0].games.filter { $0.kind == .bye }.count == 1)
        let bye = try #require(s.sections[0].games.first { $0.kind == .bye })
        #expect(bye.week == "Week 5" && bye.opponent == nil && bye.timestamp == nil)
        let playoff = s.sections[1].games[0]
        #expect(playoff.kind == .scheduled && playoff.isHome && playoff.tv == "FOX" && playoff.opponent?.triCode == "LAR")
        #expect(playoff.id == "2021011600")
    }

    @Test
    func theRealPayloadReadsLikeTheMockup() throws {
        let s = try YinzCamSchedule.decode(Fixtures.data("yinzcam/schedule-gb-2020-kyeoreheo.json"))
        let table = ScheduleRules.rows(s)
        let en = TimeLocale(identifier: "en_US"), ny = Zone(identifier: "America/New_York")!
        guard case .game(let week1) = table[1] else { Issue.record("row 1 is not a game"); return }
        #expect(week1.away.name == "PACKERS" && week1.away.line == "43")
        #expect(week1.home.name == "VIKINGS" && week1.home.line == "34")
        #expect(ScheduleRules.dateText(week1, locale: en, timeZone: ny) == "Sun, Sep 13")
        #expect(ScheduleRules.stateText(week1, locale: en, timeZone: ny) == "FINAL")
        guard case .game(let playoff) = table.last else { Issue.record("last row is not a game"); return }
        #expect(playoff.away.name == "RAMS" && playoff.away.line == "10-6")
        #expect(playoff.home.name == "PACKERS" && playoff.home.line == "13-3")
        #expect(ScheduleRules.stateText(playoff, locale: en, timeZone: ny) == "4:35 PM")
        #expect(ScheduleRules.dateText(playoff, locale: en, timeZone: ny) == "Sat, Jan 16")
        #expect(table.contains(.bye(week: "Week 5")))
        #expect(table.contains(.heading("POSTSEASON")))
    }

    @Test func mixedBooleansNumbersAndUnknownTypes() throws {
        let json = """
        {"Team":{"TriCode":"GB","Record":"1-0"},"GameSection":{"Heading":"REGULAR SEASON","Game":[
          {"Type":"F","IsHome":"True","Id":"12","AwayScore":7,"HomeScore":"10","Opponent":{"TriCode":"DET","Name":"LIONS"},
           "Date":{"Timestamp":"2020-09-28T00:20:00Z","IsTBA":"False"}},
          {"Type":"X","Week":"Week 2"},
          {"Type":"S","IsHome":1,"Date":{"IsTba":"true"}},
          "garbage"
        ]}}
        """
        let s = try YinzCamSchedule.decode(Data(json.utf8))
        let games = s.sections[0].games
        #expect(games.count == 3)
        #expect(s.sections[0].skipped == 1)
        #expect(games[0].isHome && games[0].id == "12" && games[0].awayScore == "7")
        #expect(games[1].kind == .other("X"))
        #expect(games[2].isHome && games[2].isTBA)
        let rows = ScheduleRules.rows(s)
        guard case .game(let tba) = rows[3] else { Issue.record("expected a game"); return }
        #expect(ScheduleRules.stateText(tba, locale: TimeLocale(identifier: "en_US"), timeZone: Zone.utc) == "TBA")
        #expect(tba.away.name == "TBD")
    }

    @Test func notASchedule() {
        #expect(throws: (any Error).self) { try YinzCamSchedule.decode(Data(#"{"dates":[]}"#.utf8)) }
        #expect(throws: (any Error).self) { try YinzCamSchedule.decode(Data("[1,2]".utf8)) }
    }

    @Test func theBundledSampleHasASeasonAByeAndAPostseason() throws {
        let s = try YinzCamSchedule.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("yinzcam/schedule.json")))
        #expect(s.sections.map(\.heading) == ["REGULAR SEASON", "POSTSEASON"])
        #expect(s.sections[0].games.count == 17)
        #expect(s.sections[0].games.contains { $0.kind == .bye })
        #expect(s.sections[1].games.contains { $0.kind == .scheduled })
        #expect(s.sections[1].games.contains { $0.kind == .final })
    }
}

@Suite struct ScheduleRulesTests {
    // Week 3 of the exercise: Sunday night in the US, already Monday in UTC and Tokyo.
    let evening: ScheduleGame = {
        let json = """
        {"Type":"S","IsHome":false,"Week":"Week 3","Opponent":{"TriCode":"NO","Name":"SAINTS","Record":"2-0"},
         "Date":{"Timestamp":"2020-09-28T00:20:00Z"}}
        """
        let g = try! JSONDecoder().decode(YinzCamGame.self, from: Data(json.utf8))
        return ScheduleRules.game(g, root: YinzCamTeam(triCode: "GB", name: "PACKERS", record: "2-0"), section: "REGULAR SEASON")
    }()

    @Test(arguments: [
        ("en_US", "America/Chicago", "Sun, Sep 27", "7:20 PM"),
        ("en_GB", "Europe/London", "Mon 28 Sep", "01:20"),
        ("de_DE", "Asia/Tokyo", "Mo, 28. Sep", "09:20"),
        ("en_US", "Asia/Tokyo", "Mon, Sep 28", "9:20 AM"),
        ("de_DE", "America/Chicago", "So, 27. Sep", "19:20"),
    ])
    func datesAndKickoffFollowLocaleAndZone(locale: String, zone: String, date: String, time: String) throws {
        _ = try TestLocales.ready.get()
        let l = TimeLocale(identifier: locale), z = Zone(identifier: zone)!
        #expect(ScheduleRules.dateText(evening, locale: l, timeZone: z) == date)
        #expect(ScheduleRules.stateText(evening, locale: l, timeZone: z) == time)
    }

    @Test func theHomeTeamIsAlwaysOnTheRight() {
        #expect(evening.home.triCode == "NO" && evening.away.triCode == "GB")
        #expect(evening.away.line == "2-0" && evening.home.line == "2-0")   // records for a scheduled game
        #expect(!evening.rootIsHome)
    }
}
