/// Which soccer competitions a club can be in, from ESPN's codes: its own
/// league, its country's cups (`eng.fa` for an `eng.1` club), its
/// confederation's club competitions (`uefa.champions` for a European club,
/// `concacaf.champions` for an MLS one) and the Club World Cup; never
/// another country's league, nor a tournament of national teams. My Teams
/// asks only these for a followed club: an MLS club is never looked for in
/// the Premier League or the Champions League.
enum SoccerCompetitions {
    /// The confederation whose club competitions take a country's clubs.
    static let confederations: [String: Set<String>] = [
        "uefa": ["eng", "esp", "ger", "ita", "fra", "ned", "por", "sco", "bel", "tur", "aut", "sui", "den", "nor", "swe", "gre",
                 "rus", "ukr", "cze", "pol", "cro", "srb", "rou", "irl", "wal", "hun", "isr", "bul", "svk", "svn", "cyp", "fin", "nir"],
        "concacaf": ["usa", "mex", "can", "crc", "hon", "gua", "slv", "jam", "pan", "trinidad"],
        "conmebol": ["bra", "arg", "chi", "col", "uru", "par", "per", "ecu", "bol", "ven"],
        "afc": ["jpn", "kor", "chn", "aus", "ksa", "uae", "qat", "ind", "tha", "irn", "uzb"],
        "caf": ["rsa", "egy", "mar", "tun", "nga", "alg", "gha", "cmr", "civ", "sen"],
    ]
    /// FIFA's competitions that take clubs (the rest are national teams').
    static let clubCups: Set<String> = ["fifa.cwc"]

    static func canHold(club league: String, in competition: String) -> Bool {
        let own = prefix(league), other = prefix(competition)
        if own == other { return true }                                         // its own league and its country's cups
        if other == "fifa" { return clubCups.contains(competition) }
        if let members = confederations[other] {
            // A country we have no confederation for may be in any: it is looked at once.
            return members.contains(own) || !confederations.values.contains { $0.contains(own) }
        }
        return false                                                            // another country's league or cup
    }

    static func prefix(_ code: String) -> String { String(code.prefix { $0 != "." }) }
}
