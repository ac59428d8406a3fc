/// Why a spec tree is not a valid ``LayoutSpec``. Each case carries the path of the offending
/// value and its source location (when the tree came from text); the message starts with the
/// path: `layout.sectionInset.top: expected a number, got "8px"`.
public enum SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A key the format does not define: `layout.foo: unknown key`.
    case unknownKey(path: SpecPath, location: SpecLocation?)
    /// A required key is absent: `layout.type: missing required key`.
    case missingKey(path: SpecPath, location: SpecLocation?)
    /// A value of the wrong type: `layout.sectionInset.top: expected a number, got "8px"`.
    case typeMismatch(path: SpecPath, expected: String, got: String, location: SpecLocation?)
    /// A name outside a fixed set: `layout.scrollDirection: expected one of vertical, horizontal, got "up"`.
    case unknownName(path: SpecPath, got: String, allowed: [String], location: SpecLocation?)
    /// A value of the right type that cannot be: `layout.columnCount: must be at least 1, got 0`.
    case invalidValue(path: SpecPath, problem: String, location: SpecLocation?)

    /// The path of the offending value.
    public var path: SpecPath {
        switch self {
        case .unknownKey(let path, _), .missingKey(let path, _), .typeMismatch(let path, _, _, _),
             .unknownName(let path, _, _, _), .invalidValue(let path, _, _):
            path
        }
    }

    /// Where the offending value is in the source text, when known.
    public var location: SpecLocation? {
        switch self {
        case .unknownKey(_, let location), .missingKey(_, let location), .typeMismatch(_, _, _, let location),
             .unknownName(_, _, _, let location), .invalidValue(_, _, let location):
            location
        }
    }

    /// What is wrong, without the path.
    public var problem: String {
        switch self {
        case .unknownKey: "unknown key"
        case .missingKey: "missing required key"
        case .typeMismatch(_, let expected, let got, _): "expected \(expected), got \(got)"
        case .unknownName(_, let got, let allowed, _):
            "expected one of \(allowed.joined(separator: ", ")), got \(got)"
        case .invalidValue(_, let problem, _): problem
        }
    }

    /// `path: problem`.
    public var description: String { "\(path): \(problem)" }
}
