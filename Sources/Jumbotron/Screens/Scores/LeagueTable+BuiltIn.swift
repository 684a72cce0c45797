import SportsCore

/// The leagues built in: constants, the same in every run and every test.
extension LeagueTable {
    /// Their ids are made here, unbound: a league is bound to its row by the table that holds it.
    public static let builtIn: [LeagueRow] = [
        LeagueRow(id: ScoresLeague(making: "mlb"), name: "MLB", sport: .baseball, source: .mlb, palette: .mlb).called("baseball"),
        LeagueRow(id: ScoresLeague(making: "nhl"), name: "NHL", sport: .hockey, source: .nhl, palette: .nhl).called("hockey"),
        LeagueRow(id: ScoresLeague(making: "nba"), name: "NBA", sport: .basketball, source: .nbaCDN, palette: .nba, idDigits: 10,
                  espnStandings: ESPNLeague(sport: "basketball", league: "nba"),
                  seedLines: [SeedLine(after: 6, "playoffs"), SeedLine(after: 10, "play-in")]),
        LeagueRow(id: ScoresLeague(making: "nfl"), name: "NFL", sport: .football, source: .espn(.nfl), palette: .nfl, seedLines: [SeedLine(after: 7, "playoffs")]),
        LeagueRow(id: ScoresLeague(making: "college-football"), name: "College Football", sport: .football,
                  source: .espn(ESPNLeague(sport: "football", league: "college-football"))).polled.called("cfb", "ncaaf", "ncaa-football"),
        LeagueRow(id: ScoresLeague(making: "wnba"), name: "WNBA", sport: .basketball, source: .espn(ESPNLeague(sport: "basketball", league: "wnba"))),
        LeagueRow(id: ScoresLeague(making: "mens-college-basketball"), name: "Men's College Basketball", sport: .basketball,
                  source: .espn(ESPNLeague(sport: "basketball", league: "mens-college-basketball"))).polled.called("cbb", "ncaab", "ncaam"),
        LeagueRow(id: ScoresLeague(making: "womens-college-basketball"), name: "Women's College Basketball", sport: .basketball,
                  source: .espn(ESPNLeague(sport: "basketball", league: "womens-college-basketball"))).polled.called("wcbb", "ncaaw"),
    ] + soccer + racing + fights + cricket + tennis + golf

    /// The soccer competitions built in, by ESPN's code: the code is the league's id (`eng.1`).
    static let soccer: [LeagueRow] = [
        ("usa.1", "MLS", ["mls", "usa"]), ("usa.nwsl", "NWSL", ["nwsl"]), ("eng.1", "Premier League", ["epl", "premier", "england"]),
        ("esp.1", "La Liga", ["laliga", "spain"]), ("ger.1", "Bundesliga", ["germany"]), ("ita.1", "Serie A", ["seriea", "italy"]),
        ("fra.1", "Ligue 1", ["ligue1", "france"]), ("mex.1", "Liga MX", ["ligamx", "mexico"]),
        ("uefa.champions", "Champions League", ["ucl", "champions"]), ("fifa.world", "World Cup", ["wc", "worldcup"]),
    ].map { code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(making: code), name: name, sport: .soccer, source: .espn(ESPNLeague(sport: "soccer", league: code)))
        row.aliases = aliases
        return row
    }

    /// The racing series built in, by ESPN's code; F1's times and championships come from Jolpica.
    static let racing: [LeagueRow] = {
        let series: [(id: String, code: String, name: String, aliases: [String], jolpica: String?)] = [
            ("f1", "f1", "F1", ["formula1", "formula-1"], "f1"), ("indycar", "irl", "IndyCar", ["irl", "indy"], nil),
            ("nascar", "nascar-premier", "NASCAR Cup", ["cup", "nascar-cup"], nil),
        ]
        return series.map { s in
            var row = LeagueRow(id: ScoresLeague(making: s.id), name: s.name, sport: .racing, source: .espn(ESPNLeague(sport: "racing", league: s.code)))
            row.aliases = s.aliases
            row.jolpicaSeries = s.jolpica
            return row
        }
    }()

    /// The fight promotions built in, by ESPN's code.
    static let fights: [LeagueRow] = [
        LeagueRow(id: ScoresLeague(making: "ufc"), name: "UFC", sport: .mma, source: .espn(ESPNLeague(sport: "mma", league: "ufc"))).called("mma"),
        LeagueRow(id: ScoresLeague(making: "pfl"), name: "PFL", sport: .mma, source: .espn(ESPNLeague(sport: "mma", league: "pfl"))),
    ]

    /// The cricket competitions built in, by ESPN's number (`8048` the IPL, `8` men's internationals).
    static let cricket: [LeagueRow] = [("ipl", "8048", "IPL", ["indian-premier-league"]), ("international-cricket", "8", "International cricket", ["tests", "odi"]),
                                       ("bbl", "8044", "Big Bash League", ["big-bash"])].map { id, code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(making: id), name: name, sport: .cricket, source: .espn(ESPNLeague(sport: "cricket", league: code)))
        row.aliases = aliases
        return row
    }

    /// The tennis tours built in.
    static let tennis: [LeagueRow] = [
        LeagueRow(id: ScoresLeague(making: "atp"), name: "ATP", sport: .tennis, source: .espn(ESPNLeague(sport: "tennis", league: "atp"))).called("mens-tennis"),
        LeagueRow(id: ScoresLeague(making: "wta"), name: "WTA", sport: .tennis, source: .espn(ESPNLeague(sport: "tennis", league: "wta"))).called("womens-tennis"),
    ]

    /// The golf tours built in, by ESPN's code (`eur` the DP World Tour).
    static let golf: [LeagueRow] = [("pga", "pga", "PGA Tour", ["pga-tour"]), ("lpga", "lpga", "LPGA", ["lpga-tour"]),
                                    ("dp-world-tour", "eur", "DP World Tour", ["european-tour", "eur"])].map { id, code, name, aliases in
        var row = LeagueRow(id: ScoresLeague(making: id), name: name, sport: .golf, source: .espn(ESPNLeague(sport: "golf", league: code)))
        row.aliases = aliases
        return row
    }

    /// The leagues shown first and cycled when the config names none: the four US leagues, MLS, the Premier League and the Champions League.
    static let defaultEnabled: [ScoresLeague] = [.mlb, .nhl, .nba, .nfl, ScoresLeague(id: "usa.1"), ScoresLeague(id: "eng.1"),
                                                 ScoresLeague(id: "uefa.champions")]
}
