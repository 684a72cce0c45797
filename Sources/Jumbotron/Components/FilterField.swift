import TerminalUI

/// Typing into a list's `/` filter, the same on every screen: printable keys
/// are text, Backspace deletes, Enter keeps the filter, ↑/↓ keep it and move,
/// Esc clears it. Screens say only what a change means to them (filter again,
/// search the catalogue, load a team's players).
enum FilterField {
    enum Outcome: Equatable {
        /// The text changed (typed or deleted).
        case edited
        /// Enter: typing ends, the filter stays.
        case kept
        /// ↑/↓: typing ends, the filter stays, and the selection moves.
        case move(ListIntent)
        /// Esc: typing ends and the filter is gone.
        case cleared
        /// Not the filter's key.
        case ignored
    }

    /// No name or search is longer; a field never grows past it (each change
    /// filters the list again, so an endless field made typing quadratic).
    static let maximumLength = 200

    static func key(_ key: Key, text: inout String, editing: inout Bool) -> Outcome {
        switch key {
        case .char(let c):
            guard text.count < maximumLength else { return .ignored }
            text.append(c)
            return .edited
        case .backspace:
            if !text.isEmpty { text.removeLast() }
            return .edited
        case .enter:
            editing = false
            return .kept
        case .up, .down:
            editing = false
            return .move(key == .down ? .down : .up)
        case .escape:
            editing = false
            text = ""
            return .cleared
        default:
            return .ignored
        }
    }
}
