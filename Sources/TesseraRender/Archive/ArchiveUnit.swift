import Foundation
import TesseraImage

/// One folder of an archive (`tessera sheet ROOT --each-folder -o OUT/`): where its photos
/// are, where its sheet, record and preview go, and whether the record it left still holds.
public struct ArchiveUnit: Sendable {
    /// The archive's root folder, as given.
    public let root: String
    /// The output folder, ending in `/`.
    public let out: String
    /// The root's own name.
    public var archive: String { URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().lastPathComponent }
    /// Below the root; `""` for the root itself.
    public let folder: String
    /// The sheet's name below `out` without extension: the folder, or the root's own name.
    public let name: String
    public let fileExtension: String

    public init(root: String, out: String, folder: String, name: String, fileExtension: String) {
        self.root = root
        self.out = out
        self.folder = folder
        self.name = name
        self.fileExtension = fileExtension
    }

    public var source: String { folder.isEmpty ? root : (root.hasSuffix("/") ? root : root + "/") + folder }
    /// The sheet: `OUT/NAME.EXT`, or the folder `OUT/NAME` (an IIIF sheet, no extension).
    public var target: String { out + name + (fileExtension.isEmpty ? "" : "." + fileExtension) }
    public var recordPath: String { out + name + ArchiveRecord.suffix }
    public var folderOfOutputs: String { (target as NSString).deletingLastPathComponent }
    /// The index's picture of the sheet: `OUT/.tessera/previews/NAME.png`.
    public var previewPath: String { out + ".tessera/previews/" + name + ".png" }
    public static let previewSize = PixelSize(width: 240, height: 180)

    public func relativeToOut(_ path: String) -> String { path.hasPrefix(out) ? String(path.dropFirst(out.count)) : path }

    public func existingRecord() -> ArchiveRecord? {
        FileManager.default.contents(atPath: recordPath).flatMap { ArchiveRecord.read(Array($0)) }
    }

    /// Whether every file the record lists is there, at the size it was written (and a zoomable
    /// sheet's page, its tiles: `NAME_files/` or the IIIF folder `NAME/`).
    public func outputsPresent(_ record: ArchiveRecord) -> Bool {
        record.outputs.allSatisfy { output in
            let path = out + output.path
            guard ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) == output.bytes else { return false }
            guard path.hasSuffix(".html") else { return true }
            let stem = String(path.dropLast(5))
            var folder: ObjCBool = false
            return (FileManager.default.fileExists(atPath: stem + "_files", isDirectory: &folder) && folder.boolValue)
                || FileManager.default.fileExists(atPath: stem + "/info.json")
        }
    }
}
