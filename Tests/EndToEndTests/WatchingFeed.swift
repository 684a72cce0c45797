import Foundation
import SportsCore
import Synchronization
import TestSupport

/// A loopback ESPN for the watching tests: the recorded Sunday (CHI @ ATL
/// first, 7-7 in the second quarter), changed per answer by the test, with
/// every answer counted.
final class WatchingFeed: Sendable {
    static let path = "/apis/site/v2/sports/football/nfl/scoreboard"
    static let recorded = try! Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json")

    let answers = Atomic<Int>(0)
    let reply: @Sendable (Int) -> LoopbackServer.Reply

    /// `reply`: the n-th answer (from 1).
    init(_ reply: @escaping @Sendable (Int) -> LoopbackServer.Reply) { self.reply = reply }

    /// A day's scoreboard for a day other than today (New York's) has no games: the
    /// recorded Sunday is today's, as a live game's day is, and no other day's.
    func serve(_ server: LoopbackServer) async {
        await server.route("GET \(Self.path)") { [self] request in
            if let dates = request.query["dates"], dates.count == 8, dates != Self.today { return LoopbackServer.json(Self.noGames) }
            return reply(answers.add(1, ordering: .relaxed).newValue)
        }
    }

    static var today: String { Day(Date(), in: Zone(identifier: "America/New_York")!).iso.replacingOccurrences(of: "-", with: "") }
    static let noGames = sunday { $0 = [] }

    /// A loopback server answering with this feed, started: the server (to stop) and its base URL.
    func start() async throws -> (LoopbackServer, URL) {
        let server = LoopbackServer()
        await serve(server)
        return (server, try await server.start())
    }

    /// The recorded Sunday with its events changed (each a JSON object).
    static func sunday(_ change: (inout [[String: Any]]) -> Void = { _ in }) -> Data {
        var root = try! JSONSerialization.jsonObject(with: recorded) as! [String: Any]
        var events = root["events"] as! [[String: Any]]
        change(&events)
        root["events"] = events
        return try! JSONSerialization.data(withJSONObject: root)
    }

    /// Changes event `i`'s first competition.
    static func competition(_ events: inout [[String: Any]], _ i: Int, _ change: (inout [String: Any]) -> Void) {
        var competitions = events[i]["competitions"] as! [[String: Any]]
        change(&competitions[0])
        events[i]["competitions"] = competitions
    }

    /// Sets each side's score in event `i` (`home` first in the recorded order).
    static func scores(_ events: inout [[String: Any]], _ i: Int, home: Int, away: Int) {
        competition(&events, i) { c in
            var sides = c["competitors"] as! [[String: Any]]
            for j in sides.indices { sides[j]["score"] = String((sides[j]["homeAway"] as? String) == "home" ? home : away) }
            c["competitors"] = sides
        }
    }

    /// Every team of the recorded week, as My Teams follows them.
    static func everyTeam() -> [FollowedTeam] {
        let root = try! JSONSerialization.jsonObject(with: recorded) as! [String: Any]
        return (root["events"] as! [[String: Any]]).flatMap { event -> [FollowedTeam] in
            let c = (event["competitions"] as! [[String: Any]])[0]
            return (c["competitors"] as! [[String: Any]]).map { side in
                let team = side["team"] as! [String: Any]
                let abbreviation = team["abbreviation"] as! String
                return FollowedTeam(league: "nfl", id: "nfl:\(abbreviation)", abbreviation: abbreviation, name: team["displayName"] as! String)
            }
        }
    }

    static let falcons = FollowedTeam(league: "nfl", id: "nfl:ATL", abbreviation: "ATL", name: "Atlanta Falcons")

    /// A data folder whose database follows `teams`.
    static func dataDir(following teams: [FollowedTeam]) throws -> URL {
        let dir = makeTemporaryDirectory("jumbotron-e2e")
        let store = try FavoritesStore(url: database(dir))
        for (i, team) in teams.enumerated() { try store.followTeam(team, at: Date(timeIntervalSince1970: Double(i))) }
        return dir
    }

    /// Where `--data-dir` keeps the favorites.
    static func database(_ dataDir: URL) -> URL { AppPaths.resolve(environment: [:], dataDir: dataDir.path).favoritesDatabase }

    static func environment(_ base: URL) -> [String: String] {
        ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString,
         "JUMBOTRON_MLB_URL": base.absoluteString, "JUMBOTRON_NHL_URL": base.absoluteString, "JUMBOTRON_NBA_CDN_URL": base.absoluteString,
         "JUMBOTRON_TVMAZE_URL": base.absoluteString, "TMUX": "", "KITTY_WINDOW_ID": "1", "NO_COLOR": "", "COLORFGBG": ""]
    }

    /// The app on My Teams, polling at its quickest, alerts as desktop notifications.
    static func app(_ dataDir: URL, _ base: URL, record: URL? = nil, extra: [String] = []) throws -> TmuxSession {
        try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--tab", "myteams", "--refresh-seconds", "10",
                         "--alerts", "desktop", "--no-images"] + extra, width: 120, height: 40, environment: environment(base), record: record)
    }

    static func bytes(_ record: URL) -> String { String(decoding: (try? Data(contentsOf: record)) ?? Data(), as: UTF8.self) }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
}
