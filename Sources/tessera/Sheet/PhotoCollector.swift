import Foundation
import TesseraImage
import TesseraRender

/// The sheet command's first step: walk the paths, read each photo's header, and sort.
enum PhotoCollector {
    /// How photos are ordered on the sheet.
    enum Order: String, CaseIterable {
        /// By folder, then file name (numbers compared by value: IMG_2 before IMG_10).
        case name
        /// By capture time: EXIF DateTimeOriginal when present, else the file's modification
        /// time; ties by name.
        case date
        /// In the order the paths were given and walked.
        case none
    }

    /// What the walk found: the photos, and paths that are not photos at all (unreadable folders).
    struct Collection {
        var photos: [GalleryPhoto]
        var problems: [RenderReport.Problem]
    }

    static func collect(_ paths: [String], order: Order) -> Collection {
        var photos: [(photo: GalleryPhoto, date: String?)] = []
        var problems: [RenderReport.Problem] = []
        for entry in ImageFileWalker.walk(paths) {
            if let failure = entry.failure {
                if failure.hasPrefix("cannot read folder") {
                    problems.append(RenderReport.Problem(path: entry.path, message: failure))
                } else {
                    photos.append((GalleryPhoto(path: entry.path, folder: entry.relativeFolder, aspectRatio: nil, failure: failure), nil))
                }
                continue
            }
            do {
                let info = try ImageProbe.probe(fileAt: entry.path)
                photos.append((GalleryPhoto(path: entry.path, folder: entry.relativeFolder, aspectRatio: CGFloat(info.aspectRatio)),
                               order == .date ? captureDate(of: entry.path, info: info) : nil))
            } catch {
                photos.append((GalleryPhoto(path: entry.path, folder: entry.relativeFolder, aspectRatio: nil, failure: error.description), nil))
            }
        }
        switch order {
        case .none:
            break
        case .name:
            photos.sort { precedes($0.photo, $1.photo) }
        case .date:
            photos.sort { lhs, rhs in
                if lhs.photo.folder != rhs.photo.folder { return folderPrecedes(lhs.photo.folder, rhs.photo.folder) }
                if lhs.date != rhs.date { return (lhs.date ?? "~") < (rhs.date ?? "~") }
                return precedes(lhs.photo, rhs.photo)
            }
        }
        return Collection(photos: photos.map(\.photo), problems: problems)
    }

    /// Folder (top level first), then name in natural order, then the raw path.
    static func precedes(_ lhs: GalleryPhoto, _ rhs: GalleryPhoto) -> Bool {
        if lhs.folder != rhs.folder { return folderPrecedes(lhs.folder, rhs.folder) }
        switch lhs.name.compare(rhs.name, options: [.numeric, .caseInsensitive]) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.path.unicodeScalars.lexicographicallyPrecedes(rhs.path.unicodeScalars)
        }
    }

    private static func folderPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs.isEmpty || rhs.isEmpty { return lhs.isEmpty && !rhs.isEmpty }
        switch lhs.compare(rhs, options: [.numeric, .caseInsensitive]) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
        }
    }

    /// A sortable capture time: EXIF DateTimeOriginal ("YYYY:MM:DD HH:MM:SS") when the header
    /// has one, else the modification time in the same form (UTC).
    private static func captureDate(of path: String, info: ImageInfo) -> String? {
        if let original = info.captureDate { return original }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy:MM:dd HH:mm:ss"
        return formatter.string(from: modified)
    }
}
