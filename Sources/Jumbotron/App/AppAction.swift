import SportsCore
import TerminalUI

/// Everything that can happen to the app: input, time, and effect results.
public enum AppAction: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
    /// Spinner frame while something loads.
    case tick
    case dayChanged(Day)
    case timerFired(TimerID)
}

public enum TimerID: Hashable, Sendable {
    /// Re-fetch while a game on the shown date is live.
    case liveRefresh
}
