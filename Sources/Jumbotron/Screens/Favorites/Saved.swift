import SportsCore

/// Something the user can save: a TV show, an NHL player or a team to follow.
public enum Favorite: Hashable, Sendable {
    case show(TVShow)
    case player(NHLPlayer)
    case team(FollowedTeam)

    public var name: String {
        switch self {
        case .show(let show): show.name
        case .player(let player): player.name
        case .team(let team): team.name
        }
    }
}

/// What a screen may ask of the saved favorites. Only the favorites feature
/// writes them; a screen asks, and reads the result from `ScreenContext.saved`.
public enum FavoritesRequest: Hashable, Sendable {
    /// Read both lists from the database again (`r`, and once at start).
    case reload
    /// Save it (says so if it is already saved).
    case save(Favorite)
    /// Ask to confirm, then delete it (says so if it is not saved).
    case remove(Favorite)
    /// Fresh statistics for a saved player, written back so they show offline next time.
    case refresh(NHLPlayer)
    /// Show a started game's score while spoilers are hidden, from now on.
    case reveal(RevealedGame)
    /// Put a game in the multiview, or take it out (for this run).
    case mark(GameLink)
}

/// Everything saved on this machine, one copy for every tab: the Shows tab's
/// ★, the Favorites tab's sections and Hockey's My Players all read it.
public struct Saved: Equatable, Sendable {
    public internal(set) var shows = Loadable<[TVShow], StoreError>()
    public internal(set) var players = Loadable<[NHLPlayer], StoreError>()
    public internal(set) var showIDs: Set<Int> = []
    public internal(set) var playerIDs: Set<Int> = []
    public internal(set) var teams = Loadable<[FollowedTeam], StoreError>()
    public internal(set) var teamIDs: Set<String> = []
    /// Started games whose scores the user chose to see while spoilers are hidden.
    public internal(set) var revealed: Set<RevealedGame> = []
    /// Games the user put in the multiview (`Space` on a board), in the order
    /// marked; kept for the run only, as a TV's picture-in-picture is.
    public internal(set) var marked: [GameLink] = []
    /// The config file's `[teams]`: followed once, when the favorites are read (see `FavoritesStore.foldConfigTeams`).
    public internal(set) var configTeams: [FollowedTeam] = []

    public init() {}

    public var showList: [TVShow] { shows.value ?? [] }
    public var playerList: [NHLPlayer] { players.value ?? [] }
    /// Both lists were read (or failed to be).
    public var teamList: [FollowedTeam] { teams.value ?? [] }
    public var isSettled: Bool { shows.isSettled && players.isSettled }
    public var failure: StoreError? { shows.failure ?? players.failure ?? teams.failure }

    public func contains(_ favorite: Favorite) -> Bool {
        switch favorite {
        case .show(let show): showIDs.contains(show.id)
        case .player(let player): playerIDs.contains(player.id)
        case .team(let team): teamIDs.contains(team.id)
        }
    }

    public func follows(_ team: Competitor) -> Bool { teamIDs.contains(team.id) }
    public func isRevealed(_ league: LeagueID, _ game: Int) -> Bool { revealed.contains(RevealedGame(league: league.rawValue, game: game)) }
    public func isMarked(_ league: ScoresLeague, _ game: Int) -> Bool { marked.contains { $0.league == league && $0.game == game } }

    /// Whether what a screen shows of them differs (not the loading flags).
    func sameLists(as other: Saved) -> Bool {
        showList == other.showList && playerList == other.playerList && teamList == other.teamList && revealed == other.revealed
            && marked == other.marked
            && shows.failure == other.shows.failure && players.failure == other.players.failure && teams.failure == other.teams.failure
    }

    mutating func startShows() { shows.start() }
    mutating func startPlayers() { players.start() }
    mutating func startTeams() { teams.start() }

    mutating func apply(shows result: Result<[TVShow], StoreError>) {
        shows.apply(result)
        showIDs = Set(showList.map(\.id))
    }

    mutating func apply(players result: Result<[NHLPlayer], StoreError>) {
        players.apply(result)
        playerIDs = Set(playerList.map(\.id))
    }

    mutating func apply(teams result: Result<[FollowedTeam], StoreError>) {
        teams.apply(result)
        teamIDs = Set(teamList.map(\.id))
    }

    mutating func apply(revealed result: Result<Set<RevealedGame>, StoreError>) {
        if case .success(let games) = result { revealed = games }
    }

    /// Teams from the config file, to fold into the followed list on the next read.
    public mutating func fold(_ teams: [FollowedTeam]) { configTeams = teams }

    /// A game in the multiview leaves it; one not in it joins at the end.
    /// Its day is the one it was marked on: a game is one game whatever board showed it.
    mutating func toggleMark(_ link: GameLink) -> Bool {
        if let i = marked.firstIndex(where: { $0.league == link.league && $0.game == link.game }) {
            marked.remove(at: i)
            return false
        }
        marked.append(link)
        return true
    }

    /// Test and preview set-up: lists as if just read from the database.
    public init(shows: [TVShow], players: [NHLPlayer], teams: [FollowedTeam] = [], revealed: Set<RevealedGame> = [],
                marked: [GameLink] = []) {
        apply(shows: .success(shows))
        apply(players: .success(players))
        apply(teams: .success(teams))
        self.revealed = revealed
        self.marked = marked
    }
}
