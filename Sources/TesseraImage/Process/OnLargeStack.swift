/// Runs deeply recursive work (parsing a hostile document: the layout spec loader's YAML) on a
/// thread whose stack is large enough not to overflow, and waits for it. A threading utility
/// beside ``WorkerPool``, for any module that parses.
package enum OnLargeStack {
    /// The stack reserved for the thread: 512 MiB of address space, committed only as used.
    package static let stackSize = 512 << 20

    /// Runs `work` on a new thread (`tessera-stack`) with ``stackSize`` of stack and returns its
    /// result once the thread has ended.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let result = LockedValue<T?>(nil)
        SystemThread(named: "tessera-stack", stackSize: stackSize) {
            let value = work()
            result.withLock { $0 = value }
        }.join()
        // Set by the thread before it ended.
        guard let value = result.current else { fatalError("the large-stack thread ended without a result") }
        return value
    }
}
