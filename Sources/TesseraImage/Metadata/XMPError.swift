/// Why an XMP packet could not be read. Every case carries the evidence.
public enum XMPError: Error, Equatable, CustomStringConvertible {
    /// The packet is not well-formed XML (libxml2's reason, and where).
    case malformed(line: Int, column: Int, reason: String)
    /// The file holding the packet could not be read.
    case unreadable(reason: String)
    /// A packet or sidecar of `bytes` bytes (at least; counted without reading past `limit` + 1),
    /// more than `limit`.
    case tooLarge(bytes: Int, limit: Int)
    /// A document type declaration (`<!DOCTYPE`, `<!ENTITY`, any `<!` other than a comment or
    /// CDATA) at byte `offset`: XMP forbids DTDs, and their entities can cost minutes.
    case forbiddenDeclaration(declaration: String, offset: Int)
    /// An element with more than `limit` attributes, the one over it at byte `offset`.
    case tooManyAttributes(limit: Int, offset: Int)
    /// More than `limit` namespace declarations (`xmlns`, `xmlns:p`) in the packet, the one
    /// over it at byte `offset`.
    case tooManyNamespaces(limit: Int, offset: Int)

    public var description: String {
        switch self {
        case .malformed(let line, let column, let reason): "malformed XMP at line \(line), column \(column): \(reason)"
        case .unreadable(let reason): "cannot read XMP: \(reason)"
        case .tooLarge(let bytes, let limit): "XMP too large: \(bytes) bytes, more than \(limit)"
        case .forbiddenDeclaration(let declaration, let offset):
            "XMP refused: a document type declaration (\(declaration)) at byte \(offset); XMP forbids DTDs"
        case .tooManyAttributes(let limit, let offset): "XMP refused: an element with more than \(limit) attributes (at byte \(offset))"
        case .tooManyNamespaces(let limit, let offset): "XMP refused: more than \(limit) namespace declarations (at byte \(offset))"
        }
    }
}
