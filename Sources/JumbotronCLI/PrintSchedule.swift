import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

struct PrintSchedule: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "The NFL team schedule: section, week, kind, away, away_line, home, home_line, date, state.")

    @OptionGroup var options: PrintOptions

    func run() throws {
        try options.print { c throws(FetchError) in
            SchedulePrint.table(try await c.source.run(.yinzcamSchedule).value, locale: c.locale, timeZone: c.zone, hide: c.hide)
        }
    }
}
