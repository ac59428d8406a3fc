extension DecodePlan {
    /// A JPEG's plan: the smallest DCT scale n/8 covering `minimum` (``JPEGScaling``), and the
    /// path libjpeg takes at it.
    ///
    /// - One scan holding every component: rows straight into the scaled picture (``Path/rows``).
    /// - Several scans: libjpeg's coefficient arrays, 128 bytes a stored block of each
    ///   component, its size rounded up to whole MCUs (``Path/coefficients``) — unless the file
    ///   is progressive, decoded at 1/8, at least ``DecodeOptions/dcOnlyMinimumPixels`` large,
    ///   its first scan a DC scan, complete and refining coefficients 0–9 of every component to
    ///   the last bit (``JPEGScanSurvey/refinesLowCoefficients``), and the shim's DC-only code
    ///   checked for the libjpeg-turbo in use (``JPEGDCOnlyLayout``): then the components
    ///   libjpeg scales with its 1×1 IDCT are read from their DC scans alone
    ///   (``Path/dcOnly(components:)``), 2 bytes a block and a window of five MCU rows of full
    ///   blocks, the most libjpeg asks for at once.
    ///
    /// `scans` is the file's scan survey (``JPEGScanCounter/survey(_:stopsAtSingleScan:)``); nil
    /// (a plan from the header alone) takes a progressive file at its full coefficient arrays
    /// and a sequential one as read in one scan.
    static func jpeg(_ jpeg: JPEGDetails, stored: PixelSize, orientation: ExifOrientation, minimum: PixelSize?,
                     scans: JPEGScanSurvey?, options: DecodeOptions) -> DecodePlan {
        let eighths = JPEGScaling.eighths(stored: stored, minimum: minimum)
        let decoded = JPEGScaling.outputSize(stored: stored, eighths: eighths)
        let blocks = JPEGBlocks(jpeg, stored: stored)
        let path: Path
        if !(scans?.hasMultipleScans(frameComponents: jpeg.components) ?? jpeg.isProgressive) {
            path = .rows
        } else if let scans, jpeg.isProgressive, eighths == 1, stored.width * stored.height >= options.dcOnlyMinimumPixels,
                  JPEGDCOnlyLayout.isChecked(options.jpegLibraryVersion), scans.firstScanIsDC, scans.refinesLowCoefficients,
                  let mask = blocks?.oneByOneComponents, mask != 0 {
            path = .dcOnly(components: mask)
        } else {
            path = .coefficients
        }
        let codec: Int = switch path {
        case .rows: 0
        case .dcOnly(let mask): blocks?.bytes(dcOnly: mask) ?? 0
        default: blocks?.bytes(dcOnly: 0) ?? Int((Double((stored.width + 7) / 8 * ((stored.height + 7) / 8)) * 64 * jpeg.samplesPerPixel * 2))
        }
        return DecodePlan(stored: stored, scale: DecodeScale(numerator: eighths, denominator: 8), decoded: decoded, path: path,
                          codecBytes: codec, pictureBytes: Self.pictureBytes(decoded, orientation: orientation))
    }

    /// The decoded picture, four bytes a pixel, twice over when `orientation` turns it.
    static func pictureBytes(_ decoded: PixelSize, orientation: ExifOrientation) -> Int {
        decoded.width * decoded.height * 4 * (orientation == .up ? 1 : 2)
    }
}
