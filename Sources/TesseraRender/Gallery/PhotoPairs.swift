import Foundation
import TesseraImage

/// A camera set to RAW+JPEG writes each frame twice, `DSC_0101.NEF` and `DSC_0101.JPG`, side by
/// side; a contact sheet shows the frame once, as Lightroom does (`--pairs`). Two files are a pair
/// when they are in the same folder, their names differ only in the extension (case aside), one
/// is a camera RAW and the other a JPEG; a RAW whose JPEG failed to read, or the other way round,
/// is still shown.
///
/// ```swift
/// let kept = PhotoPairs.raw.filter(collection.photos)   // the NEF of each NEF+JPG pair
/// ```
public enum PhotoPairs: String, Sendable, CaseIterable {
    /// The RAW of each pair (Lightroom's default).
    case raw
    /// The JPEG of each pair (the camera's own rendering).
    case jpeg
    /// Both files.
    case both

    /// `photos` without the other file of each pair, in their order.
    public func filter(_ photos: [GalleryPhoto]) -> [GalleryPhoto] {
        guard self != .both else { return photos }
        func key(_ photo: GalleryPhoto) -> String {
            let url = URL(fileURLWithPath: photo.path)
            return (url.deletingLastPathComponent().path + "/" + url.deletingPathExtension().lastPathComponent).lowercased()
        }
        var formats: [String: Set<ImageFormat>] = [:]
        for photo in photos where photo.failure == nil {
            if let format = photo.info?.format, format == .raw || format == .jpeg { formats[key(photo), default: []].insert(format) }
        }
        let dropped: ImageFormat = self == .raw ? .jpeg : .raw
        return photos.filter { photo in
            guard photo.failure == nil, photo.info?.format == dropped, formats[key(photo)]?.count == 2 else { return true }
            return false
        }
    }
}
