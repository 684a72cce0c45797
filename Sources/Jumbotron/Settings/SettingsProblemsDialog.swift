extension Dialog where Intent == AppAction {
    /// What the config file got wrong, shown once at start, wrapped to the
    /// screen (a one-line notice cut them at 80 columns). The log has them too.
    public static func settingsProblems(_ problems: [SettingsProblem]) -> Dialog {
        let count = problems.count == 1 ? "One setting" : "\(problems.count) settings"
        return Dialog(title: "Problems in config.toml",
                      message: "\(count) could not be used; the defaults stand in (jumbotron config --print shows what is in effect).",
                      detail: problems.map(\.description).joined(separator: "\n"),
                      buttons: ["OK"], confirm: .acknowledged)
    }
}
