import FoundationEssentials
import Primitives

/// Everything Jumbotron asks of the outside world, as data: the same value
/// names a live URL, a cache entry and a bundled sample.
public enum Endpoint: Hashable, Sendable {
    /// One day of the MLB schedule, `yyyy-MM-dd`.
    case mlbSchedule(date: String)
    /// Regular-season standings of both leagues for a season.
    case mlbStandings(season: Int)
    /// One game's whole live feed (game center).
    case mlbGameFeed(gamePk: Int)
    /// The home team's win probability after each plate appearance.
    case mlbWinProbability(gamePk: Int)
    /// A game's linescore alone: what a live center checks before it asks for the whole feed again.
    case mlbLinescore(gamePk: Int)
    case yinzcamSchedule
    case nflLogo(tricode: String)
    case mlbLogo(teamID: Int)
    case nbaLogo(abbreviation: String)
    case tvmazeShows(page: Int)
    case tvmazeShow(id: Int)
    /// The whole catalogue searched by name (TVMaze answers its best matches).
    case tvmazeSearch(query: String)
    case nhlStandings
    case nhlRoster(tricode: String)
    case nhlPlayer(id: Int)
    /// The NHL week from a day (`gameWeek`); the scoreboard shows that day.
    case nhlSchedule(date: String)
    /// One NHL game's header and summary (goals, stars, penalties, shootout).
    case nhlLanding(gameId: Int)
    case nhlBoxscore(gameId: Int)
    case nhlPlayByPlay(gameId: Int)
    /// A season's playoff bracket (the year the playoffs are played in).
    case nhlBracket(season: Int)
    /// A season's MLB postseason, series by series with their games.
    case mlbPostseason(season: Int)
    /// The coastline and border outline the Hockey map draws: bundled, never fetched.
    case mapOutline
    case nbaTeams
    /// A page of one team's players; nil cursor is the first page.
    case nbaPlayers(team: Int, cursor: Int?)
    /// The NBA's live scoreboard (it holds one day, its own; `date` is the day asked for).
    case nbaScoreboard(date: String)
    /// The NBA's whole season (`date` names the day shown, for the offline sample).
    case nbaSchedule(date: String)
    case nbaBoxscore(gameId: Int)
    case nbaPlayByPlay(gameId: Int)
    /// An ESPN league's scoreboard for one day (`yyyy-MM-dd`): that day's games and the season's calendar.
    case espnDay(ESPNLeague, date: String)
    /// An ESPN league's scoreboard for one week of a season (1 preseason, 2 regular, 3 postseason).
    case espnWeek(ESPNLeague, season: Int, seasonType: Int, week: Int)
    /// One ESPN game's summary: box score, plays, drives, leaders, win probability.
    case espnSummary(ESPNLeague, event: Int)
    /// An ESPN league's standings (the season's current ones when nil).
    case espnStandings(ESPNLeague, season: Int?)
    /// An ESPN league's polls (college: the AP Top 25).
    case espnRankings(ESPNLeague)
    /// A golf tournament's leaderboard: official places, thru, the cut and who missed it.
    case espnLeaderboard(ESPNLeague, event: Int)
    /// An ESPN league's statistical leaders for a season (nil: the current one), regular season (2) or postseason (3).
    case espnLeaders(ESPNLeague, season: Int?, seasonType: Int)
    /// An ESPN athlete: the profile (`part` nil), or its `overview`, `gamelog` or `bio`.
    case espnAthlete(ESPNLeague, id: Int, part: String?)
    /// An ESPN league's games over a span of days (`YYYYMMDD`), for each club's form.
    case espnResults(ESPNLeague, from: String, to: String)
    /// A team's page from ESPN, by ESPN's code for it (`NYY`, `NJ`, `21`): its `schedule` of a
    /// season (nil: the current one) and season type (2 regular, 3 postseason), or its `roster`.
    case espnTeam(ESPNLeague, team: String, part: TeamPart, season: Int?, seasonType: Int?)
    /// ESPN's search of every sport for a name (the athletes it finds).
    case espnSearch(query: String)
    /// This endpoint's bundled sample, in every mode (`s` on the Basketball tab without a key).
    /// F1 from Jolpica (Ergast's schema): a season's calendar, a race's results, the championships.
    case jolpicaSeason(Int)
    case jolpicaResults(season: Int, round: Int)
    case jolpicaDriverStandings(season: Int)
    case jolpicaTeamStandings(season: Int)
    indirect case bundled(Endpoint)

    public func url(in urls: SourceURLs) -> URL {
        switch self {
        case .mlbSchedule(let date):
            let q = "hydrate=team(league),venue(location,timezone),linescore,probablePitcher,decisions,broadcasts(all)&date=\(date)&sportId=1,51&language=en"
            return URL(string: "\(SourceURLs.base(urls.mlb))/api/v1/schedule?\(q)")!
        case .mlbStandings(let season):
            let q = "leagueId=103,104&season=\(season)&standingsTypes=regularSeason&hydrate=team"
            return URL(string: "\(SourceURLs.base(urls.mlb))/api/v1/standings?\(q)")!
        case .mlbGameFeed(let pk):
            return URL(string: "\(SourceURLs.base(urls.mlb))/api/v1.1/game/\(pk)/feed/live")!
        case .mlbWinProbability(let pk):
            return URL(string: "\(SourceURLs.base(urls.mlb))/api/v1/game/\(pk)/winProbability")!
        case .mlbLinescore(let pk):
            return URL(string: "\(SourceURLs.base(urls.mlb))/api/v1/game/\(pk)/linescore")!
        case .mlbPostseason(let season):
            // The clubs' leagues place the series; the linescore says where a game under way stands.
            let q = "season=\(season)&sportId=1&hydrate=team(league),linescore"
            return URL(string: "\(SourceURLs.base(urls.mlb))/api/v1/schedule/postseason/series?\(q)")!
        case .yinzcamSchedule:
            return urls.yinzcam
        case .nflLogo(let tricode):
            let safe = tricode.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
            return URL(string: "\(SourceURLs.base(urls.logos))/nfl_\(safe)_light.png")!
        case .mlbLogo(let id):
            return URL(string: "\(SourceURLs.base(urls.mlbLogos))/\(id).svg")!
        case .nbaLogo(let abbreviation):
            return URL(string: "\(SourceURLs.base(urls.nbaLogos))/\(Self.safeTricode(abbreviation).lowercased()).png")!
        case .tvmazeShows(let page):
            return URL(string: "\(SourceURLs.base(urls.tvmaze))/shows?page=\(page)")!
        case .tvmazeShow(let id):
            return URL(string: "\(SourceURLs.base(urls.tvmaze))/shows/\(id)")!
        case .tvmazeSearch(let query):
            var parts = URLComponents()
            parts.queryItems = [URLQueryItem(name: "q", value: query)]
            // `+` is a space to many servers: always sent encoded.
            let q = parts.percentEncodedQuery?.replacingAll("+", with: "%2B") ?? ""
            return URL(string: "\(SourceURLs.base(urls.tvmaze))/search/shows?\(q)")!
        case .nhlStandings:
            return URL(string: "\(SourceURLs.base(urls.nhl))/v1/standings/now")!
        case .nhlRoster(let tricode):
            return URL(string: "\(SourceURLs.base(urls.nhl))/v1/roster/\(Self.safeTricode(tricode))/current")!
        case .nhlPlayer(let id):
            return URL(string: "\(SourceURLs.base(urls.nhl))/v1/player/\(id)/landing")!
        case .nhlSchedule(let date):
            return URL(string: "\(SourceURLs.base(urls.nhl))/v1/schedule/\(date)")!
        case .nhlLanding(let id):
            return URL(string: "\(SourceURLs.base(urls.nhl))/v1/gamecenter/\(id)/landing")!
        case .nhlBoxscore(let id):
            return URL(string: "\(SourceURLs.base(urls.nhl))/v1/gamecenter/\(id)/boxscore")!
        case .nhlPlayByPlay(let id):
            return URL(string: "\(SourceURLs.base(urls.nhl))/v1/gamecenter/\(id)/play-by-play")!
        case .nhlBracket(let season):
            return URL(string: "\(SourceURLs.base(urls.nhl))/v1/playoff-bracket/\(season)")!
        case .mapOutline, .bundled:
            return URL(fileURLWithPath: "/" + samplePath)
        case .nbaTeams:
            return URL(string: "\(SourceURLs.base(urls.nba))/nba/v1/teams")!
        case .nbaPlayers(let team, let cursor):
            let after = cursor.map { "&cursor=\($0)" } ?? ""
            return URL(string: "\(SourceURLs.base(urls.nba))/nba/v1/players?team_ids%5B%5D=\(team)&per_page=100\(after)")!
        case .nbaScoreboard:
            return URL(string: "\(SourceURLs.base(urls.nbaCDN))/static/json/liveData/scoreboard/todaysScoreboard_00.json")!
        case .nbaSchedule:
            return URL(string: "\(SourceURLs.base(urls.nbaCDN))/static/json/staticData/scheduleLeagueV2.json")!
        case .nbaBoxscore(let id):
            return URL(string: "\(SourceURLs.base(urls.nbaCDN))/static/json/liveData/boxscore/boxscore_\(NBAGame.code(id)).json")!
        case .nbaPlayByPlay(let id):
            return URL(string: "\(SourceURLs.base(urls.nbaCDN))/static/json/liveData/playbyplay/playbyplay_\(NBAGame.code(id)).json")!
        case .espnDay(let league, let date):
            return URL(string: "\(SourceURLs.base(urls.espn))/apis/site/v2/sports/\(league.slug)/scoreboard?dates=\(date.filter(\.isNumber))")!
        case .espnWeek(let league, let season, let type, let week):
            return URL(string: "\(SourceURLs.base(urls.espn))/apis/site/v2/sports/\(league.slug)/scoreboard?seasontype=\(type)&week=\(week)&dates=\(season)")!
        case .espnSummary(let league, let event):
            return URL(string: "\(SourceURLs.base(urls.espn))/apis/site/v2/sports/\(league.slug)/summary?event=\(event)")!
        case .espnStandings(let league, let season):
            return URL(string: "\(SourceURLs.base(urls.espn))/apis/v2/sports/\(league.slug)/standings" + (season.map { "?season=\($0)" } ?? ""))!
        case .espnRankings(let league):
            return URL(string: "\(SourceURLs.base(urls.espn))/apis/site/v2/sports/\(league.slug)/rankings")!
        case .espnLeaderboard(let league, let event):
            // ESPN serves it from its web host; a base set by the user (a loopback in tests) serves everything.
            let base = urls.espn == SourceURLs.defaults.espn ? "https://site.web.api.espn.com" : SourceURLs.base(urls.espn)
            return URL(string: "\(base)/apis/site/v2/sports/\(league.sport)/leaderboard?league=\(league.league)&event=\(event)")!
        case .espnLeaders(let league, let season, let type):
            // From ESPN's web host, as the leaderboard; a base set by the user serves everything.
            let base = urls.espn == SourceURLs.defaults.espn ? "https://site.web.api.espn.com" : SourceURLs.base(urls.espn)
            return URL(string: "\(base)/apis/site/v3/sports/\(league.slug)/leaders?" + (season.map { "season=\($0)&" } ?? "") + "seasontype=\(type)")!
        case .espnAthlete(let league, let id, let part):
            let base = urls.espn == SourceURLs.defaults.espn ? "https://site.web.api.espn.com" : SourceURLs.base(urls.espn)
            return URL(string: "\(base)/apis/common/v3/sports/\(league.slug)/athletes/\(id)" + (part.map { "/\($0.filter(\.isLetter))" } ?? ""))!
        case .espnResults(let league, let from, let to):
            return URL(string: "\(SourceURLs.base(urls.espn))/apis/site/v2/sports/\(league.slug)/scoreboard?dates=\(from.filter(\.isNumber))-\(to.filter(\.isNumber))&limit=500")!
        case .espnSearch(let query):
            var parts = URLComponents()
            parts.queryItems = [URLQueryItem(name: "query", value: String(query.prefix(60))), URLQueryItem(name: "limit", value: "10")]
            let q = parts.percentEncodedQuery?.replacingAll("+", with: "%2B") ?? ""
            let base = urls.espn == SourceURLs.defaults.espn ? "https://site.web.api.espn.com" : SourceURLs.base(urls.espn)
            return URL(string: "\(base)/apis/search/v2?\(q)")!
        case .espnTeam(let league, let team, let part, let season, let type):
            let query = [season.map { "season=\($0)" }, type.map { "seasontype=\($0)" }].compactMap { $0 }.joined(separator: "&")
            return URL(string: "\(SourceURLs.base(urls.espn))/apis/site/v2/sports/\(league.slug)/teams/\(Self.safeTeam(team))/\(part.rawValue)"
                       + (query.isEmpty ? "" : "?" + query))!
        case .jolpicaSeason(let season): return URL(string: "\(SourceURLs.base(urls.jolpica))/ergast/f1/\(season).json")!
        case .jolpicaResults(let season, let round): return URL(string: "\(SourceURLs.base(urls.jolpica))/ergast/f1/\(season)/\(round)/results.json")!
        case .jolpicaDriverStandings(let season): return URL(string: "\(SourceURLs.base(urls.jolpica))/ergast/f1/\(season)/driverStandings.json")!
        case .jolpicaTeamStandings(let season): return URL(string: "\(SourceURLs.base(urls.jolpica))/ergast/f1/\(season)/constructorStandings.json")!
        }
    }

    /// The bundled sample's path under `samples/`, when offline mode has one.
    public var samplePath: String {
        switch self {
        case .mlbSchedule(let date): "mlb/schedule-\(date).json"
        case .mlbStandings(let season): "mlb/standings-\(season).json"
        case .mlbGameFeed(let pk): "mlb/game-\(pk).json"
        case .mlbWinProbability(let pk): "mlb/win-probability-\(pk).json"
        case .mlbLinescore(let pk): "mlb/linescore-\(pk).json"
        case .mlbPostseason(let season): "mlb/postseason-series-\(season).json"
        case .yinzcamSchedule: "yinzcam/schedule.json"
        case .nflLogo(let tricode): "logos/nfl_\(tricode.lowercased())_light.png"
        case .mlbLogo(let id): "logos/mlb_\(id).svg"
        case .nbaLogo(let abbreviation): "logos/nba_\(Self.safeTricode(abbreviation).lowercased()).png"
        case .tvmazeShows(let page): "tvmaze/shows-page-\(page).json"
        case .tvmazeShow(let id): "tvmaze/show-\(id).json"
        case .tvmazeSearch: "tvmaze/search.json"   // never a file: answered from the bundled pages
        case .nhlStandings: "nhl/standings.json"
        case .nhlRoster(let tricode): "nhl/roster-\(Self.safeTricode(tricode)).json"
        case .nhlPlayer(let id): "nhl/player-\(id).json"
        case .nhlSchedule(let date): "nhl/schedule-\(date).json"
        case .nhlLanding(let id): "nhl/landing-\(id).json"
        case .nhlBoxscore(let id): "nhl/boxscore-\(id).json"
        case .nhlPlayByPlay(let id): "nhl/play-by-play-\(id).json"
        case .nhlBracket(let season): "nhl/playoff-bracket-\(season).json"
        case .mapOutline: "map/north-america-110m.json"
        case .nbaTeams: "nba/teams.json"
        case .nbaPlayers(let team, let cursor): "nba/players-\(team)-\(cursor.map(String.init) ?? "first").json"
        case .nbaScoreboard(let date): "nba/scoreboard-\(date).json"
        case .nbaSchedule(let date): "nba/schedule-\(date).json"
        case .nbaBoxscore(let id): "nba/boxscore-\(NBAGame.code(id)).json"
        case .nbaPlayByPlay(let id): "nba/playbyplay-\(NBAGame.code(id)).json"
        case .espnDay(let league, let date): "espn/\(league.league)-day-\(date).json"
        case .espnWeek(let league, let season, let type, let week): "espn/\(league.league)-week-\(season)-\(type)-\(week).json"
        case .espnSummary(let league, let event): "espn/\(league.league)-summary-\(event).json"
        case .espnStandings(let league, let season): "espn/\(league.league)-standings\(season.map { "-\($0)" } ?? "").json"
        case .espnRankings(let league): "espn/\(league.league)-rankings.json"
        case .espnLeaderboard(let league, let event): "espn/\(league.league)-leaderboard-\(event).json"
        case .espnLeaders(let league, let season, let type):
            "espn/\(league.league)-leaders\(season.map { "-\($0)" } ?? "")\(type == 3 ? "-postseason" : "").json"
        case .espnAthlete(let league, let id, let part): "espn/\(league.league)-athlete-\(id)\(part.map { "-\($0.filter(\.isLetter))" } ?? "").json"
        case .espnResults(let league, _, _): "espn/\(league.league)-results.json"
        case .espnSearch: "espn/search.json"   // never a file: offline searches what the app knows
        case .espnTeam(let league, let team, let part, let season, let type):
            "espn/\(league.league)-team-\(Self.safeTeam(team))-\(part.rawValue)" + (season.map { "-\($0)" } ?? "") + (type == 3 ? "-postseason" : "") + ".json"
        case .jolpicaSeason(let season): "jolpica/f1-\(season).json"
        case .jolpicaResults(let season, let round): "jolpica/f1-\(season)-\(round)-results.json"
        case .jolpicaDriverStandings(let season): "jolpica/f1-\(season)-driver-standings.json"
        case .jolpicaTeamStandings(let season): "jolpica/f1-\(season)-constructor-standings.json"
        case .bundled(let inner): inner.samplePath
        }
    }

    public static func nflWeek(season: Int, seasonType: Int, week: Int) -> Endpoint {
        .espnWeek(.nfl, season: season, seasonType: seasonType, week: week)
    }

    /// Sent with `Authorization: <key>` (balldontlie); the key is never part of the URL.
    public var needsNBAKey: Bool {
        switch self {
        case .nbaTeams, .nbaPlayers: true
        default: false
        }
    }

    /// The largest answer accepted, when larger than the client's usual cap:
    /// the NBA's season schedule is one file of several megabytes.
    public var bodyLimit: Int? {
        switch self {
        case .nbaSchedule: 24_000_000
        default: nil
        }
    }

    /// Bundled with the app in every mode: read from the samples folder, never the network.
    public var isBundledAsset: Bool {
        switch self {
        case .mapOutline, .bundled: true
        default: false
        }
    }

    /// Letters and digits only, upper-cased, at most ten: a team's code is a path part of URLs and file names.
    static func safeTeam(_ code: String) -> String {
        String(code.uppercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(10))
    }

    /// Letters only, upper-cased: a tricode is a path part of URLs and file names.
    static func safeTricode(_ tricode: String) -> String {
        String(tricode.uppercased().filter { $0.isASCII && $0.isLetter }.prefix(3))
    }
}
