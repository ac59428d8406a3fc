/// How ``ImageDecoder`` decodes: at which scale, within which limits, how forgiving.
///
/// ```swift
/// // A photo bound for a 300×200 cell: a 6000×4000 JPEG is decoded at 1/8, 750×500.
/// let options = DecodeOptions(minimumSize: PixelSize(width: 300, height: 200))
/// ```
public struct DecodeOptions: Sendable, Equatable {
    /// The smallest upright (displayed) size the caller needs, or nil for full size.
    ///
    /// A JPEG is decoded with libjpeg-turbo's DCT scaling at the smallest scale n/8 (n = 1 … 8)
    /// whose output is at least this wide and this high. A non-interlaced PNG at least four
    /// times larger is averaged in k × k blocks as its rows are read (k = ⌊factor / 2⌋, as
    /// ``Resampler`` would), so the full-size image never exists; other PNGs are decoded at full
    /// size. The result is never smaller than asked unless the image itself is.
    public var minimumSize: PixelSize?
    /// Size limits checked before any pixel memory is allocated.
    public var limits: DecodeLimits
    /// When true, damage the libraries can recover from (a truncated file, corrupt entropy data,
    /// extraneous bytes) is an error instead of a warning, as with `djpeg -strict`.
    public var strict: Bool
    /// A progressive JPEG of at least this many stored pixels (two megapixels by default),
    /// decoded at 1/8, is read from its DC scans alone where that gives exactly the full
    /// decode's pixels: its AC scans are not read, and its coefficients take 2 bytes a block
    /// instead of 128. Smaller files are decoded in full, which costs little and reports damage
    /// in every scan; `Int.max` decodes every file in full.
    public var dcOnlyMinimumPixels = 2_000_000
    /// The libjpeg-turbo version the decode plan takes the C shim to be built against
    /// (``JPEGDCOnlyLayout``); tests set another to check the fallback to the full decode.
    var jpegLibraryVersion = JPEGDCOnlyLayout.builtVersion

    /// Options for a full-size (or at least `minimumSize`) decode within `limits`.
    public init(minimumSize: PixelSize? = nil, limits: DecodeLimits = .default, strict: Bool = false) {
        self.minimumSize = minimumSize
        self.limits = limits
        self.strict = strict
    }
}
