import FoundationEssentials
import Primitives

/// ESPN's summary as it comes: every field read on its own (`Tolerant`), every
/// list element-wise (`LossyList`), then folded into `ESPNSummary`.
struct ESPNSummaryWire: Decodable {
    struct TeamRef: Decodable {
        @Tolerant var id: String?
        @Tolerant var abbreviation: String?
        @Tolerant var displayName: String?
    }
    struct Named: Decodable {
        @Tolerant var displayName: String?
        @Tolerant var fullName: String?
        var name: String? { displayName ?? fullName }
    }
    struct Text: Decodable { @Tolerant var text: String?; @Tolerant var displayValue: String? }
    struct Number: Decodable { @Tolerant var number: Int? }

    struct PlayWire: Decodable {
        struct Spot: Decodable { @Tolerant var downDistanceText: String?; @Tolerant var text: String? }
        struct Coordinate: Decodable { @Tolerant var x: Double?; @Tolerant var y: Double? }
        @Tolerant var id: String?
        @Tolerant var text: String?
        @Tolerant var shortText: String?
        @Tolerant var type: Text?
        @Tolerant var period: Number?
        @Tolerant var clock: Text?
        @Tolerant var team: TeamRef?
        @Tolerant var awayScore: Int?
        @Tolerant var homeScore: Int?
        @Tolerant var scoringPlay: Bool?
        @Tolerant var start: Spot?
        @Tolerant var coordinate: Coordinate?

        var play: ESPNSummary.Play? {
            // A soccer key event may have only its kind (`Halftime`): that is its text.
            guard let words = (text.nonEmpty ?? shortText.nonEmpty ?? type?.text)?.trimmedWhitespace, !words.isEmpty else { return nil }
            return ESPNSummary.Play(id: id, text: words, type: type?.text, period: period?.number, clock: clock?.displayValue,
                                    teamID: team?.id, awayScore: awayScore, homeScore: homeScore, scoring: scoringPlay ?? false,
                                    downDistance: start?.downDistanceText.nonEmpty,
                                    x: coordinate?.x.flatMap { $0.isFinite ? $0 : nil }, y: coordinate?.y.flatMap { $0.isFinite ? $0 : nil })
        }
    }

    struct DriveWire: Decodable {
        struct End: Decodable {
            @Tolerant var period: Number?
            @Tolerant var clock: Text?
            @Tolerant var text: String?
        }
        @Tolerant var id: String?
        @Tolerant var team: TeamRef?
        @Tolerant var description: String?
        @Tolerant var displayResult: String?
        @Tolerant var result: String?
        @Tolerant var isScore: Bool?
        @Tolerant var start: End?
        @Tolerant var yards: Int?
        @Tolerant var plays: LossyList<PlayWire>?

        var drive: ESPNSummary.Drive {
            ESPNSummary.Drive(id: id, teamID: team?.id, abbreviation: team?.abbreviation, description: description.nonEmpty,
                              result: (displayResult ?? result).nonEmpty, isScore: isScore ?? false, startPeriod: start?.period?.number,
                              startClock: start?.clock?.displayValue, start: start?.text.nonEmpty, yards: yards,
                              plays: plays?.elements.compactMap(\.play) ?? [])
        }
    }
    struct Drives: Decodable {
        @Tolerant var previous: LossyList<DriveWire>?
        @Tolerant var current: DriveWire?
    }

    struct Box: Decodable {
        struct TeamStats: Decodable {
            struct Stat: Decodable { @Tolerant var name: String?; @Tolerant var label: String?; @Tolerant var displayValue: String? }
            @Tolerant var team: TeamRef?
            @Tolerant var statistics: LossyList<Stat>?
        }
        struct Players: Decodable {
            struct Category: Decodable {
                struct Line: Decodable {
                    struct Athlete: Decodable {
                        struct Position: Decodable { @Tolerant var abbreviation: String? }
                        @Tolerant var id: String?
                        @Tolerant var displayName: String?
                        @Tolerant var jersey: String?
                        @Tolerant var position: Position?
                    }
                    @Tolerant var athlete: Athlete?
                    @Tolerant var stats: [String]?
                    @Tolerant var starter: Bool?
                    @Tolerant var didNotPlay: Bool?
                    @Tolerant var reason: String?
                }
                @Tolerant var name: String?
                @Tolerant var text: String?
                @Tolerant var labels: [String]?
                @Tolerant var athletes: LossyList<Line>?
                @Tolerant var totals: [String]?
            }
            @Tolerant var team: TeamRef?
            @Tolerant var statistics: LossyList<Category>?
        }
        @Tolerant var teams: LossyList<TeamStats>?
        @Tolerant var players: LossyList<Players>?
    }

    struct LeaderWire: Decodable {
        struct Category: Decodable {
            struct Entry: Decodable { @Tolerant var displayValue: String?; @Tolerant var athlete: Named? }
            @Tolerant var displayName: String?
            @Tolerant var leaders: LossyList<Entry>?
        }
        @Tolerant var team: TeamRef?
        @Tolerant var leaders: LossyList<Category>?
    }

    struct InjuryWire: Decodable {
        struct Entry: Decodable {
            struct Details: Decodable { @Tolerant var type: String?; @Tolerant var detail: String? }
            @Tolerant var athlete: Named?
            @Tolerant var status: String?
            @Tolerant var details: Details?
        }
        @Tolerant var team: TeamRef?
        @Tolerant var injuries: LossyList<Entry>?
    }

    struct GameInfo: Decodable {
        struct Venue: Decodable {
            struct Address: Decodable { @Tolerant var city: String?; @Tolerant var state: String?; @Tolerant var country: String? }
            @Tolerant var fullName: String?
            @Tolerant var address: Address?
        }
        struct Weather: Decodable { @Tolerant var displayValue: String?; @Tolerant var temperature: Int? }
        @Tolerant var venue: Venue?
        @Tolerant var attendance: Int?
        @Tolerant var weather: Weather?
        @Tolerant var officials: LossyList<Named>?
    }

    struct Comment: Decodable {
        @Tolerant var text: String?
        @Tolerant var time: Text?
        @Tolerant var play: PlayWire?
    }
    struct WinWire: Decodable { @Tolerant var playId: String?; @Tolerant var homeWinPercentage: Double? }

    @Tolerant var header: ESPNEvent?
    @Tolerant var boxscore: Box?
    @Tolerant var drives: Drives?
    @Tolerant var scoringPlays: LossyList<PlayWire>?
    @Tolerant var plays: LossyList<PlayWire>?
    @Tolerant var keyEvents: LossyList<PlayWire>?
    @Tolerant var commentary: LossyList<Comment>?
    @Tolerant var winprobability: LossyList<WinWire>?
    @Tolerant var leaders: LossyList<LeaderWire>?
    @Tolerant var injuries: LossyList<InjuryWire>?
    @Tolerant var gameInfo: GameInfo?
}
