/// The checks a RAW file's embedded JPEG preview passes before it is decoded, made from the
/// JPEG's own header (its SOF, read by ``JPEGHeaderReader`` from the preview's bytes), not from
/// the RAW header's description of it (issue 36, point 6).
///
/// The probe, and the decode-memory check made from it before anything is decoded, know the
/// preview only as the RAW header declares it (LibRaw's `twidth` × `theight`: in a DNG the
/// preview IFD's ImageWidth and ImageLength). Nothing ties those to the JPEG: a DNG whose
/// preview IFD said 160×120 while its JPEG said 20000×20000 took 1.55 GB (7.4 GB with
/// orientation 6, the turned copy and its slow column walk on top). So, once the preview's
/// bytes are in hand and before libjpeg sees them:
/// - a JPEG larger than the declared size (either way round) by more than ``mcuSlack`` pixels
///   on a side is refused, ``DecodeError/previewSizeMismatch(declared:actual:)``: real files
///   agree exactly, up to a partial MCU. So the memory a sheet plans for the preview before
///   reading it (``DecodeMemory``, from the declared size: `--memory-limit`'s admission) is
///   the memory its real header costs, give or take that MCU (issue 36, point 6);
/// - what the decode will hold is the preview's own plan, made from the JPEG's real header and
///   scans at the DCT scale it will be decoded at (``DecodePlan/rawPreview(_:stored:previewBytes:)``:
///   the picture, its copy turned by the RAW's orientation, a progressive file's coefficients,
///   the preview's bytes held three times), refused by ``RAWDecoder`` over
///   ``DecodeLimits/maxDecodeBytes`` as ``DecodeError/tooLarge(width:height:limit:)``.
///
/// Either refusal makes ``RAWDecoder`` develop the raw data at half size instead, with a
/// warning naming it (or, under ``DecodeOptions/strict``, is thrown).
///
/// ```swift
/// let jpeg = ImageInfo(format: .jpeg, width: 20000, height: 20000, orientation: .up,
///                      details: .jpeg(JPEGDetails(frameType: 0, components: 3, bitDepth: 8,
///                                                 adobeTransform: nil, samplesPerPixel: 1.5)))
/// do {
///     try RAWPreviewCheck.check(jpeg, declared: PixelSize(width: 160, height: 120), options: DecodeOptions())
/// } catch { print(error) }
/// // RAW preview size mismatch: the embedded JPEG is 20000×20000 pixels, the RAW header declares it 160×120
/// ```
enum RAWPreviewCheck {
    /// How many pixels longer than declared a preview's side may be (the declared size either
    /// way round): one MCU (16 pixels at 4:2:0), the padding a JPEG's size may differ by.
    /// (It was twice the declared side until issue 36's point 6: enough to plan a quarter of
    /// the memory a preview took.)
    static let mcuSlack = 16

    /// Throws when the preview's JPEG, whose header `jpeg` describes, disagrees with the
    /// `declared` size (nil or empty: the RAW header gives none) or is over the hard size caps of `options`.
    static func check(_ jpeg: ImageInfo, declared: PixelSize?, options: DecodeOptions) throws(DecodeError) {
        let actual = PixelSize(width: jpeg.width, height: jpeg.height)
        if let declared, !declared.isEmpty, !fits(actual, within: declared), !fits(actual, within: declared.transposed) {
            throw .previewSizeMismatch(declared: declared, actual: actual)
        }
        try options.limits.check(width: actual.width, height: actual.height)
    }

    /// Whether `actual` is at most ``mcuSlack`` pixels longer than `declared` on each side.
    private static func fits(_ actual: PixelSize, within declared: PixelSize) -> Bool {
        actual.width <= declared.width + mcuSlack && actual.height <= declared.height + mcuSlack
    }
}
