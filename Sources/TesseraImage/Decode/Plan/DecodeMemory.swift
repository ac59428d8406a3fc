/// How much memory one thumbnail decode holds at its peak, estimated from the header, so
/// that a caller decoding many photos at once can keep their sum under a budget (the sheet's
/// `--memory-limit`).
///
/// What a decode holds, all at once near its end:
/// - the decoders' read buffer (they stream the file: its size does not count, issue 23);
/// - for a progressive JPEG, libjpeg's coefficient buffer: two bytes for every stored sample
///   of the *full-size* image whatever the DCT scale (24 MP at 4:2:0 is 72 MB), because each
///   scan refines coefficients that only the last one completes; at 1/8, a photo read from its
///   DC scans alone keeps 2 bytes a block of the components that need no more (the luma at
///   4:2:0: 24 MP then costs 25.7 MB), which only its scan survey can tell
///   (``DecodePlan/jpeg(_:stored:orientation:minimum:scans:options:)``); a baseline JPEG
///   decodes row by row into the scaled picture and needs no such buffer;
/// - for a TIFF, one strip or one row of tiles decoded whole (libtiff decompresses no less),
///   and the compressed bytes of one strip or tile (``TIFFChunkMemory``);
/// - for a GIF, giflib's tables and one row of the first image; for a BMP, one band of stored
///   rows (``BMPDecoder/bandBytes``), or its run-length data whole; both are decoded at full size (the logical screen, for a GIF);
/// - the decoded picture at the DCT scale (JPEG) or block-averaged size (PNG; an interlaced
///   PNG is held at full size, as Adam7 needs it), four bytes a pixel, twice over when the EXIF
///   orientation turns it;
/// - the resampler's ring of rows (four floats a pixel, thumbnail width × at most 27 rows) and,
///   for a reduction by 4 or more, its area-averaged copy; and the thumbnail.
///
/// Each figure is a ``DecodePlan``'s, made by the format's own plan function: the decoder
/// follows the same plan, so what is counted here is what it allocates.
///
/// ```swift
/// let info = ImageInfo(format: .jpeg, width: 6000, height: 4000, orientation: .up,
///                      details: .jpeg(JPEGDetails(frameType: 2, components: 3, bitDepth: 8,
///                                                 adobeTransform: nil, samplesPerPixel: 1.5)))
/// print(DecodeMemory.thumbnail(of: info, fileBytes: 9_000_000, width: 256) / 1_000_000)
/// // 73
/// ```
public enum DecodeMemory {
    /// What a decoder holds of the file it reads: stdio's buffer and libjpeg's (4 KiB each),
    /// rounded up to 64 KiB.
    public static let readBufferBytes = 1 << 16

    /// What giflib holds while it decodes, whatever the picture: its handle, its LZW tables (a
    /// prefix, a suffix and a stack of 4096 entries) and its read buffer, rounded up to 64 KiB.
    static let gifCodecBytes = 1 << 16

    /// The estimated peak bytes of ``ImageDecoder/thumbnail(fileAt:width:height:mode:resampler:)``
    /// with these arguments on the image `info` describes, stored in `fileBytes` bytes (of which
    /// only a read buffer, ``readBufferBytes`` at most, is held: the file is streamed), by a
    /// decoder with `options`: the ``DecodePlan/peakBytes`` of its thumbnail plan. From the header
    /// alone (`scans` nil) a progressive JPEG counts at its full coefficient arrays; with the
    /// file's scan survey the figure is the plan's own (``ImageDecoder/thumbnailPlan(fileAt:width:height:mode:)``).
    public static func thumbnail(of info: ImageInfo, fileBytes: Int, width: Int, height: Int? = nil,
                                 mode: AspectMode = .fill, scans: JPEGScanSurvey? = nil,
                                 options: DecodeOptions = DecodeOptions()) -> Int {
        let display = PixelSize(width: info.displayWidth, height: info.displayHeight)
        let geometry = ThumbnailPlan(display: display, width: max(1, width), height: height.map { max(1, $0) }, mode: mode)
        return DecodePlan.thumbnail(of: info, fileBytes: fileBytes, geometry: geometry, scans: scans, options: options).peakBytes
    }

    /// The resampler's own memory, at most: its ring of horizontally filtered rows (four floats a
    /// pixel, as many rows as the vertical filter has taps: at most 27 for Lanczos-3 once area
    /// averaging has brought the factor under 4) and its accumulator row; and, when a side
    /// shrinks by 4 or more, the area-averaged copy of the picture, at most half of it.
    static func resampling(decoded: PixelSize, output: PixelSize) -> Int {
        let rows = output.width * 16 * (27 + 1)
        let averaged = decoded.width >= 4 * output.width || decoded.height >= 4 * output.height
        return rows + (averaged ? decoded.width * decoded.height * 2 : 0)
    }

    /// The estimated peak bytes the decoder itself allocates to decode the image `info`
    /// describes at the smallest scale covering `minimum` (stored orientation; nil: full size):
    /// the codec's buffers, the decoded picture and its turned copy — the
    /// ``DecodePlan/decodeBytes`` of its plan, which ``DecodeLimits/maxDecodeBytes`` is checked
    /// against before any pixel memory exists. `scans` as for ``thumbnail(of:fileBytes:width:height:mode:scans:options:)``.
    public static func decode(of info: ImageInfo, fileBytes: Int, minimum: PixelSize?, scans: JPEGScanSurvey? = nil,
                              options: DecodeOptions = DecodeOptions()) -> Int {
        DecodePlan.make(for: info, fileBytes: fileBytes, minimum: minimum, scans: scans, options: options).decodeBytes
    }
}
