import TerminalUI

public enum ScheduleKeys {
    public static let map = KeyMap<ListIntent>("Schedule", ListKeys.bindings)
}
