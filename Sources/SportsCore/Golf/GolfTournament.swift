import FoundationEssentials

/// A golf tournament as ESPN's scoreboard gives it: its round and state, and
/// its field, each player with their score to par, the rounds played hole
/// by hole and, while a round is on, how far through it they are.
public struct GolfTournament: Equatable, Sendable, Identifiable {
    public typealias Phase = ContestPhase

    public var league: LeagueID
    public var id: Int
    public var name: String
    public var start: Date?
    public var phase: Phase
    /// The round under way or last played (1–4).
    public var round: Int?
    /// `Round 4 - In Progress`, `Final`.
    public var detail: String?
    public var players: [GolfPlayer]
    public var broadcasts: [String] = []
    /// The cut as the leaderboard gives it (the scoreboard does not): after which round, at what score, how many made it.
    public var cut: Cut?

    public struct Cut: Equatable, Sendable {
        public var round: Int
        public var score: Int?
        public var count: Int?

        public init(round: Int, score: Int?, count: Int?) { self.round = round; self.score = score; self.count = count }

        /// `-2`, `E`, `+1`.
        public var scoreText: String? { score.map { $0 == 0 ? "E" : $0 > 0 ? "+\($0)" : String($0) } }
    }

    public init(league: LeagueID, id: Int, name: String, start: Date?, phase: Phase, players: [GolfPlayer]) {
        self.league = league; self.id = id; self.name = name; self.start = start; self.phase = phase; self.players = players
    }
}

/// One hole of a round: strokes, and par worked out from the score to par the answer gives.
public struct GolfHole: Equatable, Sendable {
    public var number: Int
    public var strokes: Int
    public var par: Int?

    public init(number: Int, strokes: Int, par: Int?) { self.number = number; self.strokes = strokes; self.par = par }

    /// Strokes against par: -2 an eagle, -1 a birdie, +1 a bogey.
    public var toPar: Int? { par.map { strokes - $0 } }
}

/// One round of a player's: its strokes, its score to par, its holes so far, when they teed off.
public struct GolfRound: Equatable, Sendable {
    public var number: Int
    public var strokes: Int?
    /// `-2`, `E`, `+1`.
    public var toPar: String?
    public var holes: [GolfHole] = []
    public var teeTime: Date?

    public init(number: Int, strokes: Int? = nil, toPar: String? = nil) { self.number = number; self.strokes = strokes; self.toPar = toPar }

    /// Every hole played.
    public var complete: Bool { holes.count >= 18 }
}

/// One line of a leaderboard.
public struct GolfPlayer: Equatable, Sendable, Identifiable, Summarized {
    public enum Standing: Equatable, Sendable { case active, missedCut, withdrew, disqualified }

    public var league: LeagueID
    public var id: Int
    public var tournamentID: Int
    public var tournament: String
    public var name: String
    public var shortName: String
    public var country: String?
    /// The tournament's score to par (`-8`, `E`), and its number.
    public var toPar: Score?
    public var rounds: [GolfRound] = []
    public var standing: Standing = .active
    /// Their place, worked out from the scores (ties share one: `T2`).
    public var place: Int?
    public var tied = false
    /// The tournament's round now: a player's `today` and `thru` are of it.
    public var currentRound: Int?
    public var tournamentPhase: GolfTournament.Phase = .scheduled

    public init(league: LeagueID, id: Int, tournamentID: Int, tournament: String, name: String, shortName: String) {
        self.league = league; self.id = id; self.tournamentID = tournamentID; self.tournament = tournament; self.name = name; self.shortName = shortName
    }

    var roundNow: GolfRound? { currentRound.flatMap { n in rounds.first { $0.number == n } } }

    /// Today's score to par while the round is theirs to play or played.
    public var today: String? { roundNow.flatMap { $0.holes.isEmpty ? nil : $0.toPar } }

    /// Holes played this round: `14`, `F` for all eighteen; nil before they tee off.
    public var thru: String? {
        guard let round = roundNow, !round.holes.isEmpty else { return nil }
        return round.complete ? "F" : String(round.holes.count)
    }

    /// Their tee time this round, when they have not teed off.
    public var teeTime: Date? { roundNow.flatMap { $0.holes.isEmpty ? $0.teeTime : nil } }

    /// On the course now.
    public var onCourse: Bool { tournamentPhase == .live && standing == .active && thru != nil && thru != "F" }

    /// `1`, `T2`, `MC`, `WD`.
    public var placeText: String {
        switch standing {
        case .missedCut: "MC"
        case .withdrew: "WD"
        case .disqualified: "DQ"
        case .active: place.map { (tied ? "T" : "") + String($0) } ?? "-"
        }
    }

    public var entrant: Entrant {
        var e = Entrant(Competitor(id: "\(league):\(id)", abbreviation: GolfPlayer.code(shortName), name: name, kind: .athlete),
                        place: standing == .active ? place : nil, tied: tied, score: toPar,
                        status: standing == .active ? nil : placeText, detail: thru.map { $0 == "F" ? "F" : "thru \($0)" })
        e.laps = nil
        return e
    }

    public var summary: Contest {
        // A player still in a tournament under way is live all its rounds long, on the course or not:
        // their score to par is news (and a spoiler) from the first tee shot of the week.
        let round = currentRound.map { "R\($0)" } ?? "Live"
        let state: Contest.State = switch (tournamentPhase, standing) {
        case (.final, _), (_, .missedCut), (_, .withdrew), (_, .disqualified): .final(detail: standing == .active ? nil : placeText)
        case (.live, _): .live(period: thru.map { $0 == "F" ? "\(round) F" : "Thru \($0)" } ?? round, clock: nil)
        case (.postponed, _): .postponed
        case (.cancelled, _): .cancelled
        case (.scheduled, _): .scheduled
        }
        var contest = Contest(league: league, id: id, start: teeTime, state: state, field: [entrant], name: tournament)
        contest.status = today.map { "Today \($0)" }
        return contest
    }

    /// `SCH` from `S. Scheffler`.
    static func code(_ shortName: String) -> String {
        let words = shortName.split(separator: " ")
        let surname = words.count > 1 && words[0].hasSuffix(".") ? words.dropFirst().joined() : shortName
        return String(surname.filter(\.isLetter).prefix(3)).uppercased()
    }
}
