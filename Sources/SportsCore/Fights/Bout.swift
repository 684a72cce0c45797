import FoundationEssentials

/// One bout of a fight card as ESPN's MMA scoreboard gives it: two fighters
/// with their records, the weight class, where it stands, and once over the
/// result (how, in which round, when) with the judges' cards of a decision.
public struct Bout: Equatable, Sendable, Identifiable, Summarized {
    public typealias Phase = ContestPhase

    /// How a bout ended.
    public enum Method: Equatable, Sendable {
        case knockout, submission, decision, other(String)
    }

    public struct Fighter: Equatable, Sendable {
        public var id: String
        public var name: String
        public var shortName: String
        public var record: String?
        public var country: String?
        /// The answer's winner flag: believed only for a bout that is over.
        public var won: Bool
        /// Each judge's total for this fighter (`29`, `28`, `29`), in the judges' order.
        public var cards: [Int] = []

        public init(id: String, name: String, shortName: String, record: String? = nil, won: Bool = false) {
            self.id = id; self.name = name; self.shortName = shortName; self.record = record; self.won = won
        }
    }

    public var league: LeagueID
    public var id: Int
    public var eventID: Int
    public var eventName: String
    public var venue: String?
    /// `Featherweight`, `W Strawweight`.
    public var weightClass: String?
    public var start: Date?
    public var phase: Phase
    /// The round it is in or ended in, and the clock of that round.
    public var round: Int?
    public var clock: String?
    /// Rounds scheduled (3, or 5 for a main event or a title).
    public var scheduledRounds: Int?
    public var method: Method?
    /// Listed first on the card's line (ESPN's `order` 1), then the other.
    public var red: Fighter
    public var blue: Fighter
    public var broadcasts: [String] = []

    public init(league: LeagueID, id: Int, eventID: Int, eventName: String, start: Date?, phase: Phase, red: Fighter, blue: Fighter) {
        self.league = league; self.id = id; self.eventID = eventID; self.eventName = eventName; self.start = start; self.phase = phase
        self.red = red; self.blue = blue
    }

    /// The winner, only once the bout is over: a flag on a bout not fought means nothing.
    public var winner: Contest.Side? {
        guard phase == .final else { return nil }
        if red.won != blue.won { return red.won ? .away : .home }
        return nil
    }

    /// `Unanimous`, `Split` or `Majority` from the judges' cards, where all three are given.
    public var decisionKind: String? {
        guard method == .decision, let winner, red.cards.count == 3, blue.cards.count == 3 else { return nil }
        let (w, l) = winner == .away ? (red.cards, blue.cards) : (blue.cards, red.cards)
        let forWinner = zip(w, l).filter { $0 > $1 }.count, draws = zip(w, l).filter { $0 == $1 }.count
        switch (forWinner, draws) {
        case (3, _): return "Unanimous"
        case (2, 1): return "Majority"
        case (2, 0): return "Split"
        default: return nil
        }
    }

    /// The result in a few words for a row's state column: `KO R1 3:29`, `Sub R2 1:05`, `U-Dec`.
    public var shortResult: String? {
        guard phase == .final else { return nil }
        let when = round.map { "R\($0)" + (clock.map { " \($0)" } ?? "") }
        switch method {
        case .knockout?: return ["KO", when].compactMap { $0 }.joined(separator: " ")
        case .submission?: return ["Sub", when].compactMap { $0 }.joined(separator: " ")
        case .decision?: return decisionKind.map { "\($0.prefix(1))-Dec" } ?? "Dec"
        case .other(let words)?: return words
        case nil: return nil
        }
    }

    /// The result in words for the bout's page: `McMillen by unanimous decision`, `Nallo by KO/TKO in round 1 at 3:29`.
    public var resultText: String? {
        guard phase == .final, let winner else { return phase == .final ? "No winner given" : nil }
        let who = winner == .away ? red.name : blue.name
        let when = round.map { " in round \($0)" + (clock.map { " at \($0)" } ?? "") } ?? ""
        switch method {
        case .knockout?: return "\(who) by KO/TKO\(when)"
        case .submission?: return "\(who) by submission\(when)"
        case .decision?: return "\(who) by \((decisionKind.map { "\($0.lowercased()) " }) ?? "")decision"
        case .other(let words)?: return "\(who) (\(words))"
        case nil: return "\(who) wins"
        }
    }

    public var summary: Contest {
        let state: Contest.State = switch phase {
        case .scheduled: .scheduled
        case .live: .live(period: round.map { "R\($0)" } ?? "Live", clock: clock)
        case .final: .final(detail: shortResult)
        case .postponed: .postponed
        case .cancelled: .cancelled
        }
        func side(_ f: Fighter) -> Competitor {
            Competitor(id: "\(league):\(f.id)", abbreviation: Bout.code(f.shortName), name: f.name, record: f.record, kind: .fighter)
        }
        var contest = Contest(league: league, id: id, start: start, state: state, away: side(red), home: side(blue), winner: winner)
        contest.name = weightClass
        contest.status = resultText
        contest.venue = venue
        contest.watch = broadcasts
        return contest
    }

    /// `MCM` from `T. McMillen`: the surname's first three letters, a badge's code.
    public static func code(_ shortName: String) -> String {
        let words = shortName.split(separator: " ")
        let surname = words.count > 1 && words[0].hasSuffix(".") ? words.dropFirst().joined() : shortName
        return String(surname.filter(\.isLetter).prefix(3)).uppercased()
    }
}
