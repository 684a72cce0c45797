import TerminalUI

/// A box score's two teams: side by side when the pane holds two tables of a
/// team's width with a gap, else the one the user chose (`o` switches).
/// MLB's, the NHL's and the NBA's boxes are laid out by this one rule.
enum BoxSides {
    static func fit(paneWidth: Int, teamWidth: Int) -> Bool { paneWidth - 2 >= teamWidth * 2 + 2 }

    /// `team(home, pen, canvas)` draws one side's table; `chosenHome` is the side shown when only one fits.
    static func draw(teamWidth: Int, chosenHome: Bool, _ pen: inout Pen, into canvas: inout Canvas,
                     _ team: (_ home: Bool, inout Pen, inout Canvas) -> Void) {
        guard fit(paneWidth: pen.width + 2, teamWidth: teamWidth) else {
            team(chosenHome, &pen, &canvas)
            return
        }
        let half = (pen.width - 2) / 2
        var left = Pen(x: pen.x, y: pen.y, width: half), right = Pen(x: pen.x + half + 2, y: pen.y, width: half)
        team(false, &left, &canvas)
        team(true, &right, &canvas)
        pen.y = max(left.y, right.y)
    }

    /// The same in `steps` parts drawn in step: each part of both sides starts on the
    /// same line (the two teams' passing, then both rushing), so the tables line up.
    static func draw(teamWidth: Int, chosenHome: Bool, steps: Int, _ pen: inout Pen, into canvas: inout Canvas,
                     _ part: (_ home: Bool, _ step: Int, inout Pen, inout Canvas) -> Void) {
        guard fit(paneWidth: pen.width + 2, teamWidth: teamWidth) else {
            for step in 0..<steps { part(chosenHome, step, &pen, &canvas) }
            return
        }
        let half = (pen.width - 2) / 2
        for step in 0..<steps {
            var left = Pen(x: pen.x, y: pen.y, width: half), right = Pen(x: pen.x + half + 2, y: pen.y, width: half)
            part(false, step, &left, &canvas)
            part(true, step, &right, &canvas)
            pen.y = max(left.y, right.y)
        }
    }
}
