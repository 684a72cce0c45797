import FoundationEssentials

/// An event of the play-by-play in words, naming players from the game's
/// roster (an id the roster lacks is left out, never shown as a number).
public enum NHLPlayText {
    public static func describe(_ play: NHLPlay, in pbp: NHLPlayByPlay) -> String {
        let d = play.details
        func name(_ id: Int?) -> String? { pbp.name(id) }
        func paren(_ s: String?) -> String { s.map { " (\($0))" } ?? "" }
        switch play.kind {
        case "shot-on-goal" where play.periodType == "SO":
            return "Shootout: \(name(d.shooter) ?? "?")\(paren(d.shotType))" + (name(d.goalie).map { ", stopped by \($0)" } ?? "")
        case "missed-shot" where play.periodType == "SO":
            return "Shootout miss: \(name(d.shooter) ?? "?")" + (NHLNames.words(d.reason).map { ", \($0.lowercased())" } ?? "")
        case "goal":
            let scorer = (name(d.scorer) ?? "?") + (d.scorerTotal.map { " (\($0))" } ?? "")
            let assists = [(d.assist1, d.assist1Total), (d.assist2, d.assist2Total)].compactMap { id, total in
                name(id).map { $0 + (total.map { " (\($0))" } ?? "") }
            }
            let shot = d.shotType.map { ", \($0)" } ?? ""
            // A shootout attempt has one shooter and no assists to name.
            if play.periodType == "SO" { return "Shootout goal: \(name(d.scorer) ?? "?")\(shot)" }
            return "Goal: \(scorer)\(shot) · " + (assists.isEmpty ? "unassisted" : "assists: " + assists.joined(separator: ", "))
        case "shot-on-goal":
            let save = name(d.goalie).map { ", saved by \($0)" } ?? ""
            return "Shot: \(name(d.shooter) ?? "?")\(paren(d.shotType))\(save)"
        case "missed-shot":
            let reason = NHLNames.words(d.reason).map { ", \($0.lowercased())" } ?? ""
            return "Missed: \(name(d.shooter) ?? "?")\(paren(d.shotType))\(reason)"
        case "blocked-shot":
            return "Blocked: \(name(d.shooter) ?? "?")" + (name(d.blocker).map { " by \($0)" } ?? "")
        case "hit":
            return "Hit: \(name(d.hitter) ?? "?")" + (name(d.hittee).map { " on \($0)" } ?? "")
        case "faceoff":
            return "Faceoff won by \(name(d.winner) ?? "?")" + (name(d.loser).map { " against \($0)" } ?? "")
        case "giveaway", "takeaway":
            return "\(NHLNames.words(play.kind) ?? play.kind): \(name(d.player) ?? "?")"
        case "penalty":
            let what = (NHLNames.words(d.descKey) ?? "Penalty").lowercased()
            let minutes = d.minutes.map { " (\($0) min)" } ?? ""
            if let who = name(d.committedBy) {
                return "Penalty: \(who), \(what)\(minutes)" + (name(d.drawnBy).map { ", drawn by \($0)" } ?? "")
            }
            return "Bench penalty: \(what)\(minutes)" + (name(d.servedBy).map { ", served by \($0)" } ?? "")
        case "stoppage":
            return "Stoppage" + (NHLNames.words(d.reason).map { ": \($0.lowercased())" } ?? "")
        case "period-start":
            return "Start of the " + NHLPeriodDescriptor.label(play.period, play.periodType)
        case "period-end":
            return "End of the " + NHLPeriodDescriptor.label(play.period, play.periodType)
        case "game-end":
            return "End of the game"
        case "shootout-complete":
            return "End of the shootout"
        default:
            return NHLNames.words(play.kind) ?? play.kind
        }
    }
}
