import Synchronization

/// Opens once the first frame is on the terminal. Requests asked for before
/// it wait here, so loading libcurl and its libraries (a few milliseconds of
/// `dlopen` on another core, holding the loader's lock) never competes with
/// painting the first frame; the last copies that frame shows come from disk.
final class FirstFrameGate: Sendable {
    private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiting = state.withLock { s -> [CheckedContinuation<Void, Never>] in
            s.open = true
            defer { s.waiting.removeAll() }
            return s.waiting
        }
        for waiter in waiting { waiter.resume() }
    }

    func wait() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { s -> Bool in
                if s.open { return true }
                s.waiting.append(waiter)
                return false
            }
            if resumeNow { waiter.resume() }
        }
    }
}
