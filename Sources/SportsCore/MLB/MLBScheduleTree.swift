import FoundationEssentials

/// The schedule read by walking its JSON tree rather than through
/// `JSONDecoder`: the offline start decodes a day of it before the first
/// frame, and `JSONDecoder` instantiated a keyed container for each of the
/// game's twenty nested types there, each first use a scan of every
/// conformance record the binary has (a third of the start's instructions).
/// The shape is the same as the `Decodable` one: a game needs its `gamePk`,
/// `status` and both teams with a `team`, and every inning its number, or it
/// is skipped and counted; a field of the wrong type reads as missing.
extension MLBSchedule {
    static func read(_ tree: JSONTree) throws(FetchError) -> MLBSchedule {
        guard let dates = tree["dates"]?.array else { throw .decoding("not a schedule: no list of dates") }
        return MLBSchedule(dates: dates.filter(\.isObject).map(MLBDate.init(tree:)))
    }
}

extension MLBDate {
    init(tree: JSONTree) {
        var games: [MLBGame] = []
        var skipped = 0
        for element in tree["games"]?.array ?? [] {
            if let game = MLBGame(tree: element) { games.append(game) } else { skipped += 1 }
        }
        self.init(date: tree["date"]?.string, games: games)
        skippedGames = skipped
        if skipped > 0 { DecodeReport.current?.add(skipped) }
    }
}

extension MLBGame {
    init?(tree t: JSONTree) {
        guard let gamePk = t["gamePk"]?.int, let status = t["status"], status.isObject,
              let teams = t["teams"], let away = GameTeam(tree: teams["away"]), let home = GameTeam(tree: teams["home"]) else { return nil }
        var linescore: Linescore?
        if let line = t["linescore"], line.isObject {
            guard let read = Linescore(tree: line) else { return nil }
            linescore = read
        }
        self.init(gamePk: gamePk, gameType: t["gameType"]?.string, gameDate: t["gameDate"]?.string,
                  officialDate: t["officialDate"]?.string,
                  status: Status(abstractGameState: status["abstractGameState"]?.string, codedGameState: status["codedGameState"]?.string,
                                 detailedState: status["detailedState"]?.string, statusCode: status["statusCode"]?.string,
                                 startTimeTBD: status["startTimeTBD"]?.bool, reason: status["reason"]?.string),
                  teams: Teams(away: away, home: home), venue: t["venue"].flatMap(Venue.init(tree:)), linescore: linescore,
                  gameNumber: t["gameNumber"]?.int, doubleHeader: t["doubleHeader"]?.string, scheduledInnings: t["scheduledInnings"]?.int,
                  description: t["description"]?.string, seriesDescription: t["seriesDescription"]?.string,
                  broadcasts: t["broadcasts"]?.array.map { $0.filter(\.isObject).map(Broadcast.init(tree:)) },
                  decisions: t["decisions"].flatMap(Decisions.init(tree:)))
    }
}

extension MLBGame.Status {
    init(abstractGameState: String?, codedGameState: String?, detailedState: String?, statusCode: String?, startTimeTBD: Bool?, reason: String?) {
        self.init(abstractGameState: abstractGameState, detailedState: detailedState, startTimeTBD: startTimeTBD)
        self.codedGameState = codedGameState; self.statusCode = statusCode; self.reason = reason
    }
}

extension MLBGame.Broadcast {
    init(tree t: JSONTree) { self.init(name: t["name"]?.string, type: t["type"]?.string, isNational: t["isNational"]?.bool) }
}

extension MLBGame.GameTeam {
    init?(tree: JSONTree?) {
        guard let t = tree, let team = t["team"], team.isObject else { return nil }
        self.init(leagueRecord: t["leagueRecord"].object.map(MLBGame.Record.init(tree:)), score: t["score"]?.int,
                  team: MLBGame.Team(tree: team),
                  isWinner: t["isWinner"]?.bool, splitSquad: t["splitSquad"]?.bool,
                  probablePitcher: t["probablePitcher"].flatMap(MLBGame.Pitcher.init(tree:)))
    }
}

extension MLBGame.Team {
    init(tree team: JSONTree) {
        let league = team["league"].object.map { l in MLBGame.Named(id: l["id"]?.int, name: l["name"]?.string) }
        self.init(id: team["id"]?.int, name: team["name"]?.string, abbreviation: team["abbreviation"]?.string,
                  teamName: team["teamName"]?.string, locationName: team["locationName"]?.string,
                  shortName: team["shortName"]?.string, league: league)
    }
}

extension MLBGame.Record {
    init(tree r: JSONTree) { self.init(wins: r["wins"]?.int, losses: r["losses"]?.int, pct: r["pct"]?.string) }
}

extension MLBGame.Person {
    /// Nil unless the value is an object.
    init?(tree: JSONTree?) {
        guard let p = tree.object else { return nil }
        self.init(id: p["id"]?.int, fullName: p["fullName"]?.string)
    }
}

extension MLBGame.Venue {
    init?(tree t: JSONTree) {
        guard t.isObject else { return nil }
        let location = t["location"].flatMap { l in
            l.isObject ? MLBGame.Location(city: l["city"]?.string, state: l["state"]?.string,
                                          stateAbbrev: l["stateAbbrev"]?.string, country: l["country"]?.string) : nil
        }
        let zone = t["timeZone"].flatMap { z in
            z.isObject ? MLBGame.VenueTimeZone(id: z["id"]?.string, offset: z["offset"]?.int, tz: z["tz"]?.string) : nil
        }
        self.init(id: t["id"]?.int, name: t["name"]?.string, location: location, timeZone: zone)
    }
}

extension MLBGame.Linescore {
    /// Nil when an inning has no number: the game is then skipped, as the typed decode had it.
    init?(tree t: JSONTree) {
        var innings: [MLBGame.Inning]?
        if let list = t["innings"]?.array {
            var read: [MLBGame.Inning] = []
            for inning in list {
                guard let num = inning["num"]?.int else { return nil }
                read.append(MLBGame.Inning(num: num, ordinalNum: inning["ordinalNum"]?.string,
                                           home: MLBGame.LineStats(tree: inning["home"]), away: MLBGame.LineStats(tree: inning["away"])))
            }
            innings = read
        }
        let teams = t["teams"].flatMap { s in
            s.isObject ? MLBGame.LineTeams(home: MLBGame.LineStats(tree: s["home"]), away: MLBGame.LineStats(tree: s["away"])) : nil
        }
        let person = MLBGame.Person.init(tree:)
        let offense = t["offense"].flatMap { o in
            o.isObject ? MLBGame.Offense(batter: person(o["batter"]), first: person(o["first"]), second: person(o["second"]), third: person(o["third"])) : nil
        }
        let defense = t["defense"].flatMap { d in d.isObject ? MLBGame.Defense(pitcher: person(d["pitcher"])) : nil }
        self.init(currentInning: t["currentInning"]?.int, currentInningOrdinal: t["currentInningOrdinal"]?.string,
                  inningState: t["inningState"]?.string, inningHalf: t["inningHalf"]?.string, isTopInning: t["isTopInning"]?.bool,
                  scheduledInnings: t["scheduledInnings"]?.int, innings: innings, teams: teams,
                  balls: t["balls"]?.int, strikes: t["strikes"]?.int, outs: t["outs"]?.int, offense: offense, defense: defense)
    }
}

extension MLBGame.LineStats {
    init?(tree: JSONTree?) {
        guard let t = tree, t.isObject else { return nil }
        self.init(runs: t["runs"]?.int, hits: t["hits"]?.int, errors: t["errors"]?.int, leftOnBase: t["leftOnBase"]?.int)
    }
}

extension MLBGame.Pitcher {
    /// The name, and of the stat groups the season's pitching and today's game-log note.
    init?(tree t: JSONTree) {
        guard t.isObject else { return nil }
        self.init(id: t["id"]?.int, fullName: t["fullName"]?.string)
        for group in t["stats"]?.array ?? [] where group["group"]?["displayName"]?.string == "pitching" {
            let stats = group["stats"]
            switch group["type"]?["displayName"]?.string {
            case "statsSingleSeason":
                wins = stats?["wins"]?.int; losses = stats?["losses"]?.int; era = stats?["era"]?.string
                inningsPitched = stats?["inningsPitched"]?.string; strikeOuts = stats?["strikeOuts"]?.int; whip = stats?["whip"]?.string
            case "gameLog":
                note = stats?["note"]?.string
            default: break
            }
        }
    }
}

extension MLBGame.Decisions {
    init?(tree t: JSONTree) {
        guard t.isObject else { return nil }
        self.init(winner: t["winner"].flatMap(MLBGame.Pitcher.init(tree:)), loser: t["loser"].flatMap(MLBGame.Pitcher.init(tree:)),
                  save: t["save"].flatMap(MLBGame.Pitcher.init(tree:)))
    }
}
