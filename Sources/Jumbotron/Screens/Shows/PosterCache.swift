import FoundationEssentials
import SportsCore

/// The posters a screen asked for (each once per run) and how they ended.
/// Keyed by the URL text as the API gives it: no URL parsing per frame. The
/// picture store behind it keeps the bytes, so Shows and Favorites asking
/// for the same poster costs one download.
public struct PosterCache: Equatable, Sendable {
    public private(set) var requested: Set<String> = []
    public private(set) var status: [String: PictureStore.Status] = [:]

    public init() {}

    public subscript(_ url: String) -> PictureStore.Status? { status[url] }

    mutating func finish(_ url: String, _ result: PictureStore.Status) { status[url] = result }

    /// Requests for the posters not asked for yet; text that is no URL fails at once.
    mutating func request<Action: Sendable>(_ wanted: [String],
                                            then: @escaping @Sendable (String, PictureStore.Status) -> Action) -> [Effect<Action>] {
        var effects: [Effect<Action>] = []
        for text in wanted where !requested.contains(text) {
            requested.insert(text)
            if let url = URL(string: text) {
                let key = url.absoluteString
                effects.append(.image(.url(url)) { then(key, $0) })
            } else {
                status[text] = .failed
            }
        }
        return effects
    }
}
