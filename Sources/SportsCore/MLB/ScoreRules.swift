import FoundationEssentials

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
    public static func stateText(_ game: MLBGame, locale: TimeLocale, timeZone: Zone) -> String {
        game.summary.stateText(locale: locale, timeZone: timeZone)
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
