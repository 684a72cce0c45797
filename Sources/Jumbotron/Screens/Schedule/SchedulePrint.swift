import Foundation
import SportsCore

/// `print schedule`: the same rows and texts as the Schedule tab.
public enum SchedulePrint {
    public static let columns = ["section", "week", "kind", "away", "away_line", "home", "home_line", "date", "state"]

    public static func table(_ schedule: YinzCamSchedule, locale: Locale, timeZone: TimeZone) -> PrintTable {
        var table = PrintTable(columns: columns)
        var section = ""
        for row in ScheduleRules.rows(schedule) {
            switch row {
            case .heading(let h): section = h
            case .bye(let week):
                table.rows.append([.text(section), .text(week), .text("bye"), .text(""), .text(""), .text(""), .text(""), .text(""), .text("BYE")])
            case .game(let g):
                table.rows.append([.text(section), .text(g.week), .text("game"), .text(g.away.name), .text(g.away.line),
                                   .text(g.home.name), .text(g.home.line),
                                   .text(ScheduleRules.dateText(g, locale: locale, timeZone: timeZone)),
                                   .text(ScheduleRules.stateText(g, locale: locale, timeZone: timeZone))])
            }
        }
        return table
    }
}
