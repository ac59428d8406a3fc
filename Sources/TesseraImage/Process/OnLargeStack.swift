import Foundation

/// Runs deeply recursive work (parsing a hostile document: the layout spec loader's YAML) on a
/// thread whose stack is large enough not to overflow, and waits for it. A threading utility
/// beside ``WorkerThread``, for any module that parses.
package enum OnLargeStack {
    /// The stack reserved for the thread: 512 MiB of address space, committed only as used.
    package static let stackSize = 512 << 20

    /// Runs `work` on a new thread with ``stackSize`` of stack and returns its result.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        // Set before the signal; read after the wait.
        guard let value = box.value else { fatalError("the worker thread ended without a result") }
        return value
    }
}

/// What the worker thread hands back; written once before the semaphore is signalled.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
