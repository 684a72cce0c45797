import FoundationEssentials
import Primitives
import SportsCore

/// `print shows`, `print favorites` and `print show`: the rows and fields the screens show.
public enum ShowsPrint {
    public static let columns = ["id", "name", "premiered", "network", "rating", "favorite"]

    public static func list(_ shows: [TVShow], favorites: Set<Int>) -> PrintTable {
        PrintTable(columns: columns, rows: shows.map { s in
            [.number(s.id), .text(s.name), .optional(s.premiered), .optional(s.channelName),
             .optional(s.rating?.average, places: 1), .bool(favorites.contains(s.id))]
        })
    }

    /// Every field the detail shows; absent ones are left out (null would say nothing more).
    public static func detail(_ s: TVShow, favorite: Bool) -> PrintTable {
        let schedule = s.schedule.flatMap { sch -> String? in
            guard let days = sch.days, !days.isEmpty else { return nil }
            return days.joined(separator: ", ") + ((sch.time ?? "").isEmpty ? "" : " at \(sch.time!)")
        }
        let fields: [(String, PrintValue)] = [
            ("id", .number(s.id)), ("name", .text(s.name)), ("favorite", .bool(favorite)),
            ("genres", .optional(s.genres.isEmpty ? nil : s.genres.joined(separator: ", "))),
            ("premiered", .optional(s.premiered)), ("ended", .optional(s.ended)), ("status", .optional(s.status)),
            ("network", .optional(s.network?.name)), ("web_channel", .optional(s.webChannel?.name)),
            ("country", .optional((s.network ?? s.webChannel)?.country?.name)), ("schedule", .optional(schedule)),
            ("rating", .optional(s.rating?.average, places: 1)), ("runtime_minutes", .optional(s.runtime ?? s.averageRuntime)),
            ("language", .optional(s.language)), ("official_site", .optional(s.officialSite)),
            ("imdb", .optional(s.imdbURL?.absoluteString)),
            ("summary", .optional(s.plainSummary.replacingAll("\n", with: " "))),
        ]
        return .record(fields.filter { $0.1 != .null })
    }
}
