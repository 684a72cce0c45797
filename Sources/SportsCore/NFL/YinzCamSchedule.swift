import FoundationEssentials

/// The YinzCam schedule exercise payload: a root team and sections of games.
/// The real file mixes JSON booleans with "true"/"True" strings and numbers
/// with strings, and bye entries have no date, opponent or venue at all, so
/// every field is read leniently; only the root shape is required.
public struct YinzCamSchedule: Decodable, Equatable, Sendable {
    public var team: YinzCamTeam
    public var sections: [YinzCamSection]

    enum CodingKeys: String, CodingKey { case team = "Team", sections = "GameSection" }

    public init(team: YinzCamTeam, sections: [YinzCamSection]) { self.team = team; self.sections = sections }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        team = try c.decode(YinzCamTeam.self, forKey: .team)
        // A single section may arrive as an object instead of an array.
        if let list = try? c.decode([YinzCamSection].self, forKey: .sections) {
            sections = list
        } else {
            sections = [try c.decode(YinzCamSection.self, forKey: .sections)]
        }
    }

    public static func decode(_ data: Data) throws -> YinzCamSchedule {
        try JSONDecoder().decode(YinzCamSchedule.self, from: data)
    }
}

public struct YinzCamTeam: Decodable, Equatable, Sendable {
    public var triCode: String
    public var fullName: String?
    public var name: String?
    public var city: String?
    public var record: String?

    enum CodingKeys: String, CodingKey { case triCode = "TriCode", fullName = "FullName", name = "Name", city = "City", record = "Record" }

    public init(triCode: String, fullName: String? = nil, name: String? = nil, city: String? = nil, record: String? = nil) {
        self.triCode = triCode; self.fullName = fullName; self.name = name; self.city = city; self.record = record
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        triCode = c.lenientString(.triCode) ?? ""
        fullName = c.lenientString(.fullName)
        name = c.lenientString(.name)
        city = c.lenientString(.city)
        record = c.lenientString(.record)
    }
}

public struct YinzCamSection: Decodable, Equatable, Sendable {
    public var heading: String
    public var games: [YinzCamGame]
    public var skipped: Int

    enum CodingKeys: String, CodingKey { case heading = "Heading", games = "Game" }

    public init(heading: String, games: [YinzCamGame]) { self.heading = heading; self.games = games; self.skipped = 0 }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        heading = c.lenientString(.heading) ?? ""
        if let one = try? c.decode(YinzCamGame.self, forKey: .games), (try? c.decode([YinzCamGame].self, forKey: .games)) == nil {
            games = [one]; skipped = 0
        } else {
            let lossy = try c.decodeIfPresent(LossyList<YinzCamGame>.self, forKey: .games) ?? LossyList(elements: [], failures: 0)
            games = lossy.elements; skipped = lossy.failures
        }
    }
}

public struct YinzCamGame: Decodable, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case scheduled, final, bye
        case other(String)
    }

    public var id: String?
    public var kind: Kind
    public var week: String?
    public var label: String?
    public var tv: String?
    public var radio: String?
    public var venue: String?
    public var wlt: String?
    public var gameState: String?
    public var awayScore: String?
    public var homeScore: String?
    public var isHome: Bool
    public var scheduleHeader: String?
    public var result: String?
    public var timestamp: String?
    public var dateText: String?
    public var isTBA: Bool
    public var opponent: YinzCamTeam?

    enum CodingKeys: String, CodingKey {
        case id = "Id", type = "Type", week = "Week", label = "Label", tv = "TV", radio = "Radio", venue = "Venue"
        case wlt = "WLT", gameState = "GameState", awayScore = "AwayScore", homeScore = "HomeScore"
        case isHome = "IsHome", home = "Home", scheduleHeader = "ScheduleHeader", result = "Result"
        case date = "Date", opponent = "Opponent"
    }

    enum DateKeys: String, CodingKey { case timestamp = "Timestamp", text = "Text", isTBA = "IsTBA", isTba = "IsTba" }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientString(.id)
        switch c.lenientString(.type)?.uppercased() {
        case "S": kind = .scheduled
        case "F": kind = .final
        case "B": kind = .bye
        case let other: kind = .other(other ?? "")
        }
        week = c.lenientString(.week)
        label = c.lenientString(.label)
        tv = c.lenientString(.tv)
        radio = c.lenientString(.radio)
        venue = c.lenientString(.venue)
        wlt = c.lenientString(.wlt)
        gameState = c.lenientString(.gameState)
        awayScore = c.lenientString(.awayScore)
        homeScore = c.lenientString(.homeScore)
        isHome = c.lenientBool(.isHome) ?? c.lenientBool(.home) ?? false
        scheduleHeader = c.lenientString(.scheduleHeader)
        result = c.lenientString(.result)
        if let d = try? c.nestedContainer(keyedBy: DateKeys.self, forKey: .date) {
            timestamp = d.lenientString(.timestamp)
            dateText = d.lenientString(.text)
            isTBA = d.lenientBool(.isTBA) ?? d.lenientBool(.isTba) ?? false
        } else {
            timestamp = nil; dateText = nil; isTBA = false
        }
        opponent = try? c.decodeIfPresent(YinzCamTeam.self, forKey: .opponent)
    }
}

extension KeyedDecodingContainer {
    /// A string, or a number written as one; nil for anything else.
    func lenientString(_ key: Key) -> String? {
        if let s = try? decodeIfPresent(String.self, forKey: key) { return s }
        if let i = try? decodeIfPresent(Int.self, forKey: key) { return String(i) }
        if let d = try? decodeIfPresent(Double.self, forKey: key) { return String(d) }
        if let b = try? decodeIfPresent(Bool.self, forKey: key) { return String(b) }
        return nil
    }

    /// true/false, "true"/"True"/"FALSE", 1/0.
    func lenientBool(_ key: Key) -> Bool? {
        if let b = try? decodeIfPresent(Bool.self, forKey: key) { return b }
        if let s = try? decodeIfPresent(String.self, forKey: key) {
            switch s.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: return nil
            }
        }
        if let i = try? decodeIfPresent(Int.self, forKey: key) { return i != 0 }
        return nil
    }
}
