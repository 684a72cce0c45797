import SportsCore
import TerminalUI

public enum ShowIntent: Sendable, Equatable {
    case favorite, delete, filter, openIMDb, clearFilter
    case list(ListIntent)
}

enum ShowsKeys {
    /// The Shows tab's keys for what is selected now: `o IMDb` only for a show with an IMDb id.
    static func shows(_ s: ShowsState) -> KeyMap<ShowIntent> {
        let show = s.selectedShow
        var bindings: [KeyBinding<ShowIntent>] = []
        if show != nil {
            bindings += [
                KeyBinding([.char("f")], .favorite, help: "Save to favorites", hint: "favorite"),
                KeyBinding([.char("x")], .delete, help: "Delete from favorites", hint: "delete"),
            ]
        }
        bindings.append(KeyBinding([.char("/")], .filter, help: "Filter by name (Esc clears)", hint: "filter"))
        if show?.imdbID != nil { bindings.append(KeyBinding([.char("o")], .openIMDb, help: "Open the IMDb page", hint: "IMDb")) }
        if !s.filter.isEmpty && !s.showingDetail {
            bindings.append(KeyBinding([.escape], .clearFilter, help: "Clear the filter"))
        }
        return KeyMap("Shows", bindings + s.list.bindings(s.spec) { .list($0) })
    }

    static func favorites(_ f: FavoritesState) -> KeyMap<ShowIntent> {
        let show = f.selectedShow
        var bindings: [KeyBinding<ShowIntent>] = []
        if show != nil { bindings.append(KeyBinding([.char("x")], .delete, help: "Delete from favorites", hint: "delete")) }
        if f.selectedPlayer != nil { bindings.append(KeyBinding([.char("x")], .delete, help: "Remove from favourites", hint: "remove")) }
        if show?.imdbID != nil { bindings.append(KeyBinding([.char("o")], .openIMDb, help: "Open the IMDb page", hint: "IMDb")) }
        return KeyMap("Favorites", bindings + f.list.bindings(f.spec) { .list($0) })
    }

    static let filter = KeyHelp.typingFilter(by: "name")
}
