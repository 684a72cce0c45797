import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

extension PixelsFlowTests {
    /// A show with no picture to come gets its initials on a tile in its
    /// channel's colour in a three-line row, never an empty frame; one whose
    /// poster is still on its way keeps the frame.
    @Test func aShowWithoutAPosterShowsItsInitialsOnItsChannelsTile() throws {
        var shows = try TVShow.decodePage(Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json")))
        var display = DisplayOptions()
        display.pixels = PixelChoice(pixelProtocol: .sixel, reason: "test")
        let context = ScreenContext(size: Size(width: 120, height: 40), display: display, today: testDay, tab: .shows)
        shows[0].image = nil
        func row(_ show: TVShow, poster: PictureStore.Status?) -> Canvas {
            var canvas = Canvas(size: Size(width: 60, height: 3))
            ShowRowView.render(show, saved: false, selected: false, poster: poster, context, into: &canvas, area: Rect(x: 0, y: 0, width: 60, height: 3))
            return canvas
        }
        let tile = row(shows[0], poster: nil)
        #expect(tile.lines[1].dropFirst().prefix(4) == " HL ", "Harbor Lights: H and L in the middle line, centred")
        let colour = tile[1, 0].style.background
        #expect(colour != .default && (0..<3).allSatisfy { y in (1...4).allSatisfy { tile[$0, y].style.background == colour } })
        // The same channel, the same colour; the tile's text is readable on it.
        #expect(row(shows[0], poster: nil)[1, 0].style.background == colour)
        #expect(InitialsTile.initials("The Quiet Orchard", width: 4) == "QO" && InitialsTile.initials("進撃の巨人", width: 4) == "進")
        let failed = row(shows[1], poster: .failed)
        #expect(failed.lines[1].dropFirst().prefix(4).trimmingCharacters(in: .whitespaces) == InitialsTile.initials(shows[1].name, width: 4),
                "a poster that failed: its tile too")
        let loading = row(shows[1], poster: nil)
        #expect(loading.lines[0].dropFirst().hasPrefix("┌──┐"), "a poster on its way keeps its frame")
    }
}

extension PixelsFlowTests {
    /// Where the terminal shows pixels, the strike zone is a picture in the
    /// Braille zone's place (made by our encoders, even without libchafa),
    /// and no Braille is left under it.
    @Test func theStrikeZoneIsAPictureWhereTheTerminalShowsPixels() async throws {
        let run = Run(tab: .scores)
        #expect(await run.until([.report(Self.sixelTerminal)]) { $0.runtime.state.display.pixels != nil })
        #expect(await run.until([.key(.char("a"))]) { run in
            run.terminal.lastFrame?.images.contains { $0.rect.x > 40 && $0.rect.height >= StrikeZoneView.minimumRows } == true
        })
        let frame = try #require(run.terminal.lastFrame)
        let zone = try #require(frame.images.first { $0.rect.x > 40 })
        #expect(zone.image.bytes.starts(with: Array("\u{1B}P0;1;0q".utf8)), "a sixel")
        for y in zone.rect.rows {
            for x in zone.rect.x..<zone.rect.maxX {
                #expect(!frame[x, y].grapheme.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "Braille under the picture at \(x),\(y)")
            }
        }
    }
}

extension PixelsFlowTests {
    /// The shot map's rink, the same way: a picture in the Braille rink's place.
    @Test func theRinkIsAPictureWhereTheTerminalShowsPixels() async throws {
        // The live game's shot map, its plays loaded from the sample.
        let run = Run(from: nhlCenter(2026020303, width: 120, height: 40, section: "m"))
        #expect(await run.until([.report(Self.sixelTerminal)]) { run in
            run.terminal.lastFrame?.images.contains { $0.rect.x > 40 && $0.rect.width >= 40 } == true
        })
        let frame = try #require(run.terminal.lastFrame)
        let rink = try #require(frame.images.first { $0.rect.x > 40 })
        // 200 by 85 feet (and a foot of margin each side) in cells twice as tall as wide.
        let aspect = Double(rink.rect.width) / Double(rink.rect.height * 2)
        #expect(abs(aspect - 202.0 / 87) < 0.4, "\(rink.rect)")
        #expect(frame.lines.joined().contains("attempts"), "the tally under it")
    }
}

extension PixelsFlowTests {
    /// The NFL's live field, the same way: a picture the pane's width in the
    /// characters' place, with the down and distance under it.
    @Test func theFieldIsAPictureWhereTheTerminalShowsPixels() async throws {
        let run = Run(from: nflCard(401772003, width: 120, height: 40))
        #expect(await run.until([.report(Self.sixelTerminal)]) { run in
            run.terminal.lastFrame?.images.contains { $0.rect.x > 40 && $0.rect.width >= 60 } == true
        })
        let frame = try #require(run.terminal.lastFrame)
        let field = try #require(frame.images.first { $0.rect.x > 40 }, "\(frame.lines.joined(separator: "\n")) \(frame.images.map(\.rect))")
        #expect(field.image.bytes.starts(with: Array("\u{1B}P0;1;0q".utf8)), "a sixel")
        #expect(frame.lines.joined().contains("CHI ball · 1st & Goal at DET 4"))
        for y in field.rect.rows {
            for x in field.rect.x..<field.rect.maxX { #expect(!"│·━●┃".contains(frame[x, y].grapheme), "characters under the picture at \(x),\(y)") }
        }
    }

    /// A box in a drawing is read back from its id, and a hostile one costs the raster's size at most.
    @Test func aBoxIsDrawnAndAHostileOneIsClamped() throws {
        var d = Drawing(left: 0, top: 10, width: 10, height: 10)
        d.shapes = [.box(x: 2, y: 8, width: 4, height: 4, Drawing.RGB(r: 255, g: 0, b: 0))]
        #expect(Drawing(id: d.id) == d)
        let pixels = try #require(d.raster(width: 10, height: 10))
        #expect(pixels[(5 * 10 + 4) * 4] == 255 && pixels[(5 * 10 + 4) * 4 + 3] == 255 && pixels[3] == 0)
        let hostile = try #require(Drawing(id: "draw:V 0 1 1 1;B -1e300 1e300 1e300 1e300 00ff00"))
        #expect(hostile.raster(width: 20, height: 20)?.count == 1_600)
        #expect(Drawing(id: "draw:V 0 1 1 1;B 0 0 -1 1 00ff00") == nil, "a box of negative size does not read")
    }
}

extension PixelsFlowTests {
    /// A match's line-ups, the same way: the pitch to scale with both elevens
    /// as numbered discs in the characters' place, the lists by number under it.
    @Test func thePitchIsAPictureWhereTheTerminalShowsPixels() async throws {
        var s = SoccerBoardTests.center(width: 120, height: 40)
        press(&s, .char("u"))
        let run = Run(from: s)
        #expect(await run.until([.report(Self.sixelTerminal)]) { run in
            run.terminal.lastFrame?.images.contains { $0.rect.x > 40 && $0.rect.height >= 8 } == true
        })
        let frame = try #require(run.terminal.lastFrame)
        let pitch = try #require(frame.images.first { $0.rect.x > 40 }, "\(frame.lines.joined(separator: "\n"))")
        // 110 by 70 metres (the pitch and its goals) in cells twice as tall as wide.
        let aspect = Double(pitch.rect.width) / Double(pitch.rect.height * 2)
        #expect(abs(aspect - 110.0 / 70) < 0.2, "\(pitch.rect)")
        #expect(frame.lines.joined().contains("Starting XI"), "the lists under it")
        for y in pitch.rect.rows {
            for x in pitch.rect.x..<pitch.rect.maxX { #expect(!"│┌┐└┘".contains(frame[x, y].grapheme), "characters under the picture at \(x),\(y)") }
        }
    }

    /// The pitch's own pixels: grass, the centre spot in chalk, each side's keeper in its colour before its goal.
    @Test func thePitchDrawsItsMarkingsAndThePlayersAtTheirPlaces() throws {
        let summary = SoccerBoardTests.sample("eng.1-summary-740102.json") {
            try ESPNSummary.decode($0, league: LeagueID("eng.1"), sport: "soccer", event: 740102)
        }
        let home = try #require(summary.lineups.first { $0.isHome == true }), away = try #require(summary.lineups.first { $0.isHome == false })
        let red = Drawing.RGB(r: 200, g: 0, b: 0), blue = Drawing.RGB(r: 0, g: 0, b: 200)
        let d = SoccerPitchDrawing.make(home: home, away: away, colours: (home: red, away: blue))
        #expect(Drawing(id: d.id)?.id == d.id, "it travels as its id")
        let (w, h) = (440, 280)   // 4 pixels a metre
        let px = try #require(d.raster(width: w, height: h))
        func at(_ x: Double, _ y: Double) -> [UInt8] {
            let col = Int((x + 2.5) / 110 * Double(w)), row = Int((69 - y) / 70 * Double(h))
            return Array(px[(row * w + col) * 4..<(row * w + col) * 4 + 3])
        }
        #expect(at(52.5, 34) == [238, 238, 238], "the centre spot")
        #expect(at(30, 50) == [48, 118, 56] || at(30, 50) == [56, 132, 64], "grass")
        #expect(at(5.5, 34) == [200, 0, 0], "the home keeper before the left goal")
        #expect(at(105 - 5.5, 34) == [0, 0, 200], "the away keeper before the right goal")
    }
}
