import FoundationEssentials
import Primitives

/// One goal of a landing's `summary.scoring`.
public struct NHLGoal: Equatable, Sendable, Decodable {
    public struct Assist: Equatable, Sendable {
        public var name: String
        /// The season's total so far, this one included.
        public var total: Int?
        /// First and last name, for print (the API's short name otherwise).
        public var fullName: String? = nil
    }

    public var eventId: Int?
    public var period = 0
    public var periodType: String?
    public var time: String?
    public var team: String?
    public var isHome: Bool?
    public var scorer: String
    /// First and last name, for print (the API's short name otherwise).
    public var scorerFullName: String?
    public var scorerTotal: Int?
    public var assists: [Assist]
    /// `ev`, `pp`, `sh` as the API writes it.
    public var strength: String?
    public var situationCode: String?
    public var goalModifier: String?
    public var shotType: String?
    public var awayScore: Int?
    public var homeScore: Int?

    public init(period: Int, time: String?, team: String?, isHome: Bool?, scorer: String, scorerTotal: Int? = nil,
                assists: [Assist] = [], strength: String? = nil, awayScore: Int? = nil, homeScore: Int? = nil) {
        self.period = period; self.time = time; self.team = team; self.isHome = isHome; self.scorer = scorer
        self.scorerTotal = scorerTotal; self.assists = assists; self.strength = strength
        self.awayScore = awayScore; self.homeScore = homeScore
    }

    /// A shootout attempt that scored: one shooter against one goalie, so no
    /// strength and no assists to speak of.
    public var isShootout: Bool { periodType == "SO" }

    /// `PP`, `SH`, `EN` (and `PP EN` …), nothing at even strength. An empty net
    /// is read from the modifier or from the situation code (the defending
    /// side's goalie digit is 0).
    public var strengthLabel: String {
        if isShootout { return "" }
        var parts: [String] = []
        switch strength?.lowercased() {
        case "pp": parts.append("PP")
        case "sh": parts.append("SH")
        default: break
        }
        if isEmptyNet { parts.append("EN") }
        return parts.joined(separator: " ")
    }

    /// For print: `EV`, `PP`, `SH`, `EN`, or both (`PP EN`): never empty when the API says.
    public var strengthCode: String {
        if isShootout { return "" }
        let label = strengthLabel
        if !label.isEmpty { return label }
        return strength?.uppercased() ?? ""
    }

    public var isEmptyNet: Bool {
        if goalModifier == "empty-net" { return true }
        guard let code = situationCode, code.count == 4, let isHome else { return false }
        let digits = Array(code)
        return (isHome ? digits[0] : digits[3]) == "0"
    }

    enum K: String, CodingKey {
        case eventId, timeInPeriod, teamAbbrev, isHome, name, firstName, lastName, goalsToDate, assists, strength
        case situationCode, goalModifier, shotType, awayScore, homeScore
    }
    enum AssistKey: String, CodingKey { case name, firstName, lastName, assistsToDate }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        eventId = f.int(.eventId); time = f.get(.timeInPeriod); team = f.text(.teamAbbrev); isHome = f.get(.isHome)
        scorer = NHLNames.name(f.text(.name), f.text(.firstName), f.text(.lastName))
        scorerFullName = NHLNames.fullName(f.text(.firstName), f.text(.lastName))
        scorerTotal = f.count(.goalsToDate)
        strength = f.get(.strength); situationCode = f.get(.situationCode); goalModifier = f.get(.goalModifier)
        shotType = f.get(.shotType); awayScore = f.count(.awayScore); homeScore = f.count(.homeScore)
        assists = ((f.get(.assists) as LossyList<AssistWire>?)?.elements ?? []).map(\.assist)
    }

    struct AssistWire: Decodable {
        var assist: Assist
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, AssistKey.self)
            assist = Assist(name: NHLNames.name(f.text(.name), f.text(.firstName), f.text(.lastName)), total: f.count(.assistsToDate),
                            fullName: NHLNames.fullName(f.text(.firstName), f.text(.lastName)))
        }
    }
}

/// One of the three stars.
public struct NHLStar: Equatable, Sendable, Decodable {
    public var star: Int?
    public var name: String
    public var team: String?
    public var position: String?
    public var goals: Int?, assists: Int?, points: Int?
    public var savePercentage: Double?
    public var goalsAgainstAverage: Double?

    enum K: String, CodingKey { case star, name, firstName, lastName, teamAbbrev, position, goals, assists, points, savePctg, goalsAgainstAverage }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        star = f.int(.star); name = NHLNames.name(f.text(.name), f.text(.firstName), f.text(.lastName))
        team = f.text(.teamAbbrev); position = f.get(.position)
        goals = f.count(.goals); assists = f.count(.assists); points = f.count(.points)
        savePercentage = f.fraction(.savePctg); goalsAgainstAverage = f.average(.goalsAgainstAverage)
    }

    /// `1G 2A` for a skater, `.955` for a goalie; empty when the payload has neither.
    public var line: String {
        if position == "G" || savePercentage != nil {
            return savePercentage.map { NHLNumbers.savePercentage($0) + " SV%" } ?? ""
        }
        var parts: [String] = []
        if let goals, goals > 0 { parts.append("\(goals)G") }
        if let assists, assists > 0 { parts.append("\(assists)A") }
        return parts.joined(separator: " ")
    }
}

/// One penalty of a landing's `summary.penalties`.
public struct NHLPenalty: Equatable, Sendable, Decodable {
    public var period = 0
    public var periodType: String?
    public var time: String?
    public var team: String?
    /// `MIN`, `MAJ`, `BEN`, `MIS`, `GMIS`, `MAT`, `PS`.
    public var type: String?
    public var minutes: Int?
    /// Nil for a bench penalty (served by someone: `servedBy`).
    public var player: String?
    public var servedBy: String?
    public var drawnBy: String?
    public var descKey: String?

    enum K: String, CodingKey { case timeInPeriod, teamAbbrev, type, duration, committedByPlayer, servedBy, drawnBy, descKey }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        time = f.get(.timeInPeriod); team = f.text(.teamAbbrev); type = f.get(.type); minutes = f.count(.duration)
        // Older landings write names as plain strings, newer ones as localized objects; both read.
        player = f.text(.committedByPlayer); servedBy = f.text(.servedBy); drawnBy = f.text(.drawnBy); descKey = f.get(.descKey)
    }

    /// `Holding`, `Delaying game unsuccessful challenge`.
    public var infraction: String { NHLNames.words(descKey) ?? "Penalty" }

    /// `Bench (served by M. Maccelli)` when nobody committed it.
    public var who: String {
        if let player { return player }
        return servedBy.map { "Bench (served by \($0))" } ?? "Bench"
    }
}

/// One shootout attempt.
public struct NHLShootoutAttempt: Equatable, Sendable, Decodable {
    public var sequence: Int?
    public var team: String?
    public var shooter: String
    /// `goal`, `save`, `miss`.
    public var result: String?
    public var shotType: String?
    public var gameWinner: Bool

    enum K: String, CodingKey { case sequence, teamAbbrev, name, firstName, lastName, result, shotType, gameWinner }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        sequence = f.int(.sequence); team = f.text(.teamAbbrev)
        shooter = NHLNames.name(f.text(.name), f.text(.firstName), f.text(.lastName))
        result = f.get(.result); shotType = f.get(.shotType); gameWinner = f.get(.gameWinner) ?? false
    }
}

enum NHLNames {
    /// The short name the API gives (`E. Luostarinen`), else first and last, else `?`.
    static func name(_ short: String?, _ first: String?, _ last: String?) -> String {
        if let short { return short }
        let whole = [first, last].compactMap { $0 }.joined(separator: " ")
        return whole.isEmpty ? "?" : whole
    }

    /// `Eetu Luostarinen`, when both parts came.
    static func fullName(_ first: String?, _ last: String?) -> String? {
        guard let first, let last, !first.isEmpty, !last.isEmpty else { return nil }
        return "\(first) \(last)"
    }

    /// A key such as `delaying-game-puck-over-glass` as words.
    static func words(_ key: String?) -> String? {
        guard let key, !key.isEmpty else { return nil }
        let spaced = key.replacingAll("-", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }
}

public enum NHLNumbers {
    /// `.904`, `1.000`.
    public static func savePercentage(_ value: Double) -> String {
        let text = Fixed.text(value, places: 3)
        return text.hasPrefix("0") ? String(text.dropFirst()) : text
    }
}
