import FoundationEssentials

/// F1's results, standings and calendar from Jolpica (Ergast's schema: every
/// number a string, every list under `MRData`). A row without a driver or a
/// team is skipped; a number that does not read is missing, never zero.
public enum Jolpica {
    /// One race of a season's calendar, and its classification once it has one.
    public struct Race: Equatable, Sendable {
        public var season: Int
        public var round: Int
        public var name: String
        public var circuit: String?
        /// The race's day (UTC), which ESPN's weekend is matched to.
        public var date: Day?
        public var results: [Finish] = []

        public init(season: Int, round: Int, name: String, circuit: String? = nil, date: Day? = nil) {
            self.season = season; self.round = round; self.name = name; self.circuit = circuit; self.date = date
        }
    }

    /// A driver's finish: `+1 Lap` and `Retired` in the status, the gap to the winner in `time`.
    public struct Finish: Equatable, Sendable {
        public var position: Int?
        /// `1`, `R` (retired), `D` (disqualified), `W` (withdrawn).
        public var positionText: String
        public var code: String
        public var driver: String
        public var team: String
        public var laps: Int?
        public var time: String?
        public var status: String?
        public var points: Double?
        public var grid: Int?

        /// The classification's row: placed when it finished or was classified, with its gap or time.
        public var entrant: Entrant {
            let placed = Int(positionText) != nil
            var e = Entrant(Competitor(id: "f1:\(code)", abbreviation: code, name: driver, kind: .athlete), place: placed ? position : nil,
                            score: time.map { Score(text: $0, value: nil) }, status: status == "Finished" ? nil : status, detail: team)
            e.laps = laps
            return e
        }
    }

    public struct DriverStanding: Equatable, Sendable {
        public var position: Int?
        public var code: String
        public var driver: String
        public var team: String?
        public var points: Double
        public var wins: Int?
    }

    public struct TeamStanding: Equatable, Sendable {
        public var position: Int?
        public var team: String
        public var points: Double
        public var wins: Int?
    }

    /// The championships after a round: drivers', or constructors'.
    public struct Standings: Equatable, Sendable {
        public var season: Int?
        public var round: Int?
        public var drivers: [DriverStanding] = []
        public var teams: [TeamStanding] = []

        public init(season: Int? = nil, round: Int? = nil) { self.season = season; self.round = round }
    }

    /// A season's calendar, or one race with its results (the same `RaceTable`).
    public static func races(_ data: Data) throws -> [Race] {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        return (wire.MRData?.RaceTable?.Races?.elements ?? []).compactMap(\.race)
    }

    public static func standings(_ data: Data) throws -> Standings {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        guard let list = wire.MRData?.StandingsTable?.StandingsLists?.elements.first else { return Standings() }
        var out = Standings(season: list.season.flatMap(number), round: list.round.flatMap(number))
        out.drivers = (list.DriverStandings?.elements ?? []).compactMap { s in
            guard let driver = s.Driver, let name = driver.name else { return nil }
            return DriverStanding(position: s.position.flatMap(number), code: driver.shortCode, driver: name,
                                  team: s.Constructors?.elements.last?.name, points: s.points.flatMap(points) ?? 0, wins: s.wins.flatMap(number))
        }
        out.teams = (list.ConstructorStandings?.elements ?? []).compactMap { s in
            guard let team = s.Constructor?.name else { return nil }
            return TeamStanding(position: s.position.flatMap(number), team: team, points: s.points.flatMap(points) ?? 0, wins: s.wins.flatMap(number))
        }
        return out
    }

    /// Jolpica writes a lapped finisher as `Lapped` with a time; the classification says how many laps down
    /// (`+1 Lap`, `+2 Laps`), as Ergast did, and a time a lap down is no gap to the winner.
    static func lapsDown(_ results: [Finish]) -> [Finish] {
        guard let leaderLaps = results.compactMap(\.laps).max() else { return results }
        return results.map { f in
            guard f.status == "Lapped", let laps = f.laps, laps < leaderLaps else { return f }
            var lapped = f
            let down = leaderLaps - laps
            lapped.status = "+\(down) Lap\(down == 1 ? "" : "s")"
            lapped.time = nil
            return lapped
        }
    }

    /// A count the schema writes as text: `71`; out of reason is missing.
    static func number(_ text: String) -> Int? { Int(text).flatMap { (0...100_000).contains($0) ? $0 : nil } }
    /// Points may be halves (`12.5` after a shortened race).
    static func points(_ text: String) -> Double? { Double(text).flatMap { $0.isFinite && (0...10_000).contains($0) ? $0 : nil } }

    struct Wire: Decodable {
        @Tolerant var MRData: Table?
    }
    struct Table: Decodable {
        @Tolerant var RaceTable: RaceTable?
        @Tolerant var StandingsTable: StandingsTable?
    }
    struct RaceTable: Decodable { @Tolerant var Races: LossyList<RaceWire>? }
    struct RaceWire: Decodable {
        @Tolerant var season: String?
        @Tolerant var round: String?
        @Tolerant var raceName: String?
        @Tolerant var date: String?
        @Tolerant var Circuit: CircuitWire?
        @Tolerant var Results: LossyList<ResultWire>?

        var race: Race? {
            guard let season = season.flatMap(number), let round = round.flatMap(number), let name = raceName, !name.isEmpty else { return nil }
            var race = Race(season: season, round: round, name: name, circuit: Circuit?.circuitName, date: date.flatMap { Day(iso: $0) })
            race.results = Jolpica.lapsDown((Results?.elements ?? []).compactMap(\.finish))
            return race
        }
    }
    struct CircuitWire: Decodable { @Tolerant var circuitName: String? }
    struct ResultWire: Decodable {
        @Tolerant var position: String?
        @Tolerant var positionText: String?
        @Tolerant var points: String?
        @Tolerant var Driver: DriverWire?
        @Tolerant var Constructor: ConstructorWire?
        @Tolerant var grid: String?
        @Tolerant var laps: String?
        @Tolerant var status: String?
        @Tolerant var Time: TimeWire?

        var finish: Finish? {
            guard let driver = Driver, let name = driver.name, let team = Constructor?.name else { return nil }
            let position = position.flatMap(number)
            return Finish(position: position, positionText: positionText ?? position.map(String.init) ?? "-", code: driver.shortCode,
                          driver: name, team: team, laps: laps.flatMap(number), time: Time?.time, status: status,
                          points: points.flatMap(Jolpica.points), grid: grid.flatMap(number))
        }
    }
    struct DriverWire: Decodable {
        @Tolerant var driverId: String?
        @Tolerant var code: String?
        @Tolerant var givenName: String?
        @Tolerant var familyName: String?

        var name: String? {
            let words = [givenName, familyName].compactMap { $0 }.filter { !$0.isEmpty }
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
        /// `VER`; a driver of old without a code by the surname's first letters.
        var shortCode: String { code ?? String((familyName ?? driverId ?? "").filter(\.isLetter).prefix(3)).uppercased() }
    }
    struct ConstructorWire: Decodable { @Tolerant var name: String? }
    struct TimeWire: Decodable { @Tolerant var time: String? }
    struct StandingsTable: Decodable { @Tolerant var StandingsLists: LossyList<StandingsList>? }
    struct StandingsList: Decodable {
        @Tolerant var season: String?
        @Tolerant var round: String?
        @Tolerant var DriverStandings: LossyList<DriverStandingWire>?
        @Tolerant var ConstructorStandings: LossyList<TeamStandingWire>?
    }
    struct DriverStandingWire: Decodable {
        @Tolerant var position: String?
        @Tolerant var points: String?
        @Tolerant var wins: String?
        @Tolerant var Driver: DriverWire?
        @Tolerant var Constructors: LossyList<ConstructorWire>?
    }
    struct TeamStandingWire: Decodable {
        @Tolerant var position: String?
        @Tolerant var points: String?
        @Tolerant var wins: String?
        @Tolerant var Constructor: ConstructorWire?
    }
}
