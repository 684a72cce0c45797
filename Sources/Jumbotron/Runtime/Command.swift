import FoundationEssentials
import SportsCore
import TerminalUI

/// What the runtime performs. A module asks with an `Effect`; the app reducer
/// shows the dialogs and notices it asks for, and lifts the rest into
/// commands addressed back to that module. Converting a picture is the app's
/// own request (the frame's placeholders), so only a command can say it.
public enum Command: Sendable {
    case quit
    case suspend
    case startTimer(TimerID, after: Duration, fire: AppAction)
    case cancelTimer(TimerID)
    case openURL(URL)
    case fetch(FetchEffect<AppAction>)
    case image(ImageEffect<AppAction>)
    case picture(PictureJob)
    case database(DatabaseEffect<AppAction>)
    /// Real pixels from now on, through the terminal's image layer.
    case showImages(PixelChoice)
    /// A line for the log file (never the screen).
    case log(String)
    /// Bytes for the terminal itself: the bell, a desktop notification, the title.
    case signal(TerminalSignal)
    /// The status line's snapshot, written for `jumbotron status`.
    case writeStatus(StatusSnapshot)
    /// The delays moved with `+`/`-`: the data source holds answers back by them from now on.
    case setDelays(Delays)
    /// Changes made on the settings screen, for the config file.
    case saveSettings([ConfigEdit])
    /// The user's leagues changed on the settings screen: the picker and `L` follow them.

    /// What was asked for, without the closures (tests compare these).
    public var signature: EffectSignature {
        switch self {
        case .quit: .quit
        case .suspend: .suspend
        case .startTimer(let id, let after, _): .startTimer(id, after: after)
        case .cancelTimer(let id): .cancelTimer(id)
        case .openURL(let url): .openURL(url)
        case .fetch(let e): .fetch(e.endpoint)
        case .image(let e): .image(e.request)
        case .picture(let job): .picture(job.wish)
        case .database(let e): .database(e.name)
        case .showImages(let choice): .showImages(choice.pixelProtocol)
        case .log(let line): .log(line)
        case .signal(let signal): .signal(signal)
        case .writeStatus(let snapshot): .status(snapshot)
        case .setDelays(let delays): .delays(delays)
        case .saveSettings(let edits): .saveSettings(edits)
        }
    }
}

extension Command: Equatable {
    public static func == (a: Command, b: Command) -> Bool { a.signature == b.signature }
}

extension Effect {
    /// This effect as the runtime's command, its answers addressed by `lift`;
    /// nil for what the app reducer does itself (a dialog, a notice, quitting, a
    /// change to the favorites, an action sent straight back).
    func command(_ lift: @escaping @Sendable (Action) -> AppAction) -> Command? {
        switch self {
        case .quit, .present, .notice, .favorites, .send, .alert, .title, .navigate: nil
        case .suspend: .suspend
        case .startTimer(let id, let after, let fire): .startTimer(id, after: after, fire: lift(fire))
        case .cancelTimer(let id): .cancelTimer(id)
        case .openURL(let url): .openURL(url)
        case .fetch(let e): .fetch(e.map(lift))
        case .image(let e): .image(e.map(lift))
        case .database(let e): .database(e.map(lift))
        case .status(let snapshot): .writeStatus(snapshot)
        }
    }
}
