import FoundationEssentials

extension MLBPostseason {
    /// One series of the answer: nil when it is no round of the postseason (said) or has no
    /// games yet (its slot is still to be decided).
    static func read(_ entry: JSONTree, season: Int, problems: inout [String]) throws(FetchError) -> Found? {
        let games = entry["games"]?.objects ?? []
        let type = entry["series"]?["gameType"]?.string ?? games.first?["gameType"]?.string
        guard let type, let round = gameTypes.firstIndex(of: type) else {
            problems.append("A series of type '\((type ?? "none").prefix(4))' is no round of the postseason: left out")
            return nil
        }
        var seen = Set<Int>()
        var list: [Game] = []
        var repeated = 0
        for g in games {
            let year = g["season"]?.string.flatMap { Int($0) } ?? g["season"]?.int
            if let year, year != season { throw FetchError.decoding("it answered for the \(year) postseason, not \(season)") }
            let game = Game(g)
            if let pk = game.pk, !seen.insert(pk).inserted { repeated += 1; continue }
            list.append(game)
        }
        guard !list.isEmpty else { return nil }
        // The first game's home club is the better seed; games are in their order in the series.
        list.sort { ($0.number ?? Int.max, $0.date) < ($1.number ?? Int.max, $1.date) }
        let first = list.first { $0.home != nil && $0.away != nil } ?? list[0]
        let top = first.home, bottom = first.away
        let label = "\(roundNames[round]) \(top?.abbreviation ?? "TBD") v \(bottom?.abbreviation ?? "TBD")"
        if repeated > 0 { problems.append("\(label): \(repeated) game\(repeated == 1 ? "" : "s") listed twice, counted once") }
        let inSeries = first.inSeries.flatMap { (1...9).contains($0) ? $0 : nil }
        let needed = inSeries.map { $0 / 2 + 1 } ?? [2, 3, 4, 4][round]
        var series = PlayoffSeries(code: "", round: round + 1, top: top?.entrant, bottom: bottom?.entrant, neededToWin: needed)
        guard let top, let bottom else { return Found(round: round, order: order(entry), league: (top ?? bottom)?.league, series: series) }

        var wins = (top: 0, bottom: 0), others = 0
        for game in list {
            guard let home = game.home, let away = game.away else { continue }
            guard Set([home.id, away.id]) == Set([top.id, bottom.id]) else { others += 1; continue }
            if game.live {
                let topScore = home.id == top.id ? home.score : away.score, bottomScore = home.id == top.id ? away.score : home.score
                series.live = PlayoffSeries.LiveGame(number: game.number, topScore: topScore ?? 0, bottomScore: bottomScore ?? 0,
                                                     state: game.inning ?? "Under way")
            }
            guard game.final, let won = game.winner else { continue }
            if won == top.id { wins.top += 1 } else if won == bottom.id { wins.bottom += 1 }
        }
        if others > 0 { problems.append("\(label): \(others) game\(others == 1 ? "" : "s") of other clubs left out") }
        series.top?.wins = wins.top
        series.bottom?.wins = wins.bottom
        series.settle(label, problems: &problems)
        if series.winner != nil { series.live = nil }
        return Found(round: round, order: order(entry), league: top.league ?? bottom.league, series: series)
    }

    /// The answer's own name of a series (`F_1`), for an order among those of a round.
    static func order(_ entry: JSONTree) -> String { entry["series"]?["id"]?.string.map { String($0.prefix(12)) } ?? "" }

    struct Club {
        var id: Int
        var abbreviation: String
        var name: String
        var fullName: String
        var league: Int?
        var score: Int?
        var isWinner: Bool?

        /// A club the answer names by id (a slot still to be decided names none).
        init?(_ side: JSONTree?) {
            guard let side, let team = side["team"], let id = team["id"]?.int, id > 0 else { return nil }
            let known = MLBClubs.club(id: id)
            let code = team["abbreviation"]?.string.flatMap { c in (2...3).contains(c.count) && c.allSatisfy { $0.isASCII && $0.isLetter } ? c : nil }
            guard let abbreviation = code ?? known?.abbreviation else { return nil }
            self.id = id
            self.abbreviation = abbreviation
            fullName = String((team["name"]?.string ?? known?.name ?? abbreviation).prefix(40))
            name = String((team["teamName"]?.string ?? fullName).prefix(24))
            league = team["league"]?["id"]?.int
            score = side["score"]?.int.flatMap { (0...999).contains($0) ? $0 : nil }
            isWinner = side["isWinner"]?.bool
        }

        var entrant: PlayoffSeries.Entrant {
            PlayoffSeries.Entrant(seed: nil, id: id, abbreviation: abbreviation, name: name, fullName: fullName, wins: 0)
        }
    }

    struct Game {
        var pk: Int?
        var number: Int?
        var inSeries: Int?
        var date: String
        var home: Club?, away: Club?
        var final: Bool
        var live: Bool
        /// `Top 7th`, `Middle 3rd`: where a game under way is.
        var inning: String?

        init(_ g: JSONTree) {
            pk = g["gamePk"]?.int
            number = g["seriesGameNumber"]?.int
            inSeries = g["gamesInSeries"]?.int
            date = String((g["gameDate"]?.string ?? "").prefix(25))
            home = Club(g["teams"]?["home"])
            away = Club(g["teams"]?["away"])
            let status = g["status"]
            let coded = status?["codedGameState"]?.string
            final = status?["abstractGameState"]?.string == "Final" && coded != "D" && coded != "C" && coded != "U"
            live = status?["abstractGameState"]?.string == "Live"
            let half = g["linescore"]?["inningState"]?.string ?? g["linescore"]?["inningHalf"]?.string
            let ordinal = g["linescore"]?["currentInningOrdinal"]?.string
            inning = ordinal.map { ((half.map { String($0.prefix(8)) + " " }) ?? "") + String($0.prefix(6)) }
        }

        /// The club that won a finished game: the answer's word, else the higher score.
        var winner: Int? {
            guard let home, let away else { return nil }
            if home.isWinner == true { return home.id }
            if away.isWinner == true { return away.id }
            guard let h = home.score, let a = away.score, h != a else { return nil }
            return h > a ? home.id : away.id
        }
    }
}

extension Fetch where Value == PlayoffBracket {
    /// A season's MLB postseason: a finished one never changes; one under way is asked again after a minute.
    public static func mlbPostseason(season: Int, finished: Bool, refresh: Bool = false) -> Fetch {
        Fetch(.mlbPostseason(season: season), cache: refresh ? .always : finished ? .forever : .maxAge(seconds: 60)) {
            try MLBPostseason.decode($0, season: season)
        }
    }
}
