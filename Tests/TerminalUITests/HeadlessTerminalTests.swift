import Foundation
import Testing
@testable import TerminalUI

@Suite struct HeadlessTerminalTests {
    @Test func deliversQueuedEventsInBatchesAndRecordsFrames() {
        let t = HeadlessTerminal(size: Size(width: 10, height: 2))
        t.send(.key(.char("a")), .key(.enter))
        t.send(.resize(Size(width: 20, height: 5)))
        #expect(t.nextEvents(timeout: .milliseconds(10)) == [.key(.char("a")), .key(.enter)])
        #expect(t.nextEvents(timeout: .milliseconds(10)) == [.resize(Size(width: 20, height: 5))])
        #expect(t.size == Size(width: 20, height: 5))
        #expect(t.nextEvents(timeout: .milliseconds(10)) == [])
        var c = Canvas(size: Size(width: 3, height: 1))
        c.text("hi", x: 0, y: 0)
        t.draw(c)
        #expect(t.lastFrame?.lines == ["hi "])
    }

    @Test func wakerUnblocksAWait() async {
        let t = HeadlessTerminal(size: Size(width: 1, height: 1))
        let waker = t.waker
        // A plain thread: the cooperative pool may be busy with other tests.
        Thread.detachNewThread { Thread.sleep(forTimeInterval: 0.02); waker.wake() }
        let start = ContinuousClock.now
        #expect(t.nextEvents(timeout: .seconds(5)) == [])
        #expect(ContinuousClock.now - start < .seconds(4))
    }

    @Test func snapshotShowsTextAndStyles() {
        var c = Canvas(size: Size(width: 4, height: 1))
        c.text("ab", x: 0, y: 0, style: .bold)
        #expect(c.snapshot == "4x1\n+----+\n|ab  |\n+----+\nstyles:\n+----+\n|BB  |\n+----+\n")
    }
}
