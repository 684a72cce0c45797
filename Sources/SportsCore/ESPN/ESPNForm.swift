import FoundationEssentials

/// Soccer's form: each club's last five results, oldest first (`WWDLW`),
/// worked out from the league's finals over the weeks before the day shown.
/// ESPN's standings do not carry it, so it is a second, optional request:
/// the table stands without it.
extension ESPNStandings {
    /// How far back results are asked for: five rounds of a weekly league, with a break.
    public static let formDays = 42

    public static func withForm(_ league: ESPNLeague, season: Int?, until day: Day) -> Fetch<ESPNStandings> {
        let from = day.adding(days: -formDays).iso, to = day.iso
        var fetch = Fetch(.espnStandings(league, season: season), cache: .maxAge(seconds: 3_600), then: { standings in
            Fetch(.espnResults(league, from: from, to: to), cache: .maxAge(seconds: 600)) { data in
                var out = standings
                out.addForm(try ESPNScoreboard.decode(data, league: league.id, sport: league.sport).games)
                return out
            }
        }) { try ESPNStandings.decode($0) }
        fetch.thenIsOptional = true
        return fetch
    }

    /// Each club's last `last` finished matches, by kick-off, as `W`, `D`
    /// or `L` from its side (a shootout's winner drew the match), under the
    /// stat `form` of its entry. A club with no finished match keeps none.
    public mutating func addForm(_ games: [ESPNGame], last: Int = 5) {
        var results: [String: [(Date, Character)]] = [:]
        for g in games where SoccerRules.phase(g) == .final {
            guard let a = g.away.score, let h = g.home.score, let awayID = g.away.id, let homeID = g.home.id else { continue }
            let at = g.start ?? .distantPast
            results[awayID, default: []].append((at, a > h ? "W" : a < h ? "L" : "D"))
            results[homeID, default: []].append((at, h > a ? "W" : h < a ? "L" : "D"))
        }
        let form = results.mapValues { String($0.sorted { $0.0 < $1.0 }.suffix(last).map(\.1)) }
        func apply(_ group: inout Group) {
            for i in group.entries.indices {
                guard let id = group.entries[i].teamID, let text = form[id] else { continue }
                group.entries[i].stats["form"] = Stat(abbreviation: "Form", text: text)
            }
            for i in group.children.indices { apply(&group.children[i]) }
        }
        for i in groups.indices { apply(&groups[i]) }
    }
}
