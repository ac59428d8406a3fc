/// How one file will be decoded, decided once from its header facts: the scale, the path its
/// codec takes, the bytes that path holds, and the size of the picture it gives.
///
/// A plan is made by ``ImageDecoder/plan(fileAt:)`` or ``ImageDecoder/thumbnailPlan(fileAt:width:height:mode:)``,
/// and the same plan is what everybody reads: the decode-memory limit
/// (``DecodeLimits/maxDecodeBytes`` is checked against ``decodeBytes``), a sheet's admission
/// under `--memory-limit` (``peakBytes``), and the decoder itself, which takes its scale and
/// path from the plan — the C shim is told which JPEG components to read from their DC scans,
/// it does not decide again. A decoder whose library reads the file otherwise than the plan
/// says (another size, another number of scans) stops with ``DecodeError/corrupt(format:message:)``
/// rather than allocate what was not planned.
///
/// MUST be computed by the plan functions only: each format's rule lives in its
/// `DecodePlan+<Format>.swift` beside its decoder.
///
/// ```swift
/// let decoder = ImageDecoder()
/// let plan = try decoder.thumbnailPlan(fileAt: "SampleImages/Landscapes/sunset.jpg", width: 256, height: 256, mode: .fill)
/// print(plan.path, plan.scale, plan.decoded)
/// // rows 3/8 450×300
/// ```
public struct DecodePlan: Sendable, Equatable {
    /// What the codec holds while it decodes.
    public enum Path: Sendable, Equatable, CustomStringConvertible {
        /// Rows go straight into the picture, at its reduced size: a single-scan JPEG at its DCT
        /// scale, a PNG, TIFF or WebP averaged or scaled as it is read, a GIF or a BMP.
        case rows
        /// A JPEG in several scans (progressive, or sequential with one scan a component):
        /// libjpeg's coefficient arrays for every stored block, 128 bytes a block.
        case coefficients
        /// A progressive JPEG at 1/8 whose components in the mask (bit i: component i) are read
        /// from their DC scans alone and held at 2 bytes a block (``JPEGDecoder``).
        case dcOnly(components: UInt32)
        /// The codec decodes the whole picture at full size before Tessera sees it (libheif).
        case whole
        /// A camera RAW's embedded JPEG preview, decoded by its own plan.
        indirect case jpegPreview(DecodePlan)
        /// A camera RAW's embedded 8-bit bitmap preview.
        case bitmapPreview
        /// A camera RAW's sensor data, developed at half size by LibRaw.
        case halfSize

        /// "rows", "coefficients", "dc-only 0x1", "whole", "jpeg-preview (…)", "bitmap-preview", "half-size".
        public var description: String {
            switch self {
            case .rows: "rows"
            case .coefficients: "coefficients"
            case .dcOnly(let components): "dc-only 0x\(String(components, radix: 16))"
            case .whole: "whole"
            case .jpegPreview(let preview): "jpeg-preview (\(preview.path) \(preview.scale) \(preview.decoded))"
            case .bitmapPreview: "bitmap-preview"
            case .halfSize: "half-size"
            }
        }
    }

    /// The image's stored size (before orientation).
    public var stored: PixelSize
    /// How much smaller than ``stored`` the decoded picture is (n/8 for a JPEG, 1/k for a
    /// picture averaged in blocks, the preview's share of the sensor's size for a RAW).
    public var scale: DecodeScale
    /// The picture the decoder gives, in stored orientation.
    public var decoded: PixelSize
    /// What the codec holds while it decodes.
    public var path: Path
    /// The codec's own buffers: coefficient arrays, strips or tiles, libheif's planes, a RAW's
    /// preview bytes.
    public var codecBytes: Int
    /// The decoded picture, four bytes a pixel, and its copy turned upright when the
    /// orientation is not `up`.
    public var pictureBytes: Int
    /// For a thumbnail plan, what resampling adds: the resampler's rows, its area-averaged copy
    /// and the thumbnail itself; 0 for a plain decode.
    public var resampleBytes = 0
    /// What the decoders hold of the file they read (``DecodeMemory/readBufferBytes`` at most).
    public var readBufferBytes = 0

    /// The bytes the decoder allocates: ``codecBytes`` and ``pictureBytes``. This is what
    /// ``DecodeLimits/maxDecodeBytes`` is checked against.
    public var decodeBytes: Int { codecBytes + pictureBytes }

    /// Everything held at the peak of the decode (and of the thumbnail's resampling, for a
    /// thumbnail plan): what a sheet admits under its memory budget.
    public var peakBytes: Int { readBufferBytes + decodeBytes + resampleBytes }

    /// A plan from its parts; the plan functions make them.
    init(stored: PixelSize, scale: DecodeScale, decoded: PixelSize, path: Path, codecBytes: Int, pictureBytes: Int) {
        self.stored = stored
        self.scale = scale
        self.decoded = decoded
        self.path = path
        self.codecBytes = codecBytes
        self.pictureBytes = pictureBytes
    }
}
