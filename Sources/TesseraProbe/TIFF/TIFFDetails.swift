/// What a TIFF's first directory (IFD0, the first page) says.
public struct TIFFDetails: Sendable, Equatable {
    /// PhotometricInterpretation: 0 or 1 grey, 2 RGB, 3 palette, 5 CMYK (separated), 6 YCbCr, …
    public var photometric: Int
    /// Bits per sample (of the first sample): 1, 4, 8, 16, …
    public var bitsPerSample: Int
    /// Samples per pixel (3 for RGB, 4 for RGBA or CMYK, 1 for grey or palette).
    public var samplesPerPixel: Int
    /// Compression: 1 none, 5 LZW, 7 JPEG, 8 and 32946 deflate, 32773 PackBits, …
    public var compression: Int
    /// Whether the image is stored in tiles rather than strips.
    public var isTiled: Bool
    /// Pages (directories) in the file, counted up to 64; only the first is shown.
    public var pageCount: Int
    /// The width of a tile, or of the page for strips; 0 when unknown (the page's).
    public var chunkWidth: Int
    /// The height of a tile, or the rows of a strip (RowsPerStrip, at most the page's height); 0
    /// when unknown (the page's). libtiff decodes a strip or a tile whole: TesseraImage's
    /// `DecodeMemory` counts one strip, or one row of tiles.
    public var chunkHeight: Int

    public init(photometric: Int, bitsPerSample: Int, samplesPerPixel: Int, compression: Int, isTiled: Bool, pageCount: Int,
                chunkWidth: Int = 0, chunkHeight: Int = 0) {
        self.photometric = photometric
        self.bitsPerSample = bitsPerSample
        self.samplesPerPixel = samplesPerPixel
        self.compression = compression
        self.isTiled = isTiled
        self.pageCount = pageCount
        self.chunkWidth = chunkWidth
        self.chunkHeight = chunkHeight
    }
}
