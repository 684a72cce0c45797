import TerminalUI

public enum ShowIntent: Sendable, Equatable {
    case favorite, delete, filter, openIMDb
    case list(ListIntent)
}

public enum ShowsKeys {
    static let listBindings = ListKeys.bindings.map { KeyBinding<ShowIntent>($0.keys, .list($0.intent), help: $0.help, hint: $0.hint) }

    public static let shows = KeyMap<ShowIntent>("Shows", [
        KeyBinding([.char("f")], .favorite, help: "Save to favorites", hint: "favorite"),
        KeyBinding([.char("x")], .delete, help: "Delete from favorites", hint: "delete"),
        KeyBinding([.char("/")], .filter, help: "Filter by name (Esc clears)", hint: "filter"),
        KeyBinding([.char("o")], .openIMDb, help: "Open the IMDb page"),
    ] + listBindings)

    public static let favorites = KeyMap<ShowIntent>("Favorites", [
        KeyBinding([.char("x")], .delete, help: "Delete from favorites", hint: "delete"),
        KeyBinding([.char("o")], .openIMDb, help: "Open the IMDb page"),
    ] + listBindings)
}
