import TesseraLayout

/// Why a spec file could not be turned into a `LayoutSpec`.
public enum SpecLoadError: Error, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file holds more than `SpecLoader.maximumFileBytes` (`limit`); `bytes` is its size when
    /// it has one (a pipe has none), and no more than `limit` + 1 bytes of it were read.
    case fileTooLarge(path: String, bytes: Int?, limit: Int)
    /// The text is not valid JSON or YAML.
    case syntax(path: String, message: String)
    /// The file holds no document.
    case empty(path: String)
    /// YAML the spec format has no place for (complex keys).
    case unsupported(path: SpecPath, location: SpecLocation?, what: String)
    /// Mappings and lists nest deeper than `limit` (`SpecLoader.maximumDepth`), aliases
    /// expanded; `path` and `location` are the first value too deep.
    case tooDeep(path: SpecPath, location: SpecLocation?, limit: Int)
    /// The text of the spec at `path` writes out more than a spec needs (`SpecCensus`),
    /// counted before Yams builds anything; `location` is where the count went over.
    case tooComplex(path: String, limit: SpecTextLimit, location: SpecLocation)
    /// Aliases expand to more values than `SpecLoader.maximumValues(for:)` allows; `path`
    /// is where the budget ran out.
    case aliasExpansion(path: SpecPath)
    /// Aliases expand to more bytes of text (keys and scalars) than
    /// `SpecLoader.maximumTextBytes(for:)` allows, `limit`; `path` is where it ran out.
    case aliasTextExpansion(path: SpecPath, limit: Int)
    /// The document is not a valid spec; the message starts with the key path.
    case invalid(SpecError)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .fileTooLarge(let path, let bytes, let limit):
            "cannot read \(path): \(bytes.map { "\($0) bytes, " } ?? "")larger than \(Self.size(limit)), more than any spec needs"
        case .syntax(let path, let message): "\(path): invalid JSON or YAML at \(message)"
        case .empty(let path): "\(path): the spec is empty"
        case .unsupported(let path, _, let what): "\(path): \(what) is not supported"
        case .tooDeep(let path, _, let limit): "\(path): nesting deeper than \(limit) levels is not supported"
        case .tooComplex(let path, let limit, let location): "\(path):\(location): \(limit), more than any spec needs"
        case .aliasExpansion(let path): "\(path): YAML aliases expand to more values than the file could hold without them"
        case .aliasTextExpansion(let path, let limit):
            "\(path): YAML aliases expand to more than \(limit) bytes of text (the file's length plus a million)"
        case .invalid(let error): error.description
        }
    }

    /// "1 MiB" for a whole number of MiB, else the bytes.
    private static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

/// A bound ``SpecCensus`` holds a spec's text to, with its value.
public enum SpecTextLimit: Sendable, Equatable, CustomStringConvertible {
    /// Values written out: scalars, lists, mappings and aliases, each once.
    case values(Int)
    /// Anchors (`&name`) defined.
    case anchors(Int)
    /// Aliases (`*name`) written.
    case aliases(Int)

    /// "more than 200000 values written out", "more than 10000 anchors", "more than 10000 aliases".
    public var description: String {
        switch self {
        case .values(let limit): "more than \(limit) values written out"
        case .anchors(let limit): "more than \(limit) YAML anchors"
        case .aliases(let limit): "more than \(limit) YAML aliases"
        }
    }
}
