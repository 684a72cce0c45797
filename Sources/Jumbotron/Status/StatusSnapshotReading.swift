import FoundationEssentials
import SportsCore

/// The snapshot read by hand from the JSON tree, not through `Codable`: a
/// status bar runs this every few seconds, and the decoder's generic set-up
/// on first use was a fifth of a status run. What `JSONEncoder` writes (the
/// synthesized keys, dates as seconds) is what is read; anything else is none.
extension StatusSnapshot {
    public init?(json data: Data) {
        guard let tree = try? JSONTree.parse(data), let written = tree["written"]?.double, let teams = tree["teams"]?.strings,
              let games = tree["games"]?.array else { return nil }
        var read: [StatusGame] = []
        for game in games {
            guard let g = StatusGame(tree: game) else { return nil }
            read.append(g)
        }
        self.init(written: Date(timeIntervalSince1970: written), teams: teams, games: read)
    }
}

extension StatusGame {
    init?(tree: JSONTree) {
        guard let role = tree["role"]?.string.flatMap(Role.init), let team = tree["team"]?.string, let league = tree["league"]?.string,
              let id = tree["id"]?.int, let phase = tree["phase"]?.string.flatMap(Phase.init), let state = tree["state"]?.string,
              let away = tree["away"].flatMap(Side.init), let home = tree["home"].flatMap(Side.init) else { return nil }
        self.role = role; self.team = team; self.league = league; self.id = id; self.phase = phase; self.state = state
        self.away = away; self.home = home
        start = tree["start"]?.double.map(Date.init(timeIntervalSince1970:))
        timeTBD = tree["timeTBD"]?.bool ?? false
        homeFirst = tree["homeFirst"]?.bool ?? false
        contest = tree["contest"]?.string
        place = tree["place"]?.string
    }
}

extension StatusGame.Side {
    init?(tree: JSONTree) {
        guard let id = tree["id"]?.string, let abbreviation = tree["abbreviation"]?.string else { return nil }
        self.id = id; self.abbreviation = abbreviation; score = tree["score"]?.int
    }
}
