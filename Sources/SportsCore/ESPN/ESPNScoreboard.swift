import FoundationEssentials
import Primitives

/// ESPN's `/apis/site/v2/sports/{sport}/{league}/scoreboard`, for a week or a day, any league.
/// Lenient by field: a malformed event is left out and counted, a missing or
/// mistyped field left blank, so a ragged answer shows what it has.
public enum ESPNScoreboard {
    /// `league`: whose games they are (their teams' ids in the shared model are scoped by it).
    /// `sport`: ESPN's (`soccer`), which says how a game's status reads.
    public static func decode(_ data: Data, league: LeagueID = .nfl, sport: String = "football") throws -> ESPNSlate {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        var week = ESPNSlate(season: wire.season?.year, seasonType: wire.season?.type, number: wire.week?.number)
        week.stage = wire.leagues?.elements.first?.season?.type?.name.nonEmpty
        week.byes = (wire.week?.teamsOnBye?.elements ?? []).compactMap { $0.abbreviation.nonEmpty }
        week.games = ordered(uniqued((wire.events?.elements ?? []).map(\.game))).map { game in
            var game = game
            game.league = league
            game.sport = sport
            return game
        }
        week.calendar = (wire.leagues?.elements.first?.calendar?.elements ?? []).flatMap { type in
            (type.entries?.elements ?? []).compactMap { entry -> ESPNSlate.CalendarWeek? in
                guard let kind = type.value.flatMap({ Int($0) }), let number = entry.value.flatMap({ Int($0) }),
                      let start = entry.startDate.flatMap(parseDate), let end = entry.endDate.flatMap(parseDate) else { return nil }
                return ESPNSlate.CalendarWeek(seasonType: kind, number: number, label: entry.label ?? "Week \(number)", start: start, end: end)
            }
        }
        return week
    }

    /// One game per id: a feed that lists a game twice shows it once (the first).
    static func uniqued(_ games: [ESPNGame]) -> [ESPNGame] {
        var seen = Set<Int>()
        return games.filter { seen.insert($0.id).inserted }
    }

    /// By kickoff, then id: the board groups them by day in this order.
    static func ordered(_ games: [ESPNGame]) -> [ESPNGame] {
        games.sorted { ($0.start ?? .distantFuture, $0.id) < ($1.start ?? .distantFuture, $1.id) }
    }

    /// ESPN writes `2022-11-20T18:00Z`, without seconds; the full form is accepted too.
    static func parseDate(_ text: String) -> Date? {
        if text.utf8.count == 17, text.hasSuffix("Z") { return ISODate.parse(String(text.dropLast()) + ":00Z") }
        return ISODate.parse(text)
    }

    struct Wire: Decodable {
        struct Season: Decodable { var year: Int?; var type: Int? }
        struct Week: Decodable { var number: Int?; var teamsOnBye: LossyList<Named>? }
        struct Named: Decodable { var abbreviation: String? }
        struct League: Decodable {
            struct Season: Decodable {
                struct Kind: Decodable { @Tolerant var name: String? }
                @Tolerant var type: Kind?
            }
            @Tolerant var calendar: LossyList<CalendarType>?
            @Tolerant var season: Season?
        }
        struct CalendarType: Decodable {
            var value: String?; var entries: LossyList<Entry>?
            enum Key: String, CodingKey { case value, entries }
            /// A league played by the day (soccer, basketball) lists its calendar as dates, not
            /// weeks: a date is an entry of that known shape with no week in it, not a wrong one.
            init(from decoder: any Decoder) throws {
                if (try? decoder.singleValueContainer().decode(String.self)) != nil { return }
                let c = try decoder.container(keyedBy: Key.self)
                value = try c.decodeIfPresent(String.self, forKey: .value)
                entries = try c.decodeIfPresent(LossyList<Entry>.self, forKey: .entries)
            }
        }
        struct Entry: Decodable { var label: String?; var value: String?; var startDate: String?; var endDate: String? }
        var leagues: LossyList<League>?
        var season: Season?
        var week: Week?
        var events: LossyList<ESPNEvent>?

        enum Key: String, CodingKey { case leagues, season, week, events }

        /// Each part on its own: a mistyped week number costs the heading, not the games.
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, Key.self)
            leagues = f.get(.leagues); season = f.get(.season); events = f.get(.events)
            if let week = try? decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: WeekKey.self, forKey: .week) {
                self.week = Week(number: (try? week.decodeIfPresent(Int.self, forKey: .number)) ?? nil,
                                 teamsOnBye: (try? week.decodeIfPresent(LossyList<Named>.self, forKey: .teamsOnBye)) ?? nil)
            }
        }

        enum WeekKey: String, CodingKey { case number, teamsOnBye }
    }
}
