import ArgumentParser
import FoundationEssentials
import Glibc
import Jumbotron
import SportsCore

/// What `jumbotron status` was asked for, as a plain value.
struct StatusRequest: Sendable {
    var width: Int?
    var format: String?
    var separator = " | "
    var json = false
    var tmux = false
    var color = false
    var noSpoilers = false
    var waitMs = 1_000
}

/// `jumbotron status`'s work, from a plain plan and request: the parsed
/// command's, or the quick start's (see `StatusQuickStart`).
struct StatusRunner {
    let plan: SourcePlan
    let request: StatusRequest

    func run() {
        let env = ProcessInfo.processInfo.environment
        let (settings, locale, zone) = plan.formatting(environment: env)
        let now = Date()
        var options = StatusOptions()
        options.width = request.width; options.format = request.format; options.separator = request.separator; options.tmux = request.tmux && !request.json; options.tmuxColor = request.color
        options.locale = locale; options.zone = zone
        if request.noSpoilers || settings.settings.spoilers == .hide {
            let revealed = Set(revealedGames(env).map { "\($0.league) \($0.game)" })
            options.hides = { !revealed.contains("\($0.league) \($0.id)") }
        }
        let paths = plan.paths(environment: env)
        let file = StatusFile(cacheDirectory: paths.cache)
        // The quick way: a fresh snapshot made after the follows last changed needs no database.
        if !plan.offline, FileManager.default.fileExists(atPath: paths.favoritesDatabase.path),
           let kept = file.read(), kept.isFresh(teamIDs: kept.teams, now: now),
           file.isNewer(thanAll: [paths.favoritesDatabase, URL(fileURLWithPath: paths.favoritesDatabase.path + "-wal")]) {
            return print(StatusLine.make(kept, now: now, stale: false, options))
        }
        let teams = followed(env)
        let (snapshot, stale) = teams.isEmpty ? (nil, false) : answer(teams, env, now: now, zone: zone, leagues: settings.leagues)
        if teams.isEmpty { StandardError.write("jumbotron: no teams followed (f on a team in the app follows it)\n") }
        print(StatusLine.make(snapshot, now: now, stale: stale, options))
    }

    func print(_ output: StatusOutput) {
        do { try StandardOutput.write((request.json ? StatusLine.json(output) : output.text) + "\n") } catch { Glibc.exit(error.rawValue) }
    }

    /// The snapshot to print and whether it is older than it should be.
    func answer(_ teams: [FollowedTeam], _ env: [String: String], now: Date, zone: Zone, leagues: LeagueTable) -> (StatusSnapshot?, Bool) {
        guard let data = try? plan.dataSource(environment: env) else { return (nil, false) }
        if plan.offline {
            // The samples' days, never the file: they are no one's scores today.
            let offline = data as? OfflineDataSource
            let outcome = BlockingTask.run { await StatusRefresh.run(teams: teams, leagues: leagues, data: data, offline: offline, now: now, zone: zone, wait: .seconds(10)) }
            return (outcome.snapshot, false)
        }
        let file = StatusFile(cacheDirectory: plan.paths(environment: env).cache)
        let kept = file.read()
        if let kept, kept.isFresh(for: teams, now: now) { return (kept, false) }
        let wait = Duration.milliseconds(request.waitMs)
        let outcome = BlockingTask.run { await StatusRefresh.run(teams: teams, leagues: leagues, data: data, offline: nil, now: now, zone: zone, wait: wait) }
        if outcome.complete {
            file.write(outcome.snapshot)
            return (outcome.snapshot, false)
        }
        // Out of time or out of network: the newer of what was kept and what came.
        // A snapshot dated in the future (a damaged file, a clock moved back) is not newer than anything.
        let usable = kept.map { $0.teams == teams.map(\.id) && $0.written <= now.addingTimeInterval(5) } == true ? kept : nil
        guard let usable, usable.written > outcome.snapshot.written else { return (outcome.snapshot, true) }
        return (usable, true)
    }

    func followed(_ env: [String: String]) -> [FollowedTeam] {
        let config = plan.settings(environment: env).settings.configTeams
        guard FileManager.default.fileExists(atPath: plan.paths(environment: env).favoritesDatabase.path) else { return config }
        switch plan.favoritesStore(environment: env) {
        case .success(let store): return (try? store.teams(folding: config)) ?? config
        case .failure(let error):
            StandardError.write("jumbotron: favorites database: \(error.message)\n")
            return []
        }
    }

    func revealedGames(_ env: [String: String]) -> Set<RevealedGame> {
        guard case .success(let store) = plan.favoritesStore(environment: env) else { return [] }
        return (try? store.revealed()) ?? []
    }
}
