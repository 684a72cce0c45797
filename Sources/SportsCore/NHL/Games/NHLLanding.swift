import FoundationEssentials

/// `/v1/gamecenter/{id}/landing`: the game's header (as the schedule has it)
/// and its summary: goals, three stars, penalties and the shootout. Real
/// landings are ragged (no clock right after puck drop, no `gameOutcome`,
/// a goal with no assists, a bench penalty with no player, event ids out of
/// order); each record is read field by field and a broken one is left out.
public struct NHLLanding: Equatable, Sendable {
    public var game: NHLGame
    public var venueLocation: String?
    /// In the order they were scored (period, then time), whatever the event ids say.
    public var goals: [NHLGoal]
    public var stars: [NHLStar]
    public var penalties: [NHLPenalty]
    public var shootout: [NHLShootoutAttempt]
    /// Before puck drop: records, goalies and leading skaters (nil when the landing has none).
    public var matchup: NHLMatchup?

    public var id: Int { game.id }

    public init(game: NHLGame, venueLocation: String? = nil, goals: [NHLGoal] = [], stars: [NHLStar] = [],
                penalties: [NHLPenalty] = [], shootout: [NHLShootoutAttempt] = []) {
        self.game = game; self.venueLocation = venueLocation; self.goals = goals; self.stars = stars
        self.penalties = penalties; self.shootout = shootout
    }

    public static func decode(_ data: Data) throws -> NHLLanding {
        let game = try JSONDecoder().decode(NHLGame.self, from: data)
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        let summary = wire.summary?.value
        let goals = PeriodGroup.flatten(summary?.scoring).map { goal in
            var goal = goal
            if goal.isHome == nil, let team = goal.team { goal.isHome = team == game.home.abbrev }
            return goal
        }
        let penalties = PeriodGroup.flatten(summary?.penalties)
        var landing = NHLLanding(game: game, venueLocation: wire.venueLocation?.text,
                          goals: goals.enumerated().sorted { a, b in
                              (a.element.period, NHLClockText.seconds(a.element.time) ?? 0, a.offset)
                                  < (b.element.period, NHLClockText.seconds(b.element.time) ?? 0, b.offset)
                          }.map(\.element),
                          stars: (summary?.threeStars?.elements ?? []).sorted { ($0.star ?? 9) < ($1.star ?? 9) },
                          penalties: penalties,
                          shootout: (summary?.shootout?.elements ?? []).enumerated()
                              .sorted { ($0.element.sequence ?? $0.offset + 1, $0.offset) < ($1.element.sequence ?? $1.offset + 1, $1.offset) }
                              .map(\.element))
        landing.matchup = wire.matchup.flatMap { $0.value.isEmpty ? nil : $0.value }
        return landing
    }

    struct Wire: Decodable {
        var venueLocation: LocalizedText?
        var summary: LossyValue<Summary>?
        var matchup: MatchupWire?
        enum CodingKeys: String, CodingKey { case venueLocation, summary, matchup }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            venueLocation = try? c.decodeIfPresent(LocalizedText.self, forKey: .venueLocation)
            summary = try? c.decodeIfPresent(LossyValue<Summary>.self, forKey: .summary)
            matchup = try? c.decodeIfPresent(MatchupWire.self, forKey: .matchup)
        }
    }

    struct Summary: Decodable {
        var scoring: LossyList<PeriodGroup<NHLGoal>>?
        var threeStars: LossyList<NHLStar>?
        var penalties: LossyList<PeriodGroup<NHLPenalty>>?
        var shootout: LossyList<NHLShootoutAttempt>?
        enum CodingKeys: String, CodingKey { case scoring, threeStars, penalties, shootout }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            scoring = try? c.decodeIfPresent(LossyList<PeriodGroup<NHLGoal>>.self, forKey: .scoring)
            threeStars = try? c.decodeIfPresent(LossyList<NHLStar>.self, forKey: .threeStars)
            penalties = try? c.decodeIfPresent(LossyList<PeriodGroup<NHLPenalty>>.self, forKey: .penalties)
            shootout = try? c.decodeIfPresent(LossyList<NHLShootoutAttempt>.self, forKey: .shootout)
        }
    }
}

/// A summary item told under its period (a goal, a penalty): the period is
/// the group's, written into each item as the groups are flattened.
protocol PeriodTagged: Decodable {
    var period: Int { get set }
    var periodType: String? { get set }
}

extension NHLGoal: PeriodTagged {}
extension NHLPenalty: PeriodTagged {}

/// `{"periodDescriptor": …, "goals": […]}` in `summary.scoring`, and the same
/// with `"penalties"` in `summary.penalties`.
struct PeriodGroup<Item: PeriodTagged>: Decodable {
    var period: NHLPeriodDescriptor
    var items: [Item]

    enum CodingKeys: String, CodingKey { case periodDescriptor, goals, penalties }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        period = (try? c.decode(NHLPeriodDescriptor.self, forKey: .periodDescriptor)) ?? NHLPeriodDescriptor()
        let list = ((try? c.decodeIfPresent(LossyList<Item>.self, forKey: .goals)) ?? nil)
            ?? ((try? c.decodeIfPresent(LossyList<Item>.self, forKey: .penalties)) ?? nil)
        items = list?.elements ?? []
    }

    /// Every group's items in order, each tagged with its group's period.
    static func flatten(_ groups: LossyList<PeriodGroup>?) -> [Item] {
        (groups?.elements ?? []).flatMap { group in
            group.items.map { item in
                var item = item
                item.period = group.period.number ?? 0; item.periodType = group.period.type
                return item
            }
        }
    }
}

/// `periodDescriptor`: the period's number (4 is the first overtime) and type.
public struct NHLPeriodDescriptor: Decodable, Equatable, Sendable {
    public var number: Int?
    /// `REG`, `OT`, `SO`.
    public var type: String?

    public init(number: Int? = nil, type: String? = nil) { self.number = number; self.type = type }

    enum K: String, CodingKey { case number, periodType }
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        number = f.int(.number).flatMap { (1...20).contains($0) ? $0 : nil }
        type = f.get(.periodType)
    }

    /// `1st`, `2nd`, `3rd`, `OT`, `2OT`, `SO`; for a period that is not there, `?`.
    public static func label(_ number: Int, _ type: String?) -> String {
        switch type {
        case "SO": return "SO"
        case "OT" where number > 4: return "\(number - 3)OT"
        case "OT": return "OT"
        default:
            if (1...3).contains(number) { return ["1st", "2nd", "3rd"][number - 1] }
            return number > 3 ? (number == 4 ? "OT" : "\(number - 3)OT") : "?"
        }
    }
}

/// `mm:ss` as the API writes times in a period.
public enum NHLClockText {
    public static func seconds(_ text: String?) -> Int? {
        guard let text else { return nil }
        let parts = text.split(separator: ":")
        guard parts.count == 2, let m = Int(parts[0]), let s = Int(parts[1]), (0..<1000).contains(m), (0..<60).contains(s) else { return nil }
        return m * 60 + s
    }
}
