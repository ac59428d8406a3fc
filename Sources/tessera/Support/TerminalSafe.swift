/// `text` with control characters spelled out (`\u{1B}` for ESC, `\r`, `\t`, …): a file name
/// holding an escape sequence must not recolour or rewrite the user's terminal, and one holding
/// a carriage return must not hide the message before it. Newlines are kept unless
/// `keepingNewlines` is false (one message per line, even for a name with a newline in it).
func terminalSafe(_ text: String, keepingNewlines: Bool = true) -> String {
    var safe = ""
    safe.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x0A where keepingNewlines:
            safe.unicodeScalars.append(scalar)
        case 0x09: safe += "\\t"
        case 0x0A: safe += "\\n"
        case 0x0D: safe += "\\r"
        case 0x00...0x1F, 0x7F...0x9F:
            safe += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            safe.unicodeScalars.append(scalar)
        }
    }
    return safe
}
