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
    /// An ESPN league's games over a span of days (`YYYYMMDD`), for each club's form.
    case espnResults(ESPNLeague, from: String, to: String)
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
        case .espnResults(let league, let from, let to):
            return URL(string: "\(SourceURLs.base(urls.espn))/apis/site/v2/sports/\(league.slug)/scoreboard?dates=\(from.filter(\.isNumber))-\(to.filter(\.isNumber))&limit=500")!
        case .jolpicaSeason(let season): return URL(string: "\(SourceURLs.base(urls.jolpica))/ergast/f1/\(season).json")!
        case .jolpicaResults(let season, let round): return URL(string: "\(SourceURLs.base(urls.jolpica))/ergast/f1/\(season)/\(round)/results.json")!
        case .jolpicaDriverStandings(let season): return URL(string: "\(SourceURLs.base(urls.jolpica))/ergast/f1/\(season)/driverStandings.json")!
        case .jolpicaTeamStandings(let season): return URL(string: "\(SourceURLs.base(urls.jolpica))/ergast/f1/\(season)/constructorStandings.json")!
        }
    }

    /// What the request is for, in words (for messages).
    public var summary: String {
        switch self {
        case .mlbSchedule(let date): "MLB games on \(date)"
        case .mlbStandings(let season): "MLB standings for \(season)"
        case .mlbGameFeed(let pk): "MLB game \(pk)"
        case .mlbWinProbability(let pk): "the win probability of MLB game \(pk)"
        case .yinzcamSchedule: "the NFL schedule"
        case .nflLogo(let tricode): "the \(tricode.uppercased()) logo"
        case .mlbLogo(let id): "the logo of MLB team \(id)"
        case .nbaLogo(let abbreviation): "the \(Self.safeTricode(abbreviation)) logo"
        case .tvmazeShows(let page): "TV shows page \(page)"
        case .tvmazeShow(let id): "TV show \(id)"
        case .tvmazeSearch(let query): "TV shows named like \u{201C}\(query)\u{201D}"
        case .nhlStandings: "the NHL teams"
        case .nhlRoster(let tricode): "the \(tricode.uppercased()) roster"
        case .nhlPlayer(let id): "NHL player \(id)"
        case .nhlSchedule(let date): "NHL games on \(date)"
        case .nhlLanding(let id): "NHL game \(id)"
        case .nhlBoxscore(let id): "the box score of NHL game \(id)"
        case .nhlPlayByPlay(let id): "the plays of NHL game \(id)"
        case .mapOutline: "the map outline"
        case .nbaTeams: "the NBA teams"
        case .nbaPlayers(let team, let cursor): "NBA team \(team) players" + (cursor.map { " from \($0)" } ?? "")
        case .nbaScoreboard(let date), .nbaSchedule(let date): "NBA games on \(date)"
        case .nbaBoxscore(let id): "the box score of NBA game \(NBAGame.code(id))"
        case .nbaPlayByPlay(let id): "the plays of NBA game \(NBAGame.code(id))"
        case .espnDay(let league, let date): "\(league.label) games on \(date)"
        case .espnWeek(let league, let season, let type, let week):
            "\(league.label) \(type == 1 ? "preseason " : type == 3 ? "postseason " : "")week \(week) of \(season)"
        case .espnSummary(let league, let event): "\(league.label) game \(event)"
        case .espnStandings(let league, let season): "\(league.label) standings" + (season.map { " for \($0)" } ?? "")
        case .espnRankings(let league): "\(league.label) rankings"
        case .espnLeaderboard(let league, _): "the \(league.label) leaderboard"
        case .espnResults(let league, let from, let to): "\(league.label) results from \(from) to \(to)"
        case .jolpicaSeason(let season): "the F1 calendar of \(season)"
        case .jolpicaResults(let season, let round): "F1 results of round \(round) of \(season)"
        case .jolpicaDriverStandings(let season): "the F1 drivers' championship of \(season)"
        case .jolpicaTeamStandings(let season): "the F1 constructors' championship of \(season)"
        case .bundled(let inner): inner.summary + " (sample)"
        }
    }

    /// The bundled sample's path under `samples/`, when offline mode has one.
    public var samplePath: String {
        switch self {
        case .mlbSchedule(let date): "mlb/schedule-\(date).json"
        case .mlbStandings(let season): "mlb/standings-\(season).json"
        case .mlbGameFeed(let pk): "mlb/game-\(pk).json"
        case .mlbWinProbability(let pk): "mlb/win-probability-\(pk).json"
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
        case .espnResults(let league, _, _): "espn/\(league.league)-results.json"
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

    /// Letters only, upper-cased: a tricode is a path part of URLs and file names.
    static func safeTricode(_ tricode: String) -> String {
        String(tricode.uppercased().filter { $0.isASCII && $0.isLetter }.prefix(3))
    }
}
