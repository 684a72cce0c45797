import FoundationEssentials

/// `liveData.boxscore` read from its tree: nil unless both teams are objects.
extension MLBBoxscore {
    init?(tree t: JSONTree) {
        guard let away = t["teams"]?["away"].object, let home = t["teams"]?["home"].object else { return nil }
        self.init(away: Team(tree: away), home: Team(tree: home), notes: (t["info"]?.objects ?? []).map(Note.init(tree:)))
    }
}

extension MLBBoxscore.Team {
    /// Only the players who batted or pitched are read: the bench and the
    /// bullpen are half the entries, each with two long stat objects.
    init(tree t: JSONTree) {
        let team = t["team"].object.map(MLBGame.Team.init(tree:))
        let batters = (t["batters"]?.array ?? []).compactMap(\.int), pitchers = (t["pitchers"]?.array ?? []).compactMap(\.int)
        var players: [Int: MLBBoxscore.Player] = [:]
        if let all = t["players"].object {
            for id in Set(batters + pitchers) {
                if let entry = all["ID\(id)"].object { players[id] = MLBBoxscore.Player(tree: entry) }
            }
        }
        self.init(teamID: team?.id, abbreviation: team?.abbreviation, name: team?.name, batters: batters, pitchers: pitchers,
                  players: players, notes: (t["info"]?.objects ?? []).map(MLBBoxscore.NoteSection.init(tree:)),
                  totals: t["teamStats"]?["batting"].object.map(MLBBoxscore.Batting.init(tree:)))
    }
}

extension MLBBoxscore.Player {
    init(tree p: JSONTree) {
        func lines(_ l: JSONTree?) -> Lines? {
            l.object.map { Lines(batting: $0["batting"].object.map(MLBBoxscore.Batting.init(tree:)),
                                 pitching: $0["pitching"].object.map(MLBBoxscore.Pitching.init(tree:))) }
        }
        self.init(person: MLBGame.Person(tree: p["person"]),
                  position: p["position"].object.map { Position(abbreviation: $0["abbreviation"]?.string) },
                  battingOrder: p["battingOrder"]?.string, stats: lines(p["stats"]), seasonStats: lines(p["seasonStats"]))
    }
}

extension MLBBoxscore.Batting {
    init(tree b: JSONTree) {
        self.init(atBats: b["atBats"]?.int, runs: b["runs"]?.int, hits: b["hits"]?.int, rbi: b["rbi"]?.int,
                  baseOnBalls: b["baseOnBalls"]?.int, strikeOuts: b["strikeOuts"]?.int, leftOnBase: b["leftOnBase"]?.int,
                  avg: b["avg"]?.string, ops: b["ops"]?.string, plateAppearances: b["plateAppearances"]?.int)
    }
}

extension MLBBoxscore.Pitching {
    init(tree p: JSONTree) {
        self.init(inningsPitched: p["inningsPitched"]?.string, hits: p["hits"]?.int, runs: p["runs"]?.int,
                  earnedRuns: p["earnedRuns"]?.int, baseOnBalls: p["baseOnBalls"]?.int, strikeOuts: p["strikeOuts"]?.int,
                  homeRuns: p["homeRuns"]?.int, numberOfPitches: p["numberOfPitches"]?.int, strikes: p["strikes"]?.int,
                  era: p["era"]?.string, wins: p["wins"]?.int, losses: p["losses"]?.int, whip: p["whip"]?.string, note: p["note"]?.string)
    }
}

extension MLBBoxscore.Note {
    init(tree n: JSONTree) { self.init(label: n["label"]?.string, value: n["value"]?.string) }
}

extension MLBBoxscore.NoteSection {
    init(tree s: JSONTree) { self.init(title: s["title"]?.string, fieldList: s["fieldList"]?.objects.map(MLBBoxscore.Note.init(tree:))) }
}
