/// The EXIF orientation of a photo (TIFF tag 0x0112 in IFD0): how the stored pixels must be
/// transformed to be shown upright. It matches `CGImagePropertyOrientation` raw values 1…8.
///
/// A file without the tag, or with a value outside 1…8, is ``up`` (value 1).
public enum ExifOrientation: Int, Sendable, Equatable, Hashable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: mirrored left–right.
    case upMirrored = 2
    /// 3: rotated 180°.
    case down = 3
    /// 4: mirrored top–bottom.
    case downMirrored = 4
    /// 5: mirrored along the top-left to bottom-right diagonal (transposed).
    case leftMirrored = 5
    /// 6: stored rotated 90° counter-clockwise; shown by rotating 90° clockwise.
    case right = 6
    /// 7: mirrored along the top-right to bottom-left diagonal (transversed).
    case rightMirrored = 7
    /// 8: stored rotated 90° clockwise; shown by rotating 90° counter-clockwise.
    case left = 8

    /// The orientation for a raw tag value; values outside 1…8 mean ``up``, as exiftool,
    /// Pillow and browsers treat them.
    public init(exifValue: Int) {
        self = ExifOrientation(rawValue: exifValue) ?? .up
    }

    /// Whether showing the image upright swaps its width and height (orientations 5–8).
    public var swapsDimensions: Bool { rawValue >= 5 }
}
