/// How a picture is encoded: PNG at a compression effort, JPEG at a quality, or tiles of a
/// zoomable picture. The renderer
/// and the command-line tool write every picture through ``writer(path:width:height:hasAlpha:workers:dotsPerInch:marked:)``.
///
/// ```swift
/// let encoding = PictureEncoding.jpeg(quality: 85)
/// let writer = try encoding.writer(path: "/tmp/sheet.jpg", width: 800, height: 600, hasAlpha: false)
/// ```
public enum PictureEncoding: Sendable, Equatable {
    /// Lossless PNG (``PNGWriter``), with an alpha channel when the picture asks for one.
    case png(PNGCompression)
    /// Baseline JPEG (``JPEGWriter``) at libjpeg's quality, 1 … 100; never any alpha.
    case jpeg(quality: Int)
    /// A zoomable picture (``PyramidWriter``): Deep Zoom or IIIF tiles, cut as the options say.
    case tiles(TileOptions)

    /// A writer for a `width × height` picture at `path` (`-` for standard output), encoded on
    /// `workers` where the format allows (PNG chunks, tiles); `hasAlpha` keeps transparency (PNG only);
    /// `dotsPerInch` is written as the print resolution.
    /// With `marked`, the file carries ``OutputMark`` (a sheet, which a later walk leaves out).
    public func writer(path: String, width: Int, height: Int, hasAlpha: Bool, workers: WorkerPool = .callingThread,
                       dotsPerInch: Double? = nil, marked: Bool = false) throws(EncodeError) -> any PictureWriter {
        switch self {
        case .png(let compression):
            try PNGWriter(path: path, width: width, height: height, hasAlpha: hasAlpha, compression: compression,
                          workers: workers, dotsPerInch: dotsPerInch, software: marked ? OutputMark.text : nil)
        case .jpeg(let quality):
            try JPEGWriter(path: path, width: width, height: height, quality: quality, dotsPerInch: dotsPerInch,
                           comment: marked ? OutputMark.text : nil)
        case .tiles(let options):
            try PyramidWriter(path: path, width: width, height: height, hasAlpha: hasAlpha, options: options, workers: workers)
        }
    }

    /// The limits a picture written this way meets: ``PictureKind/jpeg`` for a JPEG,
    /// ``PictureKind/tiled`` for tiles, ``PictureKind/file`` for a PNG.
    public var pictureKind: PictureKind {
        switch self {
        case .png: .file
        case .jpeg: .jpeg
        case .tiles: .tiled
        }
    }

    /// Whether the picture is a zoomable one, cut into tiles: no single file holds it, so neither
    /// PNG's nor JPEG's size limits apply.
    public var isTiled: Bool {
        if case .tiles = self { true } else { false }
    }

    /// Writes a whole image to `path` (`-` for standard output), encoded on `workers`: a PNG is
    /// RGBA when some pixel is not opaque, RGB otherwise.
    public func write(_ image: PixelBuffer, to path: String, workers: WorkerPool = .callingThread) throws(EncodeError) {
        let writer = try writer(path: path, width: image.width, height: image.height, hasAlpha: !image.isOpaque, workers: workers)
        try writer.append(rows: image)
        try writer.finish()
    }
}
