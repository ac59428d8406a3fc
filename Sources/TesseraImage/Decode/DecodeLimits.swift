/// Bounds that keep a hostile or absurd file from exhausting memory (a "decompression bomb":
/// a 200-byte PNG whose header claims 100000×100000 pixels would need 40 GB).
///
/// Limits are checked against the size the file's header claims, before any pixel memory is
/// allocated, and are also handed to the codec libraries (libpng's `png_set_user_limits`).
/// The pixel count is that of the stored image, not of the reduced-scale decode, because a
/// progressive JPEG keeps coefficients for every stored pixel however small its output.
///
/// ```swift
/// var limits = DecodeLimits.default
/// print(limits.maxDimension, limits.maxPixels)
/// // 65500 200000000
/// limits.maxPixels = 50_000_000   // refuse anything above 50 megapixels
/// ```
public struct DecodeLimits: Sendable, Equatable {
    /// The largest width or height accepted. Default ``PixelSize/maximumSide`` (65 500), libjpeg-turbo's own maximum.
    public var maxDimension: Int
    /// The largest stored pixel count accepted. Default 200 megapixels: eight times a
    /// 24-megapixel camera photo, 800 MB as RGBA.
    public var maxPixels: Int
    /// The largest file read into memory. Default 1 GiB.
    public var maxFileBytes: Int
    /// The most scans a JPEG may have, counted from its markers before any is decoded. Each
    /// scan of a progressive JPEG is a pass over the whole image, and a file can repeat them
    /// hundreds of times in a few bytes each (libjpeg-turbo's report LJT-01-003: 499 scans of a
    /// 14142×14142 image in 21 kB took 9.4 s). Default 100: libjpeg's own progression writes 10
    /// scans for colour and 6 for grey, and real files stay in the tens (`djpeg -maxscans`
    /// sets the same kind of limit).
    public var maxScans: Int

    /// Limits with the given values; each MUST be positive.
    public init(maxDimension: Int = PixelSize.maximumSide, maxPixels: Int = 200_000_000, maxFileBytes: Int = 1 << 30, maxScans: Int = 100) {
        precondition(maxDimension > 0 && maxPixels > 0 && maxFileBytes > 0 && maxScans > 0, "limits must be positive")
        self.maxDimension = maxDimension
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
        self.maxScans = maxScans
    }

    /// The defaults described on each property.
    public static let `default` = DecodeLimits()

    /// Which limit an image exceeded, with its value.
    public enum Limit: Sendable, Equatable, CustomStringConvertible {
        /// ``DecodeLimits/maxDimension``.
        case dimension(Int)
        /// ``DecodeLimits/maxPixels``.
        case pixels(Int)

        /// "65500 pixels a side" or "200000000 pixels in all".
        public var description: String {
            switch self {
            case .dimension(let value): "\(value) pixels a side"
            case .pixels(let value): "\(value) pixels in all"
            }
        }
    }

    /// Throws ``DecodeError/tooLarge(width:height:limit:)`` when `width × height` is over a limit.
    public func check(width: Int, height: Int) throws(DecodeError) {
        if width > maxDimension || height > maxDimension {
            throw .tooLarge(width: width, height: height, limit: .dimension(maxDimension))
        }
        // Both sides are ≤ maxDimension here, so the product cannot overflow.
        if width * height > maxPixels {
            throw .tooLarge(width: width, height: height, limit: .pixels(maxPixels))
        }
    }
}
