import SportsCore

/// What a board has read that `/` can find: the teams of its games (to their
/// pages, the league's standings where it has none, or its board), the athletes of its
/// fields (to the board), its leaders and the player on its page (to their pages).
enum BoardSearch {
    static func items<L: LeagueRules>(_ board: BoardState<L>, _ league: ScoresLeague) -> [SearchItem] {
        var items: [SearchItem] = []
        let standings = !(L.Standings.self is NoStandings.Type)
        // The leagues with ESPN's leaders have its team pages.
        let pages = !(L.Leaders.self is NoStandings.Type)
        for game in board.summaries {
            if game.isField {
                for entrant in game.field.prefix(200) {
                    items.append(SearchItem(league: league, kind: .player, name: entrant.competitor.name,
                                            detail: "\(game.matchup) · board", route: .board(league, board.date)))
                }
            } else {
                for team in [game.away, game.home] where team.abbreviation != "?" {
                    let (word, route): (String, AppRoute) = pages ? ("team", .team(league, code: TeamRef.make(team, league).routeCode))
                        : standings ? ("standings", .standings(league)) : ("board", .board(league, board.date))
                    items.append(SearchItem(league: league, kind: .team, name: team.name, detail: "\(team.abbreviation) · \(word)", route: route,
                                            also: [team.abbreviation]))
                }
            }
        }
        if let leaders = (board.leaders as? LeadersState)?.load.value {
            for category in leaders.categories {
                for l in category.leaders {
                    guard let id = l.athleteID, let name = l.name else { continue }
                    items.append(SearchItem(league: league, kind: .player, name: name,
                                            detail: [l.position, l.teamName ?? l.team].compactMap { $0 }.joined(separator: " · "),
                                            route: .player(league, id: id), also: [l.team ?? ""]))
                }
            }
        }
        if let player = board.player.profile.value {
            items.append(SearchItem(league: league, kind: .player, name: player.name,
                                    detail: [player.position, player.teamName].compactMap { $0 }.joined(separator: " · "),
                                    route: .player(league, id: player.id)))
        }
        return items
    }
}
