import FoundationEssentials

/// How the schedule hydrates a pitcher (`probablePitcher`, `decisions`): his
/// name, and a list of stat groups of which we read the season's pitching
/// (W-L, ERA) and today's game-log note (`(W, 2-1)`).
extension MLBGame.Pitcher: Decodable {
    enum CodingKeys: String, CodingKey { case id, fullName, stats }

    struct StatGroup: Decodable {
        struct Named: Decodable { var displayName: String? }
        struct Numbers: Decodable {
            var wins, losses, strikeOuts: Int?
            var era, note, inningsPitched, whip: String?
        }
        var type: Named?
        var group: Named?
        var stats: Numbers?
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let id = try? c.decodeIfPresent(Int.self, forKey: .id)
        let name = try? c.decodeIfPresent(String.self, forKey: .fullName)
        self.init(id: id ?? nil, fullName: name ?? nil)
        let groups = (try? c.decodeIfPresent(LossyList<StatGroup>.self, forKey: .stats))??.elements ?? []
        for group in groups where group.group?.displayName == "pitching" {
            switch group.type?.displayName {
            case "statsSingleSeason":
                wins = group.stats?.wins; losses = group.stats?.losses; era = group.stats?.era
                inningsPitched = group.stats?.inningsPitched; strikeOuts = group.stats?.strikeOuts; whip = group.stats?.whip
            case "gameLog":
                note = group.stats?.note
            default: break
            }
        }
    }

    /// `Taillon (5-3)`: the name with the season record when known.
    public var withRecord: String? {
        guard let name = lastName else { return nil }
        if let wins, let losses { return "\(name) (\(wins)-\(losses))" }
        return name
    }
}

extension MLBGame.Decisions: Decodable {
    enum CodingKeys: String, CodingKey { case winner, loser, save }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(winner: (try? c.decodeIfPresent(MLBGame.Pitcher.self, forKey: .winner)) ?? nil,
                  loser: (try? c.decodeIfPresent(MLBGame.Pitcher.self, forKey: .loser)) ?? nil,
                  save: (try? c.decodeIfPresent(MLBGame.Pitcher.self, forKey: .save)) ?? nil)
    }

    public var isEmpty: Bool { winner == nil && loser == nil && save == nil }
}
