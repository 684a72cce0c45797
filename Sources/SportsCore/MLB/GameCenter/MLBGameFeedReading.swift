import FoundationEssentials

/// The live feed read by walking its JSON tree, as the schedule is. Through
/// `JSONDecoder` its forty nested types each instantiated a keyed container,
/// and each first use scanned every conformance record the binary holds: the
/// game center beside the list cost the start 20 M instructions, and a live
/// center paid most of it again on every new plate appearance. The members no
/// screen reads (the plays by inning and the current play a second time,
/// runners, pitch breaks, the bench) are stepped over, not built.
///
/// The shape it asks is the one the wire types asked: a game needs its
/// `gamePk` and `gameData.status`; every other part is read on its own, a
/// part that is not an object is left out, a field of the wrong type reads as
/// missing, and a play or a pitch that is not an object is skipped and counted.
extension MLBGameFeed {
    /// Member names read nowhere in the feed, wherever they stand.
    static let unread: Set<String> = [
        "copyright", "link", "playsByInning", "currentPlay", "runners", "breaks", "reviewDetails", "playId",
        "startTime", "endTime", "playEndTime", "credits", "movement", "hitData", "fielding", "gameStatus",
        "bench", "bullpen", "alerts", "flags", "review", "officialScorer", "primaryDatacaster", "moundVisits", "leaders",
    ]

    public static func decode(_ data: Data) throws -> MLBGameFeed {
        try read(JSONTree.parse(data, skipping: unread))
    }

    static func read(_ t: JSONTree) throws(FetchError) -> MLBGameFeed {
        guard let gamePk = t["gamePk"]?.int, let data = t["gameData"], data.isObject, let status = data["status"], status.isObject else {
            throw .decoding("not a game feed: no game or no status")
        }
        let live = t["liveData"].object
        let box = live?["boxscore"].object.flatMap(MLBBoxscore.init(tree:))
        let linescore = live?["linescore"].object.flatMap(MLBGame.Linescore.init(tree:))
        func side(_ s: ScoreRules.Side) -> MLBGame.GameTeam {
            let name = s == .away ? "away" : "home"
            let team = data["teams"]?[name].object
            let line = s == .away ? linescore?.teams?.away : linescore?.teams?.home
            let fallback = box?[s]
            let record = team?["record"]?["leagueRecord"].object.map(MLBGame.Record.init(tree:))
            return MLBGame.GameTeam(leagueRecord: record, score: line?.runs,
                                    team: team.map(MLBGame.Team.init(tree:))
                                        ?? MLBGame.Team(id: fallback?.teamID, name: fallback?.name, abbreviation: fallback?.abbreviation))
        }
        let meta = data["game"].object, when = data["datetime"].object
        var game = MLBGame(gamePk: gamePk, gameType: meta?["type"]?.string, gameDate: when?["dateTime"]?.string,
                           officialDate: when?["officialDate"]?.string,
                           status: MLBGame.Status(abstractGameState: status["abstractGameState"]?.string,
                                                  codedGameState: status["codedGameState"]?.string,
                                                  detailedState: status["detailedState"]?.string, statusCode: status["statusCode"]?.string,
                                                  startTimeTBD: status["startTimeTBD"]?.bool, reason: status["reason"]?.string),
                           teams: MLBGame.Teams(away: side(.away), home: side(.home)),
                           venue: data["venue"].flatMap(MLBGame.Venue.init(tree:)), linescore: linescore,
                           gameNumber: meta?["gameNumber"]?.int, doubleHeader: meta?["doubleHeader"]?.string)
        let plays = live?["plays"]?["allPlays"]?.objects.map(MLBPlay.init(tree:)) ?? []
        let decisions = live?["decisions"].object.map { d in
            MLBGame.Decisions(winner: pitcher(MLBGame.Person(tree: d["winner"]), box), loser: pitcher(MLBGame.Person(tree: d["loser"]), box),
                              save: pitcher(MLBGame.Person(tree: d["save"]), box))
        }
        game.decisions = decisions
        if ScoreRules.phase(game) == .final, let a = game.teams.away.score, let h = game.teams.home.score, a != h {
            game.teams.away.isWinner = a > h
            game.teams.home.isWinner = h > a
        }
        let probables = data["probablePitchers"].object
        let scoring = (live?["plays"]?["scoringPlays"]?.array ?? []).compactMap(\.int).filter { plays.indices.contains($0) }
        return MLBGameFeed(gamePk: gamePk, wait: wait(t["metaData"]?["wait"]?.double), game: game, players: players(data["players"]),
                           weather: data["weather"].object.map(Weather.init(tree:)), info: data["gameInfo"].object.map(Info.init(tree:)),
                           probablePitchers: MLBGame.Sides(away: MLBGame.Person(tree: probables?["away"]),
                                                           home: MLBGame.Person(tree: probables?["home"])),
                           decisions: decisions, plays: plays, scoringPlays: scoring, box: box)
    }

    /// The seconds asked between polls, a number too large for a whole one held at a day's
    /// worth (the poll's pace bounds it further), never dropped: a wild wait still slows the polls.
    private static func wait(_ seconds: Double?) -> Int? {
        seconds.map { Int(min(max($0.rounded(), -86_400), 86_400)) }
    }

    /// Everyone in the game by id (`ID592450`), the key's number when the entry has none.
    private static func players(_ tree: JSONTree?) -> [Int: Player] {
        guard case .object(let members)? = tree else { return [:] }
        var players: [Int: Player] = [:]
        players.reserveCapacity(members.count)
        for (key, p) in members where p.isObject {
            guard let id = p["id"]?.int ?? Int(key.dropFirst(2)) else { continue }
            players[id] = Player(fullName: p["fullName"]?.string, boxscoreName: p["boxscoreName"]?.string,
                                 lastName: p["useLastName"]?.string ?? p["lastName"]?.string,
                                 position: p["primaryPosition"]?["abbreviation"]?.string, batSide: p["batSide"]?["code"]?.string,
                                 pitchHand: p["pitchHand"]?["code"]?.string, number: p["primaryNumber"]?.string)
        }
        return players
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

extension MLBGameFeed.Weather {
    init(tree t: JSONTree) { self.init(condition: t["condition"]?.string, temp: t["temp"]?.string, wind: t["wind"]?.string) }
}

extension MLBGameFeed.Info {
    init(tree t: JSONTree) {
        self.init(attendance: t["attendance"]?.int, firstPitch: t["firstPitch"]?.string, gameDurationMinutes: t["gameDurationMinutes"]?.int)
    }
}

extension Optional where Wrapped == JSONTree {
    /// The value when it is an object: a part of another shape is left out, as a typed part would be.
    var object: JSONTree? { if let tree = self, tree.isObject { tree } else { nil } }
}
