import FoundationEssentials
import Primitives

/// Base URLs of the services. Each can be pointed elsewhere (a mirror,
/// a loopback test server) by option or environment variable.
public struct SourceURLs: Hashable, Sendable {
    public var mlb: URL
    public var yinzcam: URL
    public var logos: URL
    public var tvmaze: URL
    public var nhl: URL
    public var nba: URL
    /// MLB club logos, `{mlbLogos}/{team id}.svg` (the Stats API has none).
    public var mlbLogos: URL
    /// NBA club logos, `{nbaLogos}/{abbreviation}.png`: the public logo set
    /// the mobile app used (balldontlie has none).
    public var nbaLogos: URL
    /// cdn.nba.com: the NBA's scoreboard, season schedule, box scores and plays (keyless).
    public var nbaCDN: URL
    /// site.api.espn.com: scoreboards, game summaries and standings of every league but MLB, the NHL and the NBA (keyless).
    public var espn: URL
    /// api.jolpi.ca: F1's calendar, results and championships (Ergast's schema; keyless, a few requests a second).
    public var jolpica: URL

    public static let defaults = SourceURLs(
        mlb: URL(string: "https://statsapi.mlb.com")!,
        yinzcam: URL(string: "http://files.yinzcam.com/iOS/interviews/ScheduleExercise/schedule.json")!,
        logos: URL(string: "https://resources-us.yinzcam.com/nfl/logos")!,
        tvmaze: URL(string: "https://api.tvmaze.com")!,
        nhl: URL(string: "https://api-web.nhle.com")!,
        nba: URL(string: "https://api.balldontlie.io")!,
        mlbLogos: URL(string: "https://www.mlbstatic.com/team-logos")!,
        nbaLogos: URL(string: "https://www.nba.com/.element/img/1.0/teamsites/logos/teamlogos_500x500")!,
        nbaCDN: URL(string: "https://cdn.nba.com")!,
        espn: URL(string: "https://site.api.espn.com")!,
        jolpica: URL(string: "https://api.jolpi.ca")!)

    public init(mlb: URL, yinzcam: URL, logos: URL, tvmaze: URL, nhl: URL = defaults.nhl, nba: URL = defaults.nba,
                mlbLogos: URL = defaults.mlbLogos, nbaLogos: URL = defaults.nbaLogos, nbaCDN: URL = defaults.nbaCDN,
                espn: URL = defaults.espn, jolpica: URL = defaults.jolpica) {
        self.mlb = mlb; self.yinzcam = yinzcam; self.logos = logos; self.tvmaze = tvmaze; self.nhl = nhl; self.nba = nba
        self.mlbLogos = mlbLogos; self.nbaLogos = nbaLogos; self.nbaCDN = nbaCDN; self.espn = espn; self.jolpica = jolpica
    }

    public struct InvalidURL: Error, CustomStringConvertible {
        public let name: String
        public let value: String
        public var description: String { "\(name): '\(value)' is not an http(s) base URL (a host, a port up to 65535, no query)" }
    }

    /// Options win over `JUMBOTRON_*_URL`, which win over the defaults.
    public static func resolve(environment env: [String: String], mlb: String? = nil, yinzcam: String? = nil,
                               logos: String? = nil, tvmaze: String? = nil, nhl: String? = nil, nba: String? = nil,
                               mlbLogos: String? = nil, nbaLogos: String? = nil, nbaCDN: String? = nil,
                               espn: String? = nil, jolpica: String? = nil) throws -> SourceURLs {
        func pick(_ option: String?, _ optionName: String, _ variable: String, _ fallback: URL) throws -> URL {
            let (value, name): (String?, String) = option != nil ? (option, optionName) : (env[variable], variable)
            guard let value, !value.isEmpty else { return fallback }
            guard let url = parse(value) else { throw InvalidURL(name: name, value: value) }
            return url
        }
        return SourceURLs(
            mlb: try pick(mlb, "--mlb-url", "JUMBOTRON_MLB_URL", defaults.mlb),
            yinzcam: try pick(yinzcam, "--yinzcam-url", "JUMBOTRON_YINZCAM_URL", defaults.yinzcam),
            logos: try pick(logos, "--logos-url", "JUMBOTRON_LOGOS_URL", defaults.logos),
            tvmaze: try pick(tvmaze, "--tvmaze-url", "JUMBOTRON_TVMAZE_URL", defaults.tvmaze),
            nhl: try pick(nhl, "--nhl-url", "JUMBOTRON_NHL_URL", defaults.nhl),
            nba: try pick(nba, "--nba-url", "JUMBOTRON_NBA_URL", defaults.nba),
            mlbLogos: try pick(mlbLogos, "--mlb-logos-url", "JUMBOTRON_MLB_LOGOS_URL", defaults.mlbLogos),
            nbaLogos: try pick(nbaLogos, "--nba-logos-url", "JUMBOTRON_NBA_LOGOS_URL", defaults.nbaLogos),
            nbaCDN: try pick(nbaCDN, "--nba-cdn-url", "JUMBOTRON_NBA_CDN_URL", defaults.nbaCDN),
            espn: try pick(espn, "--espn-url", "JUMBOTRON_ESPN_URL", defaults.espn),
            jolpica: try pick(jolpica, "--jolpica-url", "JUMBOTRON_JOLPICA_URL", defaults.jolpica))
    }

    /// A base URL checked in full up front: http or https in any
    /// case (written lower-case), a host, a port in 1…65535 when given, and no
    /// query or fragment (paths are appended to it).
    public static func parse(_ s: String) -> URL? {
        guard var parts = URLComponents(string: s.trimmedWhitespace),
              let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = parts.host, !host.isEmpty, !host.contains(" "),
              parts.query == nil, parts.fragment == nil else { return nil }
        if let port = parts.port, !(1...65_535).contains(port) { return nil }
        parts.scheme = scheme
        parts.host = host.lowercased()
        return parts.url
    }

    /// Strips one trailing slash so paths append cleanly.
    static func base(_ url: URL) -> String {
        var s = url.absoluteString
        if s.hasSuffix("/") { s.removeLast() }
        return s
    }
}
