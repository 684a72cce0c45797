import Glibc
import TerminalUI

/// Wakes the event loop from any thread by writing one zero byte to the self-pipe.
struct PipeWaker: Waker {
    let fd: Int32
    func wake() {
        var zero: UInt8 = 0
        _ = write(fd, &zero, 1)   // non-blocking: a full pipe already means "wake up"
    }
}
