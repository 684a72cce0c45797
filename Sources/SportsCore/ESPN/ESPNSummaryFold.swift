import FoundationEssentials
import Primitives

extension ESPNSummaryWire {
    /// The answer in the app's terms: each team's statistics and player tables
    /// together, plays without text left out, a probability outside 0…1 dropped.
    var summary: ESPNSummary {
        var out = ESPNSummary(game: header?.game)
        out.teams = teamBoxes
        out.drives = drives?.previous?.elements.map(\.drive) ?? []
        out.currentDrive = drives?.current?.drive
        out.scoringPlays = scoringPlays?.elements.compactMap(\.play) ?? []
        out.plays = (plays?.elements ?? keyEvents?.elements ?? []).compactMap(\.play)
        out.commentary = (commentary?.elements ?? []).compactMap { c in
            guard var play = c.play?.play ?? c.text.flatMap({ ESPNSummary.Play(text: $0) }) else { return nil }
            if let text = c.text?.trimmedWhitespace, !text.isEmpty { play.text = text }
            if play.clock == nil { play.clock = c.time?.displayValue }
            return play
        }
        out.winProbability = (winprobability?.elements ?? []).compactMap { w in
            guard let home = w.homeWinPercentage, home.isFinite, (0...1).contains(home) else { return nil }
            return ESPNSummary.WinPoint(playID: w.playId, home: home)
        }
        out.leaders = (leaders?.elements ?? []).flatMap { team in
            (team.leaders?.elements ?? []).compactMap { category -> ESPNSummary.Leader? in
                guard let top = category.leaders?.elements.first, let name = top.athlete?.name.nonEmpty else { return nil }
                return ESPNSummary.Leader(teamID: team.team?.id, category: category.displayName ?? "", name: name, line: top.displayValue ?? "")
            }
        }
        out.injuries = (injuries?.elements ?? []).flatMap { team in
            ((team.injuries?.elements) ?? []).compactMap { i -> ESPNSummary.Injury? in
                guard let name = i.athlete?.name.nonEmpty else { return nil }
                let detail: [String?] = [i.details?.type, i.details?.detail]
                return ESPNSummary.Injury(teamID: team.team?.id, name: name, status: i.status.nonEmpty,
                                          detail: Optional(detail.compactMap { $0.nonEmpty }.joined(separator: ", ")).nonEmpty)
            }
        }
        out.venue = gameInfo?.venue?.fullName.nonEmpty
        let place: [String?] = [gameInfo?.venue?.address?.city, gameInfo?.venue?.address?.state ?? gameInfo?.venue?.address?.country]
        out.venueCity = Optional(place.compactMap { $0.nonEmpty }.joined(separator: ", ")).nonEmpty
        out.attendance = gameInfo?.attendance.flatMap { $0 > 0 ? $0 : nil }
        if let w = gameInfo?.weather {
            let parts: [String?] = [w.displayValue.nonEmpty, w.temperature.map { "\($0)°F" }]
            out.weather = Optional(parts.compactMap { $0 }.joined(separator: ", ")).nonEmpty
        }
        out.officials = (gameInfo?.officials?.elements ?? []).compactMap { $0.name.nonEmpty }
        return out
    }

    /// Each team's statistics and its players' tables, matched by team id, in the answer's order.
    var teamBoxes: [ESPNSummary.TeamBox] {
        var boxes: [ESPNSummary.TeamBox] = (boxscore?.teams?.elements ?? []).map { t in
            ESPNSummary.TeamBox(teamID: t.team?.id, abbreviation: t.team?.abbreviation, name: t.team?.displayName,
                                stats: (t.statistics?.elements ?? []).compactMap { s in
                                    guard let name = s.name, let text = s.displayValue else { return nil }
                                    return ESPNSummary.TeamStat(name: name, label: s.label ?? name, text: text)
                                })
        }
        for (n, players) in (boxscore?.players?.elements ?? []).enumerated() {
            let categories = (players.statistics?.elements ?? []).map { c in
                ESPNSummary.Category(name: c.name ?? "", title: c.text, labels: c.labels ?? [],
                                     athletes: (c.athletes?.elements ?? []).compactMap { line in
                                         guard let name = line.athlete?.displayName.nonEmpty else { return nil }
                                         return ESPNSummary.AthleteLine(id: line.athlete?.id, name: name, jersey: line.athlete?.jersey,
                                                                        position: line.athlete?.position?.abbreviation, stats: line.stats ?? [],
                                                                        starter: line.starter ?? false, didNotPlay: line.didNotPlay ?? false,
                                                                        reason: line.reason.nonEmpty)
                                     }, totals: c.totals ?? [])
            }
            // By team id; without ids, the same place in the answer's two lists.
            let match = players.team?.id == nil ? (boxes.indices.contains(n) && boxes[n].teamID == nil ? n : nil)
                : boxes.firstIndex { $0.teamID == players.team?.id }
            if let i = match {
                boxes[i].categories = categories
            } else {
                boxes.append(ESPNSummary.TeamBox(teamID: players.team?.id, abbreviation: players.team?.abbreviation,
                                                 name: players.team?.displayName, categories: categories))
            }
        }
        return boxes
    }
}
