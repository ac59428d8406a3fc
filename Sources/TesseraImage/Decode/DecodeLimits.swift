/// Bounds that keep a hostile or absurd file from exhausting memory (a "decompression bomb":
/// a 200-byte PNG whose header claims 100000×100000 pixels would need 40 GB).
///
/// Two rules, both checked against what the file's header claims, before any pixel memory is
/// allocated (and handed to the codec libraries where they take limits: libpng's
/// `png_set_user_limits`, libheif's, LibRaw's `max_raw_memory_mb`):
/// - **Decode memory**: the bytes the decode will actually allocate, estimated from the header
///   by the file's ``DecodePlan`` (``DecodePlan/decodeBytes``) *after* DCT scaling or block averaging —
///   a 64000×3500 panorama thumbnailed at 1/8 holds 8000×438 pixels, not 224 million — with
///   whatever the codec must keep at full size (a progressive JPEG's coefficients for every
///   stored pixel, libheif's full-size planes, an interlaced PNG) counted in full.
/// - **Hard caps** for hostile headers whatever the scale: each side (libjpeg-turbo's own
///   maximum) and the stored pixel count, so that no header makes a decoder walk billions of
///   pixels even row by row.
///
/// ```swift
/// var limits = DecodeLimits.default
/// print(limits.maxDimension, limits.maxPixels, limits.maxDecodeBytes)
/// // 65500 1000000000 1073741824
/// limits.maxDecodeBytes = 256 << 20   // decode nothing that needs more than 256 MiB
/// ```
public struct DecodeLimits: Sendable, Equatable {
    /// The largest width or height accepted. Default ``PictureLimits/maximumSide`` (65 500), libjpeg-turbo's own maximum.
    public var maxDimension: Int { didSet { maxDimension = max(1, maxDimension) } }
    /// The largest stored pixel count accepted, whatever the decode's scale: a hard cap for
    /// hostile headers. Default ``PictureLimits/maximumPixels``, one gigapixel (a 64000×3500 panorama is 224 megapixels).
    public var maxPixels: Int { didSet { maxPixels = max(1, maxPixels) } }
    /// The most bytes one decode may allocate, as the file's ``DecodePlan`` counts them
    /// (``DecodePlan/decodeBytes``) for the scale asked. Default 1 GiB (a 200-megapixel
    /// photo decoded at full size needs 800 MB).
    public var maxDecodeBytes: Int { didSet { maxDecodeBytes = max(1, maxDecodeBytes) } }
    /// The largest file read into memory. Default 1 GiB.
    public var maxFileBytes: Int { didSet { maxFileBytes = max(1, maxFileBytes) } }
    /// The most scans a JPEG may have, counted from its markers before any is decoded. Each
    /// scan of a progressive JPEG is a pass over the whole image, and a file can repeat them
    /// hundreds of times in a few bytes each (libjpeg-turbo's report LJT-01-003: 499 scans of a
    /// 14142×14142 image in 21 kB took 9.4 s). Default 100: libjpeg's own progression writes 10
    /// scans for colour and 6 for grey, and real files stay in the tens (`djpeg -maxscans`
    /// sets the same kind of limit).
    public var maxScans: Int { didSet { maxScans = max(1, maxScans) } }

    /// Limits with the given values. Here and when a property is set, a value under 1 counts as
    /// 1, the strictest each limit can be (a caller's 0 must not stop the process, nor turn a
    /// limit off).
    public init(maxDimension: Int = PictureLimits.standard.maximumSide, maxPixels: Int = PictureLimits.standard.maximumPixels,
                maxDecodeBytes: Int = 1 << 30, maxFileBytes: Int = 1 << 30, maxScans: Int = 100) {
        self.maxDimension = max(1, maxDimension)
        self.maxPixels = max(1, maxPixels)
        self.maxDecodeBytes = max(1, maxDecodeBytes)
        self.maxFileBytes = max(1, maxFileBytes)
        self.maxScans = max(1, maxScans)
    }

    /// The defaults described on each property.
    public static let `default` = DecodeLimits()

    /// Which limit an image exceeded, with its value.
    public enum Limit: Sendable, Equatable, CustomStringConvertible {
        /// ``DecodeLimits/maxDimension``.
        case dimension(Int)
        /// ``DecodeLimits/maxPixels``.
        case pixels(Int)
        /// ``DecodeLimits/maxDecodeBytes``.
        case decodeBytes(Int)

        /// "65500 pixels a side", "1000000000 pixels in all" or "1073741824 bytes of decode memory".
        public var description: String {
            switch self {
            case .dimension(let value): "\(value) pixels a side"
            case .pixels(let value): "\(value) pixels in all"
            case .decodeBytes(let value): "\(value) bytes of decode memory"
            }
        }
    }

    /// Throws ``DecodeError/tooLarge(width:height:limit:)`` when `width × height` is over a hard cap.
    public func check(width: Int, height: Int) throws(DecodeError) {
        if width > maxDimension || height > maxDimension {
            throw .tooLarge(width: width, height: height, limit: .dimension(maxDimension))
        }
        // Both sides are ≤ maxDimension here, so the product cannot overflow.
        if width * height > maxPixels {
            throw .tooLarge(width: width, height: height, limit: .pixels(maxPixels))
        }
    }

    /// Throws ``DecodeError/tooLarge(width:height:limit:)`` when decoding the image `info`
    /// describes by `plan` would allocate more than ``maxDecodeBytes`` (its
    /// ``DecodePlan/decodeBytes``). A TIFF whose one strip or row of tiles is alone above the
    /// limit is refused by its size, ``DecodeError/tiffChunkTooLarge(chunk:tiled:across:bytes:limit:)``.
    func checkDecode(of info: ImageInfo, plan: DecodePlan) throws(DecodeError) {
        if case .tiff(let tiff) = info.details {
            let chunks = TIFFChunkMemory(tiff, stored: PixelSize(width: info.width, height: info.height))
            if chunks.bytes > maxDecodeBytes {
                throw .tiffChunkTooLarge(chunk: chunks.chunk, tiled: chunks.tiled, across: chunks.across, bytes: chunks.bytes, limit: maxDecodeBytes)
            }
        }
        if plan.decodeBytes > maxDecodeBytes {
            throw .tooLarge(width: info.width, height: info.height, limit: .decodeBytes(maxDecodeBytes))
        }
    }
}
