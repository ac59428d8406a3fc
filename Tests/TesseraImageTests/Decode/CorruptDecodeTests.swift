import Foundation
import Testing
@testable import TesseraImage

/// Damaged, hostile and non-image files: each gives a typed error (or, where libjpeg recovers,
/// an image with warnings), and the process survives all of them. Our own damaged files always;
/// the third-party ones (PngSuite x*, other decoders' fuzz finds) where the shared data is present.
@Suite("Decoding damaged files")
struct CorruptDecodeTests {
    static let corrupt = Fixtures.manifest("corrupt")
    static let thirdPartyCorrupt = Fixtures.thirdParty("corrupt")

    /// The error each file must give (the manifest's decodeMessage, in Tessera's cases).
    static let expectedErrors: [String: DecodeError] = [
        "xcrn0g04.png": .header(.notAnImage),
        "xs1n0g01.png": .header(.notAnImage),
        "xs2n0g01.png": .header(.notAnImage),
        "xs7n0g01.png": .header(.notAnImage),
        "text_named.jpg": .header(.notAnImage),
        "jpegdec_empty.jpg": .header(.empty),
        "jpegdec_max_size.jpg": .tooLarge(width: 65_535, height: 65_535, limit: .dimension(65_500)),
    ]

    @Test("every corrupt file gives a typed error or a recovered image, never a crash, all in one process")
    func allCorruptFilesInOneRun() throws {
        Self.decodeAll(Self.corrupt)
    }

    @Test("every third-party corrupt file gives a typed error or a recovered image, never a crash, all in one process",
          .thirdPartyData("corrupt"))
    func allThirdPartyCorruptFilesInOneRun() throws {
        #expect(!Self.thirdPartyCorrupt.isEmpty)
        Self.decodeAll(Self.thirdPartyCorrupt)
    }

    /// Decodes every file of `entries` in this process, checking each outcome against its manifest
    /// verdict and ``expectedErrors``.
    static func decodeAll(_ entries: [ManifestEntry]) {
        var outcomes: [String: String] = [:]
        for entry in entries {
            do {
                let image = try ImageDecoder().decode(fileAt: entry.path)
                // Only files whose data libjpeg can recover from, the cut PNG, and the valid GIF decode.
                #expect(["ok", "warning", "error"].contains(entry.decode))
                #expect(image.warnings.isEmpty == (entry.decode == "ok"), "\(entry.file): \(image.warnings)")
                outcomes[entry.file] = "image \(image.pixels.size) \(image.warnings)"
            } catch {
                #expect(entry.decode == "error", "\(entry.file): \(error)")
                if let expected = Self.expectedErrors[entry.file], case .header = expected {
                    #expect(error == expected || Self.isHeaderError(error), "\(entry.file): \(error)")
                } else if let expected = Self.expectedErrors[entry.file] {
                    #expect(error == expected, "\(entry.file): \(error)")
                }
                outcomes[entry.file] = "\(error)"
            }
        }
        #expect(outcomes.count == entries.count)
    }

    static func isHeaderError(_ error: DecodeError) -> Bool {
        if case .header = error { return true }
        return false
    }

    @Test("files that are not images name the reason", arguments: ["text_named.jpg"])
    func notImages(file: String) throws {
        #expect(throws: try #require(Self.expectedErrors[file])) {
            try ImageDecoder().decode(fileAt: Fixtures.path("corrupt", file))
        }
    }

    @Test("third-party files that are not images name the reason", .thirdPartyData("corrupt"),
          arguments: ["xcrn0g04.png", "jpegdec_empty.jpg"])
    func thirdPartyNotImages(file: String) throws {
        #expect(throws: try #require(Self.expectedErrors[file])) {
            try ImageDecoder().decode(fileAt: TestData.thirdParty("corrupt", file))
        }
    }

    @Test("an empty file and a PNG signature damaged by a CR-LF conversion name the reason")
    func builtNotImages() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-empty-\(UUID()).jpg")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: DecodeError.header(.empty)) { try ImageDecoder().decode(fileAt: empty.path) }
        // As PngSuite's xcrn0g04: every LF of a valid PNG turned into CR LF by a text-mode transfer.
        let png = PNGPixelBytes.solid(width: 4, height: 4, 10, 20, 30)
        let converted = png.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        #expect(throws: DecodeError.header(.notAnImage)) { try ImageDecoder().decode(bytes: converted) }
    }

    @Test("a JPEG frame of the largest size JPEG can name, 65535×65535, is refused from its header")
    func largestJPEGFrame() {
        #expect(throws: DecodeError.tooLarge(width: 65_535, height: 65_535, limit: .dimension(65_500))) {
            try ImageDecoder().decode(bytes: JPEGBytes.jpeg(width: 65_535, height: 65_535))
        }
    }

    @Test("a JPEG whose data is damaged past recovery gives libjpeg's words", .thirdPartyData("corrupt"))
    func unrecoverableJPEG() {
        #expect(throws: DecodeError.corrupt(format: .jpeg, message: "Invalid component ID 93 in SOS")) {
            try ImageDecoder().decode(fileAt: TestData.thirdParty("corrupt", "imagers_oss-fuzz-36829.jpeg"))
        }
    }

    @Test("a JPEG whose scan names a component the frame does not have gives libjpeg's words")
    func unknownScanComponent() throws {
        // Our own photo with its SOS's first component selector changed to 93, as in image-rs's
        // fuzz find above (libjpeg: JERR_BAD_COMPONENT_ID, "Invalid component ID %d in SOS").
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("jpeg", "ladybird_baseline_420.jpg"))))
        let sos = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        bytes[sos + 5] = 93
        let damaged = bytes
        #expect(throws: DecodeError.corrupt(format: .jpeg, message: "Invalid component ID 93 in SOS")) {
            try ImageDecoder().decode(bytes: damaged)
        }
    }

    @Test("a truncated JPEG decodes what is there, the rest grey, with a warning; strict refuses it")
    func truncatedJPEG() throws {
        let path = Fixtures.path("corrupt", "truncated_mid_scan.jpg")
        let image = try ImageDecoder().decode(fileAt: path)
        #expect(image.pixels.size == PixelSize(width: 800, height: 500))
        #expect(image.warnings.first == "Premature end of JPEG file")
        let complete = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg")).pixels
        let top = PixelBuffer.drawing(width: 800, height: 100) { x, y in image.pixels[x, y] }
        let completeTop = PixelBuffer.drawing(width: 800, height: 100) { x, y in complete[x, y] }
        #expect(top == completeTop)
        for x in stride(from: 0, to: 800, by: 37) {
            #expect(image.pixels[x, 499] == RGBA8(128, 128, 128))
        }
        #expect(throws: DecodeError.strictWarning(format: .jpeg, message: "Premature end of JPEG file")) {
            try ImageDecoder(options: DecodeOptions(strict: true)).decode(fileAt: path)
        }
    }

    @Test("a truncated PNG keeps its complete rows, the rest transparent, with a warning; strict refuses it")
    func truncatedPNG() throws {
        let path = Fixtures.path("corrupt", "png_truncated_mid_idat.png")
        let image = try ImageDecoder().decode(fileAt: path)
        #expect(image.pixels.size == PixelSize(width: 480, height: 300))
        let warning = try #require(image.warnings.last)
        #expect(warning.hasPrefix("PNG data ends after row ") && warning.hasSuffix(" of 300; the missing rows are transparent"))
        let complete = try ImageDecoder().decode(fileAt: Fixtures.path("png", "yellowflower_rgb8.png")).pixels
        let rows = Int(warning.dropFirst("PNG data ends after row ".count).prefix { $0.isNumber }) ?? 0
        #expect(rows > 50 && rows < 300)
        for y in [0, rows / 2, rows - 1] {
            for x in stride(from: 0, to: 480, by: 29) { #expect(image.pixels[x, y] == complete[x, y]) }
        }
        #expect(image.pixels[240, 299] == .clear && image.pixels[0, rows] == .clear)
        #expect {
            try ImageDecoder(options: DecodeOptions(strict: true)).decode(fileAt: path)
        } throws: { error in
            guard case .truncated(.png, let decoded, 300) = error as? DecodeError else { return false }
            return decoded == rows
        }
    }

    @Test("a missing file and a directory are unreadable, not crashes")
    func unreadable() {
        #expect(throws: DecodeError.unreadable(reason: "No such file or directory")) {
            try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "does-not-exist.jpg"))
        }
        #expect(throws: DecodeError.unreadable(reason: "it is a directory")) {
            try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", ""))
        }
    }
}
