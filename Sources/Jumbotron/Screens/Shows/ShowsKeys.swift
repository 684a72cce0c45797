import SportsCore
import Synchronization
import TerminalUI

public enum ShowIntent: Sendable, Equatable {
    case favorite, delete, filter, openIMDb, clearFilter
    case list(ListIntent)
}

enum ShowsKeys {
    /// What decides the Shows keys; the map for each is built once (building it
    /// twice a frame, for the key and for the hint bar, showed in the frame time).
    private struct Shape: Hashable {
        let hasShow, hasIMDb, clearsFilter, opens, goesBack, pager, scrolls: Bool
    }
    private static let built = Mutex<[Shape: KeyMap<ShowIntent>]>([:])

    /// The Shows tab's keys for what is selected now: `o IMDb` only for a show with an IMDb id.
    static func shows(_ s: ShowsState, _ context: ScreenContext) -> KeyMap<ShowIntent> {
        let row = s.visible.indices.contains(s.list.selected) ? s.visible[s.list.selected] : nil
        let spec = s.spec(context)
        let shape = Shape(hasShow: row != nil, hasIMDb: row.map { s.show(at: $0).imdbID != nil } ?? false,
                          clearsFilter: !s.filter.isEmpty && !s.showingDetail,
                          opens: s.list.offers(.open, spec), goesBack: s.list.offers(.back, spec),
                          pager: s.list.isPager(spec, context), scrolls: (s.list.detailMaxOffset(spec, context) ?? 0) > 0)
        if let map = built.withLock({ $0[shape] }) { return map }
        let map = make(s, shape, context)
        built.withLock { $0[shape] = map }
        return map
    }

    private static func make(_ s: ShowsState, _ shape: Shape, _ context: ScreenContext) -> KeyMap<ShowIntent> {
        var bindings: [KeyBinding<ShowIntent>] = []
        if shape.hasShow {
            bindings += [
                KeyBinding([.char("f")], .favorite, help: "Save to favorites", hint: "favorite"),
                KeyBinding([.char("x")], .delete, help: "Delete from favorites", hint: "delete"),
            ]
        }
        bindings.append(KeyBinding([.char("/")], .filter, help: "Filter by name (Esc clears)", hint: "filter"))
        if shape.hasIMDb { bindings.append(KeyBinding([.char("o")], .openIMDb, help: "Open the IMDb page", hint: "IMDb")) }
        if shape.clearsFilter {
            bindings.append(KeyBinding([.escape], .clearFilter, help: "Clear the filter"))
        }
        return KeyMap("Shows", bindings + s.list.bindings(s.spec(context), context) { .list($0) })
    }

    static let filter = KeyHelp.typingFilter(by: "name")
}
