import Foundation
import SportsCore

/// `print shows`, `print favorites` and `print show`: the rows and fields the screens show.
public enum ShowsPrint {
    public static let columns = ["id", "name", "premiered", "network", "rating", "favorite"]

    public static func list(_ shows: [TVShow], favorites: Set<Int>) -> PrintTable {
        PrintTable(columns: columns, rows: shows.map { s in
            [.number(s.id), .text(s.name), .text(s.premiered ?? ""), .text(s.channelName ?? ""),
             s.rating?.average.map { .text(String(format: "%.1f", $0)) } ?? .null, .text(favorites.contains(s.id) ? "yes" : "no")]
        })
    }

    public static func detail(_ s: TVShow, favorite: Bool) -> PrintTable {
        var rows: [(String, String?)] = [
            ("id", String(s.id)), ("name", s.name), ("favorite", favorite ? "yes" : "no"),
            ("genres", s.genres.isEmpty ? nil : s.genres.joined(separator: ", ")),
            ("premiered", s.premiered), ("ended", s.ended), ("status", s.status),
            ("network", s.network?.name), ("web_channel", s.webChannel?.name),
            ("country", (s.network ?? s.webChannel)?.country?.name),
            ("schedule", s.schedule.flatMap { sch in
                guard let days = sch.days, !days.isEmpty else { return nil }
                return days.joined(separator: ", ") + ((sch.time ?? "").isEmpty ? "" : " at \(sch.time!)")
            }),
            ("rating", s.rating?.average.map { String(format: "%.1f", $0) }),
            ("runtime", (s.runtime ?? s.averageRuntime).map { "\($0) min" }),
            ("language", s.language), ("official_site", s.officialSite),
        ]
        if let imdb = s.imdbURL { rows.append(("imdb", imdb.absoluteString)) }
        rows.append(("summary", s.plainSummary.isEmpty ? nil : s.plainSummary.replacingOccurrences(of: "\n", with: " ")))
        return PrintTable(columns: ["field", "value"], rows: rows.compactMap { k, v in v.map { [.text(k), .text($0)] } })
    }
}
