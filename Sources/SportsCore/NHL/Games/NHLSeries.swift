import FoundationEssentials

/// A playoff game's series as the NHL's schedule and landing give it
/// (`seriesStatus`): the two teams by seed, their wins, how many win it, and
/// which game of the series this is.
public struct NHLSeries: Equatable, Sendable, Decodable {
    public var round: Int?
    public var top: String
    public var topWins: Int
    public var bottom: String
    public var bottomWins: Int
    public var neededToWin: Int
    public var gameNumber: Int?

    enum Key: String, CodingKey {
        case round, topSeedTeamAbbrev, topSeedWins, bottomSeedTeamAbbrev, bottomSeedWins, neededToWin, gameNumberOfSeries
    }

    public init(round: Int? = nil, top: String, topWins: Int, bottom: String, bottomWins: Int, neededToWin: Int = 4, gameNumber: Int? = nil) {
        self.round = round; self.top = top; self.topWins = topWins; self.bottom = bottom; self.bottomWins = bottomWins
        self.neededToWin = neededToWin; self.gameNumber = gameNumber
    }

    /// Nil unless both teams are named and the wins make sense (a series to four, or to fewer).
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, Key.self)
        guard let top = f.get(.topSeedTeamAbbrev) as String?, let bottom = f.get(.bottomSeedTeamAbbrev) as String?,
              !top.isEmpty, !bottom.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a series without its teams"))
        }
        let needed = f.count(.neededToWin).flatMap { (1...7).contains($0) ? $0 : nil } ?? 4
        self.init(round: f.count(.round), top: top, topWins: min(needed, f.count(.topSeedWins) ?? 0), bottom: bottom,
                  bottomWins: min(needed, f.count(.bottomSeedWins) ?? 0), neededToWin: needed,
                  gameNumber: f.count(.gameNumberOfSeries).flatMap { (1...(2 * needed - 1)).contains($0) ? $0 : nil })
    }

    /// `CAR leads 2-1`, `Series tied 2-2`, `Game 7`, `FLA wins 4-1`; before a game is played, `Game 1`.
    public var text: String {
        SeriesText.say(top: top, topWins: topWins, bottom: bottom, bottomWins: bottomWins, needed: neededToWin, gameNumber: gameNumber)
    }
}
