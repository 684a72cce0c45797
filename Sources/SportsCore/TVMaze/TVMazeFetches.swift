import FoundationEssentials

extension Fetch where Value == [TVShow] {
    /// A page of the catalogue (250 shows; 404 past the last page).
    public static func tvmazeShows(page: Int) -> Fetch {
        Fetch(.tvmazeShows(page: page)) { try TVShow.decodePage($0) }
    }
}

extension Fetch where Value == [TVShow] {
    /// The catalogue searched by name: TVMaze's best matches, best first.
    public static func tvmazeSearch(_ query: String) -> Fetch {
        Fetch(.tvmazeSearch(query: query)) { try TVShow.decodeSearch($0) }
    }
}

extension Fetch where Value == TVShow {
    public static func tvmazeShow(id: Int) -> Fetch {
        Fetch(.tvmazeShow(id: id)) { try TVShow.decodeOne($0) }
    }
}
