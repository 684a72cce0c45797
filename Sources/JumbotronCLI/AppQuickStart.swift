import FoundationEssentials
import Jumbotron
import SportsCore
import TerminalUI

/// The full-screen app's usual start lines (`--offline`, `--data-dir DIR`,
/// `--date`, `--tab`, …) read directly; nil for anything else, which
/// argument-parser then reads.
enum AppQuickStart {
    static func parse(_ args: [String]) -> AppRequest? {
        var request = AppRequest()
        let read = QuickArguments.read(args) { option in
            switch option.name {
            case "--offline" where option.isFlag: request.plan.offline = true
            case "--no-images" where option.isFlag: request.overrides.images = .off
            case "--no-color" where option.isFlag: request.overrides.theme = .mono
            case "--no-spoilers" where option.isFlag: request.overrides.spoilers = .hide
            case "--ascii" where option.isFlag: request.overrides.ascii = true
            case "--no-ascii" where option.isFlag: request.overrides.ascii = false
            case "--mouse" where option.isFlag: request.overrides.mouse = true
            case "--no-mouse" where option.isFlag: request.overrides.mouse = false
            case "--data-dir": guard let v = option.value() else { return false }; request.plan.dataDir = v
            case "--config": guard let v = option.value() else { return false }; request.plan.configFile = v
            case "--league": guard let v = option.value() else { return false }; request.league = v
            case "--date":
                guard let day = option.value().flatMap({ DayArgument(argument: $0) }) else { return false }
                request.date = day.day
            case "--tab":
                guard let tab = option.value().flatMap({ TabArgument(argument: $0) }) else { return false }
                request.overrides.defaultTab = tab.tab.name
            case "--delay":
                guard let v = option.value().flatMap(Int.init), (0...Delays.maximum).contains(v) else { return false }
                request.plan.delay = v
            default: return false
            }
            return true
        }
        guard read else { return nil }
        // The league is checked against the table once the config's leagues are in it, as argument-parser's path does.
        request.overrides.scoresLeague = request.league
        // URLs from the environment are checked by argument-parser's path, which says what is wrong.
        guard (try? request.plan.urls(environment: ProcessInfo.processInfo.environment)) != nil else { return nil }
        return request
    }
}
