import FoundationEssentials

/// Where Jumbotron keeps its files, resolved in one place. XDG base
/// directories by default; `--data-dir DIR` puts everything under DIR so
/// tests never touch the real home.
public struct AppPaths: Hashable, Sendable {
    public var data, cache, state, config: URL

    public init(data: URL, cache: URL, state: URL, config: URL) {
        self.data = data; self.cache = cache; self.state = state; self.config = config
    }

    public static func resolve(environment env: [String: String], dataDir: String? = nil) -> AppPaths {
        if let dataDir, !dataDir.isEmpty {
            let root = URL(fileURLWithPath: dataDir, isDirectory: true)
            return AppPaths(data: root.appendingPathComponent("data", isDirectory: true),
                            cache: root.appendingPathComponent("cache", isDirectory: true),
                            state: root.appendingPathComponent("state", isDirectory: true),
                            config: root.appendingPathComponent("config", isDirectory: true))
        }
        let home = env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        func base(_ key: String, _ fallback: String) -> URL {
            // XDG says relative values are invalid and must be ignored.
            if let v = env[key], v.hasPrefix("/") { return URL(fileURLWithPath: v, isDirectory: true) }
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        }
        return AppPaths(data: base("XDG_DATA_HOME", ".local/share").appendingPathComponent("jumbotron", isDirectory: true),
                        cache: base("XDG_CACHE_HOME", ".cache").appendingPathComponent("jumbotron", isDirectory: true),
                        state: base("XDG_STATE_HOME", ".local/state").appendingPathComponent("jumbotron", isDirectory: true),
                        config: base("XDG_CONFIG_HOME", ".config").appendingPathComponent("jumbotron", isDirectory: true))
    }

    public var logFile: URL { state.appendingPathComponent("jumbotron.log") }
    public var responseCache: URL { cache.appendingPathComponent("responses", isDirectory: true) }
    public var logoCache: URL { cache.appendingPathComponent("logos", isDirectory: true) }
    public var favoritesDatabase: URL { data.appendingPathComponent("favorites.sqlite") }
    public var configFile: URL { config.appendingPathComponent("config.toml") }
}
