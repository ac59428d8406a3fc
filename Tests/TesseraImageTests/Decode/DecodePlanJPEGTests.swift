import Foundation
import Testing
@testable import TesseraImage

/// Issue 42, point 1: a JPEG's handling is decided once, in its ``DecodePlan``, and the memory
/// budget, a sheet's admission and the C shim all follow it. The files are made at test time by
/// `jpegtran -scans` from our own baseline fixture, with scan scripts written here.
@Suite("JPEG decode plans")
struct DecodePlanJPEGTests {
    /// `ladybird_baseline_444.jpg` (800×500, 4:4:4) rewritten losslessly by `jpegtran` with
    /// `script` as its scans; `body` gets the new file's path.
    static func withScans(_ script: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-plan-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try script.write(toFile: folder + "/scans.txt", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/jpegtran")
        process.arguments = ["-scans", folder + "/scans.txt", "-outfile", folder + "/photo.jpg",
                             Fixtures.path("jpeg", "ladybird_baseline_444.jpg")]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        try body(folder + "/photo.jpg")
    }

    /// Every photo large enough for the DC-only decode, decoded at 1/8.
    static let options: DecodeOptions = {
        var options = DecodeOptions(minimumSize: PixelSize(width: 100, height: 62))
        options.dcOnlyMinimumPixels = 0
        return options
    }()

    /// 800×500 at 4:4:4: 100 × 63 blocks a component.
    static let fullCoefficients = 3 * 100 * 63 * 128
    static let dcOnlyCoefficients = 3 * (100 * 63 * 2 + 100 * 5 * 128)
    static let picture = 100 * 63 * 4

    @Test("AC scans that stop short of the last bit: planned, admitted and decoded with the full coefficient arrays")
    func unrefinedProgression() throws {
        // Successive approximation with no refinement scans: coefficients 1–9 keep their last
        // bit unsent, libjpeg smooths, so the DC-only decode would give other pixels. Before
        // issue 42 the memory estimate counted it at 2 bytes a block (255,000 bytes) while the
        // decoder read it in full (2,444,400).
        try Self.withScans("0,1,2: 0 0 0 0;\n0: 1 63 0 1;\n1: 1 63 0 1;\n2: 1 63 0 1;\n") { path in
            let (raw, plan) = try ProgressiveDCOnlyTests.decode(path: path, options: Self.options)
            #expect(plan.path == .coefficients)
            #expect(plan.decodeBytes == Self.fullCoefficients + Self.picture)
            #expect(raw.coefficientBytes == plan.codecBytes)
            #expect(raw.scansLeftUnread == 0)
            // The sheet's admission (the thumbnail plan) and the header-only estimate agree.
            let decoder = ImageDecoder(options: Self.options)
            let thumbnail = try decoder.thumbnailPlan(fileAt: path, width: 96, height: 60, mode: .fill)
            #expect(thumbnail.path == .coefficients && thumbnail.codecBytes == Self.fullCoefficients)
            let info = try ImageProbe.probe(fileAt: path)
            #expect(DecodeMemory.decode(of: info, fileBytes: 0, minimum: PixelSize(width: 100, height: 62), options: Self.options)
                    == plan.decodeBytes)
            let followed = try decoder.thumbnailFollowingPlan(.file(FileByteSource(path: path)), width: 96, height: 60,
                                                              mode: .fill, resampler: Resampler()).plan
            #expect(followed == thumbnail)
        }
    }

    @Test("a complete progression: planned and decoded from the DC scans, the allocation exactly the plan's")
    func refinedProgression() throws {
        try Self.withScans("0,1,2: 0 0 0 1;\n0: 1 63 0 1;\n1: 1 63 0 1;\n2: 1 63 0 1;\n0,1,2: 0 0 1 0;\n0: 1 63 1 0;\n1: 1 63 1 0;\n2: 1 63 1 0;\n") { path in
            let (raw, plan) = try ProgressiveDCOnlyTests.decode(path: path, options: Self.options)
            #expect(plan.path == .dcOnly(components: 0b111))
            #expect(plan.codecBytes == Self.dcOnlyCoefficients)
            #expect(raw.coefficientBytes == plan.codecBytes)
            #expect(raw.scansLeftUnread == 6)
            let thumbnail = try ImageDecoder(options: Self.options).thumbnailPlan(fileAt: path, width: 96, height: 60, mode: .fill)
            #expect(thumbnail.path == plan.path && thumbnail.decodeBytes == plan.decodeBytes)
        }
    }

    @Test("a sequential file with one scan a component: libjpeg buffers its coefficients, and the plan counts them")
    func sequentialInSeveralScans() throws {
        try Self.withScans("0;\n1;\n2;\n") { path in
            let (raw, plan) = try ProgressiveDCOnlyTests.decode(path: path, options: Self.options)
            #expect(plan.path == .coefficients)
            #expect(raw.coefficientBytes == plan.codecBytes && plan.codecBytes == Self.fullCoefficients)
        }
    }

    @Test("a single-scan file is planned from its first scan header, rows straight into the picture")
    func singleScan() throws {
        let path = Fixtures.path("jpeg", "ladybird_baseline_444.jpg")
        let (raw, plan) = try ProgressiveDCOnlyTests.decode(path: path, options: Self.options)
        #expect(plan.path == .rows && plan.codecBytes == 0 && plan.decodeBytes == Self.picture)
        #expect(raw.coefficientBytes == 0)
        let survey = try JPEGScanCounter.survey(FileByteSource(path: path), stopsAtSingleScan: true)
        #expect(survey.scans == 1 && !survey.reachesEnd && survey.firstScanComponents == 3)
    }

    @Test("DecodePlan's documented example: a baseline sample photo thumbnailed at 256×256")
    func documentedExample() throws {
        let plan = try ImageDecoder().thumbnailPlan(fileAt: SamplePhotos.path("Landscapes/sunset.jpg"), width: 256, height: 256, mode: .fill)
        #expect("\(plan.path) \(plan.scale) \(plan.decoded)" == "rows 3/8 450×300")   // stored orientation: the photo is turned upright afterwards
    }

    @Test("built against a libjpeg-turbo the DC-only code was not checked for: the full decode, budgeted as such, the same picture")
    func uncheckedLibraryVersion() throws {
        #expect(JPEGDCOnlyLayout.isChecked(JPEGDCOnlyLayout.builtVersion))
        var other = Self.options
        other.jpegLibraryVersion = 3_000_004
        let checked = try ProgressiveDCOnlyTests.decode(path: Fixtures.path("jpeg-progressive", "p444.jpg"), options: Self.options)
        let fallback = try ProgressiveDCOnlyTests.decode(path: Fixtures.path("jpeg-progressive", "p444.jpg"), options: other)
        #expect(checked.plan.path == .dcOnly(components: 0b111))
        #expect(fallback.plan.path == .coefficients)
        #expect(fallback.plan.codecBytes == Self.fullCoefficients)
        #expect(fallback.raw.coefficientBytes == Self.fullCoefficients && fallback.raw.scansLeftUnread == 0)
        #expect(fallback.raw.pixels == checked.raw.pixels)
        let path = Fixtures.path("jpeg-progressive", "p444.jpg")
        #expect(try ImageDecoder(options: other).plan(fileAt: path).decodeBytes == Self.fullCoefficients + Self.picture)
    }

    @Test("the shim refuses a DC-only mask that is not libjpeg's, rather than decide again")
    func shimChecksThePlan() throws {
        let path = Fixtures.path("jpeg-progressive", "p420.jpg")
        let input = try CodecInput.open(path, limit: 1 << 30)
        let (plan, scans) = try ImageDecoder(options: Self.options).plan(input, info: ImageDecoder.probe(input.source))
        #expect(plan.path == .dcOnly(components: 0b001))   // the chroma at 4:2:0 is scaled with the 2×2 IDCT
        var wrong = plan
        wrong.path = .dcOnly(components: 0b111)
        #expect(throws: DecodeError.corrupt(format: .jpeg, message: "the decode plan reads components 0x7 from their DC scans, libjpeg would give 0x1")) {
            try JPEGDecoder.decode(input, plan: wrong, scans: scans, options: Self.options)
        }
    }
}
