/// What LibRaw's identification of a camera RAW file says (headers only, no pixel decoded).
///
/// ```swift
/// let info = try ImageProbe.probe(fileAt: "Tests/Fixtures/raw/dng-preview-o6.dng")
/// if case .raw(let raw) = info.details { print(raw.container, raw.preview, raw.previewWidth) }
/// // DNG jpeg 600
/// ```
public struct RAWDetails: Sendable, Equatable {
    /// The container: "DNG", "NEF", "CR2", "CR3", "ARW", "ORF", "RW2", "RAF", "PEF", …
    public var container: String
    /// The sensor's full width, margins included (``ImageInfo/width`` is the developed picture's).
    public var rawWidth: Int
    /// The sensor's full height, margins included.
    public var rawHeight: Int
    /// Colour channels of the sensor: 3 for a Bayer RGB sensor, 4 for CMYG or RGBE.
    public var colors: Int
    /// The largest embedded preview's kind, as its header suggests (LibRaw tells the format only
    /// once it reads the preview: one stored in fewer bytes than its 8-bit pixels is taken for a JPEG).
    public var preview: Preview
    /// The preview's width as the header gives it (0 when unknown).
    public var previewWidth: Int
    /// The preview's height as the header gives it (0 when unknown).
    public var previewHeight: Int
    /// The preview's length in bytes as the header gives it (0 when unknown).
    public var previewBytes: Int

    /// What a RAW file embeds for showing it quickly.
    public enum Preview: Sendable, Equatable {
        /// No preview LibRaw can read: the raw data is developed at half size.
        case none
        /// A JPEG, decoded at DCT scale like any JPEG.
        case jpeg
        /// An uncompressed 8-bit picture.
        case bitmap
    }

    /// Details from their parts, as TesseraImage's `ImageProbe` reads them through LibRaw.
    public init(container: String, rawWidth: Int, rawHeight: Int, colors: Int, preview: Preview,
                previewWidth: Int, previewHeight: Int, previewBytes: Int) {
        self.container = container
        self.rawWidth = rawWidth
        self.rawHeight = rawHeight
        self.colors = colors
        self.preview = preview
        self.previewWidth = previewWidth
        self.previewHeight = previewHeight
        self.previewBytes = previewBytes
    }
}
