import FoundationEssentials
import Primitives
import SportsCore

/// A team's coming games as an iCalendar file (RFC 5545) for any calendar:
/// one event each, in UTC (every calendar shows it in its own zone; the
/// user's zone is named for those that ask), with the venue and where to
/// watch. A game whose time is not set yet is an all-day event on its day.
/// Lines end in CRLF and fold at 75 bytes, as the format says.
public enum TeamCalendar {
    public static func ics(_ games: [Contest], team: String, league: ScoresLeague, zone: Zone, now: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Jumbotron//Team schedule//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
                     "X-WR-CALNAME:" + escape("\(team) · \(league.name)"), "X-WR-TIMEZONE:" + escape(zone.identifier)]
        let homeFirst = league.family.homeFirst
        for game in games {
            guard let start = game.start else { continue }
            let (first, second) = homeFirst ? (game.home, game.away) : (game.away, game.home)
            lines += ["BEGIN:VEVENT", "UID:\(league.rawValue)-\(game.id)@jumbotron", "DTSTAMP:" + stamp(now)]
            if game.timeTBD {
                let day = Day(start, in: zone)
                lines += ["DTSTART;VALUE=DATE:" + compact(day), "DTEND;VALUE=DATE:" + compact(day.adding(days: 1))]
            } else {
                lines += ["DTSTART:" + stamp(start), "DTEND:" + stamp(start.addingTimeInterval(league.family.calendarLength))]
            }
            // A field's contest is named for the followed athlete in it: `Lewis Hamilton · Race`.
            lines.append("SUMMARY:" + escape(game.isField ? "\(team) · \(game.matchup)" : "\(first.name) \(homeFirst ? "v" : "@") \(second.name)"))
            if let venue = game.venue { lines.append("LOCATION:" + escape(venue)) }
            var about = [game.isField ? "\(league.name): \(game.matchup)" : "\(league.name): \(game.away.abbreviation) at \(game.home.abbreviation)"]
            if !game.watch.isEmpty { about.append("Watch: " + game.watch.joined(separator: ", ")) }
            if game.timeTBD { about.append("Time to be announced") }
            lines += ["DESCRIPTION:" + about.map(escape).joined(separator: "\\n"), "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// `20261129T180000Z`.
    static func stamp(_ date: Date) -> String {
        let t = Int(date.timeIntervalSince1970.rounded(.down))
        let day = Day(date, in: .utc), seconds = ((t % 86_400) + 86_400) % 86_400
        return compact(day) + "T" + two(seconds / 3600) + two(seconds / 60 % 60) + two(seconds % 60) + "Z"
    }

    static func compact(_ day: Day) -> String { day.iso.filter { $0 != "-" } }
    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// Text as a property value: one line (a feed's line breaks, NEL and the
    /// line and paragraph separators become spaces, control characters go),
    /// with backslash, comma and semicolon escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in InertText.singleLine(text) {
            switch c {
            case "\\": out += "\\\\"
            case ",": out += "\\,"
            case ";": out += "\\;"
            default: out.append(c)
            }
        }
        return out
    }

    /// At most 75 bytes a line, continued with a space, never inside a
    /// character's bytes: between characters where they fit, else between
    /// the scalars of one too long for a line (`e` and a hundred accents),
    /// which a calendar joins again when it unfolds the line.
    static func fold(_ line: String) -> String {
        var out = "", count = 0
        func put(_ piece: String, bytes: Int) {
            if count + bytes > 75 { out += "\r\n "; count = 1 }
            out += piece; count += bytes
        }
        for c in line {
            let bytes = c.utf8.count
            if bytes <= 74 { put(String(c), bytes: bytes); continue }
            for scalar in c.unicodeScalars { put(String(scalar), bytes: scalar.utf8.count) }
        }
        return out
    }
}
