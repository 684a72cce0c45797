import Foundation
import OfflineData
import Pictures
import SportsCore
import Testing
import TerminalUI
import TestSupport
@testable import Jumbotron

/// Pictures in the show detail: the view wishes, the app reducer asks once,
/// the converted cells are drawn; failures and `images = "off"` keep the placeholder.
@Suite struct PicturesFlowTests {
    static let slot = Size(width: 14, height: 10)

    /// The detail of the first sample show at 120×40, its poster downloaded.
    static func detail(pictures: PictureDepth? = .truecolor) -> (AppState, String) {
        var s = loadedShows(width: 120, height: 40)
        s.display.pictures = pictures
        press(&s, .enter)
        let original = s.shows.selectedShow!.image!.original!
        _ = reduce(&s, .shows(.posterLoaded(original, .cached)))
        return (s, original)
    }

    @Test func theViewWishesAndTheAppAsksOnce() {
        var (s, original) = Self.detail()
        let wish = PictureWish(id: original, size: Self.slot)
        #expect(render(s).pictureWishes == [wish])
        let first = AppReducer.reduce(&s, .picturesWanted([wish])).map(\.signature)
        #expect(first == [.picture(wish)])
        let again = AppReducer.reduce(&s, .picturesWanted([wish]))
        #expect(again.isEmpty, "asked once while it converts")
        #expect(render(s).pictureWishes.isEmpty)
        #expect(render(s).lines.joined().contains("poster"), "the placeholder stays until the cells arrive")
    }

    @Test func aPictureThatCannotBeMadeSaysNoImage() {
        var (s, original) = Self.detail()
        let wish = PictureWish(id: original, size: Self.slot)
        _ = AppReducer.reduce(&s, .picturesWanted([wish]))
        _ = AppReducer.reduce(&s, .pictureConverted(wish, nil))
        let canvas = render(s)
        #expect(canvas.lines.joined().contains("no image"))
        #expect(canvas.pictureWishes.isEmpty, "a failure is not asked for again")
    }

    @Test func offOrMonochromeMeansPlaceholdersOnly() {
        let (s, _) = Self.detail(pictures: nil)
        #expect(render(s).pictureWishes.isEmpty)
        var t = s
        let commands = AppReducer.reduce(&t, .picturesWanted([PictureWish(id: "https://x.example/p.jpg", size: Self.slot)]))
        #expect(commands.isEmpty)
        #expect(PictureSupport.depth(images: .off, ascii: false, colorDepth: .truecolor) == nil)
        #expect(PictureSupport.depth(images: .auto, ascii: true, colorDepth: .truecolor) == nil)
        #expect(PictureSupport.depth(images: .auto, ascii: false, colorDepth: .monochrome) == nil)
        #expect(PictureSupport.depth(images: .auto, ascii: false, colorDepth: .eight) == .eight)
        #expect(PictureSupport.depth(images: .auto, ascii: false, colorDepth: .palette256) == .palette256)
        #expect(PictureSupport.depth(images: .auto, ascii: false, colorDepth: .truecolor) == .truecolor)
    }

    @Test func theShelfKeepsToItsBudget() {
        var shelf = PictureShelf()
        let cells = PictureCells(size: Size(width: 100, height: 100), cells: Array(repeating: Cell(), count: 10_000))
        for i in 0..<10 {
            let wish = PictureWish(id: "p\(i)", size: Size(width: 100, height: 100))
            let began = shelf.begin(wish)
            #expect(began)
            shelf.finish(wish, .cells(cells))
        }
        let kept = (0..<10).filter { shelf.picture("p\($0)", Size(width: 100, height: 100)) != nil }
        #expect(kept.count * 10_000 <= PictureShelf.budget)
        #expect(kept == Array((10 - kept.count)..<10), "the oldest go first")
    }

    /// The bundled sample's own poster, converted and drawn: a reviewed snapshot
    /// of the whole 120×40 frame (characters), and its cells carry true colours.
    @Test(.enabled(if: PictureConverter.isAvailable, "libpng16 or libjpeg62 is not installed"), arguments: [PictureDepth.truecolor, .palette256])
    func theSamplePosterInTheDetail(depth: PictureDepth) throws {
        var (s, original) = Self.detail(pictures: depth)
        let file = try #require(OfflineData.samplesDirectory?.appendingPathComponent("images/\(PictureStore.imageKey(URL(string: original)!)).img"))
        let cells = try PictureConverter.convert(Data(contentsOf: file), fitting: Self.slot, depth: depth).get()
        let wish = PictureWish(id: original, size: Self.slot)
        _ = AppReducer.reduce(&s, .picturesWanted([wish]))
        _ = AppReducer.reduce(&s, .pictureConverted(wish, .cells(cells)))
        let canvas = render(s)
        #expect(canvas.pictureWishes.isEmpty)
        let colored = canvas.cells.filter {
            if case .rgb = $0.style.background { return depth == .truecolor }
            if case .indexed(let i) = $0.style.background { return depth == .palette256 && i >= 16 }
            return false
        }
        #expect(colored.count >= cells.size.width * cells.size.height / 2)
        Snapshot.assert(canvas.cropped(rows: 0..<Layout(size: s.size).hints.y).snapshot, named: "shows-detail-poster-120x40-\(depth.rawValue)\(PictureRenderer.current.snapshotSuffix)")
    }
}
