import FoundationEssentials

/// `liveData/scoreboard/todaysScoreboard_00.json`: the games of the league's
/// current day, with live periods and clocks. `gameDate` says which day that
/// is: the feed turns over in the morning, US Eastern.
public struct NBAScoreboard: Equatable, Sendable {
    public var gameDate: String?
    public var games: [NBAGame]

    public static func decode(_ data: Data) throws -> NBAScoreboard {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        return NBAScoreboard(gameDate: wire.scoreboard?.gameDate, games: wire.scoreboard?.games?.elements ?? [])
    }

    /// The games of `day` by start (ties by id); the feed on another day throws,
    /// so the request asks the season schedule instead.
    public func games(on day: Day) throws -> [NBAGame] {
        // A board that does not say its day cannot be shown as any day's: the season schedule is asked instead.
        guard let gameDate else { throw AnsweredAnotherDay("an unnamed day") }
        if gameDate != day.iso { throw AnsweredAnotherDay(gameDate) }
        return NBAGame.ordered(games)
    }

    struct Wire: Decodable {
        struct Board: Decodable { var gameDate: String?; var games: LossyList<NBAGame>? }
        var scoreboard: Board?
    }
}

/// `staticData/scheduleLeagueV2.json`: the whole season, a day at a time
/// (`gameDates[].gameDate` as `MM/DD/YYYY 00:00:00`, US Eastern). It is
/// several megabytes, so only the asked day's games are decoded: the
/// dates are found by skimming the bytes (`JSONSkimmer`), and the one
/// asked for alone is parsed. A file the skimmer cannot follow is decoded
/// whole, as before, so a broken answer is still refused as one.
public enum NBASeasonSchedule {
    static let dayKey = CodingUserInfoKey(rawValue: "jumbotron.nba.day")!

    public static func games(_ data: Data, on day: Day) throws -> [NBAGame] {
        guard let index = NBASeasonIndex.days(of: data) else { return try decodedWhole(data, on: day) }
        var games: [NBAGame] = []
        for range in index[day] ?? [] {
            // The index was made from a file of the same size and ends: the day it names is checked here.
            guard let text = JSONSkimmer.string("gameDate", in: data, range: range), Self.day(text) == day else {
                NBASeasonIndex.forget()
                return try Self.games(data, on: day)
            }
            let element = data.subdata(in: (data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound))
            games += (try? JSONDecoder().decode(OneDate.self, from: element))?.games?.elements ?? []
        }
        return NBAGame.ordered(games)
    }

    struct OneDate: Decodable { var games: LossyList<NBAGame>? }

    static func decodedWhole(_ data: Data, on day: Day) throws -> [NBAGame] {
        let decoder = JSONDecoder()
        decoder.userInfo[dayKey] = day
        let wire = try decoder.decode(Wire.self, from: data)
        return NBAGame.ordered((wire.leagueSchedule?.gameDates?.elements ?? []).flatMap(\.games))
    }

    /// `11/19/2025 00:00:00` → 2025-11-19; the ISO shape is accepted too, and
    /// `11\/19\/2025` as the skimmer finds it when a server escapes its slashes.
    static func day(_ text: String) -> Day? {
        if text.contains("\\") { return day(text.replacing("\\/", with: "/")) }
        if let d = Day(iso: text.prefix(10)) { return d }
        let parts = text.prefix(10).split(separator: "/")
        guard parts.count == 3, let m = Int(parts[0]), let d = Int(parts[1]), let y = Int(parts[2]) else { return nil }
        return Day(year: y, month: m, day: d)
    }

    struct Wire: Decodable {
        struct Season: Decodable { var gameDates: LossyList<GameDate>? }
        var leagueSchedule: Season?
    }

    /// One date of the season: its games only when it is the day asked for.
    struct GameDate: Decodable {
        var games: [NBAGame] = []
        enum Key: String, CodingKey { case gameDate, games }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            guard let wanted = decoder.userInfo[NBASeasonSchedule.dayKey] as? Day,
                  let text = try? c.decodeIfPresent(String.self, forKey: .gameDate), NBASeasonSchedule.day(text) == wanted
            else { return }
            games = (try? c.decodeIfPresent(LossyList<NBAGame>.self, forKey: .games))??.elements ?? []
        }
    }
}

extension NBAGame {
    /// The scoreboard's order: by start, then by id.
    static func ordered(_ games: [NBAGame]) -> [NBAGame] {
        var seen = Set<Int>()   // a game listed twice shows once
        return games.filter { seen.insert($0.id).inserted }.sorted { ($0.startUTC ?? "", $0.id) < ($1.startUTC ?? "", $1.id) }
    }
}
