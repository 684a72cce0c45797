import FoundationEssentials
import SportsCore

/// `print schedule`: the same rows and texts as the Schedule tab.
public enum SchedulePrint {
    public static let columns = ["section", "week", "kind", "away", "away_line", "home", "home_line", "date", "state"]

    public static func table(_ schedule: YinzCamSchedule, locale: TimeLocale, timeZone: Zone, hide: PrintSpoilers = .none) -> PrintTable {
        var table = PrintTable(columns: columns)
        var section = ""
        for row in ScheduleSpoilers.rows(ScheduleRules.rows(schedule), hide: hide.isOn, revealed: hide.revealed) {
            switch row {
            case .heading(let h): section = h
            case .bye(let week):
                table.rows.append([.text(section), .text(week), .text("bye"), .null, .null, .null, .null, .null, .text("BYE")])
            case .game(let g):
                // A line is a final score (a number) or a record (`12-5`).
                func line(_ s: String) -> PrintValue { s == Spoilers.mask ? .null : Int(s).map(PrintValue.number) ?? .optional(s) }
                table.rows.append([.text(section), .optional(g.week), .text("game"), .text(g.away.name), line(g.away.line),
                                   .text(g.home.name), line(g.home.line),
                                   .optional(ScheduleRules.dateText(g, locale: locale, timeZone: timeZone)),
                                   .text(ScheduleRules.stateText(g, locale: locale, timeZone: timeZone))])
            }
        }
        return table
    }
}
