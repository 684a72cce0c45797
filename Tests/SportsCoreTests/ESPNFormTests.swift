import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Soccer's form in the standings: each club's last five finished results,
/// oldest first, from a span of the league's finals asked for beside the
/// table; the table stands when they cannot be had.
@Suite struct ESPNFormTests {
    static func match(_ day: Int, _ home: String, _ h: Int, _ away: String, _ a: Int, status: String = "STATUS_FULL_TIME") -> ESPNGame {
        var g = ESPNGame(id: day * 100 + Int(home)!, start: Date(timeIntervalSince1970: TimeInterval(day * 86_400)), statusName: status,
                         statusState: status == "STATUS_FULL_TIME" || status == "STATUS_FINAL_PEN" ? "post" : "in", period: 2,
                         away: .init(id: away, abbreviation: "A\(away)", name: "Away \(away)", score: a),
                         home: .init(id: home, abbreviation: "H\(home)", name: "Home \(home)", score: h))
        g.sport = "soccer"
        return g
    }

    @Test func theLastFiveOldestFirstFromEachSide() {
        var table = ESPNStandings(groups: [.init(name: "East", entries: [.init(teamID: "1", abbreviation: "ONE", name: "One"),
                                                                          .init(teamID: "9", abbreviation: "NIN", name: "Nine")],
                                                  children: [.init(name: "Inner", entries: [.init(teamID: "2", abbreviation: "TWO", name: "Two")])])])
        let games = [
            Self.match(6, "1", 0, "2", 1), Self.match(1, "1", 3, "2", 0), Self.match(2, "2", 1, "1", 1), Self.match(3, "1", 2, "3", 2),
            Self.match(4, "3", 0, "1", 1), Self.match(5, "1", 1, "4", 1, status: "STATUS_FINAL_PEN"),   // a shootout: drawn
            Self.match(7, "1", 5, "2", 0, status: "STATUS_SECOND_HALF"),                                   // live: not yet a result
        ].shuffled()
        table.addForm(games)
        let one = table.groups[0].entries[0]
        #expect(one.stat("form") == "DDWDL", "days 2 to 6, oldest first: \(one.stat("form") ?? "")")
        #expect(table.groups[0].children[0].entries[0].stat("form") == "LDW", "nested groups too, from the other side")
        #expect(table.groups[0].entries[1].stat("form") == nil, "no finished match, no form")
    }

    @Test func theTableStandsWhenTheResultsCannotBeHad() async throws {
        let dir = makeTemporaryDirectory("jumbotron-form")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("espn"), withIntermediateDirectories: true)
        let league = ESPNLeague(sport: "soccer", league: "eng.1")
        let day = Day(iso: "2026-11-21")!
        try Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/eng.1-standings.json"))
            .write(to: dir.appendingPathComponent("espn/eng.1-standings.json"))
        let alone = try await OfflineDataSource(samples: dir).run(.espnStandings(league, formUntil: day)).value
        #expect(!alone.groups.isEmpty && alone.groups.flatMap(\.leaves).flatMap(\.entries).allSatisfy { $0.stat("form") == nil })
        try Data("{\"events\": 7}".utf8).write(to: dir.appendingPathComponent("espn/eng.1-results.json"))
        #expect(try await OfflineDataSource(samples: dir).run(.espnStandings(league, formUntil: day)).value.groups == alone.groups,
                "results that do not read cost nothing")
        let formed = try await OfflineDataSource(samples: Fixtures.samples).run(.espnStandings(league, formUntil: day)).value
        let entries = formed.groups.flatMap(\.leaves).flatMap(\.entries)
        #expect(entries.count == 20 && entries.allSatisfy { ($0.stat("form")?.count ?? 0) >= 4 })
        // The sample's own rule: a club with no loss has no L in its form.
        for entry in entries where entry.stats["losses"]?.value == 0 { #expect(entry.stat("form")?.contains("L") == false, "\(entry.name)") }
        // Arsenal won at Chelsea on the bundled day: their form ends with it.
        #expect(entries.first { $0.abbreviation == "ARS" }?.stat("form")?.last == "W")
    }

    @Test func theResultsAreAskedForTheWeeksBeforeTheDay() {
        let url = Endpoint.espnResults(ESPNLeague(sport: "soccer", league: "eng.1"), from: "2026-10-10", to: "2026-11-21")
            .url(in: .defaults)
        #expect(url.absoluteString.hasSuffix("/apis/site/v2/sports/soccer/eng.1/scoreboard?dates=20261010-20261121&limit=500"), "\(url)")
    }
}
