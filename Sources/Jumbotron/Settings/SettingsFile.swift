import TerminalUI
import FoundationEssentials
import Primitives
import SportsCore
import TOMLKit

/// Reads `config.toml`. Never throws: a syntax error costs the whole file
/// (defaults everywhere, one problem naming the line), a bad value costs only
/// its key (its default, one problem naming line and key).
public enum SettingsFile {
    public struct Loaded: Equatable, Sendable {
        public var settings: Settings
        /// Which keys the file set, for `config --print`.
        public var keysSet: Set<String>
        public var problems: [SettingsProblem]
    }

    /// A settings file is a few hundred bytes; past a megabyte it is not one
    /// (a 50 MB file once took 8.5 s and 362 MB to parse), and is not read.
    public static let maxBytes = 1 << 20

    /// A missing file is normal (defaults, no problem); an unreadable or oversized one is a problem.
    public static func load(_ url: URL) -> Loaded {
        func refused(_ message: String) -> Loaded {
            Loaded(settings: Settings(), keysSet: [], problems: [SettingsProblem(line: nil, key: nil, message: message)])
        }
        switch BoundedFile.read(url.path, limit: maxBytes) {
        case .failure(.missing):
            return Loaded(settings: Settings(), keysSet: [], problems: [])
        case .failure(.tooLarge(let size)):
            return refused("is \(max(1, size / 1_000_000)) MB, far over the 1 MB a settings file can be; not read, using defaults")
        case .failure(.unreadable):
            return refused("cannot be read (\(url.path)); using defaults")
        case .success(let read):
            guard let text = String(data: read.data, encoding: .utf8) else { return refused("is not UTF-8 text; using defaults") }
            return parse(text)
        }
    }

    public static func parse(_ text: String) -> Loaded {
        let table: TOMLTable
        do {
            // The TOML library ends a string at a NUL (`"ned.1\u0000x"` would read as `ned.1`):
            // those escapes become U+FFFD, which no setting takes, and each such line is a problem.
            table = try TOMLTable(string: NULEscapes.replaced(in: text))
        } catch let error as TOMLParseError {
            let line = error.source.begin.line > 0 ? error.source.begin.line : nil
            var problem = SettingsProblem(line: line, key: nil, message: "\(error.description); using defaults for every setting")
            problem.costsTheWholeFile = true
            return Loaded(settings: Settings(), keysSet: [], problems: [problem])
        } catch {
            var problem = SettingsProblem(line: nil, key: nil, message: "\(error); using defaults for every setting")
            problem.costsTheWholeFile = true
            return Loaded(settings: Settings(), keysSet: [], problems: [problem])
        }
        var reader = Reader(lines: KeyLines(text))
        reader.read(table)
        let problems = reader.problems.enumerated().sorted { a, b in
            (a.element.line ?? .max, a.offset) < (b.element.line ?? .max, b.offset)
        }.map(\.element)
        return Loaded(settings: reader.settings, keysSet: reader.keysSet, problems: problems)
    }

    /// Every top-level key the file may hold (named in the unknown-key message).
    static let topKeys = ["default_tab", "league", "leagues", "scores_league", "time_zone", "clock", "theme", "refresh_seconds", "ascii", "mouse", "images",
                          "alerts", "alert_kinds", "quiet_hours", "spoilers", "delay", "followed_first", "nba_api_key"]

    private struct Reader {
        let lines: KeyLines
        var settings = Settings()
        var keysSet: Set<String> = []
        var problems: [SettingsProblem] = []

        init(lines: KeyLines) { self.lines = lines }

        mutating func problem(_ key: String, section: String? = nil, _ message: String) {
            let name = section.map { "\($0).\(key)" } ?? key
            problems.append(SettingsProblem(line: lines.line(of: key, in: section), key: name, message: message))
        }

        mutating func read(_ table: TOMLTable) {
            for key in table.keys.sorted() {
                guard let value = table[key]?.tomlValue else { continue }
                if lines.holdsNUL(key) {
                    problem(key, "holds \\u0000, a NUL character, which no setting can hold; ignored"); continue
                }
                switch key {
                case "teams":
                    guard let teams = value.table else { problem(key, "must be a table ([teams]); ignored"); continue }
                    readTeams(teams)
                case "default_tab":
                    if let s = string(value, key), let tab = TabTable.names.first(where: { $0 == s.lowercased() }) {
                        settings.defaultTab = tab; keysSet.insert(key)
                    } else if value.string != nil {
                        problem(key, "'\(shown(value.string!))' is not one of \(TabTable.names.joined(separator: ", ")); using scores")
                    }
                case "league":
                    readLeagues(value)
                case "leagues":
                    // Read after `league` (keys in order): a league added there may be one of the user's.
                    let known = LeagueTable.builtIn + settings.addedLeagues
                    let items = value.array.map { Array($0).map(\.tomlValue) } ?? [value]
                    for item in items {
                        guard let s = item.string else { problem(key, "must be a list of league codes like [\"mlb\", \"nfl\"]; ignored"); break }
                        if let league = LeagueTable.named(s, in: known) {
                            if !settings.enabledLeagues.contains(league) { settings.enabledLeagues.append(league) }
                        } else {
                            problem(key, "'\(shown(s))' is not one of \(known.map(\.id.rawValue).joined(separator: ", ")); skipped")
                        }
                    }
                    keysSet.insert(key)
                case "scores_league":
                    // `league` is read first (keys in order): a league added there may be the one to open on.
                    guard let s = string(value, key) else { continue }
                    let known = LeagueTable.builtIn + settings.addedLeagues
                    if let league = LeagueTable.named(s, in: known) { settings.scoresLeague = league; keysSet.insert(key) }
                    else { problem(key, "'\(shown(s))' is not one of \(known.map(\.id.rawValue).joined(separator: ", ")); using \(ScoresLeague.opening.rawValue)") }
                case "time_zone":
                    guard let s = string(value, key) else { continue }
                    if s.isEmpty { keysSet.insert(key); continue }
                    if let zone = Zone(identifier: s) { settings.timeZone = zone; keysSet.insert(key) }
                    else { problem(key, "'\(shown(s))' is not a time zone name like Europe/London; using TZ") }
                case "clock":
                    guard let s = string(value, key) else { continue }
                    if let clock = Settings.Clock(rawValue: s.lowercased()) { settings.clock = clock; keysSet.insert(key) }
                    else { problem(key, "'\(shown(s))' is not one of 12h, 24h, locale; using locale") }
                case "theme":
                    guard let s = string(value, key) else { continue }
                    if s.lowercased() == "auto" { keysSet.insert(key); continue }
                    if let theme = Settings.ThemeChoice(rawValue: s.lowercased()) { settings.theme = theme; keysSet.insert(key) }
                    else { problem(key, "'\(shown(s))' is not one of dark, light, mono, auto; using auto") }
                case "refresh_seconds":
                    guard let n = value.int else { problem(key, "must be a whole number of seconds; using 30"); continue }
                    if n < Settings.minimumRefreshSeconds {
                        problem(key, "\(n) is below the minimum of \(Settings.minimumRefreshSeconds) seconds; using 30")
                    } else if n > Settings.maximumRefreshSeconds {
                        problem(key, "\(n) is above the maximum of \(Settings.maximumRefreshSeconds) seconds (a day); using 30")
                    } else { settings.refreshSeconds = n; keysSet.insert(key) }
                case "ascii":
                    if let b = bool(value, key, default: "false") { settings.ascii = b; keysSet.insert(key) }
                case "followed_first":
                    if let b = bool(value, key, default: "true") { settings.followedFirst = b; keysSet.insert(key) }
                case "mouse":
                    if let b = bool(value, key, default: "true") { settings.mouse = b; keysSet.insert(key) }
                case "images":
                    guard let text = value.string, let choice = Settings.Images(rawValue: text.lowercased()) else {
                        problem(key, "must be \"auto\", \"pixels\", \"cells\" or \"off\"; using \"auto\""); continue
                    }
                    settings.images = choice; keysSet.insert(key)
                case "alerts":
                    guard let text = value.string, let mode = AlertMode(rawValue: text.lowercased()) else {
                        problem(key, "must be \"off\", \"banner\", \"bell\" or \"desktop\"; using \"banner\""); continue
                    }
                    settings.alerts = mode; keysSet.insert(key)
                case "spoilers":
                    guard let text = value.string, let choice = Settings.Spoilers(rawValue: text.lowercased()) else {
                        problem(key, "must be \"show\" or \"hide\"; using \"show\""); continue
                    }
                    settings.spoilers = choice; keysSet.insert(key)
                case "alert_kinds":
                    let (kinds, problems, set) = AlertSettings.readKinds(value)
                    for message in problems { problem(key, message) }
                    if let kinds { settings.alertKinds = kinds; keysSet.formUnion(set.map { "alert_kinds.\($0.rawValue)" }) }
                case "quiet_hours":
                    let (hours, message) = AlertSettings.readQuietHours(value)
                    if let message { problem(key, message) }
                    if let hours { settings.quietHours = hours; keysSet.insert(key) }
                case "delay":
                    let (delays, problems) = DelaySetting.read(value, known: LeagueTable.builtIn.map(\.id.rawValue)
                                                                + settings.addedLeagues.map(\.id.rawValue))
                    for message in problems { problem(key, message) }
                    if let delays { settings.delays = delays; keysSet.insert(key) }
                case "nba_api_key":
                    // The value is never repeated in a message: it is a secret.
                    guard let s = value.string else { problem(key, "must be a string in quotes; ignored"); continue }
                    let trimmed = s.trimmedWhitespace
                    guard Settings.isUsableAPIKey(trimmed) else { problem(key, Settings.unusableKeyMessage); continue }
                    if !trimmed.isEmpty { settings.nbaAPIKey = trimmed }
                    keysSet.insert(key)
                default:
                    problem(key, "unknown setting; ignored (known: \(SettingsFile.topKeys.joined(separator: ", ")), [teams])")
                }
            }
        }

        /// `[[league]]` tables: `slug = "football/ufl"`, `name = "UFL"`, and an `id` when the code is not one.
        mutating func readLeagues(_ value: TOMLValue) {
            guard let array = value.array else { problem("league", "must be tables ([[league]] with slug and name); ignored"); return }
            for item in Array(array).map(\.tomlValue) {
                guard settings.addedLeagues.count < LeagueTable.maxAdded else {
                    problem("league", "more than \(LeagueTable.maxAdded) [[league]] tables; the rest are ignored"); break
                }
                guard let table = item.table else { problem("league", "must be tables ([[league]] with slug and name); ignored"); continue }
                guard let slug = table["slug"]?.tomlValue.string else { problem("league", "a [[league]] without a slug (\"sport/league\", as ESPN names it); ignored"); continue }
                guard let league = ESPNLeague(slug: slug.lowercased()) else {
                    problem("league", "'\(shown(slug))' is not an ESPN slug (sport/league, such as soccer/ned.1); ignored"); continue
                }
                guard let sport = FamilyRegistry.sport(named: league.sport) else {
                    problem("league", "\(league.slug): \(league.sport) is not a sport Jumbotron knows (\(Sport.allCases.map(\.rawValue).joined(separator: ", "))); ignored")
                    continue
                }
                let id = (table["id"]?.tomlValue.string ?? league.league).lowercased()
                if table.keys.contains(where: { table[$0]?.tomlValue.string?.contains("\u{FFFD}") == true }) {
                    problem("league", "\(league.slug): holds \\u0000, a NUL character, which no setting can hold; ignored"); continue
                }
                let name = table["name"]?.tomlValue.string.map { SettingsProblem.printable($0, limit: 40) } ?? league.label
                let row = LeagueRow(id: ScoresLeague(id: id), name: name.isEmpty ? league.label : name, sport: sport, source: .espn(league), added: true)
                if let why = LeagueTable.unsupported(row) { problem("league", why + "; ignored"); continue }
                if settings.addedLeagues.contains(where: { $0.id == row.id }) { problem("league", "\(league.slug): the id \(id) is taken; ignored"); continue }
                settings.addedLeagues.append(row)
                keysSet.insert("league")
            }
        }

        mutating func readTeams(_ table: TOMLTable) {
            for key in table.keys.sorted() {
                guard let value = table[key]?.tomlValue else { continue }
                switch key {
                case "mlb":
                    settings.favoriteMLBTeams = teams(value, key, known: MLBClubs.all.map(\.abbreviation), league: "MLB")
                case "nfl":
                    settings.favoriteNFLTeams = teams(value, key, known: NFLClubs.all.map(\.triCode), league: "NFL")
                default:
                    problem(key, section: "teams", "unknown league; ignored (known: mlb, nfl)")
                }
            }
        }

        /// A list of abbreviations (one string is taken as a list of one); unknown ones are named and skipped.
        mutating func teams(_ value: TOMLValue, _ key: String, known: [String], league: String) -> [String] {
            let raw: [TOMLValue]
            if let array = value.array { raw = Array(array).map(\.tomlValue) } else { raw = [value] }
            var result: [String] = []
            for item in raw {
                guard let s = item.string else {
                    problem(key, section: "teams", "must be a list of team abbreviations like [\"\(known[0])\"]; ignored")
                    return []
                }
                let code = s.uppercased()
                if known.contains(code) { if !result.contains(code) { result.append(code) } }
                else { problem(key, section: "teams", "'\(shown(s))' is not an \(league) team abbreviation (\(known.sorted().joined(separator: " "))); skipped") }
            }
            keysSet.insert("teams.\(key)")
            return result
        }

        mutating func string(_ value: TOMLValue, _ key: String) -> String? {
            if let s = value.string { return s }
            problem(key, "must be text in quotes; using the default")
            return nil
        }

        mutating func bool(_ value: TOMLValue, _ key: String, default fallback: String) -> Bool? {
            if let b = value.bool { return b }
            problem(key, "must be true or false; using \(fallback)")
            return nil
        }
    }
}

/// A value from the file as a message quotes it: short enough for one line.
func shown(_ value: String) -> String {
    value.count <= 40 ? value : String(value.prefix(39)) + "…"
}

/// Where each `key = …` sits in the text: TOMLKit keeps no positions for
/// values, so problems find their line here (section headers tracked).
struct KeyLines {
    private var lines: [String: Int] = [:]
    /// Keys whose line holds a NUL escape.
    private var withNUL: Set<String> = []

    init(_ text: String) {
        var section: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmedWhitespace
            if line.hasPrefix("[") {
                section = line.trimming { "[] \t".contains($0) }.lowercased()
                continue
            }
            guard !line.hasPrefix("#"), let eq = line.firstIndex(of: "=") else { continue }
            var key = line[..<eq].trimmedWhitespace
            if key.count >= 2, key.first == "\"" || key.first == "'", key.last == key.first { key = String(key.dropFirst().dropLast()) }
            let full = section.map { "\($0).\(key)" } ?? key
            if lines[full] == nil { lines[full] = index + 1 }
            if NULEscapes.inLine(line) { withNUL.insert(full) }
        }
    }

    func line(of key: String, in section: String?) -> Int? {
        lines[section.map { "\($0).\(key)" } ?? key]
    }

    func holdsNUL(_ key: String) -> Bool { withNUL.contains(key) }
}
