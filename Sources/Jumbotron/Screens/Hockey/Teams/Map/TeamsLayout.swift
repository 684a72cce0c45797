import TerminalUI

/// Where the Teams screen's parts are, for the view that draws them and the
/// reducer that hit-tests clicks and sizes the map scene: both ask this one
/// value, so they never disagree.
struct TeamsLayout {
    static let switchLabels = (list: " List ", map: " Map ")

    /// The `List │ Map` switch: the content's first line.
    let switchRow: Rect
    /// The map below the switch, above the two lines naming the selected team.
    let map: Rect

    init(_ context: ScreenContext) {
        let content = context.layout.content
        switchRow = Rect(x: content.x, y: content.y, width: content.width, height: min(1, content.height))
        map = Rect(x: content.x, y: content.y + 1, width: content.width, height: max(0, content.height - 3))
    }

    /// Which view a click at `point` on the switch picks.
    func switchHit(_ point: Point) -> TeamsView? {
        guard point.y == switchRow.y else { return nil }
        let x = point.x - switchRow.x
        let listEnd = 1 + Self.switchLabels.list.count
        if x >= 1 && x < listEnd { return .list }
        if x > listEnd && x <= listEnd + Self.switchLabels.map.count { return .map }
        return nil
    }
}
