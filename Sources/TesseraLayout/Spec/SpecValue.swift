/// A layout spec as a tree of JSON-like values, before it is decoded into a ``LayoutSpec``.
///
/// The CLI turns JSON or YAML text into this tree (TesseraLayout reads no files and no YAML);
/// tests build it with literals. Mapping keys keep their order, so errors and encodings follow
/// the document.
///
/// ```swift
/// let spec: SpecNode = ["layout": ["type": "waterfall", "columnCount": 3], "sections": [["items": 4]]]
/// print(spec["layout"]?["columnCount"]?.value == .number(3))   // true
/// ```
public indirect enum SpecValue: Sendable, Equatable {
    /// YAML `null`/`~`, JSON `null`.
    case null
    /// `true` / `false`.
    case bool(Bool)
    /// Any number, integer or not.
    case number(Double)
    /// A string (in YAML: quoted, or a plain scalar that is not a number, boolean or null).
    case string(String)
    /// A list.
    case array([SpecNode])
    /// A mapping from string keys to values, in document order.
    case mapping([SpecEntry])

    /// How error messages show the value: strings quoted, numbers as in frame dumps,
    /// containers by kind.
    public var evidence: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): value.isFinite ? DumpNumber.format(value) : value.description   // nan, inf, -inf
        case .string(let value): JSONLiteral.string(value)
        case .array: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A ``SpecValue`` and where it was in the source text, if it came from text.
///
/// Equality compares values only, not locations, so a decoded and re-encoded spec equals the
/// tree it came from.
public struct SpecNode: Sendable, Equatable {
    /// The value.
    public var value: SpecValue
    /// Its line and column in the source (1-based), when known.
    public var location: SpecLocation?

    /// Creates a node.
    public init(_ value: SpecValue, location: SpecLocation? = nil) {
        self.value = value
        self.location = location
    }

    /// The value of `key` when this node is a mapping that has it.
    public subscript(key: String) -> SpecNode? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The element at `index` when this node is a list that long.
    public subscript(index: Int) -> SpecNode? {
        guard case .array(let elements) = value, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public static func == (lhs: SpecNode, rhs: SpecNode) -> Bool { lhs.value == rhs.value }
}

/// One key and its value in a mapping.
public struct SpecEntry: Sendable, Equatable {
    /// The key.
    public var key: String
    /// Where the key was in the source, when known.
    public var keyLocation: SpecLocation?
    /// The value.
    public var value: SpecNode

    /// Creates an entry.
    public init(key: String, keyLocation: SpecLocation? = nil, value: SpecNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    public static func == (lhs: SpecEntry, rhs: SpecEntry) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
}

/// A position in a spec's source text.
public struct SpecLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Line number, from 1.
    public var line: Int
    /// Column number, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
