import FoundationEssentials
import Primitives

/// What ESPN's search (`/apis/search/v2?query=`) found of athletes: each by
/// ESPN's athlete id (from its `uid`, `s:20~l:28~a:2330`), the league it
/// names (`defaultLeagueSlug`) and the words it says under the name (a team).
/// Its other kinds (articles, videos, series) are not read.
public struct ESPNSearchHit: Equatable, Sendable {
    public var athlete: Int
    public var name: String
    /// ESPN's league code (`nfl`, `mens-college-basketball`).
    public var league: String
    /// `Tampa Bay Buccaneers`.
    public var subtitle: String?

    public init(athlete: Int, name: String, league: String, subtitle: String? = nil) {
        self.athlete = athlete; self.name = name; self.league = league; self.subtitle = subtitle
    }
}

public enum ESPNSearch {
    /// No more hits than a search box shows.
    static let maxHits = 25

    public static func decode(_ data: Data) throws -> [ESPNSearchHit] {
        let root = try JSONTree.parse(data, skipping: ["image", "link", "links", "logos", "assets"])
        guard root.isObject else { throw FetchError.decoding("a search answer that is not an object") }
        var hits: [ESPNSearchHit] = [], seen = Set<Int>()
        for group in root["results"]?.objects ?? [] where group["type"]?.string == "player" {
            for c in group["contents"]?.objects ?? [] {
                guard hits.count < maxHits, let uid = c["uid"]?.string, let id = athlete(uid), seen.insert(id).inserted,
                      let name = clip(c["displayName"]?.string, 60), let league = clip(c["defaultLeagueSlug"]?.string, 40) else { continue }
                hits.append(ESPNSearchHit(athlete: id, name: name, league: league, subtitle: clip(c["subtitle"]?.string, 60)))
            }
        }
        return hits
    }

    /// The athlete's number in a `uid` (`s:20~l:28~a:2330`), nil when it names none.
    static func athlete(_ uid: String) -> Int? {
        for part in uid.split(separator: "~") where part.hasPrefix("a:") {
            if let id = Int(part.dropFirst(2)), id > 0 { return id }
        }
        return nil
    }

    static func clip(_ s: String?, _ n: Int) -> String? {
        guard let t = s.map(InertText.singleLine)?.trimmedWhitespace, !t.isEmpty else { return nil }
        return String(t.prefix(n))
    }
}

extension Fetch where Value == [ESPNSearchHit] {
    /// A query asked once: a name typed again within a few minutes is answered from the copy.
    public static func espnSearch(_ query: String) -> Fetch {
        Fetch(.espnSearch(query: query), cache: .maxAge(seconds: 300)) { try ESPNSearch.decode($0) }
    }
}
