import SportsCore

extension PrintTable {
    /// A `field`/`value` table of the pairs that have a value, in order.
    static func fields(_ pairs: [(String, String?)]) -> PrintTable {
        PrintTable(columns: ["field", "value"], rows: pairs.compactMap { name, value in
            guard let value, !value.isEmpty else { return nil }
            return [.text(name), .text(value)]
        })
    }

    /// A game's first facts as every ESPN center's summary prints them: the state, the teams (ranked where they
    /// are; home first for soccer) and the scores.
    static func headline(_ g: Contest, homeFirst: Bool = false, locale: TimeLocale, zone: Zone) -> [(String, String?)] {
        let sides: [(String, Competitor)] = homeFirst ? [("home", g.home), ("away", g.away)] : [("away", g.away), ("home", g.home)]
        return [("state", g.stateText(locale: locale, timeZone: zone))] + sides.map { ($0.0, $0.1.rankedName) }
            + sides.map { ("\($0.0)_score", $0.1.scored?.text) }
    }
}
