/// What the renderer writes a picture through, band by band: ``PNGWriter`` or ``JPEGWriter``.
///
/// Rows are premultiplied RGBA, `width` pixels, appended top to bottom until there are `height`
/// of them; ``finish()`` then completes the file and moves it into place, or
/// ``finish(into:)`` seals it for a page set. Writers MUST leave no partial file when released
/// unfinished.
public protocol PictureWriter: AnyObject {
    /// Pixels per row.
    var width: Int { get }
    /// Rows in the picture.
    var height: Int { get }
    /// Appends the next rows; `rows.width` MUST equal ``width``.
    func append(rows: PixelBuffer) throws(EncodeError)
    /// Completes the picture after the last row and moves its file into place.
    func finish() throws(EncodeError)
    /// Completes the picture after the last row and hands its sealed file to `set`.
    func finish(into set: AtomicFileSet) throws(EncodeError)
}

extension PNGWriter: PictureWriter {}
