import FoundationEssentials
import Primitives

/// A TVMaze show. Every field is optional but `id` and `name`, and each is
/// read on its own (a wrong type drops that field, not the show), so older
/// and newer schema variants both decode. Encodable: favorites store the
/// whole record so they open with no network.
public struct TVShow: Codable, Hashable, Sendable, Identifiable {
    public var id: Int
    public var name: String
    public var url: String?
    public var type: String?
    public var language: String?
    public var genres: [String]
    public var status: String?
    public var runtime: Int?
    public var averageRuntime: Int?
    public var premiered: String?
    public var ended: String?
    public var officialSite: String?
    public var schedule: Schedule?
    public var rating: Rating?
    public var network: Channel?
    public var webChannel: Channel?
    public var externals: Externals?
    public var image: Images?
    public var summary: String? { didSet { plainSummary = HTMLText.plain(summary ?? "") } }
    public var updated: Int?
    /// The summary as plain text, converted once (not on every frame that shows it).
    public private(set) var plainSummary = ""

    public struct Schedule: Codable, Hashable, Sendable {
        public var time: String?
        public var days: [String]?
    }
    public struct Rating: Codable, Hashable, Sendable {
        public var average: Double?
    }
    public struct Country: Codable, Hashable, Sendable {
        public var name: String?
        public var code: String?
    }
    public struct Channel: Codable, Hashable, Sendable {
        public var id: Int?
        public var name: String?
        public var country: Country?
    }
    public struct Externals: Codable, Hashable, Sendable {
        public var imdb: String?
    }
    public struct Images: Codable, Hashable, Sendable {
        public var medium: String?
        public var original: String?
    }

    public init(id: Int, name: String, genres: [String] = []) {
        self.id = id; self.name = name; self.genres = genres
    }

    enum CodingKeys: String, CodingKey {
        case id, name, url, type, language, genres, status, runtime, averageRuntime, premiered, ended, officialSite
        case schedule, rating, network, webChannel, externals, image, summary, updated
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        // A show without a name is a row of the wrong shape: skipped (and counted), never an empty row.
        let name = String(try c.decode(String.self, forKey: .name).prefix(Self.longestName)).trimmedWhitespace
        guard !name.isEmpty else { throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription: "empty name") }
        self.name = name
        func opt<T: Decodable>(_ key: CodingKeys) -> T? { (try? c.decodeIfPresent(T.self, forKey: key)) ?? nil }
        url = opt(.url); type = opt(.type); language = opt(.language)
        genres = opt(.genres) ?? []
        status = opt(.status); runtime = opt(.runtime); averageRuntime = opt(.averageRuntime)
        premiered = opt(.premiered); ended = opt(.ended); officialSite = opt(.officialSite)
        schedule = opt(.schedule); rating = opt(.rating); network = opt(.network); webChannel = opt(.webChannel)
        externals = opt(.externals); image = opt(.image); updated = opt(.updated)
        // Real summaries are a paragraph or two; a megabyte one made each search answer cost a second of CPU.
        summary = (opt(.summary) as String?).map { String($0.prefix(Self.longestSummary)) }
        plainSummary = HTMLText.plain(summary ?? "")
    }

    /// The most of a name or summary kept: far past any real one, and what a
    /// row or the detail pane could ever show.
    public static let longestName = 300, longestSummary = 16_384

    public static func decodePage(_ data: Data) throws -> [TVShow] {
        try JSONDecoder().decode(LossyList<TVShow>.self, from: data).elements
    }

    /// `GET /search/shows?q=` answers `[{"score": 0.9, "show": {…}}]`; a hit
    /// without a readable show is skipped, as a malformed show in a page is.
    public static func decodeSearch(_ data: Data) throws -> [TVShow] {
        struct Hit: Decodable { let show: TVShow }
        return try JSONDecoder().decode(LossyList<Hit>.self, from: data).elements.map(\.show)
    }

    public static func decodeOne(_ data: Data) throws -> TVShow {
        try JSONDecoder().decode(TVShow.self, from: data)
    }

    // What rows and the detail pane show.
    public var year: String? { premiered.map { String($0.prefix(4)) } }
    public var channelName: String? { network?.name ?? webChannel?.name }
    /// An IMDb id usable in a URL: `tt` and digits only.
    public var imdbID: String? {
        guard let id = externals?.imdb, id.hasPrefix("tt"), id.count > 2, id.dropFirst(2).allSatisfy(\.isASCII),
              id.dropFirst(2).allSatisfy(\.isNumber) else { return nil }
        return id
    }
    public var imdbURL: URL? { imdbID.flatMap { URL(string: "https://www.imdb.com/title/\($0)") } }
}
