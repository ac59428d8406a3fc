import Foundation
import TesseraImage

extension PhotoCollector.Collection {
    /// A path given to ``PhotoCollector/collect(_:order:)`` that gave no photo, and why.
    public struct EmptyPath: Sendable, Equatable {
        /// The path as given.
        public var path: String
        /// Why it gave no photo: "no such file or folder", "not an image", "no photos in this
        /// folder (…)", "no photos found: N folders in it could not be read", ….
        public var reason: String
        /// Whether the path is a folder (a folder without photos is worth a warning even when
        /// other paths give photos; a missing path or a file that is no image is listed as failed).
        public var isFolder: Bool

        /// `path`, which gave no photo for `reason`.
        public init(path: String, reason: String, isFolder: Bool) {
            self.path = path
            self.reason = reason
            self.isFolder = isFolder
        }
    }

    /// The paths among `paths` (those collected) that gave no photo — a path that does not
    /// exist, a file that is no image at all, a folder with no photo in it — in the order given.
    /// A file named on its own counts as a photo even when damaged, unless it is no image.
    ///
    /// ```swift
    /// let collection = PhotoCollector.collect(["Trip", "Empty"], order: .name)
    /// print(collection.emptyPaths(among: ["Trip", "Empty"]).map(\.reason))
    /// // ["no photos in this folder (Tessera reads JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW files)"]
    /// ```
    public func emptyPaths(among paths: [String]) -> [EmptyPath] {
        paths.compactMap { path in
            var info = stat()
            guard lstat(path, &info) == 0 else { return EmptyPath(path: path, reason: "no such file or folder", isFolder: false) }
            let isFolder = (stat(path, &info) == 0) && (info.st_mode & S_IFMT) == S_IFDIR
            guard isFolder else {
                let notAnImage = photos.contains { $0.path == path && $0.isNotAnImage }
                return notAnImage ? EmptyPath(path: path, reason: "not an image", isFolder: false) : nil
            }
            return folderReason(path).map { EmptyPath(path: path, reason: $0, isFolder: true) }
        }
    }

    /// Why the folder `path` gave no photo, nil when it gave one.
    private func folderReason(_ path: String) -> String? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let found = photos.filter { $0.path.hasPrefix(prefix) }
        if found.contains(where: { !$0.isNotAnImage }) { return nil }
        let unreadable = problems.filter { $0.path == path || $0.path.hasPrefix(prefix) }.count
        if unreadable > 0 {
            return "no photos found: \(unreadable) folder\(unreadable == 1 ? "" : "s") in it could not be read"
        }
        if !found.isEmpty {
            // Files named like photos that are no image at all (an HTML page saved as .jpg).
            return "no photos in this folder: \(found.count) file\(found.count == 1 ? " is" : "s are") not an image (Tessera reads \(ImageFormat.readableNames) files)"
        }
        return "no photos in this folder (Tessera reads \(ImageFormat.readableNames) files)"
    }
}
