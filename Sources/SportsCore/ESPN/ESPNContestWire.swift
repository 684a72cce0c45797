import FoundationEssentials

/// The pieces of ESPN's scoreboard every sport's answer shares, read from the
/// JSON tree by the decoders of the sports beyond two teams (racing, fights,
/// cricket, tennis, golf): a competition's status, an athlete, a number
/// written as text. A tree walk, not `Decodable`: a golf field hole by hole
/// decodes four times faster, and faster than Python's `json.loads`.
enum ESPNContestWire {
    /// A competition's status: its phase, period (a lap, a round, an innings), clock and words.
    struct Status {
        var phase: ContestPhase
        var name: String?
        var period: Int?
        var displayClock: String?
        var summary: String?
        var detail: String?
        var shortDetail: String?

        init(_ tree: JSONTree?) {
            let type = tree?["type"]
            name = type?["name"]?.string
            phase = ContestPhase(state: type?["state"]?.string, name: name)
            period = tree?["period"]?.int
            displayClock = tree?["displayClock"]?.string
            summary = tree?["summary"]?.string
            detail = type?["detail"]?.string
            shortDetail = type?["shortDetail"]?.string
        }
    }

    /// An athlete's name to show: the display name, else the full one; nil when neither is given.
    static func name(_ athlete: JSONTree?) -> String? {
        [athlete?["displayName"]?.string, athlete?["fullName"]?.string].compactMap { $0 }.first { !$0.isEmpty }
    }

    /// An id ESPN writes as text (or, now and then, a number).
    static func id(_ tree: JSONTree?) -> String? {
        if let s = tree?.string, !s.isEmpty { return s }
        return tree?.int.map(String.init)
    }

    /// The events of a scoreboard; a document that is not an object is no scoreboard.
    static func events(_ data: Data) throws -> [JSONTree] {
        let tree = try JSONTree.parse(data, skipping: unread)
        guard tree.isObject else { throw FetchError.decoding("a scoreboard that is not an object") }
        return tree["events"]?.objects ?? []
    }

    /// What no family reads of a scoreboard: links, identifiers and pictures, regional broadcasts,
    /// odds. A Grand Slam's day carries a link list on every player of every match.
    static let unread: Set<String> = ["links", "uid", "guid", "href", "rel", "geoBroadcasts", "odds", "highlights", "headshot", "logo",
                                      "previousWinners", "calendar", "tickets", "leaders", "season"]

    /// Every network once, national ones first.
    static func broadcasts(_ tree: JSONTree?) -> [String] {
        let list = tree?.objects ?? []
        let ordered = list.filter { $0["market"]?.string == "national" } + list.filter { $0["market"]?.string != "national" }
        var seen = Set<String>(), names: [String] = []
        for name in ordered.flatMap({ $0["names"]?.strings ?? [] }) where !name.isEmpty && seen.insert(name).inserted { names.append(name) }
        return names
    }
}
