import FoundationEssentials

/// MLB's `schedule/postseason/series`: every series of a postseason, each with
/// its games as the schedule has them. Since 2022 twelve clubs: in each league
/// two wild card series (best of three) feed the division series of the two
/// clubs with a bye (best of five), then the championship series and the World
/// Series (best of seven). The answer names no seeds and no tree, so the tree
/// is read from the clubs: a division series sits beside the wild card series
/// one of its clubs played, a championship series is its league's, and the
/// club at home in a series' first game (the better seed, in every round) is
/// its top. Wins are the finished games each club won, counted once each.
public enum MLBPostseason {
    /// The first postseason of twelve clubs: the shape this tree draws.
    public static let firstSeason = 2022
    static let gameTypes = ["F", "D", "L", "W"]
    static let roundNames = ["Wild Card Series", "Division Series", "Championship Series", "World Series"]
    static let roundCodes = ["WC", "DS", "CS", "WS"]
    static let slotsPerLeague = [2, 2, 1]

    public static func decode(_ data: Data, season: Int) throws(FetchError) -> PlayoffBracket {
        let answer = try JSONTree.parse(data, skipping: ["copyright", "venue", "content", "broadcasts"])
        guard answer.isObject else { throw FetchError.decoding("the postseason's answer is not an object") }
        var problems: [String] = []
        var found: [[Found]] = Array(repeating: [], count: gameTypes.count)
        for entry in answer["series"]?.objects ?? [] {
            guard let record = try read(entry, season: season, problems: &problems) else { continue }
            if found[record.round].contains(where: { $0.clubs == record.clubs }) {
                problems.append("The \(roundNames[record.round]) of \(record.series.top?.abbreviation ?? "?") and "
                                + "\(record.series.bottom?.abbreviation ?? "?") is listed twice: the first is shown")
                continue
            }
            found[record.round].append(record)
        }
        return PlayoffBracket(season: season, rounds: tree(found, problems: &problems), problems: problems)
    }

    /// One series as read, with the league its clubs play in (103 the American, 104 the National).
    struct Found {
        var round: Int
        var order: String
        var league: Int?
        var series: PlayoffSeries
        var clubs: Set<Int> { Set([series.top?.id, series.bottom?.id].compactMap { $0 }) }
    }

    /// The rounds in draw order: the American League's slots above the National's, each wild
    /// card series beside the division series it fed.
    static func tree(_ found: [[Found]], problems: inout [String]) -> [PlayoffRound] {
        var rounds: [[PlayoffSeries?]] = [Array(repeating: nil, count: 4), Array(repeating: nil, count: 4), [nil, nil], [nil]]
        func place(_ f: Found, preferring wanted: Int?) {
            let per = f.round < slotsPerLeague.count ? slotsPerLeague[f.round] : 1
            let range = f.round == 3 ? 0..<1 : f.league == 103 ? 0..<per : f.league == 104 ? per..<(2 * per) : 0..<(2 * per)
            let slot = wanted.flatMap { range.contains($0) && rounds[f.round][$0] == nil ? $0 : nil }
                ?? range.first { rounds[f.round][$0] == nil }
            guard let slot else {
                problems.append("More \(roundNames[f.round])\(f.round == 3 ? "" : " for a league") than a postseason has: "
                                + "\(f.series.top?.abbreviation ?? "?") v \(f.series.bottom?.abbreviation ?? "?") left out")
                return
            }
            rounds[f.round][slot] = f.series
        }
        for r in [3, 2, 1] { for f in found[r].sorted(by: { $0.order < $1.order }) { place(f, preferring: nil) } }
        // A wild card series sits beside the division series one of its clubs went on to; those
        // are placed first, so one that went nowhere known cannot take another's place.
        let wildCards = found[0].map { f in
            (f, rounds[1].firstIndex { ds in ds.map { !f.clubs.isDisjoint(with: Set([$0.top?.id, $0.bottom?.id].compactMap { $0 })) } ?? false })
        }
        for (f, beside) in wildCards.sorted(by: { ($0.1 == nil ? 1 : 0, $0.0.order) < ($1.1 == nil ? 1 : 0, $1.0.order) }) {
            place(f, preferring: beside)
        }
        return rounds.enumerated().map { r, slots in
            PlayoffRound(name: roundNames[r], slots: slots.enumerated().map { i, s in
                var series = s ?? PlayoffSeries(code: "", round: r + 1, neededToWin: r == 0 ? 2 : r == 1 ? 3 : 4)
                series.code = code(round: r, slot: i)
                return series
            }, fedBy: r == 1 ? 1 : 2)
        }
    }

    /// `ALWC 1`, `NLDS 2`, `ALCS`, `WS`: a slot by its place.
    static func code(round: Int, slot: Int) -> String {
        if round == 3 { return "WS" }
        let per = slotsPerLeague[round]
        let league = slot < per ? "AL" : "NL"
        return league + roundCodes[round] + (per > 1 ? " \(slot % per + 1)" : "")
    }
}
