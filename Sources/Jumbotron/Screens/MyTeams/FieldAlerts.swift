import SportsCore

/// What is news in a field contest (a race, a round of golf) for a followed
/// athlete: their name before the contest's in every alert, their finish
/// when it ends (`HAM finishes P5 · Race`, `GORE T8 at -9 · The RSM Classic`),
/// and a move into the top ten while it runs. A place is `P5` in a race and
/// golf's own `T8` elsewhere.
enum FieldAlerts {
    /// `HAM · ` for a field with followed entrants, nothing for two sides (their names are the matchup).
    static func who(_ g: Contest, _ teams: Set<String>) -> String {
        guard g.isField else { return "" }
        let names = g.field.filter { teams.contains($0.competitor.id) }.map(\.competitor.abbreviation)
        return names.isEmpty ? "" : names.joined(separator: ", ") + " · "
    }

    /// `P5` for a driver, `T8` for a golfer (places with ties are golf's), `DNF` for one out of the order.
    static func place(_ e: Entrant) -> String {
        guard e.place != nil else { return e.status ?? "unplaced" }
        return e.tied || e.score?.value != nil ? e.placeText : "P\(e.placeText)"
    }

    static func result(_ g: Contest, _ teams: Set<String>) -> String {
        let finishes = g.field.filter { teams.contains($0.competitor.id) }.map { e in
            "\(e.competitor.abbreviation) " + (e.place == nil ? out(e.status) : "finishes \(place(e))") + (e.score.map { " at \($0.text)" } ?? "")
        }
        return (finishes.isEmpty ? [g.matchup + " has ended"] : finishes + [g.matchup]).joined(separator: " · ")
    }

    /// Why an entrant has no place, in words: `missed the cut`, `withdrew`, `did not finish`.
    static func out(_ status: String?) -> String {
        switch status {
        case "MC"?, "CUT"?: "missed the cut"
        case "WD"?: "withdrew"
        case "DNF"?: "did not finish"
        case "DQ"?: "was disqualified"
        case let s?: s
        case nil: "is not classified"
        }
    }

    /// A followed entrant moving into the top ten, told once a contest per entrant.
    static func moves(_ was: Contest, _ now: Contest, _ teams: Set<String>) -> [TeamAlerts.News] {
        now.field.filter { teams.contains($0.competitor.id) }.compactMap { e in
            guard let placeNow = e.place, placeNow <= 10 else { return nil }
            // From a place outside it: the first order of a race (from no place) is not a move.
            guard let before = was.entrant(e.competitor.id)?.place, before > 10 else { return nil }
            return TeamAlerts.News(event: "top10 \(e.competitor.id)",
                                   text: "\(e.competitor.abbreviation) moves into the top 10: \(place(e))" + (e.score.map { " at \($0.text)" } ?? "")
                                       + " · \(now.matchup)", kind: .score)
        }
    }
}
