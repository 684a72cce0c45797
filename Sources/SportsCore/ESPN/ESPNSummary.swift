import FoundationEssentials

/// ESPN's `…/summary?event=` for one game, any league: the game as the
/// scoreboard has it, each team's box (team statistics, and the players'
/// lines by category with ESPN's own columns), the plays (football's drives
/// and scoring plays; basketball's and hockey's plays; soccer's key events and
/// commentary), the win probability, the leaders, and the game's facts.
/// Lenient by field, like every ESPN decoder: what is missing is left out.
public struct ESPNSummary: Equatable, Sendable {
    public struct TeamStat: Equatable, Sendable {
        /// `firstDowns`, `possessionPct`: what a view picks by.
        public var name: String
        /// `1st Downs`, `Possession`.
        public var label: String
        public var text: String
    }

    public struct AthleteLine: Equatable, Sendable {
        public var id: String?
        public var name: String
        public var jersey: String?
        public var position: String?
        /// In the category's column order.
        public var stats: [String]
        public var starter = false
        public var didNotPlay = false
        /// `COACH'S DECISION`, an injury.
        public var reason: String?
    }

    /// One table of a team's box: `passing` with `C/ATT YDS AVG TD INT…`.
    public struct Category: Equatable, Sendable {
        public var name: String
        /// `Green Bay Passing`.
        public var title: String?
        public var labels: [String]
        public var athletes: [AthleteLine]
        public var totals: [String]
    }

    public struct TeamBox: Equatable, Sendable {
        public var teamID: String?
        public var abbreviation: String?
        public var name: String?
        public var stats: [TeamStat] = []
        public var categories: [Category] = []
    }

    public struct Play: Equatable, Sendable {
        public var id: String?
        public var text: String
        /// `Field Goal Good`, `Goal`, `Yellow Card`.
        public var type: String?
        public var period: Int?
        /// `3:50`, `9'`, `45'+2'`.
        public var clock: String?
        public var teamID: String?
        public var awayScore: Int?
        public var homeScore: Int?
        public var scoring = false
        /// Football: the down and distance before the snap (`1st & 7 at GB 25`).
        public var downDistance: String?
        /// Football: yards the play gained (a loss below zero).
        public var yards: Int?
        /// Soccer: who took part, the scorer (or the player on) first, then the assist (or the player off).
        public var participants: [String] = []
        /// Soccer: a kick of the penalty shootout (not a goal of the match).
        public var shootout = false
        /// Basketball: where on the court (ESPN's own grid).
        public var x: Double?
        public var y: Double?
    }

    public struct Drive: Equatable, Sendable {
        public var id: String?
        public var teamID: String?
        public var abbreviation: String?
        /// `7 plays, 75 yards, 3:42`.
        public var description: String?
        /// `Touchdown`, `Punt`, `Field Goal`, `Downs`, `End of Half`.
        public var result: String?
        public var isScore = false
        public var startPeriod: Int?
        public var startClock: String?
        /// Where it started (`GB 25`).
        public var start: String?
        public var yards: Int?
        public var plays: [Play] = []
    }

    public struct WinPoint: Equatable, Sendable {
        public var playID: String?
        /// The home team's chance, 0…1.
        public var home: Double
    }

    public struct Leader: Equatable, Sendable {
        public var teamID: String?
        /// `Passing Yards`, `Points`.
        public var category: String
        public var name: String
        public var line: String
    }

    public struct Injury: Equatable, Sendable {
        public var teamID: String?
        public var name: String
        /// `Out`, `Questionable`.
        public var status: String?
        public var detail: String?
    }

    public var game: ESPNGame?
    public var teams: [TeamBox] = []
    /// Soccer: each side's line-up (formation, starters by place, the bench).
    public var lineups: [Lineup] = []
    /// Soccer: the league's table or the group's, as the summary carries it.
    public var table: [ESPNStandings.Group] = []
    public var drives: [Drive] = []
    /// The drive under way while live.
    public var currentDrive: Drive?
    public var scoringPlays: [Play] = []
    /// Basketball's and hockey's plays; soccer's key events (`keyEvents`) and its commentary.
    public var plays: [Play] = []
    public var commentary: [Play] = []
    public var winProbability: [WinPoint] = []
    public var leaders: [Leader] = []
    public var injuries: [Injury] = []
    public var venue: String?
    public var venueCity: String?
    public var attendance: Int?
    /// `Sunny, 72°F`.
    public var weather: String?
    public var officials: [String] = []
    /// `NYJ leads series 1-0`: the teams' season so far, before kick-off.
    public var seasonSeries: String?

    public init(game: ESPNGame? = nil) { self.game = game }

    /// The box of the team with this id.
    public func team(_ id: String?) -> TeamBox? { teams.first { $0.teamID != nil && $0.teamID == id } }

    /// `league`: whose game it is (the teams' ids in the shared model); `event`: the game asked for,
    /// so an answer about another game is refused; `teams`: ESPN's ids of the two sides the board
    /// shows, so an answer with the right id but other clubs is refused too (its goals would be
    /// drawn under the wrong names, each score after them wrong).
    public static func decode(_ data: Data, league: LeagueID = .nfl, sport: String = "football", event: Int? = nil,
                              teams: Set<String>? = nil) throws -> ESPNSummary {
        // Only the parts the screens read are built (a summary also carries
        // news, videos and odds); the header is decoded from its own bytes.
        let (root, skipped) = try JSONTree.parse(data, keeping: ESPNSummaryReader.members)
        guard root.isObject else { throw FetchError.decoding("the answer is not a game summary") }
        let headerBytes = skipped.first { $0.key == "header" }.map { data.subdata(in: $0.range) }
        let header = headerBytes.flatMap { $0.first == UInt8(ascii: "{") ? try? JSONDecoder().decode(ESPNEvent.self, from: $0) : nil }
        var summary = ESPNSummaryReader.summary(root, game: header?.game, group: headerBytes.flatMap(groupName))
        summary.game?.league = league
        summary.game?.sport = sport
        if let event, let answered = summary.game?.id, answered != event {
            throw FetchError.decoding("the answer is for game \(answered), not \(event)")
        }
        if let teams, teams.count == 2, let game = summary.game, let a = game.away.id, let h = game.home.id, Set([a, h]) != teams {
            throw FetchError.decoding("the answer for game \(game.id) is about \(game.away.abbreviation ?? a) and \(game.home.abbreviation ?? h), not the teams the board shows")
        }
        return summary
    }

    /// The group both sides of a cup's match carry in the header (`Group A`), when they carry one and the same.
    static func groupName(_ header: Data) -> String? {
        (try? JSONTree.parse(header, keeping: ["competitions"])).flatMap { groupName($0.0) }
    }

    static func groupName(_ header: JSONTree) -> String? {
        let competitors = header["competitions"]?.objects.first?["competitors"]?.objects ?? []
        let groups = Set(competitors.compactMap { $0["groups"]?["abbreviation"]?.string.nonEmpty })
        return groups.count == 1 ? groups.first : nil
    }
}
