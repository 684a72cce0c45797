import Foundation
import SportsCore
import TerminalUI
import TestSupport
@testable import Jumbotron

enum Followed {
    static let yankees = FollowedTeam.make(Competitor(id: "mlb:147", abbreviation: "NYY", name: "New York Yankees"), league: .mlb)
    static let bruins = FollowedTeam.make(league: .nhl, abbreviation: "BOS", name: "Boston Bruins")
    static let nuggets = FollowedTeam.make(league: .nba, abbreviation: "DEN", name: "Denver Nuggets")
    static let warriors = FollowedTeam.make(league: .nba, abbreviation: "GSW", name: "Golden State Warriors")
    static let bears = FollowedTeam.make(league: .nfl, abbreviation: "CHI", name: "Chicago Bears")
    static let jets = FollowedTeam.make(league: .nfl, abbreviation: "NYJ", name: "New York Jets")
    static let chiefs = FollowedTeam.make(league: .nfl, abbreviation: "KC", name: "Kansas City Chiefs")
    static let all = [yankees, jets, bruins, warriors, nuggets, chiefs, bears]
}

/// Each league's sample day as My Teams reads it.
func sampleSummaries(_ league: ScoresLeague) -> (Day, [Contest]) {
    switch league {
    case .mlb: (testDay, sampleGames("2018-09-19").map(\.summary))
    case .nhl: (nhlSampleDay, sampleNHLGames().map(\.summary))
    case .nba: (nbaSampleDay, sampleNBAGames().map(\.summary))
    case .nfl: (nflSampleDay, sampleNFLWeek().games.map(\.summary))
    default: (testDay, [])   // a league a test added to the table: no sample here
    }
}

/// The My Teams tab with `teams` followed and each league's sample day answered.
func myTeams(_ teams: [FollowedTeam] = Followed.all, width: Int = 80, height: Int = 24, offline: Bool = true,
             hideSpoilers: Bool = false, revealed: Set<RevealedGame> = []) -> AppState {
    var s = makeState(width: width, height: height, tab: .myTeams, offline: offline)
    s.display.hideSpoilers = hideSpoilers
    s.saved = Saved(shows: [], players: [], teams: teams, revealed: revealed)
    s.myTeams = MyTeamsState(sampleDays: Dictionary(uniqueKeysWithValues: LeagueTable.standard.rows.map(\.id).map { ($0, [sampleSummaries($0).0]) }))
    _ = reduce(&s, .myTeams(.app(.savedChanged)))
    for league in LeagueTable.standard.rows.map(\.id) { answer(&s, league) }
    return s
}

@discardableResult
func answer(_ s: inout AppState, _ league: ScoresLeague, games: [Contest]? = nil, background: Bool = false) -> [EffectSignature] {
    let (day, sample) = sampleSummaries(league)
    let answer = FeedAnswer(day: day, result: .success(Loaded(value: games ?? sample, origin: .bundledSample)), at: loadTime)
    return reduce(&s, .myTeams(.loaded(league, answer, background: background)))
}
