import CPictures
import Foundation
import Testing
import TestSupport
@testable import Pictures

/// A helper that dies, echoes nonsense or floods its pipe never crashes or
/// holds the picture queue: the picture fails (its placeholder stays) within
/// its budget, and the next SVG starts a new helper. The real helper (the
/// built binary) is exercised end to end in `PicturesEndToEndTests`.
@Suite struct SVGHelperFaultTests {
    @Test(arguments: ["/bin/false", "/bin/cat", "/usr/bin/yes", "/nonexistent/helper"])
    func aBrokenHelperFailsThePictureQuickly(executable: String) throws {
        let logo = try PictureConverterTests.image("logo.svg")
        let helper = SVGHelper(executable: executable)
        for _ in 0..<2 {   // the second call finds the first helper gone and starts another
            let start = ContinuousClock.now
            var pixels = jt_pixels()
            let status = logo.withUnsafeBytes { helper.render($0, width: 96, height: 96, budgetMilliseconds: 300, into: &pixels) }
            defer { jt_picture_free(&pixels) }
            #expect(status != Int32(JT_PICTURE_OK.rawValue))
            #expect(pixels.rgba == nil)
            #expect(ContinuousClock.now - start < .seconds(3))
        }
    }
}
