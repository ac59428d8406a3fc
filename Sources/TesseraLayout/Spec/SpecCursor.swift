import Foundation

/// A value of a spec tree together with its path: the strict readers the decoders use.
///
/// Each reader either returns the value in the wanted type or throws the ``SpecError`` that
/// names the path; nothing is coerced (a quoted `"8"` is a string, not a number) and nothing
/// unknown is ignored.
struct SpecCursor {
    let node: SpecNode
    let path: SpecPath

    init(_ node: SpecNode, at path: SpecPath) {
        self.node = node
        self.path = path
    }

    var isNull: Bool { node.value == .null }

    func mismatch(_ expected: String) -> SpecError {
        .typeMismatch(path: path, expected: expected, got: node.value.evidence, location: node.location)
    }

    func invalid(_ problem: String) -> SpecError {
        .invalidValue(path: path, problem: problem, location: node.location)
    }

    /// A mapping whose keys are all among `allowedKeys` (the first other key is an error).
    func mapping(allowedKeys: [String]) throws -> SpecMappingCursor {
        guard case .mapping(let entries) = node.value else { throw mismatch("a mapping") }
        for entry in entries where !allowedKeys.contains(entry.key) {
            throw SpecError.unknownKey(path: path.appending(entry.key), location: entry.keyLocation ?? entry.value.location)
        }
        return SpecMappingCursor(cursor: self, entries: entries)
    }

    /// The elements of a list.
    func list() throws -> [SpecCursor] {
        guard case .array(let elements) = node.value else { throw mismatch("a list") }
        return elements.enumerated().map { SpecCursor($1, at: path.appending($0)) }
    }

    /// A finite number.
    private func finiteNumber() throws -> Double {
        guard case .number(let value) = node.value else { throw mismatch("a number") }
        guard value.isFinite else { throw invalid("must be a finite number, got \(value)") }
        return value
    }

    /// A finite number of at most ``LayoutSpec/maximumMagnitude`` either way.
    func number() throws -> Double {
        let value = try finiteNumber()
        guard Swift.abs(value) <= LayoutSpec.maximumMagnitude else {
            throw invalid("must be between -\(DumpNumber.format(LayoutSpec.maximumMagnitude)) and \(DumpNumber.format(LayoutSpec.maximumMagnitude)), got \(DumpNumber.format(value))")
        }
        return value
    }

    /// A number that is not negative, at most ``LayoutSpec/maximumMagnitude``.
    func nonNegative() throws -> CGFloat {
        let value = try finiteNumber()
        guard value >= 0 else { throw invalid("must not be negative, got \(DumpNumber.format(value))") }
        return CGFloat(try atMost(LayoutSpec.maximumMagnitude, value))
    }

    /// A number greater than zero: at least ``LayoutSpec/smallestPositive``, so that nothing
    /// divided by it (an aspect ratio, a fraction) overflows, and at most `maximum`.
    func positive(atMost maximum: Double = LayoutSpec.maximumMagnitude) throws -> CGFloat {
        let value = try finiteNumber()
        guard value > 0 else { throw invalid("must be greater than 0, got \(DumpNumber.format(value))") }
        guard value >= LayoutSpec.smallestPositive else {
            throw invalid("must be at least \(String(format: "%.6f", LayoutSpec.smallestPositive)), got \(DumpNumber.format(value))")
        }
        return CGFloat(try atMost(maximum, value))
    }

    private func atMost(_ maximum: Double, _ value: Double) throws -> Double {
        guard value <= maximum else {
            throw invalid("must be at most \(DumpNumber.format(maximum)), got \(DumpNumber.format(value))")
        }
        return value
    }

    /// A whole number (`3` or `3.0`) of at least `minimum` and at most `maximum`.
    func integer(atLeast minimum: Int, atMost maximum: Int? = nil) throws -> Int {
        if case .number(let value) = node.value, !value.isFinite { throw invalid("must be a finite number, got \(value)") }
        guard case .number(let value) = node.value, value == value.rounded(),
              Swift.abs(value) < 1e15 else { throw mismatch("an integer") }
        guard value >= Double(minimum) else {
            throw invalid("must be at least \(minimum), got \(DumpNumber.format(value))")
        }
        if let maximum, value > Double(maximum) {
            throw invalid("must be at most \(maximum), got \(DumpNumber.format(value))")
        }
        return Int(value)
    }

    /// A `zIndex`: a whole number that fits the 32 bits results store it in (UIKit's is an
    /// `Int`; no layout needs more).
    func zIndex() throws -> Int {
        try integer(atLeast: Int(Int32.min), atMost: Int(Int32.max))
    }

    /// A string.
    func string() throws -> String {
        guard case .string(let value) = node.value else { throw mismatch("a string") }
        return value
    }

    /// A boolean.
    func bool() throws -> Bool {
        guard case .bool(let value) = node.value else { throw mismatch("a boolean") }
        return value
    }

    /// One of a fixed set of names, such as an enum's raw values.
    func name<Name: RawRepresentable & CaseIterable>(_ type: Name.Type) throws -> Name where Name.RawValue == String {
        let allowed = Name.allCases.map(\.rawValue)
        guard case .string(let value) = node.value else { throw mismatch("one of \(allowed.joined(separator: ", "))") }
        guard let name = Name(rawValue: value) else {
            throw SpecError.unknownName(path: path, got: node.value.evidence, allowed: allowed, location: node.location)
        }
        return name
    }
}

/// A mapping of a spec tree whose keys have been checked: optional and required members.
struct SpecMappingCursor {
    let cursor: SpecCursor
    let entries: [SpecEntry]

    /// The value of `key`, if present.
    func optional(_ key: String) -> SpecCursor? {
        entries.first { $0.key == key }.map { SpecCursor($0.value, at: cursor.path.appending(key)) }
    }

    /// The value of `key`, which MUST be present.
    func required(_ key: String) throws -> SpecCursor {
        guard let value = optional(key) else {
            throw SpecError.missingKey(path: cursor.path.appending(key), location: cursor.node.location)
        }
        return value
    }

    /// Reads `key` with `read` when present, otherwise returns `fallback`.
    func value<T>(_ key: String, default fallback: T, _ read: (SpecCursor) throws -> T) rethrows -> T {
        guard let field = optional(key) else { return fallback }
        return try read(field)
    }
}
