/// A decoded photo: upright premultiplied pixels, the header facts, and the warnings the codec
/// library raised while decoding (the image is usable, but the file is damaged).
///
/// ```swift
/// let image = try ImageDecoder().decode(fileAt: "Tests/Fixtures/corrupt/truncated_mid_scan.jpg")
/// print(image.pixels.size, image.warnings.first ?? "")
/// // 800×500 Premature end of JPEG file
/// ```
public struct DecodedImage: Sendable, Equatable {
    /// The pixels, with the EXIF orientation applied: `pixels.size` has the displayed aspect.
    public var pixels: PixelBuffer
    /// What the header says (stored size, orientation, format details).
    public var info: ImageInfo
    /// How the decode was reduced before orientation: n/8 for JPEG DCT scaling, 1/k for a PNG
    /// averaged in k × k blocks, 1/1 for full size.
    public var scale: DecodeScale
    /// The libraries' warnings, in order, repeats collapsed; empty for an undamaged file.
    public var warnings: [String]

    /// A decoded image from its parts.
    public init(pixels: PixelBuffer, info: ImageInfo, scale: DecodeScale, warnings: [String]) {
        self.pixels = pixels
        self.info = info
        self.scale = scale
        self.warnings = warnings
    }
}
