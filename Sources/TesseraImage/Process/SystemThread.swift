internal import CImageCodecs

/// A thread Tessera starts: a system thread with a stack of a chosen size, named for the
/// system's tools (`top -H`, `perf`, `/proc/PID/task/TID/comm`; cut to 15 bytes), and joined by
/// its owner, so that once it is joined it is gone. ``WorkerPool`` and ``OnLargeStack`` start
/// theirs through it; Tessera starts no thread any other way.
///
/// ```swift
/// let thread = SystemThread(named: "tessera-work-0") { print("hello") }
/// thread.join()
/// ```
// A handle that never changes, passed to `pthread_join` once by its owner (on Darwin it is a
// pointer, which Swift does not take as `Sendable` by itself).
package struct SystemThread: @unchecked Sendable {
    /// The stack of a worker: 1 MiB.
    package static let defaultStackSize = 1 << 20

    private let thread: tessera_thread

    /// Starts a thread named `name` with `stackSize` bytes of stack, running `body`. It MUST be
    /// joined (``join()``) or detached (``detach()``), once.
    package init(named name: String, stackSize: Int = defaultStackSize, _ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body { tessera_name_current_thread(name); body() }).toOpaque()
        var thread = tessera_thread()
        let status = tessera_thread_start({ context in
            // Non-nil: the pointer passed below.
            if let context { Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run() }
            return nil
        }, context, stackSize, name, &thread)
        // Starting a thread fails only when the system is out of threads or memory: the same
        // kind of failure as an allocation that fails.
        guard status == 0 else { fatalError("cannot start thread \(name): error \(status)") }
        self.thread = thread
    }

    /// Waits for the thread to end.
    package func join() {
        _ = tessera_thread_join(thread)
    }

    /// Lets the thread end on its own, its resources freed then, instead of being joined.
    package func detach() {
        _ = tessera_thread_detach(thread)
    }

    /// The closure handed to the new thread.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
