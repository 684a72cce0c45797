import TerminalUI
import FoundationEssentials
import Primitives
import SportsCore

/// The config file as text: the commented default `config --init` writes,
/// and the effective settings `config --print` shows (with where each came from).
public enum SettingsText {
    /// `"scores", "schedule", … or "basketball"`: the tab names, from the tab table.
    static var tabChoices: String { TabTable.spoken(TabTable.names.map { "\"\($0)\"" }, "or") }

    public static let defaultFile = """
        # Jumbotron settings. Every line is optional: delete or comment out what
        # you do not need. Command-line options win over this file; this file
        # wins over the defaults. `jumbotron config --print` shows the result.

        # Tab to open: \(tabChoices).
        # default_tab = "scores"

        # The league the Scores tab opens on: \(LeagueTable.standard.rows.map(\.id).map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) (l picks another).
        # scores_league = "\(ScoresLeague.opening.rawValue)"

        # Your leagues: first in the league picker (l), and what L cycles through. Empty: all of them.
        # leagues = ["mlb", "nfl"]

        # Show times in this zone instead of TZ, e.g. "Europe/London".
        # time_zone = ""

        # "12h", "24h", or "locale" (whatever your LANG/LC_TIME does).
        # clock = "locale"

        # "dark", "light" (readable on a white background), "mono", or "auto"
        # (light when COLORFGBG says the background is light, else dark).
        # theme = "auto"

        # How often live games refresh on the Scores tab, in seconds (at least 10).
        # refresh_seconds = 30

        # ASCII borders and symbols instead of Unicode line drawing.
        # ascii = false

        # Clicks and the wheel; false leaves the mouse to the terminal (text selection).
        # mouse = true

        # Posters, logos and headshots: "auto" (real pixels where the terminal
        # shows them: kitty, sixel, iTerm2; else character art where it has
        # colours and Unicode), "pixels" (real pixels or placeholders),
        # "cells" (character art only) or "off" (placeholders only).
        # images = "auto"

        # When a team you follow scores, or its game starts or ends: "banner"
        # (a line over the title for a few seconds), "bell" (and the terminal's
        # bell), "desktop" (and a desktop notification through the terminal,
        # where it takes one) or "off".
        # alerts = "banner"

        # No bell and no notification in these hours (the banner still shows).
        # quiet_hours = "23:00-07:00"

        # Each kind of news on or off (all are on): start, end, soon (15 minutes
        # before), score, against (the other side scoring), close (one score in
        # it late), turnover (football), red_card (soccer), lead and period
        # (basketball's lead changes and ends of quarters). A table:
        #   [alert_kinds]
        #   against = false

        # "hide": the scores, results and plays of games that have started stay
        # hidden everywhere until you press v on the game (spoiler-free mode).
        # spoilers = "show"

        # The games of the teams you follow (f) first on every board, starred;
        # false keeps every board in plain time order (the star stays).
        # followed_first = true

        # Show live games as they stood this many seconds ago (0 to 600), so
        # that nothing here runs ahead of a stream that is behind: boards, game
        # centers, My Teams, alerts, the title and `jumbotron status`. + and -
        # move it while watching. A league of its own: a table instead,
        #   [delay]
        #   all = 45
        #   nfl = 60
        # delay = 0

        # The Basketball tab's balldontlie API key (free at https://www.balldontlie.io);
        # BALLDONTLIE_API_KEY wins over it. Never shown by `jumbotron config --print`.
        # nba_api_key = ""

        [teams]
        # Teams to follow: each is followed once, at the next start, beside the ones
        # f follows; x unfollows it for good. Followed teams' games come first and
        # are starred on every board.
        # MLB abbreviations: ARI ATL BAL BOS CHC CIN CLE COL CWS DET HOU KC LAA LAD
        # MIA MIL MIN NYM NYY OAK PHI PIT SD SEA SF STL TB TEX TOR WSH
        # mlb = ["NYY"]
        # NFL abbreviations, e.g. "GB", "CHI".
        # nfl = ["GB"]

        """

    /// Effective settings as a valid TOML file, each line noting its source.
    public static func effective(_ s: Settings, source: (String) -> String) -> String {
        func q(_ v: String) -> String { "\"" + v.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\"" }
        func list(_ v: [String]) -> String { "[" + v.map(q).joined(separator: ", ") + "]" }
        let rows: [(String, String)] = [
            ("default_tab", q(s.defaultTab)),
            ("scores_league", q(s.scoresLeague.rawValue)),
            ("time_zone", q(s.timeZone?.identifier ?? "")),
            ("clock", q(s.clock.rawValue)),
            ("theme", q(s.theme?.rawValue ?? "auto")),
            ("refresh_seconds", String(s.refreshSeconds)),
            ("ascii", String(s.ascii)),
            ("mouse", String(s.mouse)),
            ("images", q(s.images.rawValue)),
            ("alerts", q(s.alerts.rawValue)),
            ("quiet_hours", q(s.quietHours?.description ?? "")),
            ("spoilers", q(s.spoilers.rawValue)),
            ("followed_first", String(s.followedFirst)),
        ] + (s.delays.leagues.isEmpty ? [("delay", String(s.delays.all))] : [])
        var out = ""
        for (key, value) in rows { out += "\(key) = \(value)  # \(source(key))\n" }
        // Whether a key is set, never the key.
        out += "# nba_api_key = \(s.nbaAPIKey == nil ? "(not set)" : "(set, hidden)")  # \(source("nba_api_key"))\n"
        out += "\n[teams]\n"
        out += "mlb = \(list(s.favoriteMLBTeams))  # \(source("teams.mlb"))\n"
        out += "nfl = \(list(s.favoriteNFLTeams))  # \(source("teams.nfl"))\n"
        out += "\n[alert_kinds]\n"
        for kind in AlertKind.allCases { out += "\(kind.rawValue) = \(s.alertKinds.contains(kind))  # \(source("alert_kinds.\(kind.rawValue)"))\n" }
        if !s.delays.leagues.isEmpty {
            out += "\n[delay]\nall = \(s.delays.all)  # \(source("delay"))\n"
            for (league, seconds) in s.delays.leagues.sorted(by: { $0.key < $1.key }) { out += "\(q(league)) = \(seconds)\n" }
        }
        return out
    }
}
