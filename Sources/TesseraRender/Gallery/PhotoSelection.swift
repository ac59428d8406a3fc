import TesseraImage

/// Which photos a sheet keeps, by what their XMP says: `--min-rating` and `--picks`.
///
/// ```swift
/// let selection = PhotoSelection(minimumRating: 3)
/// let kept = collection.photos.filter(selection.keeps)
/// ```
public struct PhotoSelection: Sendable, Equatable {
    /// The fewest stars a photo may have (0…5); nil keeps every photo. Any minimum, even 0,
    /// leaves out rejected photos (`xmp:Rating` −1 or a reject flag); unrated photos count as 0.
    public var minimumRating: Int?
    /// Whether only picked photos are kept (Lightroom's and Bridge's pick flag, `xmpDM:pick`).
    public var picksOnly: Bool
    /// Whether rejected photos are kept whatever the other rules say (`--show-rejects`): drawn
    /// greyed (``PhotoMark``) rather than left out.
    public var keepsRejects: Bool

    /// A selection; the defaults keep every photo.
    public init(minimumRating: Int? = nil, picksOnly: Bool = false, keepsRejects: Bool = false) {
        self.minimumRating = minimumRating
        self.picksOnly = picksOnly
        self.keepsRejects = keepsRejects
    }

    /// Whether the selection keeps every photo.
    public var keepsAll: Bool { minimumRating == nil && !picksOnly }

    /// Whether `photo` is kept.
    public func keeps(_ photo: GalleryPhoto) -> Bool {
        if keepsRejects && photo.xmp.isRejected { return true }
        if picksOnly && !photo.xmp.isPicked { return false }
        if let minimumRating {
            if photo.xmp.isRejected { return false }
            if (photo.xmp.rating ?? 0) < minimumRating { return false }
        }
        return true
    }
}
