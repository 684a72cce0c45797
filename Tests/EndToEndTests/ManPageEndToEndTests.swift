import Foundation
import Testing
import TestSupport
import Jumbotron

/// docs/jumbotron.1 against the binary's own description of itself, so the
/// man page cannot drift from `--help`.
extension EndToEndCommands {
@Suite(.enabled(if: BuiltBinary.url != nil))
struct ManPageEndToEndTests {
    static let page = Fixtures.packageRoot.appendingPathComponent("docs/jumbotron.1")

    /// The page as plain text: roff's escaped hyphens read as hyphens.
    static func pageText() throws -> String {
        try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "\\-", with: "-")
    }

    struct Command { var path: [String]; var options: [String] }

    /// Every command and its long options, from argument-parser's help dump.
    static func commands() throws -> [Command] {
        let dump = try Spawn.run(BuiltBinary.url!.path, ["--experimental-dump-help"])
        let json = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        var out: [Command] = []
        func walk(_ command: [String: Any], _ path: [String]) {
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            let options = arguments.flatMap { ($0["names"] as? [[String: Any]] ?? []).compactMap { n -> String? in
                n["kind"] as? String == "long" ? "--\(n["name"] as? String ?? "")" : nil
            } }
            out.append(Command(path: path, options: options))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path + [sub["commandName"] as? String ?? "?"])
            }
        }
        walk(try #require(json?["command"] as? [String: Any]), [])
        return out
    }

    @Test func everyOptionAndSubcommandIsDocumented() throws {
        let text = try Self.pageText()
        let commands = try Self.commands()
        #expect(commands.count >= 10)
        for command in commands where command.path.first != "help" {
            if let name = command.path.last { #expect(text.contains(name), "subcommand \(command.path.joined(separator: " "))") }
            for option in command.options where option != "--experimental-dump-help" {
                #expect(text.contains(option), "\(option) of `jumbotron \(command.path.joined(separator: " "))`")
            }
        }
    }

    @Test func everyEnvironmentVariableIsDocumented() throws {
        let text = try Self.pageText()
        for name in ["NO_COLOR", "COLORFGBG", "COLORTERM", "TERM", "TZ", "LANG", "LC_ALL", "LC_TIME", "JUMBOTRON_MLB_URL",
                     "JUMBOTRON_YINZCAM_URL", "JUMBOTRON_LOGOS_URL", "JUMBOTRON_TVMAZE_URL", "JUMBOTRON_RESOURCES",
                     "JUMBOTRON_NHL_URL", "JUMBOTRON_NBA_URL", "JUMBOTRON_MLB_LOGOS_URL", "JUMBOTRON_NBA_LOGOS_URL", "BALLDONTLIE_API_KEY",
                     "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
            #expect(text.contains(name), "\(name)")
        }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "CONFIGURATION", "ENVIRONMENT", "FILES",
                        "EXIT STATUS", "EXAMPLES"] {
            #expect(text.contains(".SH \(section)"), "\(section)")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
    func thePageFormatsWithoutWarnings() throws {
        let r = try Spawn.run("/usr/bin/groff", ["-man", "-ww", "-z", Self.page.path])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }
}
}

/// The man page's NAME names every tab's subject, and its SYNOPSIS every print command.
extension EndToEndCommands {
@Suite struct ManPageSynopsisTests {
    @Test func nameAndSynopsisCoverEveryTabAndPrintCommand() throws {
        let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/jumbotron.1"), encoding: .utf8)
        let lines = page.split(separator: "\n").map(String.init)
        let name = try #require(lines.firstIndex(of: ".SH NAME").map { lines[$0 + 1] })
        for subject in ["MLB", "NFL", "TV", "NHL", "NBA"] { #expect(name.contains(subject), "\(subject) in NAME: \(name)") }
        let synopsis = lines.drop { $0 != ".SH SYNOPSIS" }.prefix { $0 != ".SH DESCRIPTION" }.joined(separator: " ")
        for command in ["print hockey", "print basketball", "roster", "player", "players"] {
            #expect(synopsis.contains(command), "\(command) in SYNOPSIS")
        }
    }
}

/// The lists that name tabs, leagues and print commands, in the man page and
/// in `--help`, against the tables that drive them: a new tab, league or
/// print command that one of them lacks fails here.
@Suite(.enabled(if: BuiltBinary.url != nil))
struct ListsFromTablesTests {
    @Test func theManPageAndHelpNameEveryTabLeagueAndPrintCommand() throws {
        let text = try ManPageEndToEndTests.pageText()
        let lines = text.split(separator: "\n").map(String.init)
        let synopsis = lines.drop { $0 != ".SH SYNOPSIS" }.prefix { $0 != ".SH DESCRIPTION" }.joined(separator: " ")
        let printCommands = try ManPageEndToEndTests.commands().filter { $0.path.count == 2 && $0.path.first == "print" }.map { $0.path[1] }
        #expect(printCommands.count >= 13)
        // `print nba …` or one of `print { scores | shows | … }`.
        for name in printCommands {
            #expect(synopsis.range(of: "(print|\\{|\\|) \(name)( |$)", options: .regularExpression) != nil, "print \(name) in SYNOPSIS")
        }
        let tabOption = try #require(lines.firstIndex { $0.hasPrefix(".BI -tab") || $0.hasPrefix(".BI --tab") }.map { lines[$0 + 1] })
        let defaultTab = try #require(lines.first { $0.hasPrefix("default_tab =") })
        for tab in TabTable.names {
            #expect(tabOption.contains(tab), "\(tab) in --tab: \(tabOption)")
            #expect(defaultTab.contains(tab), "\(tab) in default_tab: \(defaultTab)")
        }
        let help = try Spawn.run(BuiltBinary.url!.path, ["--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            .split(separator: " ").joined(separator: " ")
        for name in printCommands { #expect(help.contains("print \(name)"), "print \(name) in --help") }
        for tab in TabTable.all { #expect(help.contains(tab.title), "\(tab.title) in --help") }
        for tab in TabTable.names { #expect(help.contains(tab), "\(tab) in --help's --tab") }
        for league in LeagueTable.standard.rows.map(\.id) { #expect(help.contains(league.name), "\(league.name) in --help") }
        // Every short name a league answers to, in the man page beside the league it names.
        let leagueOption = lines.drop { !$0.hasPrefix(".BI -league") && !$0.hasPrefix(".BI --league") }.prefix(10).joined(separator: " ")
        for row in LeagueTable.standard.rows where !row.aliases.isEmpty {
            #expect(leagueOption.contains("\(row.aliases.joined(separator: " ")) (\(row.name))"), "\(row.aliases) in --league")
        }
    }
}
}
