import Foundation
@testable import SportsCore
import Testing
import TestSupport
@testable import Jumbotron

/// A team's coming games: found in its league's schedules (the offline
/// sample here), printed as a table, and written as an iCalendar file that
/// keeps to the format (CRLF, folded lines, escaped text, UTC, all-day when
/// the time is not set).
@Suite struct TeamCalendarTests {
    static let offline = OfflineDataSource(samples: Fixtures.samples)

    @Test func aTeamsComingGamesFromTheSample() async throws {
        let found = try await TeamSchedulePrint.coming(.nfl, team: "kc", data: Self.offline, today: nflSampleDay, now: nflSampleDay.noonUTC,
                                                       offline: Self.offline)
        #expect(found.team == "Kansas City Chiefs" && found.games.map(\.id) == [401772013])
        let table = TeamSchedulePrint.table(found, locale: .english, zone: Zone(identifier: "America/New_York")!).render(.tsv)
        #expect(table == "date\ttime\taway\thome\tvenue\twatch\n2026-11-22\t8:20 PM\tKC\tDEN\tEmpower Field at Mile High, Denver, CO\tNBC\n", "\(table)")
        let none = try await TeamSchedulePrint.coming(.nfl, team: "Nobody", data: Self.offline, today: nflSampleDay, now: nflSampleDay.noonUTC,
                                                      offline: Self.offline)
        #expect(none.games.isEmpty)
    }

    @Test func theCalendarKeepsToTheFormat() {
        var game = Contest(league: .nfl, id: 7, start: Date(timeIntervalSince1970: 1_795_813_200), state: .scheduled,
                               away: .init(id: "nfl:PIT", abbreviation: "PIT", name: "Pittsburgh Steelers"),
                               home: .init(id: "nfl:BAL", abbreviation: "BAL", name: "Baltimore Ravens"))
        game.venue = "M&T Bank Stadium, Baltimore; MD\\ a very long name that goes on well past the seventy-five bytes a line may hold"
        game.watch = ["CBS", "Paramount+"]
        var later = game
        later.id = 8; later.timeTBD = true
        let ics = TeamCalendar.ics([game, later], team: "Pittsburgh Steelers", league: .nfl, zone: .utc, now: Date(timeIntervalSince1970: 1_795_000_000))
        let lines = ics.components(separatedBy: "\r\n")
        #expect(ics.hasSuffix("END:VCALENDAR\r\n") && !ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF only")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 }, "folded")
        #expect(lines.contains("DTSTART:20261127T210000Z") && lines.contains("DTEND:20261128T001500Z"), "UTC, three hours and a quarter")
        #expect(lines.contains("DTSTAMP:20261118T110640Z"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20261127") && lines.contains("DTEND;VALUE=DATE:20261128"), "no time yet: all day")
        let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("LOCATION:M&T Bank Stadium\\, Baltimore\\; MD\\\\ a very long name"), "escaped")
        #expect(unfolded.contains("DESCRIPTION:NFL: PIT at BAL\\nWatch: CBS\\, Paramount+"))
        #expect(unfolded.contains("SUMMARY:Pittsburgh Steelers @ Baltimore Ravens") && unfolded.contains("UID:nfl-7@jumbotron"))
        #expect(TeamCalendar.escape("a\u{07}b\u{1B}[2J") == "ab[2J", "no control characters from a feed")
    }
}
