import ArgumentParser
import Foundation
import Jumbotron
import SportsCore

struct PrintSchedule: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "The NFL team schedule: section, week, kind, away, away_line, home, home_line, date, state.")

    @OptionGroup var options: PrintOptions

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        let source = try options.dataSource(environment: env)
        let (_, locale, zone) = options.source.formatting(environment: env)
        try PrintRunner.run({ () async throws(FetchError) -> PrintTable in
            let loaded = try await source.run(.yinzcamSchedule)
            return SchedulePrint.table(loaded.value, locale: locale, timeZone: zone)
        }, format: options.format)
    }
}
