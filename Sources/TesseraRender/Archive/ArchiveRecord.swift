import Foundation
import TesseraImage

/// What one folder's sheet was made from and what it made, written beside the sheet
/// (`OUT/2024/05-18.sheet.json` beside `OUT/2024/05-18.png`) after the sheet is in place.
///
/// A later run skips the folder when the record's ``fingerprint`` is the one it would write now
/// and every output it lists is there: the same Tessera, the same options, the same photos
/// (names, sizes, modification times) and XMP sidecars. `tessera index` builds the archive's index from these
/// records alone.
public struct ArchiveRecord: Codable, Sendable, Equatable {
    /// One file the folder's sheet was written as (a page, or the only one).
    public struct Output: Codable, Sendable, Equatable {
        /// Relative to the archive's output folder, `/`-separated.
        public var path: String
        public var width: Int
        public var height: Int
        public var bytes: Int

        public init(path: String, width: Int, height: Int, bytes: Int) {
            self.path = path
            self.width = width
            self.height = height
            self.bytes = bytes
        }
    }

    /// The archive's root folder's own name (`"Archive"`): the index's title.
    public var archive: String
    /// The folder below the archive's root (`"2024/05-18"`; `""` for the root).
    public var folder: String
    /// Photos found in it, drawn on its sheet (after `--min-rating` and `--picks`), failed, and
    /// damaged (drawn, with a warning).
    public var photos: Int
    public var drawn: Int
    public var failed: Int
    public var damaged: Int
    /// The files written; empty when the filters kept no photo.
    public var outputs: [Output]
    /// The small picture of the sheet's top the index shows (relative to the output folder,
    /// under `.tessera/previews/`); nil for a PDF or no sheet.
    public var preview: String?
    /// When it was written, ISO 8601 in UTC.
    public var written: String
    /// SHA-256 of what the sheet was made from (``ArchiveFingerprint``).
    public var fingerprint: String

    public init(archive: String, folder: String, photos: Int, drawn: Int, failed: Int, damaged: Int, outputs: [Output],
                preview: String? = nil, written: String, fingerprint: String) {
        self.archive = archive
        self.folder = folder
        self.photos = photos
        self.drawn = drawn
        self.failed = failed
        self.damaged = damaged
        self.outputs = outputs
        self.preview = preview
        self.written = written
        self.fingerprint = fingerprint
    }

    /// The record's file name suffix: `NAME.sheet.json` beside `NAME.png`.
    public static let suffix = ".sheet.json"

    /// The record as JSON: keys sorted, one per line (stable across runs and machines).
    public func json() -> [UInt8] {
        return ArchiveJSON.encode(self)
    }

    /// The record in `bytes`, or nil when they are not one (a damaged or foreign file is
    /// treated as no record: the folder is made again).
    public static func read(_ bytes: [UInt8]) -> ArchiveRecord? {
        try? JSONDecoder().decode(ArchiveRecord.self, from: Data(bytes))
    }
}

/// The SHA-256 that says what a folder's sheet is made from: Tessera's version, the options that
/// change the picture (in the order given), the folder's relative path (it titles the sheet),
/// and its listing (``ArchiveWalker/Listing/digest``: its photos and XMP sidecars).
public enum ArchiveFingerprint {
    public static func make(version: String, options: [String], folder: String, listingDigest: String) -> String {
        var hash = SHA256()
        hash.update("tessera \(version)\n")
        for option in options { hash.update("option \(option.utf8.count) \(option)\n") }
        hash.update("folder \(folder.utf8.count) \(folder)\n")
        hash.update("photos \(listingDigest)\n")
        return hash.hexDigest()
    }
}
