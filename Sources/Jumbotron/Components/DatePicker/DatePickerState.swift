import SportsCore
import TerminalUI

/// The date-picker overlay: a month calendar around `cursor`, plus a typed
/// `YYYY-MM-DD` that jumps. Reusable by any screen that picks a day.
public struct DatePickerState: Equatable, Sendable {
    public var cursor: Day
    public var original: Day
    public var typed: String = ""
    public var message: String?
    /// The typed date just refused: Enter right after it keeps the picker
    /// open with its message instead of picking the day under the cursor.
    public var refused = false
    /// Offline: the days that have data; nil means every day does.
    public var available: [Day]?

    public init(cursor: Day, available: [Day]? = nil) {
        self.cursor = cursor
        self.original = cursor
        self.available = available
    }

    public func hasData(_ day: Day) -> Bool { available?.contains(day) ?? true }
}

public enum DatePickerOutcome: Equatable, Sendable {
    case stay, cancelled, picked(Day)
}

public enum DatePickerIntent: Sendable, Equatable {
    case previousDay, nextDay, previousWeek, nextWeek, previousMonth, nextMonth, previousYear, nextYear, today, pick, cancel
}

public enum DatePickerKeys {
    public static let map = KeyMap<DatePickerIntent>("Date picker", [
        KeyBinding([.left], .previousDay, help: "Previous day", hint: "day"),
        KeyBinding([.right], .nextDay, help: "Next day"),
        KeyBinding([.up], .previousWeek, help: "Previous week", hint: "week"),
        KeyBinding([.down], .nextWeek, help: "Next week"),
        KeyBinding([.pageUp], .previousMonth, help: "Previous month", hint: "month"),
        KeyBinding([.pageDown], .nextMonth, help: "Next month"),
        KeyBinding([.shiftPageUp, .char("[")], .previousYear, help: "Previous year"),
        KeyBinding([.shiftPageDown, .char("]")], .nextYear, help: "Next year"),
        KeyBinding([.char("t")], .today, help: "Today", hint: "today"),
        KeyBinding([.enter], .pick, help: "Pick (or the typed date)", hint: "pick"),
        KeyBinding([.escape, .char("q")], .cancel, help: "Cancel", hint: "cancel"),
    ])
    /// Shown in help but handled as text input, not through the map.
    public static let typing = KeyHelp.Entry(keys: (0...9).map { .char(Character(String($0))) }, help: "Type YYYY-MM-DD to jump",
                                             hint: nil, label: "0-9")
    public static let help = KeyHelp(title: map.title, entries: map.described.entries + [typing])
}

public enum DatePickerReducer {
    public static func reduce(_ p: inout DatePickerState, _ key: Key, today: Day) -> DatePickerOutcome {
        if case .char(let c) = key, c.isASCII, c.isNumber || (c == "-" && !p.typed.isEmpty) {
            return type(&p, c)
        }
        if key == .backspace, !p.typed.isEmpty {
            p.typed.removeLast(); p.message = nil; p.refused = false
            return .stay
        }
        if key == .escape, !p.typed.isEmpty {
            p.typed = ""; p.message = nil
            return .stay
        }
        guard let intent = DatePickerKeys.map.intent(for: key) else { return .stay }
        if intent == .pick && p.refused && p.typed.isEmpty { return .stay }   // the refusal stays on screen
        p.message = nil
        p.refused = false
        switch intent {
        case .previousDay: move(&p, p.cursor.adding(days: -1))
        case .nextDay: move(&p, p.cursor.adding(days: 1))
        case .previousWeek: move(&p, p.cursor.adding(days: -7))
        case .nextWeek: move(&p, p.cursor.adding(days: 7))
        case .previousMonth: move(&p, p.cursor.adding(months: -1))
        case .nextMonth: move(&p, p.cursor.adding(months: 1))
        case .previousYear: move(&p, p.cursor.adding(years: -1))
        case .nextYear: move(&p, p.cursor.adding(years: 1))
        case .today: move(&p, today)
        case .cancel: return .cancelled
        case .pick:
            if !p.typed.isEmpty {
                guard let day = Day(iso: p.typed) else { return refuse(&p) }
                guard day.isInAPIRange else { return refuse(&p, outOfRange: true) }
                p.typed = ""
                return .picked(day)
            }
            return .picked(p.cursor)
        }
        return .stay
    }

    private static func move(_ p: inout DatePickerState, _ day: Day) {
        let day = day.clampedToAPIRange
        p.cursor = day
        p.typed = ""
        if !p.hasData(day) { p.message = "No sample data for this date (offline)" }
    }

    /// Digits build `YYYY-MM-DD`; dashes are inserted as you go.
    private static func type(_ p: inout DatePickerState, _ c: Character) -> DatePickerOutcome {
        p.message = nil
        p.refused = false
        if c == "-" {
            if p.typed.count == 4 || p.typed.count == 7 { p.typed.append("-") }
            return .stay
        }
        if p.typed.count == 4 || p.typed.count == 7 { p.typed.append("-") }
        guard p.typed.count < 10 else { return .stay }
        p.typed.append(c)
        if p.typed.count == 10 {
            guard let day = Day(iso: p.typed) else { return refuse(&p) }
            guard day.isInAPIRange else { return refuse(&p, outOfRange: true) }
            move(&p, day)
        }
        return .stay
    }

    private static func refuse(_ p: inout DatePickerState, outOfRange: Bool = false) -> DatePickerOutcome {
        p.message = outOfRange ? "\(p.typed): scores go from \(Day.first.year) to \(Day.last.year)" : "Not a date: \(p.typed)"
        p.typed = ""
        p.refused = true
        return .stay
    }
}
