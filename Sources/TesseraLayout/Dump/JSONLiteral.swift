/// JSON string literals, written by hand so that dumps are the same bytes on every run (the frame
/// dump here, the CLI's `--json` outputs too).
///
/// ```swift
/// print(JSONLiteral.string("say \"hi\"\n"))
/// // "say \"hi\"\n"
/// ```
package enum JSONLiteral {
    /// `value` as a JSON string literal, with quotes, backslashes and control characters escaped.
    package static func string(_ value: String) -> String {
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
}
