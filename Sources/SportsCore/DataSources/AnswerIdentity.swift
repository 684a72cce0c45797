/// An answer about something other than what was asked (a caching proxy, a
/// wrong route, a hostile server) is refused like unreadable data: it is
/// neither shown nor cached, and the last good copy stays on screen. A
/// finished game's answer is cached for good, so one wrong answer once
/// replaced that game for ever.
enum AnswerIdentity {
    static func require(_ answered: Int, is asked: Int, _ kind: String) throws {
        guard answered == asked else { throw FetchError.decoding("it answered for another \(kind), \(answered), not \(asked)") }
    }
}
