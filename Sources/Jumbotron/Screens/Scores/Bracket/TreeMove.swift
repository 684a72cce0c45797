import TerminalUI

/// The cursor's moves over a knockout tree (a postseason, a tennis draw):
/// along a round, to the slot a slot feeds, or back to the first that feeds it.
public enum TreeMove: Equatable, Sendable {
    case up, down, left, right

    /// The wheel moves along a round; a click does nothing.
    init?(wheel event: MouseEvent) {
        switch ScrollIntent(wheel: event) {
        case .up?: self = .up
        case .down?: self = .down
        default: return nil
        }
    }

    /// Moves a cursor of `rounds` rounds, each round's slots fed by `fedBy` of the round before
    /// (2 where not said); the caller clamps the slot to its round.
    func step(round: inout Int, slot: inout Int, rounds: Int, fedBy: [Int] = []) {
        func fan(_ r: Int) -> Int { fedBy.indices.contains(r) ? max(1, fedBy[r]) : 2 }
        switch self {
        case .up: slot -= 1
        case .down: slot += 1
        case .right where round + 1 < rounds: round += 1; slot /= fan(round)
        case .left where round > 0: slot *= fan(round); round -= 1
        case .left, .right: break
        }
    }

    /// The arrows and h j k l, in the words of what the slots are (`match`, `series`).
    static func bindings<Intent>(_ thing: String, _ lift: (TreeMove) -> Intent) -> [KeyBinding<Intent>] {
        [KeyBinding([.up, .char("k")], lift(.up), help: "Previous \(thing) of the round"),
         KeyBinding([.down, .char("j")], lift(.down), help: "Next \(thing) of the round", hint: "move"),
         KeyBinding([.right, .char("l")], lift(.right), help: "The next round: the \(thing) this one feeds", hint: "round"),
         KeyBinding([.left, .char("h")], lift(.left), help: "The round before: the first \(thing) feeding this one")]
    }
}
