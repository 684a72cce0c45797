import ArgumentParser
import Jumbotron

/// The options of a print command about one league, MLB by default (`print
/// game`, `print standings`): print's own, and `--league`, any row of the
/// league table, the config's too (checked once settings are read).
struct LeagueChoice: ParsableArguments {
    @OptionGroup var options: PrintOptions

    @Option(help: ArgumentHelp("The league (default mlb): \(LeagueTable.standard.choices), or one added in the config.", valueName: "league"))
    var league = "mlb"
}

/// `--date` of the commands that print a day's games (a week's, for football).
struct DayChoice: ParsableArguments {
    @Option(help: ArgumentHelp("The date, for football any day of its week (default: today; offline: the sample's day).", valueName: "YYYY-MM-DD"))
    var date: DayArgument?
}
