import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

/// `jumbotron print hockey teams|roster TRI|player ID|favorites`.
struct PrintHockey: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hockey", abstract: "NHL teams, a roster, a player, or the favorite players.",
        subcommands: [Teams.self, Roster.self, Player.self, Favorites.self])

    /// Saved players; an unreadable database means none (the printed data does not depend on it).
    static func savedPlayers(_ source: SourceOptions) -> [NHLPlayer] {
        guard case .success(let store) = source.favoritesStore(environment: ProcessInfo.processInfo.environment),
              let players = try? store.players() else { return [] }
        return players
    }

    /// What the NHL has not (a 404) said in words; any other failure as it is.
    static func saying404<T>(_ words: String, _ body: () async throws(FetchError) -> T) async throws(FetchError) -> T {
        do throws(FetchError) {
            return try await body()
        } catch {
            if case .httpStatus(404) = error { throw .other(words) }
            throw error
        }
    }

    struct Teams: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The 32 clubs by division: tricode, name, conference, division, wins, losses, ot_losses, points.")

        @OptionGroup var options: PrintOptions

        func run() throws {
            try options.print { c throws(FetchError) in HockeyPrint.teams(try await c.source.run(.nhlStandings()).value, hide: c.hide) }
        }
    }

    struct Roster: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A club's current roster by jersey number: number, name, position, hand.")

        @OptionGroup var options: PrintOptions

        @Argument(help: "The club's tricode, like TOR.")
        var tricode: String

        func validate() throws {
            guard (2...3).contains(tricode.count), tricode.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw ValidationError("a tricode is two or three letters, like TOR")
            }
        }

        func run() throws {
            let tri = tricode.uppercased()
            try options.print { c throws(FetchError) in
                try await PrintHockey.saying404("The NHL has no current roster for \(tri).") { () async throws(FetchError) in
                    HockeyPrint.roster(try await c.source.run(.nhlRoster(tri)).value)
                }
            }
        }
    }

    struct Player: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "One player's bio and current season statistics as field/value rows.")

        @OptionGroup var options: PrintOptions

        @Argument(help: "The NHL player id, like 8478402.")
        var id: Int

        func run() throws {
            let saved = PrintHockey.savedPlayers(options.source)
            let id = self.id
            try options.print { c throws(FetchError) in
                let favorite = saved.contains { $0.id == id }
                let today = Day(Date(), in: c.zone)
                do throws(FetchError) {
                    return try await PrintHockey.saying404("The NHL has no player \(id).") { () async throws(FetchError) in
                        HockeyPrint.player(try await c.source.run(.nhlPlayer(id)).value, favorite: favorite, today: today)
                    }
                } catch {
                    // A favorite opens from its saved record, as in the app.
                    guard let record = saved.first(where: { $0.id == id }) else { throw error }
                    return HockeyPrint.player(record, favorite: true, today: today)
                }
            }
        }
    }

    struct Favorites: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Favorite players from the local database: id, name, number, position, team.")

        @OptionGroup var options: PrintOptions

        func run() throws {
            try options.printSaved({ store, _ throws(StoreError) in try store.players() }, HockeyPrint.favorites)
        }
    }
}
