import Foundation

/// Finds font files: DejaVu Sans by default, else the file or fontconfig name asked for.
///
/// ```swift
/// print(try FontLocator.locate())
/// // /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
/// print(try FontLocator.locate("DejaVu Serif", weight: .bold))
/// // /usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf
/// ```
///
/// fontconfig answers every query with *some* font, substituting its default for names it does
/// not know. Tessera deliberately does not: a name resolves only when fontconfig's answer has
/// that family (or full) name, or the name is a generic family (`sans-serif`, `serif`,
/// `monospace`, …), so a typo is an error rather than a sheet set in another font. Name the
/// installed family, not a metric alias (`Nimbus Sans`, not `Helvetica`).
public enum FontLocator {
    /// The font file for `nameOrPath`.
    ///
    /// - nil: DejaVu Sans (DejaVu Sans Bold for ``FontWeight/bold``), asked of libfontconfig
    ///   (`DejaVu Sans:weight=…`) when it answers with DejaVu Sans of that weight, else the file
    ///   TesseraText finds without fontconfig, which labels are measured in (``DefaultFontFiles``:
    ///   the standard Debian paths, `/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf` and
    ///   `…/DejaVuSans-Bold.ttf`, and the like, then the font folders). On Debian both are the
    ///   same file.
    /// - an existing file: that file, whatever `weight` is.
    /// - otherwise a fontconfig family name or pattern (`"DejaVu Serif"`, `"Noto Sans:italic"`),
    ///   matched as `fc-match` matches it (``FontWeight/bold`` adds `:weight=bold` to a pattern
    ///   that names no weight), or a full name (`"DejaVu Sans Bold"`) listed as `fc-list` lists it.
    ///
    /// Calls libfontconfig in this process (``FontConfigLibrary``), no child process; MAY be
    /// called from any thread, and answers a name with the same file every time.
    /// - Throws: ``TextError/fontNotFound(_:)`` when nothing resolves.
    public static func locate(_ nameOrPath: String? = nil, weight: FontWeight = .regular) throws(TextError) -> String {
        guard let nameOrPath else { return try defaultFont(weight) }
        if isFile(nameOrPath) { return nameOrPath }
        let hasWeight = nameOrPath.contains(":") && (nameOrPath.contains("weight=") || nameOrPath.contains(":bold"))
        let pattern = weight == .bold && !hasWeight ? nameOrPath + ":weight=bold" : nameOrPath
        if !nameOrPath.contains("/") {
            if let match = FontConfigLibrary.match(pattern), match.answers(pattern), isFile(match.file) { return match.file }
            // A full name ("DejaVu Sans Bold") is not a family; a font list finds it exactly.
            if !nameOrPath.contains(":"), let file = FontConfigLibrary.file(fullName: nameOrPath), isFile(file) { return file }
        }
        throw .fontNotFound(nameOrPath)
    }

    /// DejaVu Sans of `weight`, from fontconfig or TesseraText's own search.
    private static func defaultFont(_ weight: FontWeight) throws(TextError) -> String {
        let pattern = "DejaVu Sans:weight=\(weight == .bold ? "bold" : "regular")"
        if let match = FontConfigLibrary.match(pattern), match.families.contains("DejaVu Sans"),
           match.isBold == (weight == .bold), isFile(match.file) {
            return match.file
        }
        if let path = DefaultFontFiles.locate(weight) { return path }
        throw .fontNotFound(weight == .bold ? "DejaVu Sans Bold" : "DejaVu Sans")
    }

    /// Whether `path` names a regular file (not a directory).
    private static func isFile(_ path: String) -> Bool { DefaultFontFiles.isFile(path) }
}
