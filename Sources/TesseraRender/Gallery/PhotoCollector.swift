import Foundation
import TesseraImage

/// A contact sheet's first step: walk the paths for photos, read each photo's header (no pixel is
/// decoded), and sort them. What `tessera sheet` does before laying out, as a library call.
///
/// ```swift
/// let collection = PhotoCollector.collect(["SampleImages"], order: .name)
/// let sheet = try ContactSheet().make(collection.photos, style: .light)
/// ```
public enum PhotoCollector {
    /// How photos are ordered on the sheet.
    public enum Order: String, Sendable, CaseIterable {
        /// By folder, then file name (numbers compared by value: IMG_2 before IMG_10).
        case name
        /// By capture time, one timeline across every folder (photos from two camera bodies
        /// interleave): EXIF DateTimeOriginal when present, else the file's modification time;
        /// photos with neither last; ties by folder, then name. With sections, each folder's
        /// photos keep this order and the sections follow their first photo's date.
        case date
        /// In the order the paths were given and walked.
        case none
    }

    /// What the walk found: the photos (a photo that cannot be read is one too: it is drawn as a
    /// placeholder and reported), and paths that are not photos at all (unreadable folders).
    public struct Collection: Sendable {
        /// The photos, in order.
        public var photos: [GalleryPhoto]
        /// Folders that could not be read, with the reason.
        public var problems: [RenderReport.Problem]
        /// Sheets Tessera wrote earlier found among the files (``ImageInfo/isTesseraSheet``),
        /// left out of the photos: a sheet written into its own folder is not one of its photos.
        public var earlierSheets: [String] = []
    }

    /// Walks `paths` (files and folders; folders recursively, subfolders becoming sections),
    /// reads every photo's header and XMP (embedded, or a `.xmp` sidecar) on `jobs` threads
    /// (`tessera-hdr-N`, joined before it returns; the calling thread waits), and
    /// sorts them by `order`. The walk is in order; the reading is per file, so a slow sidecar
    /// or a large folder of photos on a network disk costs its share of the threads, not the
    /// sum of every file's wait (issue 36).
    public static func collect(_ paths: [String], order: Order,
                               jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> Collection {
        var entries: [(entry: ImageFileWalker.Entry, argument: Int)] = []
        var problems: [RenderReport.Problem] = []
        let names = sectionNames(paths)
        for (argument, path) in paths.enumerated() {
            for var entry in ImageFileWalker.walk([path]) {
                if let problem = entry.problem, problem.isFolder {
                    problems.append(RenderReport.Problem(path: entry.path, message: problem.description))
                    continue
                }
                if let name = names[argument] {
                    entry.relativeFolder = entry.relativeFolder.isEmpty ? name : name + "/" + entry.relativeFolder
                }
                entries.append((entry, argument))
            }
        }
        var photos = WorkerPool.withThreads(max(1, jobs), named: "tessera-hdr") { pool in
            ParallelMap.map(entries, on: pool) { found in
                var read = read(found.entry, order: order)
                read.photo.argument = found.argument
                return read
            }
        }
        switch order {
        case .none:
            break
        case .name:
            photos.sort { precedes($0.photo, $1.photo) }
        case .date:
            photos.sort { lhs, rhs in
                if lhs.date != rhs.date { return (lhs.date ?? "~") < (rhs.date ?? "~") }
                return precedes(lhs.photo, rhs.photo)
            }
        }
        let sheets = photos.filter { $0.photo.info?.isTesseraSheet == true }.map(\.photo.path)
        return Collection(photos: photos.map(\.photo).filter { $0.info?.isTesseraSheet != true }, problems: problems, earlierSheets: sheets)
    }

    /// One walked file as a photo: its header, size and XMP, or why it cannot be shown; and its
    /// capture time when the order needs it.
    private static func read(_ entry: ImageFileWalker.Entry, order: Order) -> (photo: GalleryPhoto, date: String?) {
        if let problem = entry.problem {
            return (GalleryPhoto(path: entry.path, folder: entry.relativeFolder, aspectRatio: nil, failure: problem.description), nil)
        }
        var photo: GalleryPhoto
        var date: String?
        do throws(ProbeError) {
            let info = try ImageProbe.probe(fileAt: entry.path)
            let size = (try? FileManager.default.attributesOfItem(atPath: entry.path))?[.size] as? Int
            photo = GalleryPhoto(path: entry.path, folder: entry.relativeFolder, aspectRatio: CGFloat(info.aspectRatio),
                                 info: info, fileSize: size)
            date = order == .date ? captureDate(of: entry.path, info: info) : nil
        } catch {
            photo = GalleryPhoto(path: entry.path, folder: entry.relativeFolder, aspectRatio: nil, failure: error.description)
            switch error {
            case .notAnImage, .empty: photo.isNotAnImage = true
            default: break
            }
        }
        if !photo.isNotAnImage { photo.xmp = XMPReader.read(photoAt: entry.path) }
        return (photo, date)
    }

    /// Folder (top level first), then name in natural order, then the raw path.
    /// The section each folder among `paths` gives its photos when several are given: its own
    /// name (`Trip/Day 1` → `Day 1`), or the path as given when another folder has the same name
    /// (two cards' `DCIM`); nil for a file, or when there is one folder (its photos have no
    /// section of their own, as ever).
    static func sectionNames(_ paths: [String]) -> [String?] {
        let folders = paths.map { path -> String? in
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            return trimmed
        }
        guard folders.compactMap({ $0 }).count > 1 else { return paths.map { _ in nil } }
        let names = folders.map { $0.map { URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent } }
        return zip(folders, names).map { folder, name in
            guard let folder, let name else { return nil }
            return names.filter { $0 == name }.count > 1 ? folder : name
        }
    }

    public static func precedes(_ lhs: GalleryPhoto, _ rhs: GalleryPhoto) -> Bool {
        if lhs.argument != rhs.argument { return lhs.argument < rhs.argument }
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
