/// Why an XMP packet could not be read.
public enum XMPError: Error, Equatable, CustomStringConvertible {
    /// The packet is not well-formed XML (libxml2's reason, and where).
    case malformed(line: Int, column: Int, reason: String)
    /// The file holding the packet could not be read.
    case unreadable(reason: String)

    public var description: String {
        switch self {
        case .malformed(let line, let column, let reason): "malformed XMP at line \(line), column \(column): \(reason)"
        case .unreadable(let reason): "cannot read XMP: \(reason)"
        }
    }
}
