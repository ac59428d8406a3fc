/// fontconfig's answer to a pattern (``FontConfigLibrary/match(_:)``): the best font file and the
/// names it goes by.
package struct FontConfigMatch: Equatable, Sendable {
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
}
