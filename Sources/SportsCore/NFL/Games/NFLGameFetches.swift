import FoundationEssentials

extension Fetch where Value == NFLWeek {
    /// The week `day` falls in. The day's answer carries the season's calendar,
    /// which names the week; that week is asked for next. A day outside every
    /// week (the off season) is its own answer. The day's answer is only read
    /// for its calendar, so a copy is kept for an hour.
    public static func nflWeek(of day: Day) -> Fetch {
        Fetch(.nflDay(date: day.iso), cache: .maxAge(seconds: 3_600), then: { answer in
            guard let entry = answer.calendarWeek(containing: day), entry.seasonType != 4 else { return nil }
            let season = answer.season ?? (day.month >= 3 ? day.year : day.year - 1)
            return nflWeek(season: season, type: entry.seasonType, week: entry.number)
        }) { try NFLScoreboard.decode($0) }
    }

    /// One week of a season, asked anew each time (scores change).
    public static func nflWeek(season: Int, type: Int, week: Int) -> Fetch {
        Fetch(.nflWeek(season: season, seasonType: type, week: week)) {
            let answer = try NFLScoreboard.decode($0)
            // A week's answer for another week would show the wrong games under this week's name.
            if let number = answer.number, number != week || (answer.seasonType ?? type) != type {
                throw FetchError.decoding("the answer is for week \(number), not week \(week)")
            }
            // Nor another season's week of the same number (2019's dates under 2022's week 11).
            if let year = answer.season, year != season {
                throw FetchError.decoding("the answer is for the \(year) season, not \(season)")
            }
            return answer
        }
    }
}
