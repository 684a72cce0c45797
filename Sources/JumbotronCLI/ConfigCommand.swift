import ArgumentParser
import FoundationEssentials
import Primitives
import Jumbotron
import SportsCore

/// `jumbotron config`: where the settings file is, what is in force, and a
/// commented starting file.
struct ConfigOptions: ParsableArguments {
    @OptionGroup var source: SourceOptions

    @Flag(help: "Print the config file's path.")
    var path = false

    @Flag(name: .customLong("print"), help: "Print the settings in force (file, environment and defaults), each with its source.")
    var printSettings = false

    @Flag(name: .customLong("init"), help: "Write a commented default config file; an existing file is never overwritten.")
    var initialize = false

    func validate() throws {
        if [path, printSettings, initialize].filter({ $0 }).count > 1 {
            throw ValidationError("choose one of --path, --print, --init")
        }
    }

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        let url = source.settingsURL(environment: env)
        if initialize {
            try writeDefault(to: url)
        } else if printSettings {
            let effective = source.settings(environment: env)
            for problem in effective.problems {
                StandardError.write("jumbotron: \(problem)\n")
            }
            let exists = FileManager.default.fileExists(atPath: url.path)
            var text = "# \(url.path)\(exists ? "" : " (not present: defaults in use)")\n"
            var settings = effective.settings
            // The environment's key wins over the file's, as in the app; either way only "set" is printed.
            let keyFromEnvironment = !(env["BALLDONTLIE_API_KEY"] ?? "").trimmedWhitespace.isEmpty
            settings.nbaAPIKey = source.nbaKey(environment: env)
            text += SettingsText.effective(settings) { key in
                if key == "nba_api_key", keyFromEnvironment { return "from BALLDONTLIE_API_KEY" }
                if key == "theme" { return "\(effective.source(of: key)); in use: \(effective.theme.rawValue)" }
                if key == "time_zone" { return "\(effective.source(of: key)); in use: \(effective.timeZone.identifier)" }
                return effective.source(of: key).description
            }
            // What is followed lives in the favorites database, not this file: counted here so `config` says it all.
            let database = source.paths(environment: env).favoritesDatabase
            if FileManager.default.fileExists(atPath: database.path), let teams = try? source.favoritesStore(environment: env).get().teams() {
                text += "# followed teams: \(teams.count)\(teams.isEmpty ? "" : " (" + teams.map(\.abbreviation).joined(separator: ", ") + ")")  # favorites database; print teams lists them\n"
            }
            try StandardOutput.write(text)
        } else {
            try StandardOutput.write("\(url.path)\n")
            if !path && !FileManager.default.fileExists(atPath: url.path) {
                StandardError.write("jumbotron: no config file yet; `jumbotron config --init` writes a commented one\n")
            }
        }
    }

    private func writeDefault(to url: URL) throws {
        let fm = FileManager.default
        if fm.fileExists(atPath: url.path) {
            StandardError.write("jumbotron: \(url.path) already exists; it was not overwritten\n")
            throw ExitCode(1)
        }
        do {
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // withoutOverwriting: a file appearing between the check and the write still wins.
            try Data(SettingsText.defaultFile.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            StandardError.write("jumbotron: cannot write \(url.path): \(error)\n")
            throw ExitCode(1)
        }
        try StandardOutput.write("wrote \(url.path)\n")
    }
}

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the config file's path, the settings in force, or write a default file.",
        discussion: "Without a flag: the path (a hint on stderr when there is no file yet).")
    @OptionGroup var options: ConfigOptions
    func run() throws { try options.run() }
}

/// The same command as the root of `jumbotron config …` (see JumbotronCommand.main).
struct ConfigRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jumbotron config",
        abstract: ConfigCommand.configuration.abstract,
        discussion: ConfigCommand.configuration.discussion)
    @OptionGroup var options: ConfigOptions
    func run() throws { try options.run() }
}
