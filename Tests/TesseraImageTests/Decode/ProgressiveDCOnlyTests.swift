import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// Progressive JPEGs at 1/8 read from their DC scans alone (issue 29): the same pixels as the
/// full decode, without the AC scans or the full coefficient arrays. The fixtures are the
/// ladybird baselines made progressive by `jpegtran -progressive` (lossless: the same
/// coefficients), so each has a sequential twin whose 1/8 decode is the answer.
@Suite("Progressive JPEGs at 1/8 from their DC scans")
struct ProgressiveDCOnlyTests {
    /// Every photo counts as large enough for the DC-only decode, or none does.
    static func options(dcOnly: Bool, strict: Bool = false) -> DecodeOptions {
        var options = DecodeOptions(minimumSize: PixelSize(width: 100, height: 62), strict: strict)
        options.dcOnlyMinimumPixels = dcOnly ? 0 : .max
        return options
    }

    static func decode(_ folder: String, _ name: String, options: DecodeOptions) throws -> RawDecode {
        try decode(path: Fixtures.path(folder, name), options: options).raw
    }

    /// The file's plan (its scans surveyed) and the JPEG decoder's result following it.
    static func decode(path: String, options: DecodeOptions) throws -> (raw: RawDecode, plan: DecodePlan) {
        let input = try CodecInput.open(path, limit: options.limits.maxFileBytes)
        let (plan, scans) = try ImageDecoder(options: options).plan(input, info: ImageDecoder.probe(input.source))
        return (try JPEGDecoder.decode(input, plan: plan, scans: scans, options: options), plan)
    }

    @Test("each progressive twin decodes at 1/8 to its baseline's pixels, with its AC scans unread",
          arguments: [("p444.jpg", "ladybird_baseline_444.jpg", 8), ("p420.jpg", "ladybird_baseline_420.jpg", 4),
                      ("p422.jpg", "ladybird_baseline_422.jpg", 8), ("pgray.jpg", "ladybird_gray.jpg", 4),
                      ("p420-restart.jpg", "ladybird_baseline_420.jpg", 4), ("p444-arithmetic.jpg", "ladybird_baseline_444.jpg", 8),
                      ("pcmyk.jpg", "ladybird_cmyk_adobe.jpg", 8)])
    func sameAsBaseline(progressive: String, baseline: String, unread: Int) throws {
        let answer = try Self.decode("jpeg", baseline, options: Self.options(dcOnly: false))
        let fast = try Self.decode("jpeg-progressive", progressive, options: Self.options(dcOnly: true))
        let full = try Self.decode("jpeg-progressive", progressive, options: Self.options(dcOnly: false))
        #expect(answer.scale == DecodeScale(numerator: 1, denominator: 8))
        #expect(fast.pixels == answer.pixels)
        #expect(full.pixels == answer.pixels)
        // libjpeg's progression: luma AC in four scans, each chroma component's in two. At 4:4:4
        // and 4:2:2 every component is decoded with the 1×1 IDCT: all eight go. At 4:2:0 the
        // chroma is decoded with the 2×2 IDCT, which needs its AC: only the luma's four go. The
        // Adobe YCCK file (2×2, 1×1, 1×1, 2×2) has four AC scans a component: Y's and K's go.
        #expect(fast.scansLeftUnread == unread)
        #expect(full.scansLeftUnread == 0)
        #expect(fast.warnings.isEmpty && full.warnings.isEmpty)
    }

    @Test("damage inside a luma AC scan is not read at 1/8 (libjpeg warns of it in a full decode), and the picture is the intact file's")
    func damagedACScan() throws {
        let intact = try Self.decode("jpeg-progressive", "p444.jpg", options: Self.options(dcOnly: false))
        let fast = try Self.decode("jpeg-progressive", "p444-corrupt-luma-ac.jpg", options: Self.options(dcOnly: true, strict: true))
        #expect(fast.pixels == intact.pixels)
        #expect(fast.warnings.isEmpty)
        let full = try Self.decode("jpeg-progressive", "p444-corrupt-luma-ac.jpg", options: Self.options(dcOnly: false))
        #expect(full.pixels == intact.pixels)
        #expect(full.warnings.first == "Corrupt JPEG data: 19 extraneous bytes before marker 0xc4")
    }

    @Test("a file cut short is decoded in full, as before: libjpeg smooths what is missing")
    func truncated() throws {
        let cut = try Self.decode("jpeg-progressive", "p444-truncated.jpg", options: Self.options(dcOnly: true))
        let full = try Self.decode("jpeg-progressive", "p444-truncated.jpg", options: Self.options(dcOnly: false))
        #expect(cut.scansLeftUnread == 0)
        #expect(cut.pixels == full.pixels)
        #expect(cut.warnings.first == "Premature end of JPEG file")
        #expect(cut.warnings == full.warnings)
    }

    @Test("a cut-short progressive file too large to decode in full is refused by its full coefficient memory before libjpeg allocates it")
    func truncatedGiant() throws {
        // 30000×30000 at 4:4:4: 3 × 3750² blocks of 128 bytes, 5.4 GB, over the 1 GiB decode
        // limit; read from its DC scans it would need 84 MB, which is what the check before the
        // decode counts. With no EOI it is decoded in full, so the full arrays are checked.
        let bytes = JPEGBytes.soi + JPEGBytes.frame(0xC2, width: 30000, height: 30000)
            + JPEGBytes.segment(0xDA, [3, 1, 0, 2, 0, 3, 0, 0, 0, 0x01]) + [0x12, 0x34, 0x56]
        let decoder = ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 100, height: 100)))
        #expect(throws: DecodeError.tooLarge(width: 30000, height: 30000, limit: .decodeBytes(DecodeLimits.default.maxDecodeBytes))) {
            try decoder.decode(bytes: bytes)
        }
    }

    @Test("a complete giant whose first scan is an AC scan is decoded in full, so it is refused by its full coefficient memory too")
    func giantWithACFirst() throws {
        // Every coefficient is refined and the file ends with EOI, but the DC-only decode can
        // only start in a DC scan: libjpeg would allocate the full 5.4 GB arrays.
        let scans = JPEGBytes.segment(0xDA, [1, 1, 0, 1, 63, 0]) + [0x12]
            + JPEGBytes.segment(0xDA, [3, 1, 0, 2, 0, 3, 0, 0, 0, 0]) + [0x34]
            + JPEGBytes.segment(0xDA, [1, 2, 0, 1, 63, 0]) + [0x56]
            + JPEGBytes.segment(0xDA, [1, 3, 0, 1, 63, 0]) + [0x78]
        let bytes = JPEGBytes.soi + JPEGBytes.frame(0xC2, width: 30000, height: 30000) + scans + JPEGBytes.eoi
        let survey = try JPEGScanCounter.survey(MemoryByteSource(bytes))
        #expect(survey.reachesEnd && survey.refinesLowCoefficients)
        let decoder = ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 100, height: 100)))
        #expect(throws: DecodeError.tooLarge(width: 30000, height: 30000, limit: .decodeBytes(DecodeLimits.default.maxDecodeBytes))) {
            try decoder.decode(bytes: bytes)
        }
    }

    @Test("at 2/8 and above every scan is read")
    func largerScales() throws {
        var options = Self.options(dcOnly: true)
        options.minimumSize = PixelSize(width: 200, height: 125)
        let decoded = try Self.decode("jpeg-progressive", "p444.jpg", options: options)
        #expect(decoded.scale == DecodeScale(numerator: 2, denominator: 8))
        #expect(decoded.scansLeftUnread == 0)
        #expect(decoded.pixels == (try Self.decode("jpeg", "ladybird_baseline_444.jpg", options: options)).pixels)
    }

    @Test("the scan survey reads the end of the file and the refinement of coefficients 0–9")
    func survey() throws {
        func survey(_ name: String) throws -> JPEGScanSurvey {
            try JPEGScanCounter.survey(FileByteSource(path: Fixtures.path("jpeg-progressive", name)))
        }
        let whole = try survey("p444.jpg")
        #expect(whole.scans == 10)
        #expect(whole.reachesEnd)
        #expect(whole.refinesLowCoefficients)
        #expect(whole.isProgressive && whole.firstScanComponents == 3 && whole.firstScanIsDC)
        #expect(try survey("p444-truncated.jpg") == JPEGScanSurvey(scans: 6, reachesEnd: false, refinesLowCoefficients: false,
                                                                   isProgressive: true, firstScanComponents: 3, firstScanIsDC: true))
        // A progression that stops before the last bit of the AC coefficients: libjpeg smooths.
        let dcOnlyScript = JPEGBytes.soi + JPEGBytes.frame(0xC2, width: 8, height: 8, components: 1)
            + JPEGBytes.segment(0xDA, [1, 1, 0, 0, 0, 0]) + [0x12] + JPEGBytes.segment(0xDA, [1, 1, 0, 1, 63, 0x01]) + [0x34] + JPEGBytes.eoi
        #expect(try JPEGScanCounter.survey(MemoryByteSource(dcOnlyScript))
                == JPEGScanSurvey(scans: 2, reachesEnd: true, refinesLowCoefficients: false, isProgressive: true,
                                  firstScanComponents: 1, firstScanIsDC: true))
    }

    @Test("the memory estimate: 2 bytes a block for the components read from DC scans at 1/8, 128 for the others")
    func memoryEstimate() throws {
        let factors = [JPEGSampling(horizontal: 2, vertical: 2), JPEGSampling(horizontal: 1, vertical: 1), JPEGSampling(horizontal: 1, vertical: 1)]
        let jpeg = JPEGDetails(frameType: 2, components: 3, bitDepth: 8, adobeTransform: nil, samplesPerPixel: 1.5, sampling: factors)
        let stored = PixelSize(width: 6000, height: 4000)
        let blocks = try #require(JPEGBlocks(jpeg, stored: stored))
        #expect(blocks.oneByOneComponents == 0b001)
        // Luma 750 × 500 blocks (DC values, and a window of 5 × 2 rows of blocks); chroma 375 × 250 blocks each, in full.
        #expect(blocks.bytes(dcOnly: 0b001) == 750 * 500 * 2 + 750 * 10 * 128 + 2 * 375 * 250 * 128)
        #expect(blocks.bytes(dcOnly: 0) == (750 * 500 + 2 * 375 * 250) * 128)
        let survey = JPEGScanSurvey(scans: 10, reachesEnd: true, refinesLowCoefficients: true, isProgressive: true,
                                    firstScanComponents: 3, firstScanIsDC: true)
        func plan(_ minimum: PixelSize, dcOnlyMinimumPixels: Int = DecodeOptions().dcOnlyMinimumPixels, stored: PixelSize = stored) -> DecodePlan {
            var options = DecodeOptions()
            options.dcOnlyMinimumPixels = dcOnlyMinimumPixels
            return DecodePlan.jpeg(jpeg, stored: stored, orientation: .up, minimum: minimum, scans: survey, options: options)
        }
        #expect(plan(PixelSize(width: 750, height: 500)).path == .dcOnly(components: 0b001))
        #expect(plan(PixelSize(width: 750, height: 500)).codecBytes == blocks.bytes(dcOnly: 0b001))
        #expect(plan(PixelSize(width: 751, height: 500)).path == .coefficients)   // 2/8
        // A decoder told to read every scan is counted at its full arrays.
        #expect(plan(PixelSize(width: 750, height: 500), dcOnlyMinimumPixels: .max).codecBytes == blocks.bytes(dcOnly: 0))
        let small = PixelSize(width: 1000, height: 1000)   // under two megapixels: decoded in full
        #expect(plan(PixelSize(width: 125, height: 125), stored: small).codecBytes == (126 * 126 + 2 * 63 * 63) * 128)
        // From the header alone (no survey), a progressive file counts at its full arrays.
        #expect(DecodePlan.jpeg(jpeg, stored: stored, orientation: .up, minimum: PixelSize(width: 750, height: 500), scans: nil,
                                options: DecodeOptions()).path == .coefficients)
    }
}
