import TerminalUI
import CursesTerminal
import FoundationEssentials
import Primitives
import Glibc
import Pictures
import Jumbotron
import OfflineData
import SportsCore

/// The checks behind `jumbotron doctor`, each one line a user can act on.
enum DoctorChecks {
    static func terminal(_ probe: TerminalProbe, environment env: [String: String], noColor: Bool) -> [DoctorLine] {
        var lines: [DoctorLine] = []
        let term = env["TERM"].flatMap { $0.isEmpty ? nil : $0 }
        let sizeText = probe.size.map { "\($0.width)×\($0.height)" }
        guard let term else {
            return [.fail("terminal", "TERM is not set: the full-screen UI cannot start. Set it to your terminal, e.g. TERM=xterm-256color.")]
        }
        if !probe.knownTerm {
            lines.append(.warn("terminal", "TERM=\(term) has no terminfo entry here: the app starts with the closest one it finds (xterm-256color, xterm or vt100); install ncurses-term (or kitty-terminfo) for its own."))
        } else if !probe.canAddressCursor {
            lines.append(.fail("terminal", "TERM=\(term) cannot move the cursor: the full-screen UI cannot run (`jumbotron print` works). Use TERM=xterm-256color."))
        } else if let size = probe.size, let text = sizeText {
            if size.width < 40 || size.height < 12 {
                lines.append(.warn("terminal", "\(text), TERM=\(term): smaller than 40×12, the app shows only a resize message; enlarge the window."))
            } else {
                lines.append(.ok("terminal", "\(text), TERM=\(term)\(size.width >= 120 ? " (wide: list and detail side by side)" : "")"))
            }
        } else {
            lines.append(.warn("terminal", "TERM=\(term), but no terminal is attached: the full-screen UI needs one (`jumbotron print` works in pipes)."))
        }
        if let mismatch = multiplexer(term: term, environment: env) { lines.append(mismatch) }
        if probe.knownTerm {
            let (depth, why) = ColorSelection.decide(environment: env, noColorFlag: noColor, hasColors: probe.hasColors,
                                                     terminfoColors: probe.colors)
            lines.append(.ok("colour", "\(depth): \(why)"))
        }
        if probe.utf8 {
            lines.append(.ok("utf-8", "yes: Unicode borders, symbols, accents and emoji (\(localeVariables(env)))"))
        } else {
            lines.append(.warn("utf-8", "no (\(localeVariables(env))): ASCII borders and symbols, accented names may show as '?'. Set LANG=C.UTF-8 or en_US.UTF-8."))
        }
        return lines
    }

    /// TERM names the terminal the program talks to: inside tmux or screen that is
    /// the multiplexer, not the emulator around it (a shell rc that exports
    /// TERM=xterm-256color breaks keys like Home/End and sometimes colours).
    static func multiplexer(term: String, environment env: [String: String]) -> DoctorLine? {
        let inTmux = !(env["TMUX"] ?? "").isEmpty, inScreen = !(env["STY"] ?? "").isEmpty
        let multiplexerTerm = term.hasPrefix("tmux") || term.hasPrefix("screen")
        if inTmux && !multiplexerTerm {
            return .warn("TERM", "TERM=\(term) inside tmux: keys and colours follow tmux, so TERM should be tmux-256color (tmux's default-terminal); do not set TERM in your shell's startup files.")
        }
        if inScreen && !inTmux && !term.hasPrefix("screen") {
            return .warn("TERM", "TERM=\(term) inside GNU screen: it should be screen or screen-256color (screen's `term` setting).")
        }
        if multiplexerTerm && !inTmux && !inScreen {
            return .warn("TERM", "TERM=\(term) but not inside tmux or screen: set TERM to your terminal emulator's (e.g. xterm-256color).")
        }
        return nil
    }

    static func localeVariables(_ env: [String: String]) -> String {
        let set = ["LC_ALL", "LC_CTYPE", "LC_TIME", "LANG"].compactMap { k in env[k].flatMap { $0.isEmpty ? nil : "\(k)=\($0)" } }
        return set.isEmpty ? "no LANG or LC_* set" : set.joined(separator: ", ")
    }

    static func time(_ effective: EffectiveSettings, environment env: [String: String]) -> DoctorLine {
        let locale = effective.settings.locale(UserLocale.locale(environment: env))
        let zone = effective.timeZone
        let sample = TimeText.time(Date(), locale: locale, timeZone: zone)
        let date = TimeText.longDate(Day(Date(), in: zone), locale: locale)
        let zoneSource: String
        switch effective.source(of: "time_zone") {
        case .defaults: zoneSource = "TZ not set: the system zone"
        case let s: zoneSource = s.description
        }
        return .ok("time", "\(zone.identifier) (\(zoneSource)), locale \(locale.identifier): now \(sample), \(date)")
    }

    /// A folder is fine when it is writable, or can be created under a writable parent.
    static func folder(_ name: String, _ url: URL, failing: Bool, consequence: String) -> DoctorLine {
        let fm = FileManager.default
        if let isDir = kind(url.path) {
            if !isDir { return line(failing, name, "\(url.path) is a file, not a folder: \(consequence).") }
            if access(url.path, W_OK) == 0 { return .ok(name, "\(url.path) (writable)") }
            return line(failing, name, "\(url.path) is not writable: \(consequence). Fix its permissions or use --data-dir.")
        }
        var parent = url.deletingLastPathComponent()
        while !fm.fileExists(atPath: parent.path), parent.path != "/" { parent = parent.deletingLastPathComponent() }
        // The nearest existing ancestor must be a folder: under a file nothing can ever be created.
        if kind(parent.path) == false {
            return line(failing, name, "\(url.path) cannot be created: \(parent.path) is a file, not a folder: \(consequence).")
        }
        if access(parent.path, W_OK) == 0 { return .ok(name, "\(url.path) (not created yet; \(parent.path) is writable)") }
        return line(failing, name, "\(url.path) cannot be created (\(parent.path) is not writable): \(consequence).")
    }

    /// `345 bytes`, `12 KB`, `1.2 MB`, `3.45 GB`: decimal units, as file managers count.
    static func fileSize(_ bytes: Int) -> String {
        let b = Double(bytes)
        if bytes < 1000 { return "\(bytes) byte\(bytes == 1 ? "" : "s")" }
        if b < 999_500 { return "\(Fixed.text(b / 1e3, places: 0)) KB" }
        if b < 999_950_000 { return "\(Fixed.text(b / 1e6, places: 1)) MB" }
        return "\(Fixed.text(b / 1e9, places: 2)) GB"
    }

    /// True for a folder, false for anything else that exists, nil when nothing is there.
    static func kind(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    private static func line(_ failing: Bool, _ topic: String, _ text: String) -> DoctorLine {
        failing ? .fail(topic, text) : .warn(topic, text)
    }

    static func database(_ url: URL) -> DoctorLine {
        guard let isDir = kind(url.path) else {
            return .ok("database", "\(url.path) not created yet (the first favorite creates it)")
        }
        if isDir {
            return .fail("database", "\(url.path) is a folder, not a database: favorites cannot be saved. Move it away.")
        }
        do throws(StoreError) {
            let store = try FavoritesStore(url: url, readOnly: true, busyTimeout: 2)
            let check = try store.integrityCheck()
            guard check == "ok" else {
                return .fail("database", "\(url.path) fails its integrity check (\(check.prefix(120))). Copy it somewhere safe; the app moves a damaged file aside and starts a fresh one.")
            }
            // A file from before teams existed has no table for them until the app opens it to write.
            let shows = try store.list().count, players = try store.players().count, teams = (try? store.teams().count) ?? 0
            func count(_ n: Int, _ what: String) -> String { "\(n) favorite \(what)\(n == 1 ? "" : "s")" }
            return .ok("database", "\(url.path): integrity ok, \(count(shows, "show")), \(count(players, "player")), "
                       + "\(teams) followed team\(teams == 1 ? "" : "s")")
        } catch {
            if error.isDamage {
                return .fail("database", "\(url.path) is damaged (not a database). The app moves it aside (favorites.sqlite.corrupt-…, never deleted) and starts a fresh one.")
            }
            return .warn("database", "\(url.path): \(error.message). Close the other program or fix the permissions.")
        }
    }

    static func cache(_ url: URL) -> DoctorLine {
        var bytes = 0, files = 0
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] {
            var info = stat()
            guard lstat(url.path + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            bytes += Int(info.st_size)
            files += 1
        }
        let size = bytes == 0 ? "nothing" : Self.fileSize(bytes)
        return .ok("cache size", "\(size) in \(files) file\(files == 1 ? "" : "s") under \(url.path) (safe to delete)")
    }

    static func config(_ url: URL, _ effective: EffectiveSettings) -> [DoctorLine] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            return [.ok("config", "\(url.path) not present: defaults in use (`jumbotron config --init` writes one)")]
        }
        if effective.problems.isEmpty { return [.ok("config", "\(url.path): valid")] }
        return effective.problems.map { .warn("config", "\($0)") }
    }

    static func bundledData(_ samples: URL?) -> DoctorLine {
        guard let samples else {
            return .fail("bundled", "the sample data (\(OfflineData.bundleName)) is missing: --offline cannot work. Reinstall with `make install`, or keep the bundle beside the binary.")
        }
        return .ok("bundled", "sample data at \(samples.path)")
    }

    /// Whether detail panes can draw pictures, which renderer draws them, and
    /// what to install for more. Pictures also need colour and UTF-8, which
    /// the lines above report.
    static func pictures(off: Bool, decoders: Bool, renderer: PictureRenderer, chafa: Bool, rsvg: Bool) -> DoctorLine {
        if off { return .ok("pictures", "off (images = \"off\" in the config): detail panes show badges and frames") }
        if !decoders {
            return .warn("pictures", "libpng16.so.16 or libjpeg.so.62 not found: posters, logos and headshots stay placeholders. Install libpng16-16 and libjpeg62-turbo (Debian).")
        }
        let svg = rsvg ? "" : "; librsvg-2.so.2 not found, so MLB and NHL logos (SVG) stay badges: install librsvg2-2 (Debian)"
        switch renderer {
        case .chafa:
            return rsvg ? .ok("pictures", "drawn by libchafa: posters, logos and headshots in detail panes (with colour and UTF-8)")
                : .warn("pictures", "drawn by libchafa" + svg)
        case .halfBlocks:
            let why = chafa ? "chosen by JUMBOTRON_PICTURE_RENDERER" : "libchafa.so.0 not found; install libchafa0 (Debian) for sharper pictures"
            return rsvg ? .ok("pictures", "drawn by Jumbotron's own half blocks (\(why))")
                : .warn("pictures", "drawn by Jumbotron's own half blocks (\(why))" + svg)
        }
    }

    /// Each source's base URL and whether it answers (any HTTP answer counts as reachable).
    static func sources(_ urls: SourceURLs, offline: Bool, timeout: Double, nbaKey: String? = nil, leagues: LeagueTable = .standard) -> [DoctorLine] {
        // The base URL is what a user configures; a real request is what proves it works.
        let probes: [(String, URL, URL)] = [
            ("MLB", urls.mlb, Endpoint.mlbSchedule(date: Day(Date(), in: Zone.utc).iso).url(in: urls)),
            ("YinzCam", urls.yinzcam, Endpoint.yinzcamSchedule.url(in: urls)),
            ("NFL logos", urls.logos, Endpoint.nflLogo(tricode: "gb").url(in: urls)),
            ("TVMaze", urls.tvmaze, Endpoint.tvmazeShows(page: 0).url(in: urls)),
            ("NHL", urls.nhl, Endpoint.nhlStandings.url(in: urls)),
            ("NBA", urls.nba, Endpoint.nbaTeams.url(in: urls)),
            ("MLB logos", urls.mlbLogos, Endpoint.mlbLogo(teamID: 147).url(in: urls)),
            ("NBA logos", urls.nbaLogos, Endpoint.nbaLogo(abbreviation: "nyk").url(in: urls)),
            ("ESPN", urls.espn, Endpoint.espnDay(.nfl, date: Day(Date(), in: Zone.utc).iso).url(in: urls)),
            ("NBA CDN", urls.nbaCDN, Endpoint.nbaScoreboard(date: Day(Date(), in: Zone.utc).iso).url(in: urls)),
        ]
        let keyLine = nbaKey != nil ? DoctorLine.ok("NBA key", "set (not shown)")
            : offline ? DoctorLine.ok("NBA key", "not set (not needed with --offline: the bundled sample is used)")
            : DoctorLine.warn("NBA key", "not set: the Basketball tab offers its bundled sample. Set BALLDONTLIE_API_KEY, or nba_api_key in config.toml.")
        // Each line says what its source serves: what stops when it does.
        func fed(_ line: DoctorLine) -> DoctorLine { var l = line; l.text += DoctorFeeds.of(line.topic, rows: leagues.rows); return l }
        if offline { return probes.map { fed(.ok($0.0, "\($0.1.absoluteString): not checked (--offline)")) } + [keyLine] }
        let client = CurlHTTPClient(timeout: .milliseconds(Int(min(timeout, 5) * 1000)), maxBytes: 20_000_000)
        let results = BlockingTask.run { () async -> [DoctorLine] in
            await withTaskGroup(of: (Int, DoctorLine).self) { group in
                for (i, (name, base, url)) in probes.enumerated() {
                    group.addTask {
                        let start = ContinuousClock.now
                        // Only balldontlie gets the key, as in the app; it is never printed.
                        let headers = name == "NBA" ? nbaKey.map { ["Authorization": $0] } ?? [:] : [:]
                        func ms() -> Int { Int((ContinuousClock.now - start) / .milliseconds(1)) }
                        do throws(FetchError) {
                            _ = try await client.get(url, headers: headers)
                            return (i, .ok(name, "\(base.absoluteString) answers (\(ms()) ms)"))
                        } catch {
                            if case .keyRefused = error {
                                return (i, nbaKey == nil
                                    ? .ok(name, "\(base.absoluteString) answers (\(ms()) ms; it needs a key)")
                                    : .warn(name, "\(base.absoluteString) refused the API key: check BALLDONTLIE_API_KEY or nba_api_key."))
                            }
                            if case .rateLimited = error {
                                return (i, .ok(name, "\(base.absoluteString) answers (\(ms()) ms; rate limited just now)"))
                            }
                            if case .httpStatus(let code) = error {
                                return (i, .warn(name, "\(base.absoluteString) is reachable but answered HTTP \(code) for \(url.path): check the base URL."))
                            }
                            return (i, .warn(name, "\(base.absoluteString) unreachable: \(error.detail) Live mode shows cached copies marked stale; --offline works."))
                        }
                    }
                }
                var out = [(Int, DoctorLine)]()
                for await r in group { out.append(r) }
                return out.sorted { $0.0 < $1.0 }.map(\.1)
            }
        }
        return results.map(fed) + [keyLine]
    }
}
