import FoundationEssentials
import SportsCore

/// A match's key events as one timeline: goals (the scorer, the assist, a
/// penalty or an own goal, the score after it), cards and substitutions,
/// missed penalties, by half. Kick-off, half-time and the drinks breaks are
/// the feed's bookkeeping, not events, and are left out.
enum SoccerTimeline {
    enum Kind: Equatable {
        case goal, penalty, ownGoal, yellow, secondYellow, red, substitution, missedPenalty
        /// A kick of the shootout, in or not: it counts in the shootout's tally, never the match's score.
        case shootoutScored, shootoutMissed
    }

    struct Event: Equatable {
        var kind: Kind
        var period: Int?
        var minute: String?
        var teamID: String?
        /// The scorer, the player booked, the player on.
        var player: String?
        /// The assist, the player off.
        var other: String?
        /// After a goal: (home, away).
        var score: (home: Int, away: Int)?

        static func == (a: Event, b: Event) -> Bool {
            a.kind == b.kind && a.period == b.period && a.minute == b.minute && a.teamID == b.teamID && a.player == b.player
                && a.other == b.other && a.score?.home == b.score?.home && a.score?.away == b.score?.away
        }
    }

    static func kind(_ play: ESPNSummary.Play) -> Kind? {
        let type = (play.type ?? "").lowercased()
        if play.shootout {
            guard type.hasPrefix("penalty") || type.hasPrefix("goal") || play.scoring else { return nil }
            return type.contains("scored") || type.hasPrefix("goal") ? .shootoutScored : .shootoutMissed
        }
        if type.hasPrefix("own goal") { return .ownGoal }
        if type.hasPrefix("penalty") { return type.contains("scored") ? .penalty : .missedPenalty }
        if type.hasPrefix("goal") || play.scoring { return .goal }
        if type.contains("yellow") && type.contains("red") || type.contains("second yellow") { return .secondYellow }
        if type.contains("red card") { return .red }
        if type.contains("yellow card") { return .yellow }
        if type.hasPrefix("substitution") { return .substitution }
        return nil
    }

    static func events(_ summary: ESPNSummary, _ game: ESPNGame) -> [Event] {
        var home = 0, away = 0, kicks = (home: 0, away: 0)
        return summary.plays.compactMap { play -> Event? in
            guard let kind = kind(play) else { return nil }
            var event = Event(kind: kind, period: play.period, minute: play.clock.flatMap { $0.isEmpty ? nil : $0 }, teamID: play.teamID,
                              player: play.participants.first, other: play.participants.dropFirst().first)
            if kind == .shootoutScored || kind == .shootoutMissed {
                // The shootout under its own heading, each kick with the tally after it.
                event.period = shootoutPeriod
                event.minute = nil
                if kind == .shootoutScored {
                    if play.teamID == game.home.id { kicks.home += 1 } else if play.teamID == game.away.id { kicks.away += 1 }
                }
                event.score = kicks
                return event
            }
            if [.goal, .penalty, .ownGoal].contains(kind) {
                if let stated = scoreAfter(play.text, game) {
                    (home, away) = stated
                } else if play.teamID != nil {
                    // Without a stated score, the event's team is the one that scored (ESPN credits an own goal to the side it counts for).
                    if play.teamID == game.home.id { home += 1 } else if play.teamID == game.away.id { away += 1 }
                }
                event.score = (home, away)
            }
            return event
        }
    }

    /// `Goal! Mexico 1, South Africa 0.`: the score the feed states, by the teams' names.
    static func scoreAfter(_ text: String, _ game: ESPNGame) -> (home: Int, away: Int)? {
        func goals(_ name: String?) -> Int? {
            guard let name, !name.isEmpty, let range = text.firstRange(of: name + " ") else { return nil }
            let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            return digits.isEmpty || digits.count > 2 ? nil : Int(digits)
        }
        guard let h = goals(game.home.name), let a = goals(game.away.name) else { return nil }
        return (h, a)
    }

    /// The shootout's kicks, whatever period the feed numbers them in.
    static let shootoutPeriod = 5

    /// `First half`, `Second half`, `Extra time`, `Penalties`.
    static func periodName(_ period: Int?) -> String {
        switch period ?? 1 {
        case ...1: "First half"
        case 2: "Second half"
        case 3: "Extra time, first half"
        case 4: "Extra time, second half"
        default: "Penalty shootout"
        }
    }
}
