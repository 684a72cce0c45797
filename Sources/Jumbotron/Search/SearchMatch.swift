import Primitives

/// How well a typed query matches an item's words, as a fan types: every
/// letter in order (`mkla` finds Mäkelä), accents folded; the start of a
/// word beats its middle, letters side by side beat letters apart, and a
/// whole word typed beats all. Nil: not a match.
enum SearchMatch {
    static func score(_ query: String, _ words: String) -> Int? {
        let q = Array(query.searchFolded.filter { !$0.isWhitespace })
        guard !q.isEmpty else { return nil }
        let w = Array(words)
        // Typed as written somewhere in the words: the earlier and at a word's start, the better.
        if q.count <= w.count, let at = (0...(w.count - q.count)).first(where: { w[$0..<($0 + q.count)].elementsEqual(q) }) {
            let wordStart = at == 0 || w[at - 1] == " "
            return 1000 - at + (wordStart ? 500 : 0)
        }
        var score = 0, i = 0, last = -2
        for c in q {
            while i < w.count, w[i] != c { i += 1 }
            guard i < w.count else { return nil }
            score += (i == last + 1 ? 8 : 0) + (i == 0 || w[i - 1] == " " ? 12 : 0) - min(i - last, 20) / 4
            last = i
            i += 1
        }
        return score
    }

    /// The items that match, best first; ties by league then name. At most `limit`.
    static func results(_ query: String, in items: [SearchItem], limit: Int = 60) -> [SearchItem] {
        guard query.count <= 60 else { return [] }
        let scored = items.compactMap { item in score(query, item.words).map { (item, $0) } }
        return scored.sorted {
            $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.league.rawValue != $1.0.league.rawValue ? $0.0.league.rawValue < $1.0.league.rawValue : $0.0.name < $1.0.name
        }.prefix(limit).map(\.0)
    }
}
