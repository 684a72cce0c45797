import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import Pictures

/// SVG logos (the MLB's and the NHL's): rendered by librsvg at a bounded
/// size whatever the document claims, then converted like any picture.
/// Hostile documents end as a placeholder, never a crash or a runaway.
@Suite(.enabled(if: PictureConverter.isAvailable && PictureConverter.rendersSVG, "librsvg is not installed"))
struct SVGPictureTests {
    static func svg(_ body: String, attributes: String = #"viewBox="0 0 100 100""#) -> Data {
        Data(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \#(attributes)>\#(body)</svg>"#.utf8)
    }

    @Test(arguments: [Size(width: 10, height: 5), Size(width: 20, height: 10)], [PictureDepth.truecolor, .palette256])
    func snapshots(slot: Size, depth: PictureDepth) throws {
        let picture = try PictureConverter.convert(PictureConverterTests.image("logo.svg"), fitting: slot, depth: depth).get()
        #expect(picture.size == slot, "a square logo fills a 2:1 cell slot")
        Snapshot.assert(PictureConverterTests.grid(picture), named: "logo-svg-\(slot.width)x\(slot.height)-\(depth.rawValue)\(PictureRenderer.current.snapshotSuffix)")
    }

    /// The SVG and the PNG of the same badge come out alike: the same colours
    /// in the same places (anti-aliased edges may differ).
    @Test func theSVGLooksLikeItsPNG() throws {
        let slot = Size(width: 20, height: 10)
        let svg = try PictureConverter.convert(PictureConverterTests.image("logo.svg"), fitting: slot, depth: .palette256).get()
        let png = try PictureConverter.convert(PictureConverterTests.image("logo.png"), fitting: slot, depth: .palette256).get()
        let same = zip(svg.cells, png.cells).filter { $0.style.background == $1.style.background }.count
        #expect(same * 10 >= svg.cells.count * 7, "\(same) of \(svg.cells.count) cells agree")
    }

    @Test func recognisesSVGAndNothingElse() {
        #expect(PictureConverter.isSVG(Self.svg("")))
        #expect(PictureConverter.isSVG(Data("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\">\n<svg viewBox=\"0 0 1 1\"/>".utf8)))
        #expect(!PictureConverter.isSVG(Data("<html><body><svg viewBox=\"0 0 1 1\"></svg></body></html>".utf8)), "an HTML page is not a logo")
        #expect(!PictureConverter.isSVG(Data("<svgfoo/>".utf8)))
        #expect(!PictureConverter.isSVG(Data("<?xml version=\"1.0\"?><feed/>".utf8)))
        #expect(!PictureConverter.isSVG(Data("<!-- never closed <svg>".utf8)))
        #expect(!PictureConverter.isSVG(Data()))
    }

    /// A document claiming 100 million pixels a side is drawn at the bounded
    /// size all the same: what it claims never becomes an allocation.
    @Test func aHugeClaimedSizeIsRenderedSmall() throws {
        let bomb = Self.svg(##"<rect width="100000000" height="50000000" fill="#c00"/>"##,
                            attributes: #"width="100000000" height="50000000""#)
        let picture = try PictureConverter.convert(bomb, fitting: Size(width: 20, height: 10), depth: .truecolor).get()
        #expect(picture.size == Size(width: 20, height: 5), "2:1 in pixels is 4:1 in cells")
        #expect(picture.cells.allSatisfy { $0.style.background == .rgb(0xCC, 0, 0) })
        // A needle a billion pixels tall: kept to 64:1, still a visible strip.
        let needle = try PictureConverter.convert(Self.svg("", attributes: #"width="1" height="1000000000""#),
                                                  fitting: Size(width: 20, height: 10), depth: .truecolor).get()
        #expect(needle.size == Size(width: 1, height: 10))
    }

    /// Ten levels of ten `<use>` each would be 10¹⁰ elements: librsvg's own
    /// limit on referenced elements stops it, and the call comes back.
    @Test func aUseBombComesBack() {
        var body = #"<defs><rect id="l0" width="1" height="1"/>"#
        for level in 1...10 {
            body += #"<g id="l\#(level)">"# + String(repeating: ##"<use xlink:href="#l\##(level - 1)"/>"##, count: 10) + "</g>"
        }
        body += ##"</defs><use xlink:href="#l10"/>"##
        let result = PictureConverter.convert(Self.svg(body), fitting: Size(width: 10, height: 5), depth: .truecolor)
        if case .success(let picture) = result { #expect(picture.size.width <= 10) }
    }

    /// Entities that expand a billion times ("billion laughs") are refused by the XML parser.
    @Test func entityExpansionComesBack() {
        var doctype = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a0 "lol">"#
        for i in 1...10 { doctype += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        doctype += "]>"
        let data = Data(doctype.utf8) + Self.svg("<text>&a10;</text>")
        let result = PictureConverter.convert(data, fitting: Size(width: 10, height: 5), depth: .truecolor)
        if case .success(let picture) = result { #expect(picture.size.width <= 10) }
    }

    /// Only the bytes given are drawn: references to files or the network are not followed.
    @Test func externalReferencesAreNotFollowed() throws {
        let reader = Self.svg(#"<image href="file:///etc/hostname" width="100" height="100"/><image xlink:href="http://127.0.0.1:9/x.png" width="100" height="100"/>"#)
        let picture = try PictureConverter.convert(reader, fitting: Size(width: 10, height: 5), depth: .truecolor).get()
        #expect(picture.cells.allSatisfy { $0.grapheme == " " && $0.style.background == .default }, "nothing was drawn")
    }

    @Test func brokenOrOversizedSVGIsNoPicture() {
        let slot = Size(width: 10, height: 5)
        #expect(PictureConverter.convert(Data(#"<svg xmlns="http://www.w3.org/2000/svg"><circle r="5""#.utf8), fitting: slot, depth: .truecolor)
                == .failure(.notAnImage))
        #expect(PictureConverter.convert(Data("<svg>\u{0}\u{1}garbage".utf8), fitting: slot, depth: .truecolor) == .failure(.notAnImage))
        let padding = String(repeating: "<!-- padding -->", count: 70_000)
        #expect(PictureConverter.convert(Self.svg(padding), fitting: slot, depth: .truecolor) == .failure(.tooLarge))
    }
}
