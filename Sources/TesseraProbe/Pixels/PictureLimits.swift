/// The largest pictures Tessera decodes, draws and writes: the one place every size limit is
/// read from — the decoder's hard caps (`DecodeLimits`' defaults), the writers (`PNGWriter`,
/// `JPEGWriter`, `PDFWriter`, `PyramidWriter`), the renderer's check before it draws, print
/// pages and the `tessera` command's options.
///
/// Five numbers, in pixels:
///
/// | limit | value | why |
/// |---|---:|---|
/// | ``maximumSide`` | 65,500 | libjpeg-turbo's `JPEG_MAX_DIMENSION`: both sides of a JPEG and of a decoded photo, and the width of any picture drawn (a band of 64 rows is then at most 16.8 MB) |
/// | ``maximumHeight`` | 2,147,483,647 | PNG's own limit (2³¹ − 1 rows, IHDR): the height of a PNG, a PDF page or a zoomable picture |
/// | ``maximumPixels`` | 1,000,000,000 | one picture written whole (PNG, JPEG, a PDF page): about 4 GB of pixels to draw and compress, a minute or two. Within the side limits a picture could have 140 trillion, hours of work and hundreds of gigabytes from a few bytes of spec; a taller sheet is cut into pages. Also the decoder's cap on a photo's stored pixels |
/// | ``maximumTiledPixels`` | 10,000,000,000 | a zoomable picture (Deep Zoom or IIIF tiles): a 1,600-pixel-wide sheet of some 90,000 photos. Its memory does not grow with its size (a few tile rows of each level), only the time, about an hour on two cores |
/// | ``maximumImagePixels`` | 200,000,000 | a picture drawn whole in memory (a preview, a snapshot): 800 MB |
///
/// Layouts are in points, which have no size in pixels until a scale is chosen:
/// ``points(_:atScale:)`` turns a pixel limit into the points that stay within it at a scale
/// (``maximumSide`` is 65,500 points at 1×, 21,833 at 3×). The layout engine itself knows no
/// pixels; its own bounds on a spec's numbers (`LayoutSpec.Container.maximumSide`, a million
/// points) keep its arithmetic finite and say nothing about pictures.
///
/// A picture beyond a limit is refused before anything is allocated or written, with a
/// ``PictureSizeError`` that names its size and the limit, whichever entry point refused it.
///
/// ```swift
/// let limits = PictureLimits.standard
/// print(limits.maximumSide, limits.maximumPixels, PictureLimits.points(limits.maximumSide, atScale: 3))
/// // 65500 1000000000 21833
/// do {
///     try limits.check(width: 70_000, height: 100, as: .jpeg)
/// } catch {
///     print(error)
/// }
/// // the picture would be 70000×100 pixels, wider than the 65500 pixels a picture may be
/// ```
public struct PictureLimits: Sendable, Hashable {
    /// The longest side of a decoded photo or a JPEG, and the widest picture drawn: 65,500.
    public let maximumSide: Int
    /// The tallest picture written as a PNG, a PDF page or tiles: 2³¹ − 1 rows, PNG's limit.
    public let maximumHeight: Int
    /// The most pixels of one picture written whole, and of a photo decoded: a billion.
    public let maximumPixels: Int
    /// The most pixels of a zoomable (tiled) picture: ten billion.
    public let maximumTiledPixels: Int
    /// The most pixels of a picture drawn in memory: 200 million.
    public let maximumImagePixels: Int

    /// The limits described on each property, which every part of Tessera uses.
    public static let standard = PictureLimits(maximumSide: 65_500, maximumHeight: Int(Int32.max),
                                               maximumPixels: 1_000_000_000, maximumTiledPixels: 10_000_000_000,
                                               maximumImagePixels: 200_000_000)

    /// The most whole points that stay within `pixels` at `scale` pixels per point:
    /// ⌊pixels / scale⌋ (0 for a scale that is not a positive number).
    ///
    /// ```swift
    /// print(PictureLimits.points(65_500, atScale: 2), PictureLimits.points(65_500, atScale: 0.5))
    /// // 32750 131000
    /// ```
    public static func points(_ pixels: Int, atScale scale: Double) -> Int {
        guard scale.isFinite, scale > 0 else { return 0 }
        return Int(min((Double(pixels) / scale).rounded(.down), 9e18))
    }

    /// Refuses a `width` × `height` picture of `kind` beyond these limits (or with a side
    /// under 1 pixel): what each writer checks before it creates its file, and what the
    /// renderer and the CLI check before anything is drawn.
    /// - Throws: ``PictureSizeError``, naming the first limit the size is beyond: its width,
    ///   then its height, then its pixel count.
    public func check(width: Int, height: Int, as kind: PictureKind) throws(PictureSizeError) {
        guard width >= 1, height >= 1 else { throw .empty(width: width, height: height) }
        guard width <= maximumSide else { throw .tooWide(width: width, height: height, limit: maximumSide) }
        let tallest = kind == .jpeg ? maximumSide : maximumHeight
        guard height <= tallest else { throw .tooTall(width: width, height: height, limit: tallest, kind: kind) }
        let limit = pixelLimit(of: kind)
        let pixels = width.multipliedReportingOverflow(by: height)
        guard !pixels.overflow, pixels.partialValue <= limit else {
            throw .tooManyPixels(width: width, height: height, limit: limit, kind: kind)
        }
    }

    /// ``check(width:height:as:)`` for a ``PixelSize``.
    public func check(_ size: PixelSize, as kind: PictureKind) throws(PictureSizeError) {
        try check(width: size.width, height: size.height, as: kind)
    }

    /// The most pixels a picture of `kind` may have.
    public func pixelLimit(of kind: PictureKind) -> Int {
        switch kind {
        case .file, .jpeg: maximumPixels
        case .tiled: maximumTiledPixels
        case .inMemory: maximumImagePixels
        }
    }
}
