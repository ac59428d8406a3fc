import Foundation

/// Standard output as a `TextOutputStream` that hands the system 64 KiB at a time, for text
/// too large to build in memory first (`tessera layout` of ten million elements).
///
/// ```swift
/// var out = StandardOutputStream()
/// result.writeFrameTable(to: &out)
/// out.flush()
/// ```
struct StandardOutputStream: TextOutputStream {
    private var buffer: [UInt8] = []
    private let capacity = 64 << 10

    init() { buffer.reserveCapacity(capacity) }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= capacity { flush() }
    }

    /// Writes what is buffered; MUST be called after the last ``write(_:)``. A closed pipe
    /// ends the process with SIGPIPE, as `print` would.
    mutating func flush() {
        var offset = 0
        buffer.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let written = Glibc.write(1, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
