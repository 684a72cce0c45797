import TerminalUI

/// What the terminal's answers at start change: real pixels (from then on,
/// every picture is made again as pixels) and, when the theme was left to
/// the terminal, dark or light from its background colour.
enum TerminalAnswers {
    static func apply(_ report: TerminalReport, encoder: Bool, _ state: inout AppState) -> [Command] {
        var commands: [Command] = []
        if state.display.themeFromTerminal, let background = report.background {
            state.display.themeKind = background.isLight ? .light : .dark
        }
        let choice = PixelChoice.choose(report, mode: state.display.imagesMode, encoder: encoder)
        commands.append(.log("terminal: \(report.summary)"))
        state.notifyStyle = AlertsFeature.notifyStyle(report, environment: report.environmentReason)
        state.notifyPassthrough = report.tmux?.passthrough == true
        commands.append(.log("pictures: \(choice.reason)"))
        if choice.pixelProtocol != nil {
            state.display.pixels = choice
            state.pictures.empty()   // character art made so far is not what is drawn now
            commands.append(.showImages(choice))
        }
        return commands
    }
}
