import FoundationEssentials
import Primitives

/// `/v1/gamecenter/{id}/boxscore`: each team's skaters and goalies. A game
/// not started has no `playerByGameStats`: both teams are then empty.
public struct NHLBoxscore: Equatable, Sendable {
    public struct Skater: Equatable, Sendable {
        public var id: Int?
        public var number: Int?
        public var name: String
        /// `C`, `L`, `R`, `D`.
        public var position: String?
        public var goals: Int?, assists: Int?, points: Int?
        public var plusMinus: Int?
        public var pim: Int?, sog: Int?, hits: Int?, blocks: Int?
        public var toi: String?
        /// 0 … 1; the API writes 0 for players who took no faceoff.
        public var faceoffPct: Double?
        public var powerPlayGoals: Int?

        /// `52.4`, or nil for a player who is not a centre and won none.
        public var faceoffText: String? {
            guard let faceoffPct, position == "C" || faceoffPct > 0 else { return nil }
            return Fixed.text(faceoffPct * 100, places: 1)
        }
    }

    public struct Goalie: Equatable, Sendable {
        public var id: Int?
        public var number: Int?
        public var name: String
        public var shotsAgainst: Int?
        public var saves: Int?
        /// Absent for a backup who never played.
        public var savePct: Double?
        public var goalsAgainst: Int?
        public var toi: String?
        public var starter: Bool?
        /// `W`, `L`, `O`; absent for a goalie with no decision.
        public var decision: String?

        public var played: Bool { (NHLClockText.seconds(toi) ?? 0) > 0 || (shotsAgainst ?? 0) > 0 }
    }

    public struct Team: Equatable, Sendable {
        public var abbrev: String?
        public var skaters: [Skater] = []
        public var goalies: [Goalie] = []
    }

    public var game: NHLGame
    public var away: Team
    public var home: Team

    public var isEmpty: Bool { away.skaters.isEmpty && home.skaters.isEmpty }

    public static func decode(_ data: Data) throws -> NHLBoxscore {
        let game = try JSONDecoder().decode(NHLGame.self, from: data)
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        let stats = wire.playerByGameStats?.value
        return NHLBoxscore(game: game,
                           away: Team(abbrev: game.away.abbrev, skaters: stats?.awayTeam?.value?.skaters ?? [],
                                      goalies: stats?.awayTeam?.value?.goalies ?? []),
                           home: Team(abbrev: game.home.abbrev, skaters: stats?.homeTeam?.value?.skaters ?? [],
                                      goalies: stats?.homeTeam?.value?.goalies ?? []))
    }

    struct Wire: Decodable {
        var playerByGameStats: LossyValue<Sides>?
    }

    struct Sides: Decodable {
        var awayTeam: LossyValue<TeamWire>?
        var homeTeam: LossyValue<TeamWire>?
    }

    struct TeamWire: Decodable {
        var skaters: [Skater]
        var goalies: [Goalie]
        enum K: String, CodingKey { case forwards, defense, goalies }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: K.self)
            func list<T: Decodable>(_ key: K) -> [T] { ((try? c.decodeIfPresent(LossyList<T>.self, forKey: key)) ?? nil)?.elements ?? [] }
            skaters = (list(.forwards) as [SkaterWire]).map(\.skater) + (list(.defense) as [SkaterWire]).map(\.skater)
            goalies = (list(.goalies) as [GoalieWire]).map(\.goalie)
        }
    }

    struct SkaterWire: Decodable {
        var skater: Skater
        enum K: String, CodingKey {
            case playerId, sweaterNumber, name, position, goals, assists, points, plusMinus, pim, hits, sog
            case blockedShots, toi, faceoffWinningPctg, powerPlayGoals
        }
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            skater = Skater(id: f.int(.playerId), number: f.count(.sweaterNumber), name: f.text(.name) ?? "?",
                            position: f.get(.position), goals: f.count(.goals), assists: f.count(.assists),
                            points: f.count(.points), plusMinus: f.tally(.plusMinus), pim: f.count(.pim), sog: f.count(.sog),
                            hits: f.count(.hits), blocks: f.count(.blockedShots), toi: f.get(.toi),
                            faceoffPct: f.fraction(.faceoffWinningPctg), powerPlayGoals: f.count(.powerPlayGoals))
        }
    }

    struct GoalieWire: Decodable {
        var goalie: Goalie
        enum K: String, CodingKey { case playerId, sweaterNumber, name, shotsAgainst, saves, savePctg, goalsAgainst, toi, starter, decision }
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            goalie = Goalie(id: f.int(.playerId), number: f.count(.sweaterNumber), name: f.text(.name) ?? "?",
                            shotsAgainst: f.count(.shotsAgainst), saves: f.count(.saves), savePct: f.fraction(.savePctg),
                            goalsAgainst: f.count(.goalsAgainst), toi: f.get(.toi), starter: f.get(.starter),
                            decision: f.get(.decision))
        }
    }
}
