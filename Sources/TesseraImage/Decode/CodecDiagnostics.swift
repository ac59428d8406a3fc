internal import CImageCodecs
import Foundation

/// What a C shim call left in its `tessera_diagnostics`, copied into Swift strings, each one
/// line: a library's line breaks (libheif ends its messages with one) become spaces and the ends
/// are trimmed, since every problem Tessera reports is one line.
struct CodecDiagnostics {
    /// The fatal error's text; empty when there was none.
    let message: String
    /// The kept warnings in order (repeats of the previous warning collapsed, at most 8).
    let warnings: [String]

    init(_ diagnostics: OpaquePointer) {
        message = Self.oneLine(String(cString: tessera_diagnostics_message(diagnostics)))
        let count = Int(tessera_diagnostics_warning_count(diagnostics))
        warnings = (0..<count).map { Self.oneLine(String(cString: tessera_diagnostics_warning(diagnostics, Int32($0)))) }
    }

    /// `text` on one line: runs of line breaks (and the spaces around them) as one space, the
    /// ends trimmed.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}

/// A shim call's outcome as Swift sees it.
enum CodecStatus {
    case ok
    case error
    case unsupported
    case truncated
    case noMemory
    case writeFailed
    case strictWarning
    case damaged

    init(_ status: tessera_status) {
        switch status {
        case TESSERA_STATUS_OK: self = .ok
        case TESSERA_STATUS_UNSUPPORTED: self = .unsupported
        case TESSERA_STATUS_TRUNCATED: self = .truncated
        case TESSERA_STATUS_NO_MEMORY: self = .noMemory
        case TESSERA_STATUS_WRITE_FAILED: self = .writeFailed
        case TESSERA_STATUS_STRICT_WARNING: self = .strictWarning
        case TESSERA_STATUS_DAMAGED: self = .damaged
        default: self = .error
        }
    }

    /// The ``DecodeError`` for a failed decoding call; nil for `.ok` and `.truncated`, which
    /// the caller handles (it knows how many rows arrived).
    func decodeError(format: ImageFormat, message: String, size: PixelSize) -> DecodeError? {
        let text = message.isEmpty ? "the library gave no reason" : message
        switch self {
        case .ok, .truncated: return nil
        case .unsupported: return .unsupported(format: format, message: text)
        case .noMemory: return .outOfMemory(width: size.width, height: size.height)
        case .strictWarning: return .strictWarning(format: format, message: text)
        case .error, .writeFailed, .damaged: return .corrupt(format: format, message: text)
        }
    }
}
