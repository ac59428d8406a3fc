import Foundation

/// fontconfig's answer to a pattern, from running `fc-match` (nil when fontconfig is not
/// installed or fails): the best font file and the names it goes by.
package struct FontConfigMatch: Equatable {
    /// The font's family names (fontconfig lists localized names too).
    package var families: [String]
    /// The font's full names ("DejaVu Sans Bold").
    package var fullNames: [String]
    /// fontconfig's weight (80 regular, 200 bold), nil when it gave none or a range.
    package var weight: Double?
    /// The font file.
    package var file: String

    /// Whether the weight is bold or heavier (fontconfig's `FC_WEIGHT_BOLD` is 200).
    package var isBold: Bool { (weight ?? 80) >= 180 }

    /// Family names fontconfig maps to a configured default rather than to a font of that name.
    package static let genericFamilies: Set<String> = [
        "sans", "sansserif", "serif", "mono", "monospace", "systemui", "cursive", "fantasy", "emoji", "math",
    ]

    /// Where fontconfig's tools may be installed.
    package static let directories = ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]

    /// Whether this is a font `pattern` asked for, not fontconfig's fallback: a family named in
    /// the pattern equals one of the font's family or full names (ignoring case, spaces and
    /// hyphens), or the pattern names a generic family or none at all (`":weight=bold"`).
    package func answers(_ pattern: String) -> Bool {
        let asked = Self.families(in: pattern)
        if asked.isEmpty || asked.contains(where: Self.genericFamilies.contains) { return true }
        let names = Set((families + fullNames).map(Self.normalized))
        return asked.contains(where: names.contains)
    }

    /// The normalized family names at the start of a fontconfig pattern ("Noto Sans,DejaVu
    /// Sans-12:bold" → ["notosans", "dejavusans"]); a trailing "-size" is dropped.
    package static func families(in pattern: String) -> [String] {
        let head = pattern.prefix { $0 != ":" }
        return head.split(separator: ",").compactMap { part in
            var family = String(part)
            if let dash = family.lastIndex(of: "-"), family[family.index(after: dash)...].allSatisfy({ $0.isNumber || $0 == "." }) {
                family = String(family[..<dash])
            }
            let name = normalized(family)
            return name.isEmpty ? nil : name
        }
    }

    /// A name lowercased without spaces, hyphens, underscores or backslash escapes.
    package static func normalized<S: StringProtocol>(_ name: S) -> String {
        String(name.lowercased().filter { !" -_\\".contains($0) })
    }

    /// Runs `fc-match -f '%{family}|%{fullname}|%{weight}|%{file}' PATTERN`.
    package static func run(_ pattern: String) -> FontConfigMatch? {
        output(of: "fc-match", ["-f", "%{family}|%{fullname}|%{weight}|%{file}", pattern]).flatMap(parse)
    }

    /// The first font file whose full name is `fullName` ("DejaVu Sans Bold"), from `fc-list`,
    /// which, unlike fc-match, lists only fonts that match.
    package static func file(fullName: String) -> String? {
        let escaped = fullName.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
        let files = output(of: "fc-list", ["-f", "%{file}\n", ":fullname=\(escaped)"])?
            .split(separator: "\n").map(String.init).sorted()
        return files?.first
    }

    /// The standard output of a fontconfig tool, nil when it is not installed or fails.
    private static func output(of tool: String, _ arguments: [String]) -> String? {
        guard let executable = directories.map({ $0 + "/" + tool }).first(where: FileManager.default.isExecutableFile(atPath:))
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// Parses fc-match's `family|fullname|weight|file` line; nil without a file.
    package static func parse(_ line: String) -> FontConfigMatch? {
        let fields = line.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4 else { return nil }
        let file = fields[3].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !file.isEmpty else { return nil }
        func names(_ field: String) -> [String] { field.split(separator: ",").map(String.init) }
        return FontConfigMatch(families: names(fields[0]), fullNames: names(fields[1]), weight: Double(fields[2]), file: file)
    }
}
