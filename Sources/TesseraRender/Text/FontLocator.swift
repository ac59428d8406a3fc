import Foundation

/// Finds font files: DejaVu Sans by default, or the file or fontconfig name given.
///
/// ```swift
/// print(try FontLocator.locate())
/// // /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
/// ```
public enum FontLocator {
    /// Where Debian's fonts-dejavu-core puts DejaVu Sans.
    static let standardPaths: [FontWeight: [String]] = [
        .regular: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
                   "/usr/local/share/fonts/DejaVuSans.ttf", "/Library/Fonts/DejaVuSans.ttf"],
        .bold: ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
                "/usr/local/share/fonts/DejaVuSans-Bold.ttf", "/Library/Fonts/DejaVuSans-Bold.ttf"],
    ]

    /// The font file for `nameOrPath`:
    /// - nil: DejaVu Sans (Bold for ``FontWeight/bold``), asked of fontconfig's `fc-match` when it
    ///   is installed and answers with DejaVu Sans, else at the standard Debian paths;
    /// - an existing file: that file;
    /// - otherwise a fontconfig name or pattern (`"Liberation Serif"`, `"Noto Sans:bold"`),
    ///   resolved by `fc-match` (which may substitute a similar font, as every fontconfig
    ///   program does).
    /// - Throws: ``TextError/fontNotFound(_:)``.
    public static func locate(_ nameOrPath: String? = nil, weight: FontWeight = .regular) throws(TextError) -> String {
        guard let nameOrPath else {
            let style = weight == .bold ? "Bold" : "Book"
            if let match = fcMatch("DejaVu Sans:style=\(style)"), match.family.hasPrefix("DejaVu Sans"),
               match.file.contains(weight == .bold ? "Bold" : "DejaVuSans."), FileManager.default.fileExists(atPath: match.file) {
                return match.file
            }
            if let path = standardPaths[weight]?.first(where: { FileManager.default.fileExists(atPath: $0) }) { return path }
            throw .fontNotFound("DejaVu Sans\(weight == .bold ? " Bold" : "")")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: nameOrPath, isDirectory: &isDirectory), !isDirectory.boolValue {
            return nameOrPath
        }
        let pattern = weight == .bold && !nameOrPath.contains(":") ? nameOrPath + ":bold" : nameOrPath
        if let match = fcMatch(pattern), FileManager.default.fileExists(atPath: match.file) { return match.file }
        throw .fontNotFound(nameOrPath)
    }

    /// `fc-match -f '%{family}|%{file}' PATTERN`, or nil when fc-match is missing or fails.
    private static func fcMatch(_ pattern: String) -> (family: String, file: String)? {
        guard let executable = ["/usr/bin/fc-match", "/usr/local/bin/fc-match", "/opt/homebrew/bin/fc-match"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-f", "%{family}|%{file}", pattern]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let bar = text.lastIndex(of: "|") else { return nil }
        let file = String(text[text.index(after: bar)...]).trimmingCharacters(in: .whitespacesAndNewlines)
        return file.isEmpty ? nil : (String(text[..<bar]), file)
    }
}
