import SportsCore
import TerminalUI

/// The Basketball tab's keys for what is on screen, offering only what works now.
enum BasketballKeys {
    static func map(_ s: BasketballState, _ context: ScreenContext) -> KeyMap<BasketballIntent> {
        if s.needsKey {
            return KeyMap("Basketball", [
                KeyBinding([.char("o")], .openSignUp, help: "Open the balldontlie sign-up page", hint: "sign up"),
                KeyBinding([.char("s")], .browseSample, help: "Browse the bundled sample instead", hint: "sample"),
            ])
        }
        if s.popup != nil {
            return KeyMap("Player", [
                KeyBinding([.escape, .enter, .char("q")], .closePopup, help: "Close the player", hint: "close"),
                KeyBinding([.down, .char("j")], .scrollPopup(1), help: "Scroll the player down", hint: "more"),
                KeyBinding([.up, .char("k")], .scrollPopup(-1), help: "Scroll the player up"),
            ].filter { b in
                guard case .scrollPopup(let d) = b.intent else { return true }
                return d > 0 ? BasketballView.popupOverflow(s, context) > s.popupScroll : s.popupScroll > 0
            })
        }
        // A rate-limit countdown (it may be long: the server says how long) is always one key from over.
        let stop = s.wait == nil ? [] : [KeyBinding<BasketballIntent>([.escape], .stopWaiting, help: "Stop waiting out the rate limit", hint: "stop waiting")]
        if let team = s.openTeam {
            let loaded = s.players[team.id]
            var b = stop
            if s.selectedPlayer != nil { b.append(KeyBinding([.enter], .players(.open), help: "Open the player", hint: "player")) }
            let count = s.ordered(team).count
            if count > 1 {
                b += [
                    KeyBinding([.up, .char("k")], .players(.up), help: "Previous player"),
                    KeyBinding([.down, .char("j")], .players(.down), help: "Next player", hint: "move"),
                    KeyBinding([.pageUp], .players(.pageUp), help: "Page up"),
                    KeyBinding([.pageDown], .players(.pageDown), help: "Page down"),
                    KeyBinding([.home, .char("g")], .players(.top), help: "First player"),
                ]
            }
            if count > 1 || loaded?.done == false {
                b.append(KeyBinding([.end, .char("G")], .players(.bottom), help: "Last player (loads every page)"))
            }
            if count > 1 {
                b.append(KeyBinding([.char("n")], .toggleOrder, help: s.byName ? "Players in the API's order" : "Players by last name",
                                    hint: s.byName ? "API order" : "by name"))
            }
            b.append(KeyBinding([.escape, .backspace, .char("h")], .players(.back), help: "Back to the teams", hint: "back"))
            return KeyMap("Team", b)
        }
        var b = stop
        if s.teams.value != nil {
            b.append(KeyBinding([.char("/")], .filter, help: "Filter by city, nickname or abbreviation (Esc clears)", hint: "filter"))
            b.append(KeyBinding([.char("c")], .cycleConference, help: "Conference: All, East, West", hint: s.conference.next.rawValue))
            if !s.filter.isEmpty { b.append(KeyBinding([.escape], .clearFilter, help: "Clear the filter")) }
        }
        // A current club (defunct franchises play no games to follow).
        if let t = s.selectedTeam, !t.conference.isEmpty {
            b += FollowedTeam.keys(follow: .follow, unfollow: .unfollow,
                                   FollowedTeam.make(league: .nba, abbreviation: t.abbreviation, name: t.fullName), context.saved)
        }
        b += s.list.bindings(s.spec, context) { BasketballIntent.list($0) }.filter { $0.intent != .list(.back) }
        return KeyMap("Basketball", b)
    }

    static let filter = KeyHelp.typingFilter(by: "city, nickname or abbreviation")
}
