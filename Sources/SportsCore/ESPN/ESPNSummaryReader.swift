import FoundationEssentials
import Primitives

/// ESPN's summary read from its tree: each field on its own (a missing or
/// mistyped one is nil), each list element-wise, folded into `ESPNSummary`:
/// each team's statistics and player tables together, plays without text
/// left out, a probability outside 0…1 dropped.
enum ESPNSummaryReader {
    /// The summary's top-level members `summary` reads (the header is decoded apart).
    static let members: Set<String> = ["boxscore", "drives", "scoringPlays", "plays", "keyEvents", "commentary", "winprobability",
                                       "leaders", "injuries", "rosters", "standings", "gameInfo", "seasonseries"]

    /// `group`: the cup group both sides carry in the header (`Group A`), for a table the answer titles only generically.
    static func summary(_ root: JSONTree, game: ESPNGame?, group: String? = nil) -> ESPNSummary {
        var out = ESPNSummary(game: game)
        out.teams = teamBoxes(root["boxscore"])
        let drives = root["drives"]
        out.drives = (drives?["previous"]?.objects ?? []).map(drive)
        out.currentDrive = drives?["current"].flatMap { $0.isObject ? drive($0) : nil }
        out.scoringPlays = (root["scoringPlays"]?.objects ?? []).compactMap(play)
        out.plays = (root["plays"]?.array != nil ? root["plays"]!.objects : root["keyEvents"]?.objects ?? []).compactMap(play)
        out.commentary = (root["commentary"]?.objects ?? []).compactMap { c in
            let text = c["text"]?.string
            guard var play = c["play"].flatMap(play) ?? text.flatMap({ ESPNSummary.Play(text: $0) }) else { return nil }
            if let text = text?.trimmedWhitespace, !text.isEmpty { play.text = text }
            if play.clock == nil { play.clock = c["time"]?["displayValue"]?.string }
            return play
        }
        out.winProbability = (root["winprobability"]?.objects ?? []).compactMap { w in
            guard let home = w["homeWinPercentage"]?.double, (0...1).contains(home) else { return nil }
            return ESPNSummary.WinPoint(playID: w["playId"]?.string, home: home)
        }
        out.leaders = (root["leaders"]?.objects ?? []).flatMap { team in
            (team["leaders"]?.objects ?? []).compactMap { category -> ESPNSummary.Leader? in
                guard let top = category["leaders"]?.objects.first, let name = personName(top["athlete"]).nonEmpty else { return nil }
                return ESPNSummary.Leader(teamID: team["team"]?["id"]?.string, category: category["displayName"]?.string ?? "",
                                          name: name, line: top["displayValue"]?.string ?? "")
            }
        }
        out.injuries = (root["injuries"]?.objects ?? []).flatMap { team in
            (team["injuries"]?.objects ?? []).compactMap { i -> ESPNSummary.Injury? in
                guard let name = personName(i["athlete"]).nonEmpty else { return nil }
                let detail: [String?] = [i["details"]?["type"]?.string, i["details"]?["detail"]?.string]
                return ESPNSummary.Injury(teamID: team["team"]?["id"]?.string, name: name, status: i["status"]?.string.nonEmpty,
                                          detail: Optional(detail.compactMap { $0.nonEmpty }.joined(separator: ", ")).nonEmpty)
            }
        }
        out.lineups = ESPNSoccerReader.lineups(root["rosters"])
        out.table = ESPNSoccerReader.table(root["standings"], group: group)
        facts(root["gameInfo"], into: &out)
        out.seasonSeries = root["seasonseries"]?.objects.first?["summary"]?.string.nonEmpty
        return out
    }

    /// The venue, its city, the attendance, the weather and the officials.
    static func facts(_ info: JSONTree?, into out: inout ESPNSummary) {
        let venue = info?["venue"], address = venue?["address"]
        out.venue = venue?["fullName"]?.string.nonEmpty
        let place: [String?] = [address?["city"]?.string, address?["state"]?.string ?? address?["country"]?.string]
        out.venueCity = Optional(place.compactMap { $0.nonEmpty }.joined(separator: ", ")).nonEmpty
        out.attendance = info?["attendance"]?.int.flatMap { $0 > 0 ? $0 : nil }
        if let w = info?["weather"], w.isObject {
            let parts: [String?] = [w["displayValue"]?.string.nonEmpty, w["temperature"]?.int.map { "\($0)°F" }]
            out.weather = Optional(parts.compactMap { $0 }.joined(separator: ", ")).nonEmpty
        }
        out.officials = (info?["officials"]?.objects ?? []).compactMap { personName($0).nonEmpty }
    }

    /// `displayName`, else `fullName`.
    static func personName(_ person: JSONTree?) -> String? {
        person?["displayName"]?.string ?? person?["fullName"]?.string
    }

    static func play(_ p: JSONTree) -> ESPNSummary.Play? {
        let type = p["type"]?["text"]?.string
        // A soccer key event may have only its kind (`Halftime`): that is its text.
        guard let words = (p["text"]?.string.nonEmpty ?? p["shortText"]?.string.nonEmpty ?? type)?.trimmedWhitespace, !words.isEmpty else { return nil }
        let spot = p["coordinate"]
        var play = ESPNSummary.Play(id: p["id"]?.string, text: words, type: type, period: p["period"]?["number"]?.int,
                                clock: p["clock"]?["displayValue"]?.string, teamID: p["team"]?["id"]?.string,
                                awayScore: p["awayScore"]?.int, homeScore: p["homeScore"]?.int, scoring: p["scoringPlay"]?.bool ?? false,
                                downDistance: p["start"]?["downDistanceText"]?.string.nonEmpty, yards: p["statYardage"]?.int,
                                x: spot?["x"]?.double, y: spot?["y"]?.double)
        play.participants = (p["participants"]?.objects ?? []).prefix(4).compactMap { personName($0["athlete"]).nonEmpty }
        play.shootout = p["shootout"]?.bool ?? false
        return play
    }

    static func drive(_ d: JSONTree) -> ESPNSummary.Drive {
        let team = d["team"], start = d["start"]
        return ESPNSummary.Drive(id: d["id"]?.string, teamID: team?["id"]?.string, abbreviation: team?["abbreviation"]?.string,
                                 description: d["description"]?.string.nonEmpty,
                                 result: (d["displayResult"]?.string ?? d["result"]?.string).nonEmpty, isScore: d["isScore"]?.bool ?? false,
                                 startPeriod: start?["period"]?["number"]?.int, startClock: start?["clock"]?["displayValue"]?.string,
                                 start: start?["text"]?.string.nonEmpty, yards: d["yards"]?.int,
                                 plays: (d["plays"]?.objects ?? []).compactMap(play))
    }

    /// Each team's statistics and its players' tables, matched by team id, in the answer's order.
    static func teamBoxes(_ box: JSONTree?) -> [ESPNSummary.TeamBox] {
        var boxes: [ESPNSummary.TeamBox] = (box?["teams"]?.objects ?? []).map { t in
            let team = t["team"]
            return ESPNSummary.TeamBox(teamID: team?["id"]?.string, abbreviation: team?["abbreviation"]?.string, name: team?["displayName"]?.string,
                                       stats: (t["statistics"]?.objects ?? []).compactMap { s in
                                           guard let name = s["name"]?.string, let text = s["displayValue"]?.string else { return nil }
                                           return ESPNSummary.TeamStat(name: name, label: s["label"]?.string ?? name, text: text)
                                       })
        }
        for (n, players) in (box?["players"]?.objects ?? []).enumerated() {
            let categories = (players["statistics"]?.objects ?? []).map(category)
            let team = players["team"], id = team?["id"]?.string
            // By team id; without ids, the same place in the answer's two lists.
            let match = id == nil ? (boxes.indices.contains(n) && boxes[n].teamID == nil ? n : nil) : boxes.firstIndex { $0.teamID == id }
            if let i = match {
                boxes[i].categories = categories
            } else {
                boxes.append(ESPNSummary.TeamBox(teamID: id, abbreviation: team?["abbreviation"]?.string, name: team?["displayName"]?.string,
                                                 categories: categories))
            }
        }
        return boxes
    }

    static func category(_ c: JSONTree) -> ESPNSummary.Category {
        ESPNSummary.Category(name: c["name"]?.string ?? "", title: c["text"]?.string, labels: c["labels"]?.strings ?? [],
                             athletes: (c["athletes"]?.objects ?? []).compactMap { line in
                                 let athlete = line["athlete"]
                                 guard let name = athlete?["displayName"]?.string.nonEmpty else { return nil }
                                 return ESPNSummary.AthleteLine(id: athlete?["id"]?.string, name: name, jersey: athlete?["jersey"]?.string,
                                                                position: athlete?["position"]?["abbreviation"]?.string,
                                                                stats: line["stats"]?.strings ?? [], starter: line["starter"]?.bool ?? false,
                                                                didNotPlay: line["didNotPlay"]?.bool ?? false, reason: line["reason"]?.string.nonEmpty)
                             }, totals: c["totals"]?.strings ?? [])
    }
}

