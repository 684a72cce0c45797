import FoundationEssentials

/// One plate appearance read from its tree: each part (result, about, count,
/// matchup) on its own, and of the play's events only the pitches (mound
/// visits and other actions are left out), each pitch's count counted here.
extension MLBPlay {
    init(tree t: JSONTree) {
        let result = t["result"].object.map { r in
            var read = Result(event: r["event"]?.string, description: r["description"]?.string,
                              awayScore: r["awayScore"]?.int, homeScore: r["homeScore"]?.int)
            read.eventType = r["eventType"]?.string; read.rbi = r["rbi"]?.int; read.isOut = r["isOut"]?.bool
            return read
        }
        let about = t["about"].object.map { a in
            var read = About(inning: a["inning"]?.int, isTopInning: a["isTopInning"]?.bool, isComplete: a["isComplete"]?.bool,
                             isScoringPlay: a["isScoringPlay"]?.bool)
            read.atBatIndex = a["atBatIndex"]?.int; read.halfInning = a["halfInning"]?.string
            return read
        }
        let matchup = t["matchup"].object.map { m in
            Matchup(batter: MLBGame.Person(tree: m["batter"]), pitcher: MLBGame.Person(tree: m["pitcher"]),
                    batSide: Code(tree: m["batSide"]), pitchHand: Code(tree: m["pitchHand"]),
                    postOnFirst: MLBGame.Person(tree: m["postOnFirst"]), postOnSecond: MLBGame.Person(tree: m["postOnSecond"]),
                    postOnThird: MLBGame.Person(tree: m["postOnThird"]))
        }
        let pitches = (t["playEvents"]?.objects ?? []).compactMap(Pitch.init(event:))
        self.init(result: result, about: about, count: t["count"].object.map(Count.init(tree:)), matchup: matchup,
                  pitches: Self.counted(pitches))
    }
}

extension MLBPlay.Count {
    init(tree c: JSONTree) { self.init(balls: c["balls"]?.int, strikes: c["strikes"]?.int, outs: c["outs"]?.int) }
}

extension MLBPlay.Code {
    init?(tree: JSONTree?) {
        guard let c = tree.object else { return nil }
        self.init(code: c["code"]?.string, description: c["description"]?.string)
    }
}

extension MLBPlay.Pitch {
    /// The call's code and words sit on `details` itself; nil for an event that is not a pitch.
    init?(event e: JSONTree) {
        guard e["isPitch"]?.bool == true else { return nil }
        let details = e["details"].object, data = e["pitchData"].object
        let code = details?["code"]?.string
        let at = data?["coordinates"].object
        self.init(number: e["pitchNumber"]?.int, type: MLBPlay.Code(tree: details?["type"]),
                  call: MLBPlay.Code(code: code, description: details?["description"]?.string),
                  isBall: Self.balls.contains(code ?? ""), isStrike: Self.strikes.contains(code ?? ""),
                  isInPlay: Self.inPlay.contains(code ?? ""), speed: data?["startSpeed"]?.double,
                  pX: at?["pX"]?.double, pZ: at?["pZ"]?.double,
                  zoneTop: data?["strikeZoneTop"]?.double, zoneBottom: data?["strikeZoneBottom"]?.double, count: nil)
    }

    /// The Stats API's pitch codes: balls (intentional and automatic ones
    /// too), strikes of every kind (fouls included), and balls put in play.
    static let balls: Set<String> = ["B", "*B", "V", "P", "I", "H"]
    static let strikes: Set<String> = ["C", "S", "F", "T", "L", "M", "W", "O", "Q", "R", "K", "A"]
    static let inPlay: Set<String> = ["X", "D", "E"]
}
