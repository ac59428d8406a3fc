import Foundation
import TesseraImage

/// One photo of a contact sheet, as the folder walk and the header probe found it.
///
/// ```swift
/// let photo = GalleryPhoto(path: "Trip/Day 1/IMG_0001.jpg", folder: "Day 1", aspectRatio: 1.5)
/// print(photo.name)
/// // IMG_0001.jpg
/// ```
public struct GalleryPhoto: Sendable, Equatable {
    /// The file's path, as given or found.
    public var path: String
    /// The folder it belongs to, relative to the folder that was walked ("" at the top): with
    /// ``ContactSheet/Sections/folders`` each folder becomes a section with this as its title.
    public var folder: String
    /// Displayed width / height (EXIF orientation applied); nil when the header could not be read.
    public var aspectRatio: CGFloat?
    /// Why the photo cannot be used, when its header could not be read.
    public var failure: String?
    /// What its header says (size, capture date, camera), for captions; nil when unread.
    public var info: ImageInfo?
    /// The file's size in bytes, when known.
    public var fileSize: Int?
    /// Whether the file is no image at all (empty, or no image format's signature), as opposed
    /// to a photo that is damaged or in a format Tessera does not read. A sheet of such files
    /// alone is not written.
    public var isNotAnImage: Bool = false
    /// Which of the paths given it was found under (0 for the first): photos of the first path
    /// come before those of the second, as given.
    public var argument: Int = 0
    /// Rating, colour label, pick flag, title and description from its XMP (embedded or a
    /// sidecar); empty when it has none.
    public var xmp = XMPMetadata()

    /// A photo from its parts.
    public init(path: String, folder: String = "", aspectRatio: CGFloat?, failure: String? = nil,
                info: ImageInfo? = nil, fileSize: Int? = nil) {
        self.path = path
        self.folder = folder
        self.aspectRatio = aspectRatio
        self.failure = failure
        self.info = info
        self.fileSize = fileSize
    }

    /// The file name: the path's last component.
    public var name: String {
        LayoutRenderer.fileName(path)
    }
}
