import FoundationEssentials

/// One event of ESPN's scoreboard as it comes: only the id is required.
struct ESPNEvent: Decodable {
    let game: ESPNGame

    init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, Key.self)
        guard let idText: String = f.get(.id), let id = Int(idText) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an event without an id"))
        }
        let competition = (f.get(.competitions) as LossyList<Competition>?)?.elements.first
        let status = competition?.status ?? f.get(.status)
        let sides = competition?.competitors?.elements ?? []
        // A game is its two teams: one home and one away, each with a name or an id.
        // Without them it is skipped (and counted), never shown as `? - ? -`.
        guard sides.filter({ $0.homeAway == "home" }).count <= 1, sides.filter({ $0.homeAway == "away" }).count <= 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a game with two home or two away teams"))
        }
        let home = sides.first { $0.homeAway == "home" } ?? (sides.count == 2 ? sides[0] : nil)
        let away = sides.first { $0.homeAway == "away" } ?? (sides.count == 2 ? sides[1] : nil)
        guard let home, let away, home.isNamed, away.isNamed else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a game without two readable teams"))
        }
        var game = ESPNGame(id: id, start: (competition?.date ?? f.get(.date)).flatMap(ESPNScoreboard.parseDate),
                           statusName: status?.type?.name, statusState: status?.type?.state,
                           statusDetail: status?.type?.shortDetail, period: status?.period.flatMap { (0...20).contains($0) ? $0 : nil },
                           clock: status?.displayClock, away: away.team(home: false), home: home.team(home: true))
        if let s = competition?.situation {
            game.situation = ESPNGame.Situation(downDistance: s.downDistanceText.nonEmpty, possession: s.possession.nonEmpty,
                                               isRedZone: s.isRedZone ?? false, lastPlay: s.lastPlay?.text.nonEmpty)
            game.situation?.awayTimeouts = s.awayTimeouts.flatMap { (0...3).contains($0) ? $0 : nil }
            game.situation?.homeTimeouts = s.homeTimeouts.flatMap { (0...3).contains($0) ? $0 : nil }
            game.situation?.lastPlayID = s.lastPlay?.id.nonEmpty
            game.situation?.lastPlayType = s.lastPlay?.type?.text.nonEmpty
        }
        game.leaders = (competition?.leaders?.elements ?? []).compactMap(\.leader)
        game.broadcasts = Self.broadcasts(competition?.broadcasts?.elements ?? [])
        game.venue = competition?.venue?.fullName.nonEmpty
        let city = [competition?.venue?.address?.city, competition?.venue?.address?.state].compactMap { $0.nonEmpty }
        game.venueCity = city.isEmpty ? nil : city.joined(separator: ", ")
        game.attendance = competition?.attendance.flatMap { $0 > 0 ? $0 : nil }
        game.weather = (f.get(.weather) as Weather?)?.text
        game.note = competition?.notes?.elements.first?.headline.nonEmpty
        game.leg = competition?.leg?.displayValue.nonEmpty
        game.series = competition?.series?.playoff.flatMap { $0.text(away: game.away, home: game.home) }
        game.regulationPeriods = competition?.format?.regulation?.periods.flatMap { (1...8).contains($0) ? $0 : nil }
        game.moments = (competition?.details?.elements ?? []).compactMap(\.moment)
        for side in [\ESPNGame.away, \ESPNGame.home] {
            let id = game[keyPath: side].id
            game[keyPath: side].redCards = game.moments.filter { $0.kind == .red && id != nil && $0.teamID == id }.count
        }
        self.game = game
    }

    /// Every network once, national ones first.
    static func broadcasts(_ list: [Broadcast]) -> [String] {
        let ordered = list.filter { $0.market == "national" } + list.filter { $0.market != "national" }
        var seen = Set<String>(), names: [String] = []
        for name in ordered.flatMap({ $0.names ?? [] }) where !name.isEmpty && seen.insert(name).inserted { names.append(name) }
        return names
    }

    enum Key: String, CodingKey { case id, date, competitions, status, weather }

    struct Competition: Decodable {
        @Tolerant var date: String?
        @Tolerant var attendance: Int?
        @Tolerant var status: Status?
        @Tolerant var competitors: LossyList<Competitor>?
        @Tolerant var situation: Situation?
        @Tolerant var leaders: LossyList<LeaderCategory>?
        @Tolerant var broadcasts: LossyList<Broadcast>?
        @Tolerant var venue: Venue?
        @Tolerant var notes: LossyList<Note>?
        @Tolerant var details: LossyList<Detail>?
        @Tolerant var leg: Leg?
        @Tolerant var format: Format?
        @Tolerant var series: SeriesList?
    }

    /// A scoreboard's competition names its series as one object, a summary's header as a list
    /// (the teams' regular-season meetings, then the playoff series).
    struct SeriesList: Decodable {
        var items: [Series]

        init(from decoder: any Decoder) throws {
            if let list = try? LossyList<Series>(from: decoder) { items = list.elements } else { items = [try Series(from: decoder)] }
        }

        var playoff: Series? { items.first { $0.type == "playoff" } }
    }

    struct Series: Decodable {
        struct Side: Decodable { @Tolerant var id: String?; @Tolerant var wins: Int? }
        @Tolerant var type: String?
        @Tolerant var totalCompetitions: Int?
        @Tolerant var competitors: LossyList<Side>?

        /// Said as every series is (`SeriesText`), each side by its letters; nil unless both sides are the game's teams.
        func text(away: ESPNGame.Team, home: ESPNGame.Team) -> String? {
            let sides = competitors?.elements ?? []
            let needed = totalCompetitions.flatMap { (1...9).contains($0) ? ($0 + 1) / 2 : nil } ?? 4
            guard sides.count == 2, let a = away.id, let h = home.id,
                  let first = sides.first(where: { $0.id == a }), let second = sides.first(where: { $0.id == h }) else { return nil }
            let wins = { (w: Int?) in min(needed, max(0, w ?? 0)) }
            return SeriesText.say(top: away.abbreviation ?? "Away", topWins: wins(first.wins), bottom: home.abbreviation ?? "Home",
                                  bottomWins: wins(second.wins), needed: needed, gameNumber: nil)
        }
    }

    struct Format: Decodable {
        struct Regulation: Decodable { @Tolerant var periods: Int? }
        @Tolerant var regulation: Regulation?
    }

    struct Leg: Decodable { @Tolerant var displayValue: String? }

    /// A soccer scoreboard's goal or card.
    struct Detail: Decodable {
        struct Kind: Decodable { @Tolerant var text: String? }
        struct Clock: Decodable { @Tolerant var displayValue: String? }
        struct Team: Decodable { @Tolerant var id: String? }
        struct Athlete: Decodable { @Tolerant var displayName: String? }
        @Tolerant var type: Kind?
        @Tolerant var clock: Clock?
        @Tolerant var team: Team?
        @Tolerant var scoringPlay: Bool?; @Tolerant var redCard: Bool?; @Tolerant var yellowCard: Bool?
        @Tolerant var penaltyKick: Bool?; @Tolerant var ownGoal: Bool?; @Tolerant var shootout: Bool?
        @Tolerant var athletesInvolved: LossyList<Athlete>?

        /// A shootout's kicks are not goals of the match; anything else that is not a goal or a card is left out.
        var moment: ESPNGame.Moment? {
            guard shootout != true else { return nil }
            let kind: ESPNGame.Moment.Kind
            if scoringPlay == true { kind = ownGoal == true ? .ownGoal : penaltyKick == true ? .penalty : .goal }
            else if redCard == true { kind = .red }
            else if yellowCard == true { kind = .yellow }
            else { return nil }
            return ESPNGame.Moment(kind: kind, minute: clock?.displayValue.nonEmpty, teamID: team?.id.nonEmpty,
                                   player: athletesInvolved?.elements.first?.displayName.nonEmpty)
        }
    }

    struct Status: Decodable {
        struct Kind: Decodable { @Tolerant var name: String?; @Tolerant var state: String?; @Tolerant var shortDetail: String? }
        @Tolerant var period: Int?
        @Tolerant var displayClock: String?
        @Tolerant var type: Kind?
    }

    struct Competitor: Decodable {
        struct Team: Decodable {
            @Tolerant var id: String?; @Tolerant var abbreviation: String?; @Tolerant var displayName: String?
            @Tolerant var conferenceId: String?
        }
        /// The poll's rank; ESPN writes 99 for a team outside it.
        struct Rank: Decodable { @Tolerant var current: Int? }
        /// A period's points: `value` on the scoreboard, `displayValue` in a summary's header.
        struct Line: Decodable {
            @Tolerant var value: Double?
            @Tolerant var displayValue: String?
            var points: Double? { value ?? displayValue.flatMap { Double($0) } }
        }
        struct Record: Decodable { @Tolerant var type: String?; @Tolerant var summary: String? }
        @Tolerant var homeAway: String?
        @Tolerant var team: Team?
        @Tolerant var score: Score?
        @Tolerant var linescores: LossyList<Line>?
        @Tolerant var records: LossyList<Record>?
        @Tolerant var curatedRank: Rank?
        @Tolerant var shootoutScore: Score?
        @Tolerant var aggregateScore: Score?
        @Tolerant var form: String?

        /// Whether the team can be named at all.
        var isNamed: Bool { team?.id.nonEmpty != nil || team?.abbreviation.nonEmpty != nil || team?.displayName.nonEmpty != nil }

        func team(home: Bool) -> ESPNGame.Team {
            let records = records?.elements ?? []
            var out = ESPNGame.Team(id: team?.id.nonEmpty, abbreviation: team?.abbreviation.nonEmpty, name: team?.displayName.nonEmpty,
                                    score: score?.value,
                                    quarters: (linescores?.elements ?? []).compactMap { $0.points.flatMap(Self.points) },
                                    record: records.first { $0.type == "total" }?.summary.nonEmpty,
                                    venueRecord: records.first { $0.type == (home ? "home" : "road") }?.summary.nonEmpty)
            out.rank = curatedRank?.current.flatMap { (1...25).contains($0) ? $0 : nil }
            out.conferenceID = team?.conferenceId.nonEmpty
            out.shootout = shootoutScore?.value
            out.aggregate = aggregateScore?.value
            out.form = form.flatMap { $0.count <= 10 && $0.allSatisfy { "WDL".contains($0) } ? $0 : nil }
            return out
        }

        /// A quarter's points, within what a game can hold.
        static func points(_ value: Double) -> Int? {
            guard value.isFinite, value >= 0, value < 1_000, value.rounded() == value else { return nil }
            return Int(value)
        }
    }

    /// `"24"`, `24`, `""`: a score as a string (the feed's way) or a number; blank is none.
    struct Score: Decodable {
        var value: Int?
        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let text = try? c.decode(String.self) { value = Int(text).flatMap { (0..<1_000).contains($0) ? $0 : nil } }
            else if let number = try? c.decode(Double.self) { value = Competitor.points(number) }
        }
    }

    struct Situation: Decodable {
        struct Play: Decodable {
            struct Kind: Decodable { @Tolerant var text: String? }
            @Tolerant var id: String?
            @Tolerant var text: String?
            @Tolerant var type: Kind?
        }
        @Tolerant var downDistanceText: String?
        @Tolerant var possession: String?
        @Tolerant var isRedZone: Bool?
        @Tolerant var lastPlay: Play?
        @Tolerant var awayTimeouts: Int?
        @Tolerant var homeTimeouts: Int?
    }

    struct LeaderCategory: Decodable {
        struct Entry: Decodable {
            struct Athlete: Decodable { @Tolerant var displayName: String?; @Tolerant var shortName: String? }
            struct Team: Decodable { @Tolerant var id: String? }
            @Tolerant var displayValue: String?
            @Tolerant var athlete: Athlete?
            @Tolerant var team: Team?
        }
        @Tolerant var name: String?
        @Tolerant var displayName: String?
        @Tolerant var leaders: LossyList<Entry>?

        /// `Passing Leader` reads `Passing`.
        var leader: ESPNGame.Leader? {
            guard let top = leaders?.elements.first, let who = (top.athlete?.displayName ?? top.athlete?.shortName).nonEmpty else { return nil }
            var category = displayName ?? name ?? ""
            if category.hasSuffix(" Leader") { category = String(category.dropLast(" Leader".count)) }
            return ESPNGame.Leader(category: category, name: who, teamID: top.team?.id, line: top.displayValue ?? "")
        }
    }

    struct Broadcast: Decodable { @Tolerant var market: String?; @Tolerant var names: [String]? }
    struct Venue: Decodable {
        struct Address: Decodable { @Tolerant var city: String?; @Tolerant var state: String? }
        @Tolerant var fullName: String?
        @Tolerant var address: Address?
    }
    struct Note: Decodable { @Tolerant var headline: String? }
    struct Weather: Decodable {
        @Tolerant var displayValue: String?
        @Tolerant var temperature: Int?
        var text: String? {
            switch (displayValue.nonEmpty, temperature) {
            case (let d?, let t?): "\(d), \(t)°F"
            case (let d?, nil): d
            case (nil, let t?): "\(t)°F"
            default: nil
            }
        }
    }
}
