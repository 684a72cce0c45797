import Foundation
import SportsCore
import Synchronization
import Testing
import TestSupport

/// The delay on a live MLB day, in the built app against a loopback MLB
/// server whose game moves on: the recorded game (CIN @ CHC, 2025-06-01)
/// replayed as it stood after its first plays, then a little further every
/// few seconds, both in the day's schedule and in the game's live feed (the
/// feed asks to be polled every 5 s). With `--delay 30` (six feed polls: a
/// delay longer than four polls) nothing shows before 30 s after the first
/// answer, no score shows sooner than 30 s after the server had it, and the
/// picture moves on as the later answers come of age.
extension EndToEndDelay {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct MLBDelayEndToEndTests {
    static let delay: TimeInterval = 30
    static let bytes = try! Fixtures.data("mlb/feed-live-777687-2025-06-01-final.json")
    static var recorded: [String: Any] { try! JSONSerialization.jsonObject(with: bytes) as! [String: Any] }
    /// How many of the recorded plays each stage has played: CHC leads 1-0, 4-0, 5-0, then 7-2.
    static let cuts = [23, 25, 41, 59]
    static let every: TimeInterval = 6
    /// `4th`: a `String` by its signature (a bare subscript of a literal list is read as TOMLKit's value here).
    static func ordinal(_ inning: Int) -> String { ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th"][min(max(inning, 1), 9) - 1] }

    /// The recorded feed as it stood after `plays` plate appearances, in progress.
    static func feed(_ plays: Int) -> (feed: Data, away: Int, home: Int, inning: Int, top: Bool) {
        var root = recorded
        var game = root["gameData"] as! [String: Any], live = root["liveData"] as! [String: Any]
        var status = game["status"] as! [String: Any]
        status["abstractGameState"] = "Live"; status["codedGameState"] = "I"; status["detailedState"] = "In Progress"; status["statusCode"] = "I"
        game["status"] = status
        var allPlays = (live["plays"] as! [String: Any])["allPlays"] as! [[String: Any]]
        allPlays = Array(allPlays.prefix(plays))
        let last = allPlays.last!, result = last["result"] as! [String: Any], about = last["about"] as! [String: Any]
        let away = result["awayScore"] as! Int, home = result["homeScore"] as! Int
        let inning = about["inning"] as! Int, top = (about["halfInning"] as! String) == "top"
        var playsObject = live["plays"] as! [String: Any]
        playsObject["allPlays"] = allPlays
        playsObject["scoringPlays"] = (playsObject["scoringPlays"] as? [Int] ?? []).filter { $0 < plays }
        playsObject["currentPlay"] = last
        live["plays"] = playsObject
        var line = live["linescore"] as! [String: Any]
        line["currentInning"] = inning; line["isTopInning"] = top
        let half: String = top ? "Top" : "Bottom"
        line["inningState"] = half; line["inningHalf"] = half
        line["currentInningOrdinal"] = Self.ordinal(inning)
        line["innings"] = (line["innings"] as? [[String: Any]] ?? []).filter { ($0["num"] as? Int ?? 0) <= inning }
        var teams = line["teams"] as! [String: Any]
        var a = teams["away"] as! [String: Any], h = teams["home"] as! [String: Any]
        a["runs"] = away; h["runs"] = home
        teams["away"] = a; teams["home"] = h
        line["teams"] = teams
        live["linescore"] = line
        live.removeValue(forKey: "decisions")
        root["gameData"] = game; root["liveData"] = live
        var meta = root["metaData"] as! [String: Any]
        meta["wait"] = 5
        root["metaData"] = meta
        return (try! JSONSerialization.data(withJSONObject: root), away, home, inning, top)
    }

    /// Today, where the game is played: only a day that can be live is held back.
    static var today: String { Day(Date(), in: Zone(identifier: "America/New_York")!).iso }

    /// The day's schedule with the game as the feed has it.
    static func schedule(_ stage: (feed: Data, away: Int, home: Int, inning: Int, top: Bool)) -> Data {
        let game = recorded["gameData"] as! [String: Any], teams = game["teams"] as! [String: Any]
        func side(_ key: String, _ runs: Int) -> [String: Any] {
            let t = teams[key] as! [String: Any]
            return ["team": ["id": t["id"]!, "name": t["name"]!, "abbreviation": t["abbreviation"]!, "teamName": t["teamName"]!,
                             "locationName": t["locationName"] ?? ""], "score": runs]
        }
        let entry: [String: Any] = [
            "gamePk": 777687, "gameType": "R", "gameDate": "\(Self.today)T18:20:00Z", "officialDate": Self.today,
            "status": ["abstractGameState": "Live", "codedGameState": "I", "detailedState": "In Progress", "statusCode": "I"],
            "teams": ["away": side("away", stage.away), "home": side("home", stage.home)],
            "linescore": ["currentInning": stage.inning, "currentInningOrdinal": Self.ordinal(stage.inning),
                          "inningState": stage.top ? "Top" as String : "Bottom", "inningHalf": stage.top ? "Top" as String : "Bottom", "isTopInning": stage.top,
                          "scheduledInnings": 9, "teams": ["away": ["runs": stage.away], "home": ["runs": stage.home]]],
            "venue": ["id": 17, "name": "Wrigley Field"], "gameNumber": 1, "doubleHeader": "N"]
        return try! JSONSerialization.data(withJSONObject: ["dates": [["date": Self.today, "games": [entry]]]])
    }

    @Test func theDelayedPictureComesAfterTheDelayAndMovesOnWithEveryPoll() async throws {
        let stages = Self.cuts.map(Self.feed)
        let homes = stages.map(\.home)
        #expect(Set(homes).count == homes.count, "each stage tells itself apart by Chicago's runs: \(homes)")
        /// The stage the server is on and when each stage was first served. A stage moves on only
        /// with a poll of the day's schedule at least `every` seconds after it was first served, so
        /// every stage reaches the app whatever the machine's load (moved by the wall clock, a
        /// slow poll skipped a stage and the picture seemed to jump).
        let served = Mutex<[Date]>([])
        let server = LoopbackServer()
        @Sendable func stage(advancing: Bool) -> Int {
            served.withLock { s -> Int in
                let now = Date()
                if s.isEmpty { s.append(now) }
                else if advancing, s.count < stages.count, now.timeIntervalSince(s[s.count - 1]) >= Self.every { s.append(now) }
                return s.count - 1
            }
        }
        await server.route("GET /api/v1/schedule") { _ in LoopbackServer.json(Self.schedule(stages[stage(advancing: true)])) }
        await server.route("GET /api/v1.1/game/777687/feed/live") { _ in LoopbackServer.json(stages[stage(advancing: false)].feed) }
        await server.route("GET /api/v1/game/777687/winProbability") { _ in LoopbackServer.json(Data("[]".utf8)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--date", Self.today, "--delay", String(Int(Self.delay)),
                                    "--refresh-seconds", "10", "--no-images"], width: 120, height: 40,
                                   environment: ["LANG": "C.UTF-8", "TZ": "UTC", "JUMBOTRON_MLB_URL": base.absoluteString])
        #expect(await tmux.screenShows("delayed 30 s"), "\(tmux.screen)")
        /// Chicago's runs on the board's row, when the game is on screen.
        func shown() -> Int? {
            guard let line = tmux.capture().first(where: { $0.contains("Chicago Cubs") }) else { return nil }
            let left = line.split(separator: "│").first.map(String.init) ?? line
            return left.split(separator: " ").compactMap { Int($0) }.last
        }
        var seen: [Int] = []
        let until = Date().addingTimeInterval(Self.delay + Double(stages.count) * (Self.every + 10) + 20)
        while Date() < until {
            let now = Date()
            if let runs = shown(), let k = homes.firstIndex(of: runs), let servedAt = served.withLock({ k < $0.count ? $0[k] : nil }) {
                #expect(now.timeIntervalSince(servedAt) >= Self.delay - 0.5, "stage \(k) (\(runs)) shown \(now.timeIntervalSince(servedAt)) s after the server had it")
                if seen.last != k { seen.append(k) }
                if k == stages.count - 1 { break }
            }
            try await Task.sleep(for: .milliseconds(250))
        }
        #expect(seen.first == 0, "the first answer shows first: \(seen)")
        #expect(seen == Array(0..<stages.count), "and the picture moves on, poll by poll, no stage skipped: \(seen)")
        try tmux.send("q")
    }
}
}
