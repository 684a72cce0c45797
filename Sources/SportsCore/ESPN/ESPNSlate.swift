import FoundationEssentials

/// One week of the NFL, or one day of it, as ESPN's scoreboard answers:
/// the games, the week's number and kind, the teams on bye, and the season's
/// calendar (every week with its start and end), which names the week a date
/// falls in.
public struct ESPNSlate: Equatable, Sendable {
    /// A week of the season's calendar.
    public struct CalendarWeek: Equatable, Sendable {
        /// 1 preseason, 2 regular season, 3 postseason, 4 off season.
        public var seasonType: Int
        public var number: Int
        /// `Week 11`, `Wild Card`, `Hall of Fame Weekend`.
        public var label: String
        public var start: Date
        public var end: Date
    }

    public var season: Int?
    public var seasonType: Int?
    public var number: Int?
    /// Abbreviations of the teams on bye.
    public var byes: [String] = []
    public var games: [ESPNGame] = []
    public var calendar: [CalendarWeek] = []
    /// The competition's stage (`Group Stage`, `Round of 16`; `Regular Season` for a league).
    public var stage: String?

    public init(season: Int? = nil, seasonType: Int? = nil, number: Int? = nil, byes: [String] = [], games: [ESPNGame] = [],
                calendar: [CalendarWeek] = []) {
        self.season = season; self.seasonType = seasonType; self.number = number; self.byes = byes
        self.games = games; self.calendar = calendar
    }

    /// The calendar's week that `date` falls in (noon UTC of the day: the
    /// weeks turn over early on a Wednesday morning, US time).
    public func calendarWeek(containing day: Day) -> CalendarWeek? {
        let noon = day.noonUTC
        return calendar.first { $0.start <= noon && noon < $0.end }
    }

    /// This week's own entry in the calendar, for its label.
    public var calendarWeek: CalendarWeek? {
        guard let seasonType, let number else { return nil }
        return calendar.first { $0.seasonType == seasonType && $0.number == number }
    }

    /// `Week 11`, `Wild Card`, `Preseason Week 2`: what the header calls it.
    public var label: String? {
        if let entry = calendarWeek { return entry.label }
        guard let number else { return nil }
        switch seasonType {
        case 1: return "Preseason Week \(number)"
        case 3: return "Postseason Week \(number)"
        default: return "Week \(number)"
        }
    }

    /// Off season: the calendar's fourth kind, or no games and no week.
    public var isOffSeason: Bool { seasonType == 4 }
}
