import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

/// The saved favorites; an unreadable database means none.
private func savedShows(_ source: SourceOptions) -> [TVShow] {
    let env = ProcessInfo.processInfo.environment
    guard case .success(let store) = source.favoritesStore(environment: env), let list = try? store.list() else { return [] }
    return list
}

/// Favorite ids for the `favorite` column.
private func favoriteIDs(_ source: SourceOptions) -> Set<Int> { Set(savedShows(source).map(\.id)) }

struct PrintShows: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shows", abstract: "A page of the TVMaze catalogue: id, name, premiered, network, rating, favorite.")

    @OptionGroup var options: PrintOptions

    @Option(help: "The page (TVMaze pages start at 0).")
    var page: Int = 0

    func validate() throws {
        guard page >= 0 else { throw ValidationError("--page must be 0 or more") }
    }

    func run() throws {
        let source = try options.dataSource(environment: ProcessInfo.processInfo.environment)
        let ids = favoriteIDs(options.source)
        let page = self.page, offline = options.source.offline
        try PrintRunner.run({ () async throws(FetchError) -> PrintTable in
            do throws(FetchError) {
                let loaded = try await source.run(.tvmazeShows(page: page))
                return ShowsPrint.list(loaded.value, favorites: ids)
            } catch .httpStatus(404) {
                // TVMaze's way of saying the catalogue ended (and the offline sample's, after page 0).
                throw .noSample(offline ? "No more shows in the offline sample: it holds page 0 only."
                                        : "No more shows: page \(page) is past the end of the TVMaze catalogue.")
            }
        }, format: options.format)
    }
}

struct PrintFavorites: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites", abstract: "Saved shows from the local database: id, name, premiered, network, rating, favorite.")

    @OptionGroup var options: PrintOptions

    func run() throws {
        try options.printSaved({ store, _ throws(StoreError) in try store.list() }) { ShowsPrint.list($0, favorites: Set($0.map(\.id))) }
    }
}

struct PrintShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "One show's details as field/value rows.")

    @OptionGroup var options: PrintOptions

    @Argument(help: "The TVMaze show id.")
    var id: Int

    func run() throws {
        let source = try options.dataSource(environment: ProcessInfo.processInfo.environment)
        let saved = savedShows(options.source)
        let id = self.id, offline = options.source.offline, refuseStale = options.noStale
        try PrintRunner.run({ () async throws(FetchError) -> PrintTable in
            // Offline, a saved favorite is printed from its stored record (the
            // sample holds only a few shows); online the catalogue's is fresher.
            let mine = saved.first { $0.id == id }
            if offline, let mine { return ShowsPrint.detail(mine, favorite: true) }
            do throws(FetchError) {
                let loaded = try await source.run(.tvmazeShow(id: id))
                return ShowsPrint.detail(loaded.value, favorite: mine != nil)
            } catch {
                // Saved shows are available offline: when the network fails, the
                // saved record stands in, said on stderr with the stale status.
                guard let mine, !refuseStale, Self.savedCopyMayStandIn(for: error) else { throw error }
                PrintRunner.staleLog.add(StaleLog.Entry(what: Endpoint.tvmazeShow(id: id).summary, fetchedAt: nil, failure: error))
                return ShowsPrint.detail(mine, favorite: true)
            }
        }, format: options.format)
    }

    /// A failure of the network or the server, not an answer that the show is gone.
    static func savedCopyMayStandIn(for error: FetchError) -> Bool {
        switch error {
        case .httpStatus(let code): code >= 500 || code == 429
        case .cancelled, .noSample, .missingKey, .keyRefused: false
        default: true
        }
    }
}
