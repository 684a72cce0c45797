/// One column of a box score's player table: its heading and width, how soon
/// it is dropped when the pane is narrow (higher goes first), and what it
/// shows of a player's line. The NBA's and the NHL's tables are lists of these.
struct BoxColumn<Line>: Sendable {
    let label: String
    let width: Int
    let priority: Int
    let value: @Sendable (Line) -> String
}
