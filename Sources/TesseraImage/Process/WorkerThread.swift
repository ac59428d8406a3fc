internal import CImageCodecs
import Foundation

/// The threads Tessera starts for decoding and encoding.
package enum WorkerThread {
    /// Starts a thread with a 1 MiB stack running `body`, named `name` for the system too
    /// (`top -H`, `perf`, `/proc/PID/task/TID/comm`; cut to 15 bytes): `tessera-dec-0`,
    /// `tessera-enc-1`.
    @discardableResult
    package static func start(named name: String, _ body: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread {
            nameCurrent(name)
            body()
        }
        thread.name = name
        thread.stackSize = 1 << 20
        thread.start()
        return thread
    }

    /// Gives the calling thread `name` as the system shows it, cut to 15 bytes.
    package static func nameCurrent(_ name: String) {
        tessera_name_current_thread(name)
    }
}
