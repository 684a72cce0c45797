import Testing
import TerminalUI

/// What is written around a frame so images appear at their slots and go
/// with them: sixel and iTerm2 paint the cells, kitty keeps a layer.
@Suite struct ImageLayerTests {
    static func image(_ p: PixelProtocol, id: UInt32 = 0, bytes: String = "IMG") -> PixelImage {
        PixelImage(pixelProtocol: p, size: Size(width: 4, height: 2), bytes: Array(bytes.utf8), kittyID: id)
    }
    static func at(_ image: PixelImage, _ x: Int, _ y: Int) -> ImagePlacement { ImagePlacement(image: image, origin: Point(x: x, y: y)) }
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aNewImageIsWrittenAtItsSlotWithTheCursorSavedAndRestored() {
        var layer = ImageLayer(pixelProtocol: .sixel, passthrough: false)
        let plan = layer.plan([Self.at(Self.image(.sixel), 10, 3)], changes: RowChanges(), fullRedraw: false)
        #expect(Self.text(plan.after) == "\u{1B}7\u{1B}[4;11HIMG\u{1B}8")
        #expect(plan.before.isEmpty && plan.repaint.isEmpty && !plan.clearScreen)
    }

    @Test func anUntouchedImageIsNotWrittenAgain() {
        var layer = ImageLayer(pixelProtocol: .sixel, passthrough: false)
        let placed = [Self.at(Self.image(.sixel), 10, 3)]
        _ = layer.plan(placed, changes: RowChanges(), fullRedraw: false)
        #expect(layer.plan(placed, changes: RowChanges(rows: [0, 10]), fullRedraw: false).isEmpty, "rows elsewhere changed")
        // curses wrote into one of its rows: painted over, so written again.
        #expect(Self.text(layer.plan(placed, changes: RowChanges(rows: [4]), fullRedraw: false).after).contains("IMG"))
        // A change to its right on the same row: curses never clears leftwards, the image stays.
        var right = RowChanges()
        right.note(x: 14, y: 3)
        #expect(layer.plan(placed, changes: right, fullRedraw: false).isEmpty)
        var left = RowChanges()
        left.note(x: 2, y: 4)
        #expect(!layer.plan(placed, changes: left, fullRedraw: false).isEmpty, "from the left it may clear to the line's end")
    }

    @Test func aSixelThatGoesHandsItsRowsBackToCurses() {
        var layer = ImageLayer(pixelProtocol: .sixel, passthrough: false)
        _ = layer.plan([Self.at(Self.image(.sixel), 10, 3)], changes: RowChanges(), fullRedraw: false)
        let moved = layer.plan([Self.at(Self.image(.sixel), 10, 6)], changes: RowChanges(), fullRedraw: false)
        #expect(moved.repaint == [3..<5])
        // Erased first, before curses writes (or scrolls) anything.
        #expect(Self.text(moved.before) == "\u{1B}7\u{1B}[0m\u{1B}[4;11H\u{1B}[4X\u{1B}[5;11H\u{1B}[4X\u{1B}8")
        #expect(Self.text(moved.after) == "\u{1B}7\u{1B}[7;11HIMG\u{1B}8")
        let gone = layer.plan([], changes: RowChanges(), fullRedraw: false)
        #expect(gone.repaint == [6..<8] && gone.after.isEmpty && Self.text(gone.before).contains("\u{1B}[7;11H\u{1B}[4X"))
        // A full redraw over a sixel clears the screen first (blank cells curses believes blank).
        _ = layer.plan([Self.at(Self.image(.sixel), 1, 1)], changes: RowChanges(), fullRedraw: false)
        #expect(layer.plan([], changes: RowChanges(), fullRedraw: true).clearScreen)
    }

    /// A row poster beside the detail's poster: when the detail's goes, its
    /// rows are written again whole, and the row poster on them goes too, so
    /// it is sent again even though curses changed none of its cells.
    @Test func anImageOnRowsWrittenAgainWholeIsSentAgain() {
        var layer = ImageLayer(pixelProtocol: .sixel, passthrough: false)
        let row = Self.at(Self.image(.sixel, bytes: "ROW"), 1, 4)
        let untouched = Self.at(Self.image(.sixel, bytes: "FAR"), 1, 20)
        _ = layer.plan([row, untouched, Self.at(Self.image(.sixel, bytes: "OLD"), 60, 3)], changes: RowChanges(), fullRedraw: false)
        let plan = layer.plan([row, untouched, Self.at(Self.image(.sixel, bytes: "NEW"), 60, 3)], changes: RowChanges(), fullRedraw: false)
        #expect(plan.repaint == [3..<5])
        #expect(Self.text(plan.after) == "\u{1B}7\u{1B}[5;2HROW\u{1B}8\u{1B}7\u{1B}[4;61HNEW\u{1B}8", "not FAR: none of its rows was written")
        #expect(Self.text(plan.before) == "\u{1B}7\u{1B}[0m\u{1B}[5;2H\u{1B}[4X\u{1B}[6;2H\u{1B}[4X\u{1B}[4;61H\u{1B}[4X\u{1B}[5;61H\u{1B}[4X\u{1B}8",
                "the row poster and the old one erased, FAR left alone")
        // kitty's layer is never painted over: nothing but the new image.
        var kitty = ImageLayer(pixelProtocol: .kitty, passthrough: false)
        let kittyRow = Self.at(Self.image(.kitty, id: 1), 1, 4)
        _ = kitty.plan([kittyRow, Self.at(Self.image(.kitty, id: 2), 60, 3)], changes: RowChanges(), fullRedraw: false)
        let swapped = kitty.plan([kittyRow, Self.at(Self.image(.kitty, id: 3), 60, 3)], changes: RowChanges(), fullRedraw: false)
        #expect(Self.text(swapped.before) == "\u{1B}_Ga=d,d=I,i=2,q=2\u{1B}\\" && Self.text(swapped.after).components(separatedBy: "IMG").count == 2)
    }

    @Test func kittyImagesAreDeletedByIdAndTextDoesNotDisturbThem() {
        var layer = ImageLayer(pixelProtocol: .kitty, passthrough: false)
        let placed = [Self.at(Self.image(.kitty, id: 7), 0, 0)]
        _ = layer.plan(placed, changes: RowChanges(), fullRedraw: false)
        #expect(layer.plan(placed, changes: RowChanges(rows: [0, 1]), fullRedraw: false).isEmpty, "kitty's layer is not painted over")
        let gone = layer.plan([], changes: RowChanges(), fullRedraw: false)
        #expect(Self.text(gone.before) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(gone.repaint.isEmpty)
        _ = layer.plan(placed, changes: RowChanges(), fullRedraw: false)
        let cleared = layer.clear()
        #expect(Self.text(cleared.before) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\", "quit removes it")
    }

    @Test func insideTmuxEveryImageSequenceGoesThroughThePassthrough() {
        var layer = ImageLayer(pixelProtocol: .kitty, passthrough: true)
        let plan = layer.plan([Self.at(Self.image(.kitty, id: 9, bytes: "\u{1B}_Gx\u{1B}\\"), 2, 1)], changes: RowChanges(), fullRedraw: false)
        #expect(Self.text(plan.after) == "\u{1B}7\u{1B}[2;3H\u{1B}Ptmux;\u{1B}\u{1B}_Gx\u{1B}\u{1B}\\\u{1B}\\\u{1B}8")
        let cleared = layer.clear()
        #expect(Self.text(cleared.before) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=9,q=2\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test func theCanvasPlacesWholeImagesOnlyAndOverlaysRemoveThem() {
        var canvas = Canvas(size: Size(width: 20, height: 10))
        let placed = canvas.place(Self.image(.sixel), in: Rect(x: 2, y: 2, width: 8, height: 4))
        #expect(placed)
        #expect(canvas.images.map(\.origin) == [Point(x: 4, y: 3)], "centred in its slot")
        let cutByEdge = canvas.place(Self.image(.sixel), in: Rect(x: 18, y: 0, width: 4, height: 2))
        #expect(!cutByEdge, "cut by the edge: not at all")
        let placedInClip = canvas.clipping(rows: 0..<3) { c in c.place(Self.image(.sixel), in: Rect(x: 0, y: 2, width: 4, height: 2)) }
        #expect(!placedInClip, "half outside the rows it may draw")
        canvas.removeImages(intersecting: Rect(x: 0, y: 4, width: 20, height: 1))
        #expect(canvas.images.isEmpty)
        // Blitted from a scrolled pane: only an image wholly in view comes along.
        var pane = Canvas(size: Size(width: 10, height: 20))
        pane.place(Self.image(.sixel), in: Rect(x: 0, y: 5, width: 4, height: 2))
        var screen = Canvas(size: Size(width: 20, height: 10))
        screen.blit(pane, rows: 4..<10, at: Point(x: 10, y: 1))
        #expect(screen.images.map(\.origin) == [Point(x: 10, y: 2)])
        var cut = Canvas(size: Size(width: 20, height: 10))
        cut.blit(pane, rows: 6..<12, at: Point(x: 10, y: 1))
        #expect(cut.images.isEmpty)
        // A window scrolled past the drawing's end (the drawing shrank under it) shows nothing, and does not trap.
        var past = Canvas(size: Size(width: 20, height: 10))
        past.blit(pane, rows: 30..<36, at: Point(x: 0, y: 0))
        #expect(past.images.isEmpty && past.lines.allSatisfy { $0.allSatisfy { $0 == " " } })
    }
}
