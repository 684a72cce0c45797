/// The leagues the Scores tab shows, in the order `l` cycles through them.
public enum ScoresLeague: String, CaseIterable, Sendable {
    case mlb, nhl

    public var name: String { rawValue.uppercased() }

    public var next: ScoresLeague {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
