import FoundationEssentials

/// The NHL's `playoff-bracket/{year}`: sixteen clubs in fifteen series lettered
/// A to O. The letters fix the tree (A and B feed I, ..., M and N feed O), so
/// the round is read from the letter: the answer's own `playoffRound` says 2
/// for the conference finals and the final. A series missing from the answer
/// is an empty slot, a letter twice is read once, wins beyond four are held at
/// four, and each of these is said in the bracket's `problems`.
public enum NHLBracket {
    /// Series per round, first round first.
    static let roundSizes = [8, 4, 2, 1]
    static let roundNames = ["1st Round", "2nd Round", "Conference Finals", "Stanley Cup Final"]
    static let letters = (UInt8(ascii: "A")...UInt8(ascii: "O")).map { String(UnicodeScalar($0)) }

    public static func decode(_ data: Data, season: Int) throws -> PlayoffBracket {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        var problems: [String] = []
        if wire.failures > 0 { problems.append("\(wire.failures) series could not be read") }
        var found: [String: PlayoffSeries] = [:]
        var titles: [Int: String] = [:]
        for record in wire.series {
            guard let letter = record.letter, let index = letters.firstIndex(of: letter) else {
                problems.append("A series lettered \(record.letter.map { "'\($0.prefix(8))'" } ?? "with no letter") is not in a bracket of fifteen: left out")
                continue
            }
            if let year = record.year, year != season {
                throw FetchError.decoding("it answered for the \(year) playoffs, not \(season)")
            }
            guard found[letter] == nil else {
                problems.append("Series \(letter) is listed twice: the first is shown")
                continue
            }
            let round = roundOf(index)
            if let title = record.title, titles[round] == nil { titles[round] = title }
            found[letter] = record.series(letter: letter, round: round, problems: &problems)
        }
        var rounds: [PlayoffRound] = []
        var start = 0
        for (r, size) in roundSizes.enumerated() {
            let slots = letters[start..<(start + size)].map { found[$0] ?? PlayoffSeries(code: $0, round: r + 1) }
            rounds.append(PlayoffRound(name: titles[r + 1] ?? roundNames[r], slots: slots))
            start += size
        }
        return PlayoffBracket(season: season, rounds: rounds, problems: problems)
    }

    static func roundOf(_ letterIndex: Int) -> Int {
        var end = 0
        for (r, size) in roundSizes.enumerated() {
            end += size
            if letterIndex < end { return r + 1 }
        }
        return roundSizes.count
    }

    private struct Wire: Decodable {
        var series: [Record]
        var failures: Int

        enum Key: String, CodingKey { case series }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            let list = try c.decodeIfPresent(LossyList<Record>.self, forKey: .series) ?? LossyList(elements: [], failures: 0)
            series = list.elements
            failures = list.failures
        }
    }

    private struct Team: Decodable {
        var id: Int?
        var abbrev: String?
        var name: String?
        var fullName: String?

        enum Key: String, CodingKey { case id, abbrev, commonName, name }

        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, Key.self)
            id = f.count(.id)
            abbrev = (f.get(.abbrev) as String?).flatMap { code in
                let clean = code.uppercased()
                return (2...4).contains(clean.count) && clean.allSatisfy({ $0.isASCII && $0.isLetter }) ? clean : nil
            }
            name = f.text(.commonName).map { String($0.prefix(24)) }
            fullName = f.text(.name).map { String($0.prefix(40)) }
        }
    }

    private struct Record: Decodable {
        var letter: String?
        var title: String?
        var year: Int?
        var top: Team?, bottom: Team?
        var topSeed: String?, bottomSeed: String?
        var topWins: Int?, bottomWins: Int?
        var winningTeamId: Int?

        enum Key: String, CodingKey {
            case seriesLetter, seriesTitle, seriesUrl, topSeedTeam, bottomSeedTeam, topSeedRankAbbrev, bottomSeedRankAbbrev
            case topSeedWins, bottomSeedWins, winningTeamId
        }

        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, Key.self)
            letter = (f.get(.seriesLetter) as String?)?.uppercased()
            title = (f.get(.seriesTitle) as String?).map { String($0.prefix(30)) }
            // `/schedule/playoff-series/2026/series-a/...`: the playoffs the answer is about.
            year = (f.get(.seriesUrl) as String?).flatMap { url in
                url.split(separator: "/").lazy.compactMap { Int($0) }.first { (1900...2200).contains($0) }
            }
            top = f.get(.topSeedTeam)
            bottom = f.get(.bottomSeedTeam)
            topSeed = (f.get(.topSeedRankAbbrev) as String?).map { String($0.prefix(4)) }
            bottomSeed = (f.get(.bottomSeedRankAbbrev) as String?).map { String($0.prefix(4)) }
            topWins = f.count(.topSeedWins)
            bottomWins = f.count(.bottomSeedWins)
            winningTeamId = f.count(.winningTeamId)
        }

        func series(letter: String, round: Int, problems: inout [String]) -> PlayoffSeries {
            func entrant(_ team: Team?, seed: String?, wins: Int?) -> PlayoffSeries.Entrant? {
                guard let team, let code = team.abbrev else { return nil }
                return PlayoffSeries.Entrant(seed: seed, id: team.id, abbreviation: code, name: team.name ?? code,
                                             fullName: team.fullName ?? team.name ?? code, wins: wins ?? 0)
            }
            var s = PlayoffSeries(code: letter, round: round, top: entrant(top, seed: topSeed, wins: topWins),
                                  bottom: entrant(bottom, seed: bottomSeed, wins: bottomWins), neededToWin: 4)
            s.settle("Series \(letter)", winningTeam: winningTeamId, problems: &problems)
            return s
        }
    }
}

extension Fetch where Value == PlayoffBracket {
    /// A season's bracket: a finished postseason never changes; one under way is asked again after a minute.
    public static func nhlBracket(season: Int, finished: Bool, refresh: Bool = false) -> Fetch {
        Fetch(.nhlBracket(season: season), cache: refresh ? .always : finished ? .forever : .maxAge(seconds: 60)) {
            try NHLBracket.decode($0, season: season)
        }
    }
}
