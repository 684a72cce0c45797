import SportsCore

/// `print bracket --league L`: one row a series, first round first, in the tree's order.
enum BracketPrint {
    static func table(_ bracket: PlayoffBracket) -> PrintTable {
        PrintTable(columns: ["round", "series", "seed_a", "team_a", "wins_a", "seed_b", "team_b", "wins_b", "state"], rows: bracket.rounds.flatMap { round in
            round.slots.map { s in
                [.text(round.name), .text(s.code), .optional(s.top?.seed), .optional(s.top?.abbreviation), .optional(s.top?.wins),
                 .optional(s.bottom?.seed), .optional(s.bottom?.abbreviation), .optional(s.bottom?.wins), .text(s.state)]
            }
        })
    }
}
