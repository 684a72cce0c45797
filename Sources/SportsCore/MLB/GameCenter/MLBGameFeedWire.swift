import FoundationEssentials

/// The feed as the API nests it, flattened into `MLBGameFeed`. Each part is
/// read on its own (`LossyValue`), so one malformed part leaves only itself out.
struct MLBGameFeedWire: Decodable {
    struct MetaData: Decodable { var wait: Int? }
    struct GameData: Decodable {
        struct Game: Decodable { var pk: Int?; var type: String?; var doubleHeader: String?; var gameNumber: Int? }
        struct DateTime: Decodable { var dateTime: String?; var officialDate: String? }
        struct Team: Decodable {
            struct Record: Decodable { var leagueRecord: MLBGame.Record? }
            enum CodingKeys: String, CodingKey { case record }
            var team: MLBGame.Team
            var record: Record?
            init(from decoder: any Decoder) throws {
                team = try MLBGame.Team(from: decoder)
                record = (try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Record.self, forKey: .record)) ?? nil
            }
        }
        struct Teams: Decodable { var away: LossyValue<Team>?; var home: LossyValue<Team>? }
        struct Person: Decodable {
            struct Code: Decodable { var code: String?; var abbreviation: String? }
            var id: Int?
            var fullName, boxscoreName, lastName, useLastName, primaryNumber: String?
            var primaryPosition, batSide, pitchHand: Code?
        }
        struct Probables: Decodable { var away: MLBGame.Person?; var home: MLBGame.Person? }
        var game: LossyValue<Game>?
        var datetime: LossyValue<DateTime>?
        var status: MLBGame.Status
        var teams: Teams?
        var players: [String: LossyValue<Person>]?
        var venue: LossyValue<MLBGame.Venue>?
        var weather: LossyValue<MLBGameFeed.Weather>?
        var gameInfo: LossyValue<MLBGameFeed.Info>?
        var probablePitchers: LossyValue<Probables>?
    }
    struct LiveData: Decodable {
        struct Plays: Decodable {
            var allPlays: LossyList<MLBPlay>?
            var scoringPlays: [Int]?
        }
        struct Decisions: Decodable { var winner: MLBGame.Person?; var loser: MLBGame.Person?; var save: MLBGame.Person? }
        var plays: LossyValue<Plays>?
        var linescore: LossyValue<MLBGame.Linescore>?
        var boxscore: LossyValue<BoxscoreWire>?
        var decisions: LossyValue<Decisions>?
    }
    var gamePk: Int
    var metaData: LossyValue<MetaData>?
    var gameData: GameData
    var liveData: LiveData?

    var feed: MLBGameFeed {
        var players: [Int: MLBGameFeed.Player] = [:]
        for (key, value) in gameData.players ?? [:] {
            guard let p = value.value, let id = p.id ?? Int(key.dropFirst(2)) else { continue }
            players[id] = MLBGameFeed.Player(fullName: p.fullName, boxscoreName: p.boxscoreName, lastName: p.useLastName ?? p.lastName,
                                             position: p.primaryPosition?.abbreviation, batSide: p.batSide?.code,
                                             pitchHand: p.pitchHand?.code, number: p.primaryNumber)
        }
        let box = liveData?.boxscore?.value?.boxscore
        let linescore = liveData?.linescore?.value
        func side(_ team: GameData.Team?, _ s: ScoreRules.Side) -> MLBGame.GameTeam {
            let line = s == .away ? linescore?.teams?.away : linescore?.teams?.home
            let fallback = s == .away ? box?.away : box?.home
            let t = team?.team ?? MLBGame.Team(id: fallback?.teamID, name: fallback?.name, abbreviation: fallback?.abbreviation)
            return MLBGame.GameTeam(leagueRecord: team?.record?.leagueRecord, score: line?.runs, team: t)
        }
        let meta = gameData.game?.value, when = gameData.datetime?.value
        var game = MLBGame(gamePk: gamePk, gameType: meta?.type, gameDate: when?.dateTime, officialDate: when?.officialDate,
                           status: gameData.status,
                           teams: MLBGame.Teams(away: side(gameData.teams?.away?.value, .away), home: side(gameData.teams?.home?.value, .home)),
                           venue: gameData.venue?.value, linescore: linescore, gameNumber: meta?.gameNumber,
                           doubleHeader: meta?.doubleHeader)
        let plays = liveData?.plays?.value?.allPlays?.elements ?? []
        let decisions = liveData?.decisions?.value.map { d in
            MLBGame.Decisions(winner: Self.pitcher(d.winner, box), loser: Self.pitcher(d.loser, box), save: Self.pitcher(d.save, box))
        }
        game.decisions = decisions
        if ScoreRules.phase(game) == .final, let a = game.teams.away.score, let h = game.teams.home.score, a != h {
            game.teams.away.isWinner = a > h
            game.teams.home.isWinner = h > a
        }
        let probables = gameData.probablePitchers?.value
        return MLBGameFeed(gamePk: gamePk, wait: metaData?.value?.wait, game: game, players: players,
                           weather: gameData.weather?.value, info: gameData.gameInfo?.value,
                           probablePitchers: MLBGame.Sides(away: probables?.away, home: probables?.home),
                           decisions: decisions, plays: plays,
                           scoringPlays: (liveData?.plays?.value?.scoringPlays ?? []).filter { plays.indices.contains($0) },
                           box: box)
    }

    /// A pitcher of record with his season W-L and today's note from the box score.
    static func pitcher(_ person: MLBGame.Person?, _ box: MLBBoxscore?) -> MLBGame.Pitcher? {
        guard let person else { return nil }
        let entry = person.id.flatMap { box?.away.players[$0] ?? box?.home.players[$0] }
        let season = entry?.seasonStats?.pitching
        return MLBGame.Pitcher(id: person.id, fullName: person.fullName ?? entry?.person?.fullName,
                               wins: season?.wins, losses: season?.losses, era: season?.era, note: entry?.stats?.pitching?.note)
    }
}
