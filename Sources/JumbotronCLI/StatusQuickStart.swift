/// `jumbotron status` is run by a status bar every few seconds, so its start
/// is most of its cost: argument-parser building the command's options by
/// reflection was two thirds of a status run's instructions (18 of 29 M).
/// The forms a bar's line uses are read here directly; anything else (help,
/// a URL option, a value out of range, a typo) returns nil and goes through
/// argument-parser, which says what is wrong in its own words.
enum StatusQuickStart {
    static func parse(_ args: [String]) -> (SourcePlan, StatusRequest)? {
        var plan = SourcePlan(), request = StatusRequest()
        let read = QuickArguments.read(args) { option in
            switch option.name {
            case "--json" where option.isFlag: request.json = true
            case "--tmux" where option.isFlag: request.tmux = true
            case "--color" where option.isFlag: request.color = true
            case "--no-spoilers" where option.isFlag: request.noSpoilers = true
            case "--offline" where option.isFlag: plan.offline = true
            case "--data-dir": guard let v = option.value() else { return false }; plan.dataDir = v
            case "--config": guard let v = option.value() else { return false }; plan.configFile = v
            case "--format": guard let v = option.value() else { return false }; request.format = v
            case "--separator": guard let v = option.value() else { return false }; request.separator = v
            case "--width":
                guard let v = option.value().flatMap(Int.init), v >= 1 else { return false }
                request.width = v
            case "--wait-ms":
                guard let v = option.value().flatMap(Int.init), (0...10_000).contains(v) else { return false }
                request.waitMs = v
            case "--delay":
                guard let v = option.value().flatMap(Int.init), (0...600).contains(v) else { return false }
                plan.delay = v
            default:
                return false
            }
            return true
        }
        return read ? (plan, request) : nil
    }
}
