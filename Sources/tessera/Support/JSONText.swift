import TesseraLayout

/// Hand-written JSON for the CLI's `--json` outputs: keys in the documented order, the same
/// bytes on every run.
enum JSONText {
    /// `value` as a JSON string literal (``JSONLiteral/string(_:)``).
    static func string(_ value: String) -> String { JSONLiteral.string(value) }

    /// An object from key/value pairs whose values are already JSON text, keys in the given order.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }
}
