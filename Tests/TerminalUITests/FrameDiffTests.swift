import Testing
@testable import TerminalUI

@Suite struct FrameDiffTests {
    @Test func reportsOnlyChangedCellsAndEverythingWithoutAnOldFrame() {
        var a = Canvas(size: Size(width: 10, height: 3))
        a.text("hello", x: 0, y: 1)
        var b = a
        b.text("J", x: 0, y: 1)
        b.text("字", x: 8, y: 2)
        var seen: [Int] = []
        let n = FrameDiff.forEachChange(from: a, to: b) { x, y, _ in seen.append(y * 10 + x) }
        #expect(n == 3 && seen == [10, 28, 29])
        #expect(FrameDiff.forEachChange(from: nil, to: b) { _, _, _ in } == 30)
        #expect(FrameDiff.forEachChange(from: Canvas(size: Size(width: 5, height: 3)), to: b) { _, _, _ in } == 30)
    }

    @Test func copyReusesStorageAndMatches() {
        var last = Canvas(size: Size(width: 4, height: 2))
        var frame = Canvas(size: Size(width: 4, height: 2))
        frame.text("ab", x: 1, y: 1)
        last.copy(from: frame)
        #expect(last == frame)
        #expect(FrameDiff.forEachChange(from: last, to: frame) { _, _, _ in } == 0)
    }
}
