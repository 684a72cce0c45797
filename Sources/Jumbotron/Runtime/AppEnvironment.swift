import FoundationEssentials
import Logging
import Pictures
import SportsCore

/// Everything the runtime may touch outside the process. Tests pass fakes.
public struct AppEnvironment: Sendable {
    public var data: any DataSource
    public var logos: PictureStore?
    /// The favorites database, opened on first use.
    public var favorites: FavoritesDatabase
    public var now: @Sendable () -> Date
    /// Opens a link outside the app; nil when it went, else why not (for the hint bar and the log).
    public var openURL: @Sendable (URL) -> String?
    public var logger: Logger
    /// Whether pixels can be made: the picture decoders open (asked only when the terminal shows pixels).
    public var pixelEncoderAvailable: @Sendable () -> Bool
    /// Sets up the HTTP library; the runtime calls it on the main thread before any request runs.
    public var prepareNetwork: @Sendable () -> Void
    /// Where the status line's snapshot goes (nil: nowhere; offline, the samples are no one's scores).
    public var statusFile: StatusFile?
    /// The delays the data source holds live answers back by (nil: none can be set).
    public var delayLine: DelayLine?
    /// Where the settings screen's changes are written (nil: they last until the app quits).
    public var settingsWriter: SettingsWriter?
    /// What the runtime's timers and spinner run on (`now` is the wall clock beside it).
    public var clock = RuntimeClock.system()

    public init(data: any DataSource, logos: PictureStore? = nil,
                favorites: FavoritesDatabase = FavoritesDatabase(url: nil),
                now: @escaping @Sendable () -> Date = { Date() },
                openURL: @escaping @Sendable (URL) -> String? = { _ in nil },
                // Silent unless given one: the app passes its log file's; a test's
                // runtime must not print into the test report.
                logger: Logger = Logger(label: "jumbotron", factory: { _ in SwiftLogNoOpLogHandler() }),
                pixelEncoderAvailable: @escaping @Sendable () -> Bool = { PixelEncoder.isAvailable },
                prepareNetwork: @escaping @Sendable () -> Void = { _ = CurlLibrary.prepare() }) {
        self.data = data; self.logos = logos; self.favorites = favorites; self.now = now; self.openURL = openURL; self.logger = logger
        self.pixelEncoderAvailable = pixelEncoderAvailable
        self.prepareNetwork = prepareNetwork
    }
}

/// The runtime's monotonic clock: timers and the spinner are due on it. The
/// system's runs by itself; a test's moves only when the test moves it, so a
/// poll, a backoff or a delay of minutes is checked in milliseconds.
public final class RuntimeClock: Sendable {
    private let read: @Sendable () -> Duration
    public init(_ read: @escaping @Sendable () -> Duration) { self.read = read }
    /// Time since the clock began.
    public var now: Duration { read() }

    /// The system's monotonic clock.
    public static func system() -> RuntimeClock {
        let origin = ContinuousClock.now
        return RuntimeClock { ContinuousClock.now - origin }
    }
}
