import Foundation
import Jumbotron
import OfflineData
import SportsCore
import TerminalUI

extension FuzzHarness {
    /// A feed (or a win probability on a bundled final) through every section
    /// of the game center, pushed and beside the list, and every print section.
    static func mlbGameCenter(_ feed: MLBGameFeed?, _ wp: MLBWinProbability? = nil) {
        let sample = OfflineData.samplesDirectory.flatMap { try? Data(contentsOf: $0.appendingPathComponent("mlb/game-530001.json")) }
        let feed = feed ?? sample.flatMap { try? MLBGameFeed.decode($0) }
        guard let feed else { return }
        for size in [Size(width: 40, height: 12), Size(width: 120, height: 40)] {
            var state = blankState(.scores)
            _ = AppReducer.reduce(&state, .resize(size))
            _ = AppReducer.reduce(&state, .scores(.mlb(.loaded(day, .success(Loaded(value: [feed.game], origin: .network)), at: now))))
            _ = AppReducer.reduce(&state, .key(.enter))
            _ = AppReducer.reduce(&state, .scores(.mlb(.center(.answer(.feedLoaded(feed.gamePk, .success(Loaded(value: feed, origin: .network)), at: now))))))
            var canvas = Canvas(size: state.size)
            for key in ["i", "b", "o", "p", "!", "a", "[", "]", "w"] as [Character] {
                _ = AppReducer.reduce(&state, .key(.char(key)))
                if key == "w", let wp {
                    _ = AppReducer.reduce(&state, .scores(.mlb(.center(.answer(.winProbabilityLoaded(feed.gamePk, .success(Loaded(value: wp, origin: .network)), at: now))))))
                }
                for step in [Key.down, .pageDown, .end] { _ = AppReducer.reduce(&state, .key(step)) }
                AppView.render(state, into: &canvas)
                checkInvariants(state)
            }
        }
        for section in GamePrint.Section.allCases {
            PrintTableSanity.check(GamePrint.table(feed, section, locale: TimeLocale(identifier: "en_US"), timeZone: Zone.utc))
        }
    }
}
