import Synchronization
import TerminalUI

/// Where finished effects leave their actions for the event loop, which the
/// waker then unblocks: no polling, no CPU while idle.
final class ActionInbox: Sendable {
    private let pending = Mutex<[AppAction]>([])
    private let waker: any Waker

    init(waker: any Waker) { self.waker = waker }

    func post(_ action: AppAction) {
        pending.withLock { $0.append(action) }
        waker.wake()
    }

    func drain() -> [AppAction] {
        pending.withLock { actions in
            defer { actions.removeAll(keepingCapacity: true) }
            return actions
        }
    }
}
