import Foundation

/// DejaVu Sans's files, found without fontconfig (TesseraText links no C library): the font
/// labels are measured in (``TextMeasurer/init(weight:)``), and the renderer's `FontLocator`'s
/// answer when libfontconfig has none.
///
/// ```swift
/// print(DefaultFontFiles.locate(.bold) ?? "not installed")
/// // /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
/// ```
///
/// On Debian and Ubuntu (fonts-dejavu-core) this is the file libfontconfig answers with too; on a
/// system whose fontconfig is set up to prefer another copy of DejaVu Sans, labels are measured
/// in the copy found here.
package enum DefaultFontFiles {
    /// Where Debian's fonts-dejavu-core (and other systems' packages) put DejaVu Sans.
    package static let standardPaths: [FontWeight: [String]] = [
        .regular: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
                   "/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/local/share/fonts/DejaVuSans.ttf"],
        .bold: ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
                "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf", "/usr/local/share/fonts/DejaVuSans-Bold.ttf"],
    ]

    /// The file name of DejaVu Sans of `weight`, as every distribution installs it.
    package static func fileName(_ weight: FontWeight) -> String {
        weight == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
    }

    /// The folders searched when no standard path holds the file: those fontconfig's default
    /// configuration lists (the system's, the local ones, the user's XDG and `~/.fonts`), and
    /// macOS's font folders.
    package static var fontFolders: [String] {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? NSHomeDirectory()
        let userData = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        return ["/usr/share/fonts", "/usr/local/share/fonts", userData + "/fonts", home + "/.fonts",
                "/Library/Fonts", home + "/Library/Fonts"]
    }

    /// The deepest folder level searched below a font folder (Fedora's
    /// `/usr/share/fonts/dejavu-sans-fonts/` is one level down).
    static let searchDepth = 4

    /// DejaVu Sans of `weight`: the first standard path that names a file, else the first file
    /// of its name in the font folders (each searched in name order); nil when none is installed.
    package static func locate(_ weight: FontWeight) -> String? {
        if let path = standardPaths[weight]?.first(where: isFile) { return path }
        for folder in fontFolders {
            if let path = find(fileName(weight), in: folder, depth: searchDepth) { return path }
        }
        return nil
    }

    /// The first file called `name` in `folder` or the folders below it (up to `depth` levels),
    /// entries in name order.
    static func find(_ name: String, in folder: String, depth: Int) -> String? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let sorted = entries.sorted()
        if sorted.contains(name), isFile(folder + "/" + name) { return folder + "/" + name }
        guard depth > 0 else { return nil }
        for entry in sorted where !entry.hasPrefix(".") && isFolder(folder + "/" + entry) {
            if let path = find(name, in: folder + "/" + entry, depth: depth - 1) { return path }
        }
        return nil
    }

    /// Whether `path` names a regular file (not a folder).
    package static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
