import SportsCore

extension Settings {
    /// `[teams] nfl = ["GB"]` as followed clubs, named as ESPN's scoreboard names them (`nfl:GB`, `nfl:WSH`).
    var configNFLTeams: [FollowedTeam] {
        favoriteNFLTeams.compactMap { code in NFLClubs.all.first { $0.triCode == code } }.map { club in
            FollowedTeam.nfl(code: club.triCode, name: club.name)
        }
    }
}

extension FollowedTeam {
    /// An NFL club as ESPN's scoreboard names it (YinzCam and our table write WAS for WSH).
    static func nfl(code: String, name: String) -> FollowedTeam {
        make(league: .nfl, abbreviation: espnNFLCode(code), name: name)
    }

    /// `nfl:WSH` for YinzCam's `WAS`: the id a followed NFL club has.
    static func nflID(_ code: String) -> String { "nfl:" + espnNFLCode(code) }

    static func espnNFLCode(_ code: String) -> String {
        let tri = code.uppercased()
        return tri == "WAS" ? "WSH" : tri
    }
}
