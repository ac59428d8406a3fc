internal import CFontconfig
import Foundation

/// Font lookups through libfontconfig's C API, in this process (no `fc-match` child process).
///
/// The process loads one fontconfig configuration (`FcInitLoadConfigAndFonts`: the system's
/// configuration files and font cache), the first time a lookup needs it, and keeps it. Every
/// lookup holds one lock while it uses the configuration, so lookups MAY come from any thread and
/// answer the same pattern with the same font as long as the process runs (fonts installed later
/// are not seen). Nothing of fontconfig appears in a signature: its C module is an
/// internal import, as FreeType's is.
package enum FontConfigLibrary {
    /// The configuration and the lock that serialises its use.
    // Unchecked: `config` is used only with `lock` held.
    private final class Session: @unchecked Sendable {
        let lock = NSLock()
        /// The `FcConfig`, nil when fontconfig could not load its configuration.
        let config: OpaquePointer? = FcInitLoadConfigAndFonts()
    }

    private static let session = Session()

    /// Whether fontconfig loaded a configuration (name lookups need it).
    package static var isAvailable: Bool { session.config != nil }

    /// The font fontconfig matches best to `pattern` (`"DejaVu Serif"`, `"Noto Sans:italic"`), as
    /// `fc-match PATTERN` answers: the pattern parsed (`FcNameParse`), the configuration's and
    /// the default substitutions applied (`FcConfigSubstitute`, `FcDefaultSubstitute`), then
    /// `FcFontMatch`. fontconfig answers every pattern with some font; nil only when the pattern
    /// does not parse, nothing is installed, or fontconfig is unavailable.
    package static func match(_ pattern: String) -> FontConfigMatch? {
        guard let config = session.config else { return nil }
        session.lock.lock()
        defer { session.lock.unlock() }
        guard let query = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(query) }
        guard FcConfigSubstitute(config, query, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, query, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        guard let file = strings(font, "file").first, !file.isEmpty else { return nil }
        return FontConfigMatch(families: strings(font, "family"), fullNames: strings(font, "fullname"),
                               weight: number(font, "weight"), file: file)
    }

    /// The first font file (in byte order of the paths) whose full name is exactly `fullName`
    /// ("DejaVu Sans Bold"), as `fc-list :fullname=NAME file` lists them; unlike a match, a list
    /// has only fonts that have the name.
    package static func file(fullName: String) -> String? {
        guard let config = session.config else { return nil }
        session.lock.lock()
        defer { session.lock.unlock() }
        guard let query = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(query) }
        guard FcPatternAddString(query, "fullname", fullName) != 0, let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        guard FcObjectSetAdd(objects, "file") != 0, let list = FcFontList(config, query, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        let fonts = UnsafeBufferPointer(start: list.pointee.fonts, count: Int(list.pointee.nfont))
        return fonts.compactMap { $0.flatMap { strings($0, "file").first } }.sorted().first
    }

    /// Every string value of `object` in `pattern` (fontconfig's lists: "family" may hold
    /// localized names too).
    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    /// The first value of `object` when it is a number (not a range).
    private static func number(_ pattern: OpaquePointer, _ object: String) -> Double? {
        var value = FcValue()
        guard FcPatternGet(pattern, object, 0, &value) == FcResultMatch else { return nil }
        switch value.type {
        case FcTypeInteger: return Double(value.u.i)
        case FcTypeDouble: return value.u.d
        default: return nil
        }
    }
}
