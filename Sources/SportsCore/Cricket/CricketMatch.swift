import FoundationEssentials

/// One cricket match as ESPN's scoreboard gives it: each side's innings as
/// cricket writes them (`155/6`, `227 & 231`), where it stands in words
/// (`Scorchers require 31 runs`, `India won by 3 wkts`), its format and venue.
public struct CricketMatch: Equatable, Sendable, Identifiable, Summarized {
    public typealias Phase = ContestPhase

    /// One innings: runs for wickets in overs.
    public struct Innings: Equatable, Sendable {
        public var number: Int
        public var runs: Int
        public var wickets: Int
        /// `16`, `19.4`: overs bowled as cricket writes them.
        public var overs: String?
        /// This side batted in it (ESPN lists each side's bowling innings too, empty).
        public var batted: Bool
        /// The innings under way.
        public var current = false
        /// `complete`, `declared`, or empty while it goes on.
        public var note: String?

        public init(number: Int, runs: Int, wickets: Int, overs: String? = nil, batted: Bool = true, note: String? = nil) {
            self.number = number; self.runs = runs; self.wickets = wickets; self.overs = overs; self.batted = batted; self.note = note
        }

        /// `155/6`, `155` all out, `310/7d` declared.
        public var text: String {
            let declared = note?.lowercased().contains("declared") == true
            return wickets >= 10 ? "\(runs)" : "\(runs)/\(wickets)\(declared ? "d" : "")"
        }
    }

    public struct Side: Equatable, Sendable {
        public var id: String
        public var abbreviation: String
        public var name: String
        /// The scoreboard's own words for the score (`125/3 (16/20 ov, target 156)`), when it gives them.
        public var score: String?
        public var innings: [Innings] = []
        public var won = false

        public init(id: String, abbreviation: String, name: String, score: String? = nil) {
            self.id = id; self.abbreviation = abbreviation; self.name = name; self.score = score
        }

        /// The innings it batted, joined as cricket writes a two-innings match (`227 & 231`), the
        /// one under way with its overs (`125/3 (16 ov)`); else the scoreboard's first word.
        public var inningsText: String? {
            let played = innings.filter(\.batted)
            guard !played.isEmpty else { return score.flatMap { $0.isEmpty ? nil : String($0.prefix { $0 != " " }) } }
            var text = played.map(\.text).joined(separator: " & ")
            if let last = played.last, last.current, let overs = last.overs { text += " (\(overs) ov)" }
            return text
        }
    }

    public var league: LeagueID
    public var id: Int
    /// `Melbourne Renegades v Perth Scorchers`, and which match of what (`24th Match`).
    public var name: String
    public var description: String?
    /// `T20`, `ODI`, `Test`.
    public var format: String?
    public var venue: String?
    public var start: Date?
    public var phase: Phase
    /// The innings under way (1–4) while live.
    public var inningsNumber: Int?
    /// Where it stands in words: `Scorchers require 31 runs`, `India won by 3 wkts`, `Starts at 18:15 local time`.
    public var status: String?
    public var home: Side
    public var away: Side

    public init(league: LeagueID, id: Int, name: String, start: Date?, phase: Phase, home: Side, away: Side) {
        self.league = league; self.id = id; self.name = name; self.start = start; self.phase = phase; self.home = home; self.away = away
    }

    /// `2nd Test`, `1st ODI`, `24th Match · T20`: the format only where the description does not say it.
    public var matchWords: String? {
        let words = [description, format.flatMap { f in description?.contains(f) == true ? nil : f }].compactMap { $0 }
        return words.isEmpty ? nil : words.joined(separator: " · ")
    }

    public var summary: Contest {
        let state: Contest.State = switch phase {
        case .scheduled: .scheduled
        case .live: .live(period: inningsNumber.map { "Inns \($0)" } ?? "Live", clock: nil)
        case .final: .final(detail: nil)
        case .postponed: .postponed
        case .cancelled: .cancelled
        }
        func side(_ s: Side) -> Competitor {
            var c = Competitor(id: "\(league):\(s.id)", abbreviation: s.abbreviation, name: s.name)
            let last = s.innings.last(where: \.batted)
            c.scored = s.inningsText.map { Score(text: $0, value: last?.runs) }
            return c
        }
        let winner: Contest.Side? = phase != .final ? nil : home.won != away.won ? (home.won ? .home : .away) : nil
        var contest = Contest(league: league, id: id, start: start, state: state, away: side(away), home: side(home), winner: winner)
        contest.name = matchWords
        contest.status = phase == .scheduled ? nil : status
        contest.venue = venue
        return contest
    }
}
