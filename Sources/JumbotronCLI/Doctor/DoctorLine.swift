import TerminalUI

/// One finding of `jumbotron doctor`: a verdict, a topic and what it means.
struct DoctorLine: Sendable {
    enum Level: String, Sendable {
        case ok = "ok"
        case warn = "warn"
        /// Something that stops normal use: the exit status is 1.
        case fail = "FAIL"
    }

    var level: Level
    var topic: String
    var text: String

    static func ok(_ topic: String, _ text: String) -> DoctorLine { DoctorLine(level: .ok, topic: topic, text: text) }
    static func warn(_ topic: String, _ text: String) -> DoctorLine { DoctorLine(level: .warn, topic: topic, text: text) }
    static func fail(_ topic: String, _ text: String) -> DoctorLine { DoctorLine(level: .fail, topic: topic, text: text) }

    var rendered: String {
        let level = self.level.rawValue.fixedWidth(5)
        let topic = self.topic.fixedWidth(12)
        return "\(level) \(topic) \(Self.printable(text))"
    }

    /// Text from outside (paths, database messages with index names, server
    /// answers) never carries a control character to the terminal: each is shown as `?`.
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { s in
            s.value < 0x20 || (0x7F..<0xA0).contains(s.value) ? "?" : s
        }))
    }

    /// The last line: what the findings add up to.
    static func verdict(_ lines: [DoctorLine]) -> String {
        let fails = lines.filter { $0.level == .fail }.count
        let warns = lines.filter { $0.level == .warn }.count
        if fails > 0 {
            return "Verdict: blocked. \(fails) problem\(fails == 1 ? "" : "s") (FAIL) stop\(fails == 1 ? "s" : "") normal use; fix \(fails == 1 ? "it" : "them") and run `jumbotron doctor` again."
        }
        if warns > 0 { return "Verdict: ready, with \(warns) warning\(warns == 1 ? "" : "s") above." }
        return "Verdict: ready."
    }
}
