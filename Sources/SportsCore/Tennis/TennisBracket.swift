/// A draw as a bracket: its rounds from the first to the final, each a list
/// of slots in draw order (the two slots of a round that feed one match of
/// the next are side by side), a slot nil while its match is not known.
///
/// ESPN lists a tournament's matches in the order they were played, not in
/// draw order, so the order is worked out from the results: from the final
/// back, each match's two players are found in the round before, and the
/// matches nobody is known to have come from fill the slots left, in the
/// answer's order. A player ESPN has not named yet (`TBD`, a negative id)
/// is never linked: such a match shows TBD, never a guess at who will play,
/// and where no result says which two matches feed it, they are drawn in
/// the answer's order.
public struct TennisBracket: Equatable, Sendable {
    public struct Round: Equatable, Sendable {
        public var name: String
        public var slots: [TennisMatch?]
    }

    public var draw: String
    public var rounds: [Round]

    /// The main draws of a tournament's matches (`Men's Singles`, `Women's Doubles`), in the answer's order.
    public static func draws(_ matches: [TennisMatch]) -> [String] {
        var seen = Set<String>(), out: [String] = []
        for m in matches where isMainDraw(m) && seen.insert(m.draw).inserted { out.append(m.draw) }
        return out
    }

    /// Qualifying rounds are numbered from 11; the main draw's from 1.
    static func isMainDraw(_ m: TennisMatch) -> Bool { (1...10).contains(m.roundNumber ?? 0) }

    /// Most rounds a draw is drawn with: a 128 draw has seven; more is no draw but a bad answer.
    public static let maxRounds = 8

    public static func build(_ matches: [TennisMatch], draw: String) -> TennisBracket? {
        let mine = matches.filter { $0.draw == draw && isMainDraw($0) }
        let numbers = Set(mine.compactMap(\.roundNumber)).sorted()
        guard let firstNumber = numbers.first else { return nil }
        var byRound = numbers.map { n in mine.filter { $0.roundNumber == n } }
        var names = byRound.map { $0.first?.round ?? "" }
        // The first round's size says how many rounds the draw has; later rounds not begun are added empty.
        let first = byRound[0].count
        let log = first > 0 && first & (first - 1) == 0 ? first.trailingZeroBitCount + 1 : numbers.count
        let total = min(maxRounds, max(numbers.count, log))
        if byRound.count > total { byRound = Array(byRound.prefix(total)); names = Array(names.prefix(total)) }
        while byRound.count < total {
            byRound.append([])
            names.append(Self.name(fromEnd: total - byRound.count, number: firstNumber + byRound.count - 1))
        }
        // Slots from the final back: a round has twice the next one's.
        var slots: [[TennisMatch?]] = Array(repeating: [], count: total)
        let last = total - 1
        slots[last] = fill(Array(repeating: nil, count: 1), with: byRound[last])
        for r in stride(from: last, to: 0, by: -1) {
            var used = Set<Int>(), feeders: [TennisMatch?] = []
            for slot in slots[r] {
                for side in [slot?.first, slot?.second].map({ $0.flatMap { $0.isNamed ? $0.id : nil } }) {
                    let found = side.flatMap { id in byRound[r - 1].first { !used.contains($0.id) && ($0.first.id == id || $0.second.id == id) } }
                    if let found { used.insert(found.id) }
                    feeders.append(found)
                }
            }
            slots[r - 1] = fill(feeders, with: byRound[r - 1].filter { !used.contains($0.id) })
        }
        return TennisBracket(draw: draw, rounds: zip(names, slots).map { Round(name: $0, slots: $1) })
    }

    /// The empty slots taken by `rest` in order; what does not fit is dropped (a bad answer, not a draw).
    static func fill(_ slots: [TennisMatch?], with rest: [TennisMatch]) -> [TennisMatch?] {
        var out = slots, left = rest[...]
        for i in out.indices where out[i] == nil {
            guard let next = left.popFirst() else { break }
            out[i] = next
        }
        return out
    }

    /// A round not begun, named as ESPN names it: the final, the semifinals, the quarterfinals, else by number.
    static func name(fromEnd: Int, number: Int) -> String {
        switch fromEnd {
        case 0: "Final"
        case 1: "Semifinal"
        case 2: "Quarterfinal"
        default: "Round \(number)"
        }
    }
}
