/// The common start lines read without argument-parser, whose building of
/// a command's options by reflection was a fifth of the app's start and two
/// thirds of a `status` run's instructions. Only the usual forms are read
/// here; anything else (help, a URL option, a value out of range, a typo)
/// makes the reader give up, and argument-parser then parses the line and
/// says what is wrong in its own words.
struct QuickArguments {
    /// One option: its name, and its value (`--name value` or `--name=value`) when it takes one.
    struct Option {
        let name: String
        let inline: String?
        fileprivate let next: () -> String?
        var isFlag: Bool { inline == nil }
        /// The value, taken from the next argument unless written with `=`.
        func value() -> String? { inline ?? next() }
    }

    /// Calls `take` for each option in turn; false as soon as one is not taken (or a value is missing).
    static func read(_ args: [String], _ take: (Option) -> Bool) -> Bool {
        var i = 0
        while i < args.count {
            let arg = args[i]
            guard arg.hasPrefix("--") else { return false }
            var name = arg, inline: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            let option = Option(name: name, inline: inline) {
                i += 1
                return i < args.count ? args[i] : nil
            }
            guard take(option) else { return false }
            i += 1
        }
        return true
    }
}
