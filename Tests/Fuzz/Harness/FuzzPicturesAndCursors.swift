import Foundation
import Jumbotron
import Pictures
import SportsCore
import TerminalUI

extension FuzzHarness {
    /// Bytes as a picture: the first byte picks a PNG signature, a JPEG start
    /// or nothing in front (so mutations reach both decoders' insides), then
    /// both renderers at two slots. A picture must come back as cells that
    /// fill no more than its slot, or as a refusal, within its time budget
    /// (the fuzzer's timeout catches a hang).
    public static func pictures(_ data: Data) {
        guard let first = data.first else { return }
        let body = data.dropFirst()
        let bytes: Data = switch first % 3 {
        case 0: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + body
        case 1: Data([0xFF, 0xD8, 0xFF]) + body
        default: Data(body)
        }
        for slot in [Size(width: 12, height: 6), Size(width: 40, height: 30)] {
            for renderer in [PictureRenderer.halfBlocks, .chafa] where renderer == .halfBlocks || PictureConverter.chafaInstalled {
                guard case .success(let cells) = PictureConverter.convert(bytes, fitting: slot, depth: .palette256, renderer: renderer)
                else { continue }
                FuzzHarness.require(cells.size.width >= 1 && cells.size.width <= slot.width && cells.size.height >= 1 && cells.size.height <= slot.height,
                             "a picture larger than its slot")
                FuzzHarness.require(cells.cells.count == cells.size.width * cells.size.height, "cells for every position")
                FuzzHarness.require(cells.cells.allSatisfy { $0.width == 1 }, "only one-cell characters")
            }
        }
    }

    /// Bytes as a balldontlie that pages by cursor: each pair of bytes is one
    /// answer (the next cursor, small so that loops are likely, or none; and
    /// how many players, of whom some repeat). The TUI's `G` and the print
    /// walk must both stop: within the page cap, never asking twice for a
    /// cursor, and the pane must say why when it was not the end.
    public static func nbaCursorWalk(_ data: Data) {
        let bytes = [UInt8](data.prefix(2 * (CursorWalk.maxPages + 20)))
        guard bytes.count >= 2 else { return }
        func answer(_ page: Int) -> NBAPlayersPage {
            let i = (page * 2) % (bytes.count - bytes.count % 2)
            let next: Int? = bytes[i] == 0 ? nil : bytes[i] == 255 ? -1 : Int(bytes[i] % 16)
            let count = Int(bytes[i + 1] % 30)
            let start = Int(bytes[i + 1] / 30) * 7   // overlapping ranges: some players come back
            return NBAPlayersPage(players: (start..<(start + count)).map { NBAPlayer(id: $0, firstName: "F", lastName: "L\($0)") },
                                  nextCursor: next)
        }
        var state = blankState(.basketball)
        let team = NBATeam(id: 20, abbreviation: "NYK", city: "New York", name: "Knicks", fullName: "New York Knicks",
                           conference: "East", division: "Atlantic")
        _ = AppReducer.reduce(&state, .basketball(.teamsLoaded(.success(Loaded(value: [team], origin: .network)), at: now)))
        var asked = AppReducer.reduce(&state, .key(.enter)).compactMap(cursorAsked)
        var pages = 0, seen = Set<Int?>()
        while let cursor = asked.first {
            FuzzHarness.require(pages <= CursorWalk.maxPages, "the TUI walked past the page cap")
            FuzzHarness.require(seen.insert(cursor).inserted, "the TUI asked twice for cursor \(String(describing: cursor))")
            let page = answer(pages)
            pages += 1
            asked = AppReducer.reduce(&state, .basketball(.playersLoaded(team: 20, cursor: cursor,
                                                                       .success(Loaded(value: page, origin: .network)), at: now))).compactMap(cursorAsked)
            if pages == 1 { asked += AppReducer.reduce(&state, .key(.char("G"))).compactMap(cursorAsked) }
        }
        if let loaded = state.basketball.players[20], loaded.done {
            FuzzHarness.require(loaded.walk.stop != nil, "done without a reason")
            FuzzHarness.require(Set(loaded.players.map(\.id)).count == loaded.players.count, "a player listed twice")
        }
        var canvas = Canvas(size: state.size)
        AppView.render(state, into: &canvas)
        checkInvariants(state)
        // The print walk: the same rules, the same bound.
        var walk = CursorWalk(), cursor: Int? = nil, known = Set<Int>(), printed = 0
        repeat {
            let page = answer(walk.pages)
            let fresh = page.players.filter { known.insert($0.id).inserted }
            printed += fresh.count
            cursor = walk.next(after: cursor, nextCursor: page.nextCursor, newRows: fresh.count)
        } while cursor != nil
        FuzzHarness.require(walk.pages <= CursorWalk.maxPages && walk.stop != nil && printed == known.count, "print's cursor walk")
    }

    /// The cursor of a players request among the effects, if there is one.
    static func cursorAsked(_ effect: Command) -> Int?? {
        guard case .fetch(let fetch) = effect, case .nbaPlayers(_, let cursor) = fetch.endpoint else { return nil }
        return .some(cursor)
    }
}
