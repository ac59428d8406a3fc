/// Where a picture goes, which decides the ``PictureLimits`` it meets.
///
/// ```swift
/// print(PictureLimits.standard.pixelLimit(of: .tiled))
/// // 10000000000
/// ```
public enum PictureKind: Sendable, Hashable {
    /// One file holding the picture whole: a PNG or a PDF page.
    case file
    /// A JPEG file: also at most ``PictureLimits/maximumSide`` high.
    case jpeg
    /// A zoomable picture, cut into tiles: no file holds it whole.
    case tiled
    /// A picture drawn whole in memory (a preview, a snapshot).
    case inMemory
}
