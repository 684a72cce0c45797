/// The pieces of ESPN's scoreboard every sport's answer shares, read the same
/// way by the decoders of the sports beyond two teams (racing, fights,
/// cricket, tennis, golf): a competition's status, an athlete.
enum ESPNContestWire {
    /// A competition's status: its period (a lap, a round, an innings) and clock, and its type.
    struct Status: Decodable {
        @Tolerant var period: Int?
        @Tolerant var displayClock: String?
        @Tolerant var summary: String?
        @Tolerant var type: StatusType?

        /// Where it stands, in the one phase every family reads.
        var phase: ContestPhase { ContestPhase(state: type?.state, name: type?.name) }
    }

    struct StatusType: Decodable {
        @Tolerant var name: String?
        @Tolerant var state: String?
        @Tolerant var detail: String?
        @Tolerant var shortDetail: String?
    }

    /// An athlete: a driver, a fighter, a player, a golfer.
    struct Athlete: Decodable {
        @Tolerant var displayName: String?
        @Tolerant var fullName: String?
        @Tolerant var shortName: String?
        @Tolerant var flag: Flag?

        /// The name to show: the display name, else the full one; nil when neither is given.
        var name: String? { [displayName, fullName].compactMap { $0 }.first { !$0.isEmpty } }
    }

    struct Flag: Decodable { @Tolerant var alt: String? }
}
