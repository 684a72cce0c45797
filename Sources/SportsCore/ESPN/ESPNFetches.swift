import FoundationEssentials

extension Fetch where Value == ESPNSlate {
    /// The week `day` falls in, for a league that plays by the week (football).
    /// The day's answer carries the season's calendar, which names the week;
    /// that week is asked for next. A day outside every week (the off season,
    /// or a league whose calendar has no weeks) is its own answer. The day's
    /// answer is only read for its calendar, so a copy is kept for an hour.
    public static func espnWeek(_ league: ESPNLeague, of day: Day) -> Fetch {
        Fetch(.espnDay(league, date: day.iso), cache: .maxAge(seconds: 3_600), then: { answer in
            guard let entry = answer.calendarWeek(containing: day), entry.seasonType != 4 else { return nil }
            let season = answer.season ?? (day.month >= 3 ? day.year : day.year - 1)
            return espnWeek(league, season: season, type: entry.seasonType, week: entry.number)
        }) { try ESPNScoreboard.decode($0, league: league.id, sport: league.sport) }
    }

    /// One day of a league that plays by the day (basketball, soccer), asked anew each time.
    public static func espnDay(_ league: ESPNLeague, _ day: Day) -> Fetch {
        Fetch(.espnDay(league, date: day.iso)) { try ESPNScoreboard.decode($0, league: league.id, sport: league.sport) }
    }

    /// One week of a season, asked anew each time (scores change).
    public static func espnWeek(_ league: ESPNLeague, season: Int, type: Int, week: Int) -> Fetch {
        Fetch(.espnWeek(league, season: season, seasonType: type, week: week)) {
            let answer = try ESPNScoreboard.decode($0, league: league.id, sport: league.sport)
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

    /// The NFL's, named as before.
    public static func nflWeek(of day: Day) -> Fetch { espnWeek(.nfl, of: day) }
    public static func nflWeek(season: Int, type: Int, week: Int) -> Fetch { espnWeek(.nfl, season: season, type: type, week: week) }
}
