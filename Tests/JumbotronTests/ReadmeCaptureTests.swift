import Foundation
import OfflineData
import Pictures
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The screens in README.md are real frames from the headless renderer, not
/// drawings: this test fails when the README no longer matches what the app
/// draws, and `scripts/refresh-readme.sh` (README_RECORD=1) rewrites them.
@Suite struct ReadmeCaptureTests {
    static let readme = Fixtures.packageRoot.appendingPathComponent("README.md")

    /// Posters as the offline app draws them: the sample has none to fetch, so
    /// each resolves to its plain placeholder (`[ ]`), as a reader running
    /// `--offline` sees (the captures showed `[·]`, still loading).
    static func postersOffline(_ state: inout AppState) {
        for show in sampleShows() {
            for url in [show.image?.medium, show.image?.original].compactMap({ $0 }) {
                _ = reduce(&state, .shows(.posterLoaded(url, .failed)))
                _ = reduce(&state, .favorites(.posterLoaded(url, .failed)))
            }
        }
    }

    /// The detail as the offline app draws it in a 256-colour terminal: the
    /// sample's own poster (Resources/samples/images), drawn by the half-block
    /// renderer every machine has (libchafa draws it sharper where installed).
    static func withSamplePoster(_ state: inout AppState, _ show: TVShow) {
        guard let original = show.image?.original, let url = URL(string: original) else { return }
        state.display.pictures = .palette256
        _ = reduce(&state, .shows(.posterLoaded(original, .cached)))
        for wish in render(state).pictureWishes {
            guard let file = OfflineData.samplesDirectory?.appendingPathComponent("images/\(PictureStore.imageKey(url)).img"),
                  let bytes = try? Data(contentsOf: file),
                  case .success(let cells) = PictureConverter.convert(bytes, fitting: wish.size, depth: .palette256, renderer: .halfBlocks) else { continue }
            _ = AppReducer.reduce(&state, .picturesWanted([wish]))
            _ = AppReducer.reduce(&state, .pictureConverted(wish, .cells(cells)))
        }
    }

    static func scenes() -> [(String, AppState)] {
        var favorites = makeState(tab: .favorites)
        let shows = sampleShows()
        _ = reduce(&favorites, .saved(.showsRead(.success([shows[1], shows[3], shows[4]]))))
        postersOffline(&favorites)
        var detail = loadedShows(favorites: [shows[1]])
        press(&detail, .down, .enter)
        postersOffline(&detail)
        withSamplePoster(&detail, shows[1])
        var showsList = loadedShows(favorites: [shows[1]])
        postersOffline(&showsList)
        var roster = hockeyRoster()
        pressHockey(&roster, .down, .down, .down)
        var map = hockeyMap()
        pressHockey(&map, .right)
        var nbaTeams = basketballTeams()
        press(&nbaTeams, .char("c"), .char("/"), .char("n"), .enter)
        var nbaPlayer = basketballKnicks()
        press(&nbaPlayer, .down, .down, .enter)
        return [
            ("scores", loadedScores("2018-09-19")),
            ("standings", loadedStandings(favorites: [111])),
            ("schedule", loadedSchedule()),
            ("shows", showsList),
            ("show", detail),
            ("favorites", favorites),
            ("roster", roster),
            ("map", map),
            ("nba-teams", nbaTeams),
            ("nba-player", nbaPlayer),
            ("my-teams", myTeams()),
            ("multiview", MultiviewTests.grid([Followed.bruins])),
        ]
    }

    static func capture(_ state: AppState) -> String {
        render(state).lines.map { line in
            var s = Substring(line)
            while s.last == " " { s.removeLast() }
            return String(s)
        }.joined(separator: "\n")
    }

    /// Replaces the fenced block after `<!-- capture: NAME -->`; nil when the marker is missing.
    static func replacing(_ name: String, with text: String, in readme: String) -> String? {
        let marker = "<!-- capture: \(name) -->\n"
        guard let start = readme.range(of: marker), let end = readme.range(of: "<!-- /capture -->", range: start.upperBound..<readme.endIndex)
        else { return nil }
        return readme.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "```\n\(text)\n```\n")
    }

    @Test func theReadmeShowsWhatTheAppDraws() throws {
        let original = try String(contentsOf: Self.readme, encoding: .utf8)
        var updated = original
        for (name, state) in Self.scenes() {
            guard let next = Self.replacing(name, with: Self.capture(state), in: updated) else {
                Issue.record("README.md has no <!-- capture: \(name) --> block")
                continue
            }
            updated = next
        }
        if ProcessInfo.processInfo.environment["README_RECORD"] == "1" {
            if updated != original { try updated.write(to: Self.readme, atomically: true, encoding: .utf8) }
            return
        }
        #expect(updated == original, "README.md captures are out of date: run scripts/refresh-readme.sh and review the diff")
    }
}
