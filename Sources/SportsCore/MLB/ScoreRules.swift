import Foundation

/// The scoreboard's rules as pure functions: order, the state text on the
/// right, winners, records and labels. Views and `print scores` share them,
/// so the screen and the printout always say the same thing.
public enum ScoreRules {
    /// By scheduled start, then game number (doubleheaders), then gamePk.
    public static func sorted(_ games: [MLBGame]) -> [MLBGame] {
        games.sorted { a, b in
            let da = a.gameDate ?? "", db = b.gameDate ?? ""
            if da != db { return da < db }
            let na = a.gameNumber ?? 1, nb = b.gameNumber ?? 1
            if na != nb { return na < nb }
            return a.gamePk < b.gamePk
        }
    }

    /// The user's teams' games first (a stable partition: each group keeps its order).
    public static func favoritesFirst(_ games: [MLBGame], teams: Set<Int>) -> [MLBGame] {
        guard !teams.isEmpty else { return games }
        return games.filter { involves($0, teams) } + games.filter { !involves($0, teams) }
    }

    public static func involves(_ game: MLBGame, _ teams: Set<Int>) -> Bool {
        guard !teams.isEmpty else { return false }
        return [game.teams.away.team.id, game.teams.home.team.id].contains { $0.map(teams.contains) ?? false }
    }

    public enum Phase: Equatable, Sendable {
        case scheduled, live, final, postponed, suspended, delayed, cancelled
    }

    /// `text` starts with `prefix` (lower-case ASCII), ignoring ASCII case.
    static func hasPrefix(_ text: String, _ prefix: StaticString) -> Bool {
        var bytes = text.utf8.makeIterator()
        let p = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        for expected in p {
            guard let b = bytes.next() else { return false }
            let lower = (0x41...0x5A).contains(b) ? b | 0x20 : b
            if lower != expected { return false }
        }
        return true
    }

    public static func phase(_ game: MLBGame) -> Phase {
        // Compared without lower-casing a copy: rows ask for the phase several times a frame.
        let detailed = game.status.detailedState ?? ""
        if hasPrefix(detailed, "postponed") { return .postponed }
        if hasPrefix(detailed, "suspended") { return .suspended }
        if hasPrefix(detailed, "cancelled") || hasPrefix(detailed, "canceled") { return .cancelled }
        if hasPrefix(detailed, "delayed") { return .delayed }
        switch game.status.abstractGameState?.lowercased() {
        case "final": return .final
        case "live": return .live
        default:
            if game.status.codedGameState == "F" || game.status.codedGameState == "O" { return .final }
            if game.status.codedGameState == "I" { return .live }
            return .scheduled
        }
    }

    /// Innings actually played: the linescore's innings, else its current inning.
    public static func inningsPlayed(_ game: MLBGame) -> Int? {
        if let n = game.linescore?.innings?.count, n > 0 { return n }
        return game.linescore?.currentInning
    }

    /// The text on the right of a row (and the `state` column of `print scores`).
    public static func stateText(_ game: MLBGame, locale: Locale, timeZone: TimeZone) -> String {
        switch phase(game) {
        case .postponed: return "Postponed"
        case .suspended: return "Suspended"
        case .cancelled: return "Cancelled"
        case .delayed: return "Delayed"
        case .final:
            if let n = inningsPlayed(game), n != 9 { return "F/\(n)" }
            return "Final"
        case .live:
            return inningText(game.linescore) ?? (game.status.detailedState ?? "Live")
        case .scheduled:
            if game.status.startTimeTBD == true { return "TBD" }
            guard let start = startDate(game) else { return "TBD" }
            return TimeText.time(start, locale: locale, timeZone: timeZone)
        }
    }

    /// `Top 5th`, `Mid 5th`, `Bot 5th`, `End 5th`.
    public static func inningText(_ line: MLBGame.Linescore?) -> String? {
        guard let line else { return nil }
        let ordinal = line.currentInningOrdinal ?? line.currentInning.map(ordinalSuffix)
        guard let ordinal else { return nil }
        let half: String
        switch (line.inningState ?? line.inningHalf ?? "").lowercased() {
        case "top": half = "Top"
        case "middle": half = "Mid"
        case "bottom": half = "Bot"
        case "end": half = "End"
        default: half = line.isTopInning == true ? "Top" : (line.isTopInning == false ? "Bot" : "")
        }
        return half.isEmpty ? ordinal : "\(half) \(ordinal)"
    }

    /// 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st.
    public static func ordinalSuffix(_ n: Int) -> String {
        let tens = n % 100
        if (11...13).contains(tens) { return "\(n)th" }
        switch n % 10 {
        case 1: return "\(n)st"
        case 2: return "\(n)nd"
        case 3: return "\(n)rd"
        default: return "\(n)th"
        }
    }

    public static func startDate(_ game: MLBGame) -> Date? {
        game.gameDate.flatMap(TimeText.parseISO)
    }

    public enum Side: Sendable { case away, home }

    /// The winner of a final game: the API's `isWinner`, else the higher score.
    public static func winner(_ game: MLBGame) -> Side? {
        guard phase(game) == .final else { return nil }
        if game.teams.away.isWinner == true { return .away }
        if game.teams.home.isWinner == true { return .home }
        guard let a = game.teams.away.score, let h = game.teams.home.score, a != h else { return nil }
        return a > h ? .away : .home
    }

    /// Runs to show: blank until the game has started.
    public static func runs(_ game: MLBGame, _ side: Side) -> Int? {
        switch phase(game) {
        case .scheduled, .postponed, .cancelled: return nil
        default: return side == .away ? game.teams.away.score : game.teams.home.score
        }
    }

    /// `95-67`, or nil when the payload has no record.
    public static func recordText(_ record: MLBGame.Record?) -> String? {
        guard let w = record?.wins, let l = record?.losses else { return nil }
        return "\(w)-\(l)"
    }

    public static func teamName(_ team: MLBGame.Team) -> String {
        team.name ?? MLBClubs.club(id: team.id)?.name ?? "Unknown team"
    }

    public static func abbreviation(_ team: MLBGame.Team) -> String {
        if let a = team.abbreviation, !a.isEmpty { return a }
        if let club = MLBClubs.club(id: team.id) { return club.abbreviation }
        let letters = (team.teamName ?? team.name ?? "???").uppercased().filter(\.isLetter)
        return String(letters.prefix(3))
    }

    public static func gameTypeText(_ type: String?) -> String? {
        switch type {
        case "R": "Regular season"
        case "S": "Spring training"
        case "E": "Exhibition"
        case "A": "All-Star game"
        case "F": "Wild Card"
        case "D": "Division series"
        case "L": "League championship series"
        case "W": "World Series"
        case "P": "Postseason"
        case nil: nil
        default: nil
        }
    }

    /// `Game 2 of a doubleheader` for doubleheaders, nil otherwise.
    public static func doubleheaderText(_ game: MLBGame) -> String? {
        guard let dh = game.doubleHeader, dh == "Y" || dh == "S", let n = game.gameNumber else { return nil }
        return "Game \(n) of a doubleheader"
    }

    public static func isLive(_ game: MLBGame) -> Bool { phase(game) == .live || phase(game) == .delayed }
}

/// Dates and times in the user's locale and zone. DateFormatter is costly to
/// create, so formatters are cached per locale, zone and pattern.
public enum TimeText {
    nonisolated(unsafe) private static var cache: [String: DateFormatter] = [:]
    /// Formatted results: a frame shows the same few times again and again,
    /// and ICU costs microseconds per call. Bounded: cleared when full.
    nonisolated(unsafe) private static var results: [String: String] = [:]
    private static let lock = NSLock()

    static func memo(_ kind: String, _ date: Date, _ locale: Locale, _ timeZone: TimeZone, _ make: () -> String) -> String {
        let key = "\(kind)|\(date.timeIntervalSince1970)|\(locale.identifier)|\(timeZone.identifier)"
        lock.lock()
        if let hit = results[key] { lock.unlock(); return hit }
        lock.unlock()
        let value = make()
        lock.lock()
        if results.count > 2_000 { results.removeAll(keepingCapacity: true) }
        results[key] = value
        lock.unlock()
        return value
    }

    static func formatter(_ key: String, locale: Locale, timeZone: TimeZone, configure: (DateFormatter) -> Void) -> DateFormatter {
        let id = "\(key)|\(locale.identifier)|\(timeZone.identifier)"
        lock.lock(); defer { lock.unlock() }
        if let f = cache[id] { return f }
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        configure(f)
        cache[id] = f
        return f
    }

    /// `7:05 PM` (en_US), `19:05` (en_GB, de_DE).
    public static func time(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        if isAmericanEnglish(locale) { return englishTime(date, timeZone: timeZone) }
        return memo("time", date, locale, timeZone) {
            plainSpaces(formatter("time", locale: locale, timeZone: timeZone) { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: date))
        }
    }

    /// ICU puts a narrow no-break space before AM/PM; many terminal fonts lack
    /// it and scripts grep for a plain space, so output uses plain spaces.
    static func plainSpaces(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { $0.value == 0x202F || $0.value == 0xA0 }) else { return s }
        return String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value == 0x202F || $0.value == 0xA0 ? " " : $0 }))
    }

    /// `7:05 PM EDT`.
    public static func timeWithZone(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        memo("timeZone", date, locale, timeZone) {
            let t = time(date, locale: locale, timeZone: timeZone)
            let zone = formatter("zone", locale: locale, timeZone: timeZone) { $0.dateFormat = "zzz" }.string(from: date)
            return "\(t) \(zone)"
        }
    }

    /// `Wednesday, September 19, 2018` in the locale's own order.
    public static func longDate(_ day: Day, locale: Locale) -> String {
        // American English (the default, and what C/POSIX read as) is spelled
        // here: building ICU's formatter cost a tenth of the first frame.
        if isAmericanEnglish(locale) { return englishLongDate(day) }
        let utc = TimeZone(identifier: "UTC")!
        return memo("long", day.noonUTC, locale, utc) {
            plainSpaces(formatter("long", locale: locale, timeZone: utc) { $0.setLocalizedDateFormatFromTemplate("EEEEMMMMdyyyy") }
                .string(from: day.noonUTC))
        }
    }

    static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                "September", "October", "November", "December"]

    static func isAmericanEnglish(_ locale: Locale) -> Bool { ["en_US", "en_US_POSIX", "en"].contains(locale.identifier) }

    /// What ICU's short time gives in en_US (`7:05 PM`), without a formatter.
    static func englishTime(_ date: Date, timeZone: TimeZone) -> String {
        guard date.timeIntervalSince1970.isFinite, abs(date.timeIntervalSince1970) < 1e12 else { return "" }
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let minutes = ((local % 86_400) + 86_400) % 86_400 / 60
        let (hour, minute) = (minutes / 60, minutes % 60)
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// What ICU's `EEEEMMMMdyyyy` gives in en_US, without ICU.
    static func englishLongDate(_ day: Day) -> String {
        "\(englishWeekdays[day.weekday - 1]), \(englishMonths[day.month - 1]) \(day.day), \(day.year)"
    }

    /// `September 2018` for the picker's heading.
    public static func monthYear(_ day: Day, locale: Locale) -> String {
        let utc = TimeZone(identifier: "UTC")!
        return formatter("monthYear", locale: locale, timeZone: utc) { $0.setLocalizedDateFormatFromTemplate("MMMMyyyy") }
            .string(from: day.noonUTC)
    }

    /// Two-letter weekday symbols starting on the locale's first weekday.
    public static func weekdaySymbols(locale: Locale) -> (symbols: [String], firstWeekday: Int) {
        var cal = Calendar(identifier: .gregorian)
        cal.locale = locale
        let f = formatter("weekdays", locale: locale, timeZone: TimeZone(identifier: "UTC")!) { _ in }
        let symbols = f.shortStandaloneWeekdaySymbols
        let short = symbols.count == 7 ? symbols : ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
        let first = cal.firstWeekday
        let ordered = (0..<7).map { short[(first - 1 + $0) % 7] }
        return (ordered.map { String($0.prefix(2)) }, first)
    }

    nonisolated(unsafe) private static let iso = ISO8601DateFormatter()
    nonisolated(unsafe) private static let isoFractional: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f
    }()

    /// `2018-09-19T23:05:00Z`, with or without fractional seconds.
    public static func parseISO(_ s: String) -> Date? {
        if let date = ISODate.parse(s) { return date }
        lock.lock(); defer { lock.unlock() }
        return iso.date(from: s) ?? isoFractional.date(from: s)
    }
}
