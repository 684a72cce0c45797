/// `jumbotron status` is run by a status bar every few seconds, so its start
/// is most of its cost: argument-parser building the command's options by
/// reflection was two thirds of a status run's instructions (18 of 29 M).
/// The forms a bar's line uses are read here directly; anything else (help,
/// a URL option, a value out of range, a typo) returns nil and goes through
/// argument-parser, which says what is wrong in its own words.
enum StatusQuickStart {
    static func parse(_ args: [String]) -> (SourcePlan, StatusRequest)? {
        var plan = SourcePlan(), request = StatusRequest()
        var i = 0
        while i < args.count {
            let arg = args[i]
            let (name, inline): (String, String?) = {
                guard arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") else { return (arg, nil) }
                return (String(arg[..<eq]), String(arg[arg.index(after: eq)...]))
            }()
            func value() -> String? {
                if let inline { return inline }
                i += 1
                return i < args.count ? args[i] : nil
            }
            switch name {
            case "--json" where inline == nil: request.json = true
            case "--tmux" where inline == nil: request.tmux = true
            case "--no-spoilers" where inline == nil: request.noSpoilers = true
            case "--offline" where inline == nil: plan.offline = true
            case "--data-dir": guard let v = value() else { return nil }; plan.dataDir = v
            case "--config": guard let v = value() else { return nil }; plan.configFile = v
            case "--format": guard let v = value() else { return nil }; request.format = v
            case "--separator": guard let v = value() else { return nil }; request.separator = v
            case "--width":
                guard let v = value().flatMap(Int.init), v >= 1 else { return nil }
                request.width = v
            case "--wait-ms":
                guard let v = value().flatMap(Int.init), (0...10_000).contains(v) else { return nil }
                request.waitMs = v
            case "--delay":
                guard let v = value().flatMap(Int.init), (0...600).contains(v) else { return nil }
                plan.delay = v
            default:
                return nil
            }
            i += 1
        }
        return (plan, request)
    }
}
