import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// How `jumbotron status` says the followed teams' games in one line.
public struct StatusOptions: Sendable {
    /// The line's most display columns; nil: as long as it takes.
    public var width: Int?
    /// Each game by placeholders (`{away} {away_score} {home} {home_score} · {state}`); nil: the default words.
    public var format: String?
    public var separator = " | "
    /// tmux's style codes for its `status-right`: live games bold, an old answer's age dim.
    public var tmux = false
    /// With `tmux`: colours too (live games green), for a bar whose own colours leave room for them.
    public var tmuxColor = false
    /// Spoiler-free: whether a game's score stays out.
    public var hides: @Sendable (StatusGame) -> Bool = { _ in false }
    public var locale: TimeLocale = .english
    public var zone: Zone = .utc

    public init() {}
}

/// The line, what a bar shows on hover, and what kind of line it is (waybar's `class`).
public struct StatusOutput: Equatable, Sendable {
    public var text: String
    public var tooltip: String
    /// `live`, `final`, `upcoming`, or empty when there is nothing to say.
    public var kind: String
    /// The first game shown, as `jumbotron --open` takes it (`nfl/2026-11-29/game/401547417`), so a
    /// bar's click can open it; empty with nothing shown.
    public var route = ""
}

/// Live games first (`PIT 3 BAL 1 · Q2 4:12`); else the next game
/// (`PIT @ BAL Sun 1:00 PM`); else the last result. An answer older than it
/// should be says how old.
public enum StatusLine {
    public static func make(_ snapshot: StatusSnapshot?, now: Date, stale: Bool, _ options: StatusOptions) -> StatusOutput {
        guard let snapshot, !snapshot.games.isEmpty else { return StatusOutput(text: "", tooltip: "No games of followed teams known yet.", kind: "") }
        let games = pick(snapshot.games)
        let kind = games.first.map(kindName) ?? ""
        let age = stale ? ageText(now.timeIntervalSince(snapshot.written)) : nil
        var segments = games.map { (text: say($0, options, now: now), live: $0.phase == .live) }
        if let age { segments.append((text: age, live: false)) }
        let plain = fit(segments.map(\.text), options)
        let text = options.tmux ? tmux(plain, segments, separator: options.separator, color: options.tmuxColor)
            : plain.filter { !isAge($0) }.joined(separator: options.separator) + plain.filter(isAge).joined()
        var tooltip = unique(snapshot.games).map { "\(StatusGame.roleName($0.role)): \(say($0, options, now: now, format: nil))" }
        if let age { tooltip.append("Updated \(age.dropFirst(3))") }
        var output = StatusOutput(text: text, tooltip: tooltip.joined(separator: "\n"), kind: kind)
        if let first = games.first {
            // The snapshot's league ids came from the app's table: the route is only their words.
            output.route = AppRoute.game(ScoresLeague(making: first.league), id: first.id, day: first.start.map { Day($0, in: options.zone) }).description
        }
        return output
    }

    /// Every live game once (two followed teams may meet); else the soonest next; else the latest result.
    static func pick(_ all: [StatusGame]) -> [StatusGame] {
        let unique = unique(all)
        let live = unique.filter { $0.role == .live }
        if !live.isEmpty { return live }
        if let next = unique.filter({ $0.role == .next }).min(by: { ($0.start ?? .distantFuture) < ($1.start ?? .distantFuture) }) {
            return [next]
        }
        return unique.filter { $0.role == .last }.max { ($0.start ?? .distantPast) < ($1.start ?? .distantPast) }.map { [$0] } ?? []
    }

    /// Each game once in each role: two followed teams meeting are one game, not two.
    static func unique(_ all: [StatusGame]) -> [StatusGame] {
        var seen = Set<String>()
        return all.filter { seen.insert("\($0.league) \($0.id) \($0.role.rawValue)").inserted }
    }

    static func kindName(_ g: StatusGame) -> String {
        switch g.role { case .live: "live"; case .next: "upcoming"; case .last: "final" }
    }

    /// One game, by the format when there is one: always one line of plain
    /// text, whatever a snapshot on disk (or the format) holds.
    static func say(_ g: StatusGame, _ options: StatusOptions, now: Date, format: String?? = .none) -> String {
        InertText.singleLine(words(g, options, now: now, format: format))
    }

    static func words(_ g: StatusGame, _ options: StatusOptions, now: Date, format: String??) -> String {
        let hidden = g.phase != .scheduled && options.hides(g)
        let (first, second) = g.homeFirst ? (g.home, g.away) : (g.away, g.home)
        func score(_ side: StatusGame.Side) -> String { hidden ? Spoilers.mask : side.score.map(String.init) ?? "" }
        let when = g.phase == .scheduled ? whenText(g, options, now: now) : g.state
        // A series tells earlier games' results: kept out while spoilers are hidden.
        let series = options.hides(g) ? nil : g.series
        let words = (g.contest.map { fieldWords(g, $0, hidden: hidden, when: when) } ?? sidesWords(g, first, second, score, when: when))
            + (series.map { " · \($0)" } ?? "")
        guard let template = format ?? options.format else { return words }
        let ours = g.team == g.home.id ? g.home : g.away, theirs = g.team == g.home.id ? g.away : g.home
        let values = ["away": g.away.abbreviation, "home": g.home.abbreviation, "away_score": score(g.away), "home_score": score(g.home),
                      "state": when, "league": g.league, "team": ours.abbreviation, "opponent": theirs.abbreviation,
                      "at": g.homeFirst ? "v" : "@", "kind": kindName(g), "game": words, "series": series ?? ""]
        return fill(template, values)
    }

    /// `CHC 6 DET 8 · Bot 8th`, `ARS v CHE 3:00 PM`.
    static func sidesWords(_ g: StatusGame, _ first: StatusGame.Side, _ second: StatusGame.Side, _ score: (StatusGame.Side) -> String,
                           when: String) -> String {
        switch g.phase {
        case .scheduled: "\(first.abbreviation) \(g.homeFirst ? "v" : "@") \(second.abbreviation) \(when)"
        case .live, .final: "\(first.abbreviation) \(score(first)) \(second.abbreviation) \(score(second)) · \(g.state)"
        case .other: "\(first.abbreviation) \(g.homeFirst ? "v" : "@") \(second.abbreviation) · \(g.state)"
        }
    }

    /// A followed athlete in a field: their place, the contest, where it is (`HAM P5 · Race · Lap 34`).
    static func fieldWords(_ g: StatusGame, _ contest: String, hidden: Bool, when: String) -> String {
        let mine = hidden ? Spoilers.mask : g.place ?? ""
        if g.phase == .scheduled { return "\(g.away.abbreviation) · \(contest) \(when)" }
        return [g.away.abbreviation + (mine.isEmpty ? "" : " \(mine)"), contest, g.state].joined(separator: " · ")
    }

    /// `{name}` replaced by its value; an unknown name stays as written.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var out = "", rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            out += values[name] ?? "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// `Sun 1:00 PM` within the week, `Sun, Dec 7 1:00 PM` beyond it.
    static func whenText(_ g: StatusGame, _ options: StatusOptions, now: Date) -> String {
        guard let start = g.start else { return "TBD" }
        let day = Day(start, in: options.zone), today = Day(now, in: options.zone)
        let date = day.ordinal - today.ordinal < 7 ? TimeText.shortWeekday(day, locale: options.locale)
            : TimeText.shortDate(day, locale: options.locale)
        return date + " " + (g.timeTBD ? "TBD" : TimeText.time(start, locale: options.locale, timeZone: options.zone))
    }

    static func isAge(_ segment: String) -> Bool { segment.hasPrefix(" · ") }

    /// ` · 12m ago`.
    static func ageText(_ seconds: TimeInterval) -> String {
        // A snapshot from the far past or future (a damaged file, a clock that moved) is still a number of days.
        let s = Int(clamping: seconds, to: 0...(1_000_000 * 86_400))
        let text = s < 120 ? "\(s)s" : s < 7_200 ? "\(s / 60)m" : s < 172_800 ? "\(s / 3_600)h" : "\(s / 86_400)d"
        return " · \(text) ago"
    }

    /// The games that fit the width, the last cut with `…`; an old answer's
    /// age is kept when there is room for a game beside it.
    static func fit(_ texts: [String], _ options: StatusOptions) -> [String] {
        guard let width = options.width, width > 0 else { return texts }
        let age = texts.last.flatMap { isAge($0) ? $0 : nil }
        let ageWidth = age.map(DisplayWidth.of) ?? 0
        let keepsAge = age != nil && width >= ageWidth + 8
        let budget = keepsAge ? width - ageWidth : width
        var out: [String] = [], used = 0
        for (i, text) in texts.enumerated() where !isAge(text) {
            let gap = out.isEmpty ? 0 : DisplayWidth.of(options.separator)
            let w = DisplayWidth.of(text)
            if used + gap + w <= budget { out.append(text); used += gap + w; continue }
            let room = budget - used - gap
            if room >= 2 || i == 0 { out.append(Canvas.fit(text, width: max(1, room)).text) }
            break
        }
        if keepsAge, let age { out.append(age) }
        return out
    }

    /// tmux's `status-right`: live games bold (green too with `color`), the
    /// age dim, `#` doubled. Without `color` the bar keeps its own colours:
    /// green text on tmux's default green bar could not be read.
    static func tmux(_ shown: [String], _ segments: [(text: String, live: Bool)], separator: String, color: Bool) -> String {
        var out = ""
        for (i, text) in shown.enumerated() {
            let safe = text.split(separator: "#", omittingEmptySubsequences: false).joined(separator: "##")
            let isAge = isAge(text)
            if i > 0, !isAge { out += separator.split(separator: "#", omittingEmptySubsequences: false).joined(separator: "##") }
            let live = i < segments.count && segments[i].live
            let (on, off) = live ? (color ? ("#[fg=green,bold]", "#[default]") : ("#[bold]", "#[nobold]"))
                : isAge ? (color ? ("#[fg=colour244]", "#[default]") : ("#[dim]", "#[nodim]")) : ("", "")
            out += on + safe + off
        }
        return out
    }

    /// waybar's custom module: `{"text", "tooltip", "class"}`, one line, and the
    /// game's `route` for an `on-click` that runs `jumbotron --open`.
    public static func json(_ output: StatusOutput) -> String {
        struct Waybar: Encodable { let text: String, tooltip: String, `class`: String, route: String }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Waybar(text: output.text, tooltip: output.tooltip, class: output.kind, route: output.route))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension StatusGame {
    static func roleName(_ role: Role) -> String {
        switch role { case .live: "Live"; case .last: "Last"; case .next: "Next" }
    }
}
