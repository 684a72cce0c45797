import FoundationEssentials
import Primitives

/// A player as ESPN's common v3 `athletes/{id}` describes them: who, where
/// from, and this season's line in a few numbers.
public struct ESPNAthlete: Equatable, Sendable {
    public var id: Int
    public var name: String
    public var position: String?
    public var positionName: String?
    public var jersey: String?
    public var team: String?
    public var teamName: String?
    public var age: Int?
    public var height: String?
    public var weight: String?
    public var born: String?
    public var birthPlace: String?
    public var college: String?
    public var experience: String?
    public var draft: String?
    public var batsThrows: String?
    public var status: String?
    public var headshot: String?
    /// `2025 season stats`, and its figures (`W-L 5-1`, `ERA 2.87`).
    public var seasonTitle: String?
    public var season: [Figure] = []

    public struct Figure: Equatable, Sendable {
        public var label: String
        public var name: String
        public var value: String
        public init(label: String, name: String, value: String) { self.label = label; self.name = name; self.value = value }
    }

    public init(id: Int, name: String) { self.id = id; self.name = name }

    /// Refused when it is about another player than the one asked for.
    public static func decode(_ data: Data, id asked: Int) throws -> ESPNAthlete {
        let root = try JSONTree.parse(data, skipping: ["links", "logos", "quicklinks", "playerSwitcher", "standings", "ticketsInfo"])
        guard let a = root["athlete"], a.isObject else { throw FetchError.decoding("the answer has no athlete") }
        guard let id = a["id"]?.string.flatMap({ Int($0) }) ?? a["id"]?.int else { throw FetchError.decoding("an athlete without an id") }
        try AnswerIdentity.require(id, is: asked, "player")
        var out = ESPNAthlete(id: id, name: clip(a["displayName"]?.string ?? a["fullName"]?.string, 60) ?? "Player \(id)")
        out.position = clip(a["position"]?["abbreviation"]?.string, 6)
        out.positionName = clip(a["position"]?["displayName"]?.string, 40)
        out.jersey = clip(a["jersey"]?.string ?? a["displayJersey"]?.string.map { $0.filter(\.isNumber) }, 4)
        out.team = clip(a["team"]?["abbreviation"]?.string, 6)
        out.teamName = clip(a["team"]?["displayName"]?.string, 60)
        out.age = a["age"]?.int.flatMap { (10...80).contains($0) ? $0 : nil }
        out.height = clip(a["displayHeight"]?.string, 12)
        out.weight = clip(a["displayWeight"]?.string, 12)
        out.born = clip(a["displayDOB"]?.string, 20)
        out.birthPlace = clip(a["displayBirthPlace"]?.string, 60)
        out.college = clip(a["college"]?["name"]?.string ?? a["college"]?.string, 60)
        out.experience = clip(a["displayExperience"]?.string, 30)
        out.draft = clip(a["displayDraft"]?.string, 80)
        out.batsThrows = clip(a["displayBatsThrows"]?.string, 20)
        out.status = clip(a["status"]?["name"]?.string ?? a["status"]?["type"]?.string, 20)
        out.headshot = clip(a["headshot"]?["href"]?.string, 300)
        out.seasonTitle = clip(a["statsSummary"]?["displayName"]?.string, 40)
        out.season = (a["statsSummary"]?["statistics"]?.objects ?? []).prefix(12).compactMap { s in
            guard let value = clip(s["displayValue"]?.string, 16) else { return nil }
            return Figure(label: clip(s["abbreviation"]?.string ?? s["shortDisplayName"]?.string, 10) ?? "?",
                          name: clip(s["displayName"]?.string, 40) ?? "", value: value)
        }
        return out
    }

    static func clip(_ s: String?, _ n: Int) -> String? {
        guard let t = s?.trimmedWhitespace, !t.isEmpty else { return nil }
        return String(t.prefix(n))
    }
}
