/// Hand-written JSON for the CLI's `--json` outputs: keys in the documented order, the same
/// bytes on every run.
enum JSONText {
    /// `value` as a JSON string literal, with quotes, backslashes and control characters escaped.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// An object from key/value pairs whose values are already JSON text, keys in the given order.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }
}
