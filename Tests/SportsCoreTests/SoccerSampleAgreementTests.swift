import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The soccer samples are one run of results per competition: every table
/// counts its results, each club's form is the same in the standings' column
/// and in a match's summary, and no club has a match under way or to come
/// that started before one it has finished.
@Suite struct SoccerSampleAgreementTests {
    static let competitions = [("eng.1", "2026-11-21"), ("uefa.champions", "2026-11-04"), ("usa.1", "2026-11-22")]

    static func sample(_ name: String) throws -> Data { try Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/\(name)")) }

    static func day(_ code: String, _ date: String) throws -> ESPNSlate {
        try ESPNScoreboard.decode(sample("\(code)-day-\(date).json"), league: LeagueID(code), sport: "soccer")
    }

    /// The standings as the app shows them: the table with each club's form read off the results sample.
    static func table(_ code: String) throws -> ESPNStandings {
        var standings = try ESPNStandings.decode(sample("\(code)-standings.json"))
        standings.addForm(try ESPNScoreboard.decode(sample("\(code)-results.json"), league: LeagueID(code), sport: "soccer").games)
        return standings
    }

    static func entries(_ s: ESPNStandings) -> [String: ESPNStandings.Entry] {
        Dictionary(s.groups.flatMap(\.leaves).flatMap(\.entries).map { ($0.teamID ?? "", $0) }) { a, _ in a }
    }

    @Test(arguments: competitions)
    func everyTableCountsItsResultsAndEveryFormAgrees(code: String, date: String) throws {
        let table = try Self.table(code), byID = Self.entries(table)
        for entry in byID.values {
            func n(_ k: String) -> Int { Int(entry.stats[k]?.value ?? -1) }
            #expect(n("gamesplayed") == n("wins") + n("ties") + n("losses") && n("points") == 3 * n("wins") + n("ties"), "\(code) \(entry.name)")
            // The form is the club's latest results: never more of a kind than its record holds (the cup's and league's
            // tables count every result; MLS's is the regular season's, its form may hold a playoff match too).
            if code != "usa.1", let form = entry.stat("form") {
                #expect(form.filter { $0 == "W" }.count <= n("wins") && form.filter { $0 == "D" }.count <= n("ties")
                        && form.filter { $0 == "L" }.count <= n("losses"), "\(code) \(entry.name): \(form) against \(n("wins"))-\(n("ties"))-\(n("losses"))")
            }
        }
        for game in try Self.day(code, date).games {
            let finished = SoccerRules.phase(game) == .final
            for side in [game.home, game.away] {
                let shown = byID[side.id ?? ""]?.stat("form") ?? ""
                let before = side.form ?? ""
                if finished {
                    // The table's form already holds this match; the summary's is the one before it.
                    #expect(String((before + String(shown.suffix(1))).suffix(5)) == shown, "\(code) \(side.abbreviation): \(before) then \(shown)")
                } else {
                    #expect(before == shown, "\(code) \(game.id) \(side.abbreviation): the match says \(before), the table \(shown)")
                }
            }
            let summary = try ESPNSummary.decode(Self.sample("\(code)-summary-\(game.id).json"), league: LeagueID(code), sport: "soccer", event: game.id)
            #expect(summary.game?.home.form == game.home.form && summary.game?.away.form == game.away.form, "\(code) \(game.id)")
        }
    }

    /// One "now" per club: a match live or to come is later than every match the club has finished.
    @Test func noClubHasFinishedAMatchAfterOneUnderWayOrToCome() throws {
        var finished: [String: Date] = [:], open: [String: (Date, Int)] = [:]
        for (code, date) in Self.competitions {
            for game in try Self.day(code, date).games {
                guard let start = game.start else { continue }
                let phase = SoccerRules.phase(game)
                for id in [game.home.id, game.away.id].compactMap({ $0 }) {
                    if phase == .final { finished[id] = max(finished[id] ?? .distantPast, start) }
                    else if phase == .live || phase == .scheduled, open[id].map({ start < $0.0 }) ?? true { open[id] = (start, game.id) }
                }
            }
        }
        for (id, (start, game)) in open {
            if let last = finished[id] { #expect(last < start, "club \(id): finished a match after \(game) began") }
        }
    }
}
