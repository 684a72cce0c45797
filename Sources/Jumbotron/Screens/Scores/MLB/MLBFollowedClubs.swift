import SportsCore

extension Settings {
    /// `[teams] mlb = ["NYY"]` as followed clubs, named as MLB's games name them (`mlb:147`).
    var configMLBTeams: [FollowedTeam] {
        favoriteMLBTeams.compactMap { abbr in MLBClubs.all.first { $0.abbreviation == abbr } }.map { club in
            FollowedTeam.make(Competitor(id: "mlb:\(club.id)", abbreviation: club.abbreviation, name: club.name), league: .mlb)
        }
    }
}
