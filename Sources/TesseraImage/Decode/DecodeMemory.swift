internal import CImageCodecs

/// How much memory one thumbnail decode holds at its peak, estimated from the header alone, so
/// that a caller decoding many photos at once can keep their sum under a budget (the sheet's
/// `--memory-limit`).
///
/// What a decode holds, all at once near its end:
/// - the decoders' read buffer (they stream the file: its size does not count, issue 23);
/// - for a progressive JPEG, libjpeg's coefficient buffer: two bytes for every stored sample
///   of the *full-size* image whatever the DCT scale (24 MP at 4:2:0 is 72 MB), because each
///   scan refines coefficients that only the last one completes; at 1/8, a photo read from its
///   DC scans alone keeps 2 bytes a block of the components that need no more (the luma at
///   4:2:0: 24 MP then costs 25.7 MB; see ``progressiveCoefficientBytes(_:stored:eighths:dcOnlyMinimumPixels:)``);
///   a baseline JPEG decodes row by row into the scaled picture and needs no such buffer;
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
    /// decoder whose ``DecodeOptions/dcOnlyMinimumPixels`` is `dcOnlyMinimumPixels`.
    public static func thumbnail(of info: ImageInfo, fileBytes: Int, width: Int, height: Int? = nil,
                                 mode: AspectMode = .fill,
                                 dcOnlyMinimumPixels: Int = DecodeOptions().dcOnlyMinimumPixels) -> Int {
        let display = PixelSize(width: info.displayWidth, height: info.displayHeight)
        let plan = ThumbnailPlan(display: display, width: max(1, width), height: height.map { max(1, $0) }, mode: mode)
        let minimum = info.orientation.swapsDimensions ? plan.minimumDecodeSize.transposed : plan.minimumDecodeSize
        let decode = decodePlan(of: info, fileBytes: fileBytes, minimum: minimum, dcOnlyMinimumPixels: dcOnlyMinimumPixels)
        let thumbnail = plan.output.width * plan.output.height * 4
        return min(max(0, fileBytes), readBufferBytes) + decode.bytes
            + resampling(decoded: decode.decoded, output: plan.output) + thumbnail
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
    /// the codec's buffers, the decoded picture and its turned copy. This is what
    /// ``DecodeLimits/maxDecodeBytes`` is checked against before any pixel memory exists.
    /// `dcOnlyMinimumPixels` is the decoder's ``DecodeOptions/dcOnlyMinimumPixels``.
    public static func decode(of info: ImageInfo, fileBytes: Int, minimum: PixelSize?,
                              dcOnlyMinimumPixels: Int = DecodeOptions().dcOnlyMinimumPixels) -> Int {
        decodePlan(of: info, fileBytes: fileBytes, minimum: minimum, dcOnlyMinimumPixels: dcOnlyMinimumPixels).bytes
    }

    /// The decoded size and the decoder's peak bytes.
    static func decodePlan(of info: ImageInfo, fileBytes: Int, minimum requested: PixelSize?,
                           dcOnlyMinimumPixels: Int) -> (decoded: PixelSize, bytes: Int) {
        let stored = PixelSize(width: info.width, height: info.height)
        let minimum = requested ?? stored
        var decoded = stored
        var codec = 0
        switch info.details {
        case .jpeg(let jpeg):
            let eighths = JPEGScaling.eighths(stored: stored, minimum: minimum)
            decoded = JPEGScaling.outputSize(stored: stored, eighths: eighths)
            if jpeg.isProgressive {
                codec = progressiveCoefficientBytes(jpeg, stored: stored, eighths: eighths, dcOnlyMinimumPixels: dcOnlyMinimumPixels)
            }
        case .png(let png):
            let factor = png.isInterlaced ? 1 : PNGDecoder.blockFactor(stored: stored, minimum: minimum)
            decoded = PixelSize(width: (stored.width + factor - 1) / factor, height: (stored.height + factor - 1) / factor)
            codec = stored.width * 8 * 2   // two 16-bit RGBA rows
        case .heif(let heif):
            // libheif decodes at full size: the coded planes (1.5 bytes a pixel at 4:2:0, two
            // for 10 bits), its interleaved RGB(A) copy, and the premultiplied copy made from it.
            // Deeper samples double the planes and the interleaved copy (measured: a 12.6 MP
            // 10-bit HEIC peaks 58 MB above the 8-bit one). The probe has held the coded
            // pictures to this size (HEIFCodedSizes).
            // A clean aperture is cropped from the whole decoded picture.
            let whole = heif.decodedSize ?? stored
            codec = whole.width * whole.height * (heif.bitDepth > 8 ? 2 + 4 + 4 + 6 : 2 + 4 + 4)
        case .tiff(let tiff):
            // One strip or row of tiles decoded whole (and the compressed chunk libtiff reads it
            // from), converted a band of full-width RGBA rows at a time, averaged in blocks as a
            // PNG's rows are.
            let factor = PNGDecoder.blockFactor(stored: stored, minimum: minimum)
            decoded = PixelSize(width: (stored.width + factor - 1) / factor, height: (stored.height + factor - 1) / factor)
            codec = TIFFChunkMemory(tiff, stored: stored).heldBytes(compression: tiff.compression, fileBytes: fileBytes)
                + stored.width * 4 * TIFFDecoder.bandRows * 2
        case .webp(let webp):
            // libwebp decodes from the whole file in memory, scaling as it goes (its rescaler
            // holds a few rows of 32-bit sums); an animation's frame is decoded at full size.
            let factor = webp.isAnimated ? 1 : PNGDecoder.blockFactor(stored: stored, minimum: minimum)
            decoded = PixelSize(width: (stored.width + factor - 1) / factor, height: (stored.height + factor - 1) / factor)
            codec = max(0, fileBytes) + stored.width * 4 * 4 * 2
        case .gif(let gif):
            // giflib's state (its LZW tables, a read buffer) and one row of the first image;
            // the picture is the logical screen at full size.
            codec = gifCodecBytes + gif.firstImage.width
        case .bmp(let bmp):
            // Tessera's own reader: one band of stored rows (and its palette), the picture at full size.
            // Run-length data is read whole.
            let rowBytes = (stored.width * bmp.bitsPerPixel + 31) / 32 * 4
            let runLength = bmp.compression == .rle8 || bmp.compression == .rle4
            codec = (runLength ? max(0, fileBytes) : min(max(0, fileBytes), max(rowBytes, BMPDecoder.bandBytes))) + 256 * 4 * 4
        case .raw(let raw):
            (decoded, codec) = rawPlan(raw, stored: stored, minimum: minimum)
        }
        let picture = decoded.width * decoded.height * 4
        let turned = info.orientation == .up ? 0 : picture
        return (decoded, codec + picture + turned)
    }

    /// libjpeg's coefficient arrays for a progressive JPEG: one 128-byte block per stored block
    /// of each component (its size rounded up to whole MCUs). At 1/8, a photo the decoder reads
    /// from its DC scans alone (``JPEGDecoder``) keeps 2 bytes a block for the components decoded
    /// with the 1×1 IDCT, plus a window of full blocks (five MCU rows, the most libjpeg asks for).
    /// This assumes the file is complete: a cut-short one is decoded in full.
    static func progressiveCoefficientBytes(_ jpeg: JPEGDetails, stored: PixelSize, eighths: Int,
                                            dcOnlyMinimumPixels: Int = DecodeOptions().dcOnlyMinimumPixels) -> Int {
        let blocks = Double(((stored.width + 7) / 8) * ((stored.height + 7) / 8))
        guard let maxH = jpeg.sampling.map(\.horizontal).max(), let maxV = jpeg.sampling.map(\.vertical).max(),
              jpeg.sampling.allSatisfy({ (1...4).contains($0.horizontal) && (1...4).contains($0.vertical) }) else {
            return Int(blocks * 64 * jpeg.samplesPerPixel * 2)
        }
        let dcOnly = eighths == 1 && stored.width * stored.height >= dcOnlyMinimumPixels
        return jpeg.sampling.reduce(0) { total, factors in
            let h = factors.horizontal, v = factors.vertical
            let across = (stored.width * h + maxH * 8 - 1) / (maxH * 8), down = (stored.height * v + maxV * 8 - 1) / (maxV * 8)
            let blocksPerRow = (across + h - 1) / h * h, rows = (down + v - 1) / v * v
            // libjpeg-turbo doubles a component's IDCT size while the sampling ratios divide by 2 both ways.
            let oneByOne = !(maxH % (2 * h) == 0 && maxV % (2 * v) == 0)
            if dcOnly && oneByOne {
                return total + blocksPerRow * rows * 2 + blocksPerRow * 5 * v * 128
            }
            return total + blocksPerRow * rows * 128
        }
    }

    /// A RAW file: its JPEG preview (held three times: LibRaw's buffer, the shim's copy and
    /// Swift's) decoded at DCT scale, its bitmap preview, or the half-size raw decode.
    private static func rawPlan(_ raw: RAWDetails, stored: PixelSize, minimum: PixelSize) -> (PixelSize, Int) {
        let preview = PixelSize(width: raw.previewWidth, height: raw.previewHeight)
        switch raw.preview {
        case .jpeg where !preview.isEmpty:
            let factor = Double(preview.width) / Double(max(1, stored.width))
            let needed = PixelSize(width: min(preview.width, max(1, Int((Double(minimum.width) * factor).rounded(.up)))),
                                   height: min(preview.height, max(1, Int((Double(minimum.height) * factor).rounded(.up)))))
            let decoded = JPEGScaling.outputSize(stored: preview, eighths: JPEGScaling.eighths(stored: preview, minimum: needed))
            return (decoded, raw.previewBytes * 3 + preview.width * 16)
        case .bitmap where !preview.isEmpty:
            return (preview, preview.width * preview.height * 3)
        default:
            let half = PixelSize(width: max(1, stored.width / 2), height: max(1, stored.height / 2))
            return (half, Int(tessera_raw_half_size_bytes(Int32(clamping: raw.rawWidth), Int32(clamping: raw.rawHeight),
                                                         Int32(clamping: raw.colors))))
        }
    }
}
