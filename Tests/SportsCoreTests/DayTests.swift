import Foundation
import Testing
@testable import SportsCore

@Suite struct DayTests {
    @Test func parsesOnlyRealDates() {
        #expect(Day(iso: "2018-09-19") == Day(year: 2018, month: 9, day: 19))
        #expect(Day(iso: "2024-02-29") != nil)
        for bad in ["2018-13-45", "2023-02-29", "2018-9-19", "20180919", "", "abcd-ef-gh", "2018-09-19x", "0000-01-01", "２０１８-09-19"] {
            #expect(Day(iso: bad) == nil, "\(bad)")
        }
    }

    @Test func arithmetic() {
        let d = Day(iso: "2018-09-19")!
        #expect(d.adding(days: 1).iso == "2018-09-20")
        #expect(d.adding(days: -19).iso == "2018-08-31")
        #expect(Day(iso: "2018-12-31")!.adding(days: 1).iso == "2019-01-01")
        #expect(Day(iso: "2024-01-31")!.adding(months: 1).iso == "2024-02-29")
        #expect(Day(iso: "2024-02-29")!.adding(years: 1).iso == "2025-02-28")
        #expect(Day(iso: "2018-03-15")!.adding(months: -3).iso == "2017-12-15")
        #expect(Day(ordinal: d.ordinal) == d)
        #expect(Day(iso: "0001-01-01")!.adding(days: -5).iso == "0001-01-01")
        #expect(Day(iso: "9999-12-31")!.adding(days: 5).iso == "9999-12-31")
    }

    @Test func weekdays() {
        #expect(Day(iso: "1970-01-01")!.weekday == 5)   // Thursday
        #expect(Day(iso: "2018-09-19")!.weekday == 4)   // Wednesday
        #expect(Day(iso: "2020-11-29")!.weekday == 1)   // Sunday
        #expect(Day(iso: "1969-12-31")!.weekday == 4)
    }

    @Test func dayOfAMomentDependsOnTheZone() {
        let moment = ISO8601DateFormatter().date(from: "2020-09-28T00:20:00Z")!
        #expect(Day(moment, in: Zone.utc).iso == "2020-09-28")
        #expect(Day(moment, in: Zone(identifier: "America/Chicago")!).iso == "2020-09-27")
        #expect(Day(moment, in: Zone(identifier: "Asia/Tokyo")!).iso == "2020-09-28")
    }
}

/// The ICU-free ISO 8601 reader agrees with Foundation's on every shape the
/// sources use, and refuses what it does not know (the caller then falls back).
@Suite struct ISODateTests {
    @Test(arguments: ["2018-09-19T23:05:00Z", "2020-09-13T17:00:00-04:00", "2020-09-13T17:00:00+0530",
                      "2018-09-19T23:05:00.250Z", "2016-02-29T00:00:00Z", "1999-12-31T23:59:59+00:00"])
    func agreesWithFoundation(_ text: String) throws {
        let f = ISO8601DateFormatter()
        if text.contains(".") { f.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
        let expected = try #require(f.date(from: text))
        let parsed = try #require(ISODate.parse(text))
        #expect(abs(parsed.timeIntervalSince(expected)) < 0.001)
    }

    @Test(arguments: ["", "2018-09-19", "2018-13-19T23:05:00Z", "2018-02-30T10:00:00Z", "2018-09-19T24:00:00Z",
                      "2018-09-19T23:05:00", "2018-09-19T23:05:00Zjunk", "٢٠١٨-09-19T23:05:00Z", "2018-09-19T23:05:00.Z"])
    func refusesWhatItDoesNotKnow(_ text: String) {
        #expect(ISODate.parse(text) == nil)
    }

    @Test func formatsLogStamps() {
        #expect(ISODate.format(Date(timeIntervalSince1970: 1_537_398_300.25)) == "2018-09-19T23:05:00.250Z")
        #expect(ISODate.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
    }

    @Test func totalGamesIsReadWithoutDecoding() {
        #expect(MLBSchedule.totalGames(in: Data(#"{"copyright":"x","totalGames": 12,"dates":[]}"#.utf8)) == 12)
        #expect(MLBSchedule.totalGames(in: Data(#"{"totalGames":0}"#.utf8)) == 0)
        #expect(MLBSchedule.totalGames(in: Data(#"{"dates":[]}"#.utf8)) == nil)
    }
}
