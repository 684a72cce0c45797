import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Dates, times and zones without ICU: English against what ICU said (the
/// tests may link Foundation; the app does not), other locales from the C
/// library's data built with localedef, zones from the tz database.
@Suite struct TimeTextTests {
    let day = Day(iso: "2018-09-19")!

    /// American English is spelled out, and says exactly what ICU says, every day of four years.
    @Test func theEnglishLongDateMatchesICU() {
        let icu = DateFormatter()
        icu.locale = Foundation.Locale(identifier: "en_US")
        icu.timeZone = Foundation.TimeZone(identifier: "UTC")
        icu.setLocalizedDateFormatFromTemplate("EEEEMMMMdyyyy")
        var d = Day(year: 2023, month: 1, day: 1)!
        for _ in 0..<(4 * 366) {
            #expect(TimeText.longDate(d, locale: .english) == icu.string(from: d.noonUTC).replacingOccurrences(of: "\u{202F}", with: " "))
            d = d.adding(days: 1)
        }
    }

    /// Our zones read from the tz database give ICU's clock times, either side of UTC and across DST changes.
    @Test(arguments: ["America/New_York", "America/Los_Angeles", "UTC", "Asia/Kolkata", "Australia/Adelaide",
                      "Pacific/Chatham", "Europe/Dublin", "America/St_Johns"])
    func zonesAndTheEnglishClockMatchICU(zone: String) throws {
        let ours = try #require(Zone(identifier: zone))
        let icu = DateFormatter()
        icu.locale = Foundation.Locale(identifier: "en_US")
        icu.timeZone = Foundation.TimeZone(identifier: zone)
        icu.dateStyle = .none
        icu.timeStyle = .short
        let theirs = Foundation.TimeZone(identifier: zone)!
        var date = Date(timeIntervalSince1970: 946_684_800)   // 2000, through 2045 (past the files' last transition)
        for _ in 0..<12_000 {
            #expect(ours.secondsFromGMT(for: date) == theirs.secondsFromGMT(for: date), "\(zone) \(date)")
            let expected = icu.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
            #expect(TimeText.time(date, locale: .english, timeZone: ours) == expected, "\(zone) \(date)")
            date = date.addingTimeInterval(86_400 * 1.37 + 61)
        }
    }

    @Test func zoneNamesThatCouldLeaveTheDatabaseAreRefused() {
        for name in ["../../etc/passwd", "/etc/localtime", "", "America/../../../etc/shadow", "a\u{0}b", String(repeating: "x", count: 500)] {
            #expect(Zone(identifier: name) == nil, "\(name)")
        }
        #expect(Zone(identifier: "UTC")?.secondsFromGMT() == 0)
        #expect(Zone(identifier: "America/New_York")?.abbreviation(for: Date(timeIntervalSince1970: 1_537_398_300)) == "EDT")
    }

    @Test func posixRulesCoverTheYearsAfterTheFile() throws {
        let ny = try #require(PosixZoneRule("EST5EDT,M3.2.0,M11.1.0"))
        let july2050: Int64 = 2_541_024_000, january2050: Int64 = 2_524_608_000
        #expect(ny.offset(at: july2050).abbreviation == "EDT" && ny.offset(at: january2050).abbreviation == "EST")
        let dublin = try #require(PosixZoneRule("IST-1GMT0,M10.5.0,M3.5.0/1"))   // "daylight" is winter
        #expect(dublin.offset(at: july2050).seconds == 3600 && dublin.offset(at: january2050).seconds == 0)
        #expect(PosixZoneRule("<+09>-9")?.offset(at: july2050).seconds == 9 * 3600)
        for junk in ["", "E", "EST", "EST5EDT,M13.1.0,M1.1.0", "EST5EDT,M3.2.0", "<+09-9"] { #expect(PosixZoneRule(junk) == nil, "\(junk)") }
    }

    /// C and POSIX read as ISO dates and a 24-hour clock, as `date` and `ls` show them there.
    @Test func posixLocaleGivesISODates() throws {
        let ny = try #require(Zone(identifier: "America/New_York"))
        let evening = Date(timeIntervalSince1970: 1_537_398_300)   // 2018-09-19 23:05 UTC
        #expect(TimeText.longDate(day, locale: .posix) == "Wed 2018-09-19")
        #expect(TimeText.shortDate(evening, locale: .posix, timeZone: ny) == "Wed 2018-09-19")
        #expect(TimeText.time(evening, locale: .posix, timeZone: ny) == "19:05")
        #expect(TimeText.monthYear(day, locale: .posix) == "2018-09")
        #expect(TimeText.grouped(41_234, locale: .posix) == "41234")
        #expect(UserLocale.locale(environment: ["LANG": "C.UTF-8"]) == .posix)
        #expect(UserLocale.locale(environment: ["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"]) == .posix)
    }

    @Test func englishIsUnchanged() throws {
        let ny = try #require(Zone(identifier: "America/New_York"))
        let evening = Date(timeIntervalSince1970: 1_537_398_300)
        #expect(TimeText.longDate(day, locale: .english) == "Wednesday, September 19, 2018")
        #expect(TimeText.shortDate(evening, locale: .english, timeZone: ny) == "Wed, Sep 19")
        #expect(TimeText.timeWithZone(evening, locale: .english, timeZone: ny) == "7:05 PM EDT")
        #expect(TimeText.fullDateTime(evening, locale: .english, timeZone: ny) == "Wednesday, September 19, 2018 at 7:05 PM EDT")
        #expect(TimeText.monthYear(day, locale: .english) == "September 2018")
        #expect(TimeText.weekdaySymbols(locale: .english).symbols == ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"])
        #expect(TimeText.grouped(41_234, locale: .english) == "41,234")
        #expect(TimeText.time(evening, locale: TimeLocale.english.withClock(twelveHour: false), timeZone: ny) == "19:05")
    }

    /// French and German put the day first and use their own words, from the
    /// C library's locale data (built here: a fresh machine has only C.UTF-8).
    @Test func frenchAndGermanPutTheDayFirstInTheirOwnWords() throws {
        _ = try TestLocales.ready.get()
        let paris = try #require(Zone(identifier: "Europe/Paris"))
        let evening = Date(timeIntervalSince1970: 1_537_398_300)   // 01:05 on the 20th in Paris
        let fr = TimeLocale(identifier: "fr_FR"), de = TimeLocale(identifier: "de_DE"), gb = TimeLocale(identifier: "en_GB")
        #expect(TimeText.longDate(day, locale: fr) == "mercredi 19 septembre 2018")
        #expect(TimeText.longDate(day, locale: de) == "Mittwoch, 19. September 2018")
        #expect(TimeText.longDate(day, locale: gb) == "Wednesday, 19 September 2018")
        #expect(TimeText.shortDate(evening, locale: fr, timeZone: paris) == "jeu. 20 sept.")
        #expect(TimeText.shortDate(evening, locale: de, timeZone: paris) == "Do, 20. Sep")
        #expect(TimeText.time(evening, locale: fr, timeZone: paris) == "01:05")
        #expect(TimeText.time(evening, locale: de.withClock(twelveHour: true), timeZone: paris) == "1:05 AM")
        #expect(TimeText.monthYear(day, locale: fr) == "septembre 2018")
        #expect(TimeText.monthYear(day, locale: de) == "September 2018")
        #expect(TimeText.weekdaySymbols(locale: de).symbols.first == "Mo")
        #expect(TimeText.weekdaySymbols(locale: fr).firstWeekday == 2)
        #expect(TimeText.grouped(41_234, locale: de) == "41.234")
        #expect(TimeText.grouped(41_234, locale: fr) == "41 234")
    }

    /// A locale the machine lacks reads as American English, as it always did.
    @Test func aMissingLocaleReadsAsEnglish() {
        #expect(TimeText.longDate(day, locale: TimeLocale(identifier: "xx_YY")) == "Wednesday, September 19, 2018")
    }
}
