/// One side of a head-to-head contest or one entrant of a field: a team, an
/// athlete, a doubles pair or a fighter. Followed by its `id` whatever it is.
public struct Competitor: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case team, athlete, pair, fighter }

    /// Unique across leagues: the league's name and its own id (`mlb:147`).
    public var id: String
    public var abbreviation: String
    public var name: String
    public var kind: Kind = .team
    /// The score as its sport writes it (`245/6`, `-17`, `6-4 7-5`); nil until there is one to show.
    public var scored: Score?
    /// `95-67`, `12-5-2`, `27-1-0`, when the payload carries one.
    public var record: String?
    /// A college team's place in the poll (1–25), drawn `#5` before its name; a player's seed.
    public var rank: Int?

    public init(id: String, abbreviation: String, name: String, score: Int? = nil, record: String? = nil, rank: Int? = nil,
                kind: Kind = .team) {
        self.id = id; self.abbreviation = abbreviation; self.name = name; self.scored = score.map(Score.init)
        self.record = record; self.rank = rank; self.kind = kind
    }

    /// The score as a number, where it is one (runs, goals, points): what alerts and
    /// margins count. Setting it writes the number as its text.
    public var score: Int? {
        get { scored?.value }
        set { scored = newValue.map(Score.init) }
    }

    /// `#5 Ohio State Buckeyes` for a ranked team, the name alone otherwise.
    public var rankedName: String { rank.map { "#\($0) \(name)" } ?? name }

    /// The side a field does not have: empty, followed by no one.
    public static let nobody = Competitor(id: "", abbreviation: "", name: "")
}

/// A score as its sport writes it, with the number it counts as where it has
/// one: `3` (3), `245/6` (245), `-17` (-17), `E` (0), `6-4 5-7` (none).
public struct Score: Equatable, Sendable, CustomStringConvertible {
    public var text: String
    public var value: Int?

    public init(_ value: Int) { text = String(value); self.value = value }
    public init(text: String, value: Int?) { self.text = text; self.value = value }

    public var description: String { text }
}
