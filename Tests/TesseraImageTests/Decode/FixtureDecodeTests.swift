import Foundation
import Testing
@testable import TesseraImage

/// The real-image corpus decoded at scale 1, checked against its manifests (verdicts from
/// djpeg, libpng, Pillow and ImageMagick, not from this project): our own files always, the
/// third-party files where the shared test data is present.
@Suite("Decoding the fixture corpus")
struct FixtureDecodeTests {
    static let folders = ["png", "jpeg", "orientation"]
    static let readable = folders.flatMap(Fixtures.manifest)
    static let thirdPartyReadable = folders.flatMap(Fixtures.thirdParty)

    @Test("every file decodes to its displayed size, with the manifest's verdict", arguments: readable)
    func decodesToDisplayedSize(entry: ManifestEntry) throws {
        try Self.checkDecode(entry)
    }

    @Test("every third-party file decodes to its displayed size, with the manifest's verdict",
          .thirdPartyData(folders), arguments: thirdPartyReadable)
    func thirdPartyDecodesToDisplayedSize(entry: ManifestEntry) throws {
        try Self.checkDecode(entry)
    }

    /// Decodes `entry` and checks the size and verdict its manifest gives.
    static func checkDecode(_ entry: ManifestEntry) throws {
        let decoder = ImageDecoder()
        switch entry.decode {
        case "ok", "warning":
            let image = try decoder.decode(fileAt: entry.path)
            #expect(image.pixels.size == PixelSize(width: try #require(entry.displayWidth), height: try #require(entry.displayHeight)))
            #expect(image.scale == .full)
            if entry.decode == "ok" {
                // The independent tools do not read ICC profiles; a profile Tessera cannot use is
                // its own warning (ColorManagementTests lists those files).
                #expect(image.warnings.filter { !$0.hasPrefix("ICC profile ignored") } == [])
            } else {
                #expect(image.warnings.contains(try #require(entry.decodeMessage)), "\(image.warnings)")
            }
        default:
            // 12-bit and lossless JPEGs: libjpeg-turbo 2.1 cannot decode them.
            #expect {
                try decoder.decode(fileAt: entry.path)
            } throws: { error in
                guard case .unsupported(.jpeg, let message) = error as? DecodeError else { return false }
                return message == entry.decodeMessage
            }
        }
    }

    @Test("strict decoding turns each manifest warning into an error",
          arguments: readable.filter { $0.decode == "warning" })
    func strictRejectsWarnings(entry: ManifestEntry) throws {
        try Self.checkStrict(entry)
    }

    @Test("strict decoding turns each third-party manifest warning into an error",
          .thirdPartyData(folders), arguments: thirdPartyReadable.filter { $0.decode == "warning" })
    func thirdPartyStrictRejectsWarnings(entry: ManifestEntry) throws {
        try Self.checkStrict(entry)
    }

    /// Decodes `entry`, whose manifest gives a warning, in strict mode.
    static func checkStrict(_ entry: ManifestEntry) throws {
        let strict = ImageDecoder(options: DecodeOptions(strict: true))
        #expect(throws: DecodeError.strictWarning(format: .jpeg, message: try #require(entry.decodeMessage))) {
            try strict.decode(fileAt: entry.path)
        }
    }

    @Test("a file that decodes cleanly decodes the same in strict mode")
    func strictAcceptsCleanFiles() throws {
        let path = Fixtures.path("jpeg", "ladybird_progressive_420.jpg")
        let lenient = try ImageDecoder().decode(fileAt: path)
        let strict = try ImageDecoder(options: DecodeOptions(strict: true)).decode(fileAt: path)
        #expect(lenient == strict)
    }

    @Test("a PNG named .jpg and a JPEG named .png decode by their signature")
    func wrongExtensions() throws {
        // A 6×6 RGB PNG built here, written under a .jpg name.
        func colour(_ x: Int) -> RGBA8 { RGBA8(UInt8(x * 40), 200, UInt8(255 - x * 40)) }
        let row: [UInt8] = (0..<6).flatMap { (x: Int) -> [UInt8] in [colour(x).r, colour(x).g, colour(x).b] }
        let bytes = PNGPixelBytes.png(width: 6, height: 6, bitDepth: 8, colorType: 2, rows: Array(repeating: row, count: 6))
        let named = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-png-named-\(UUID()).jpg")
        try Data(bytes).write(to: named)
        defer { try? FileManager.default.removeItem(at: named) }
        let png = try ImageDecoder().decode(fileAt: named.path)
        #expect(png.info.format == .png && png.pixels.size == PixelSize(width: 6, height: 6))
        #expect(png.pixels == PixelBuffer.drawing(width: 6, height: 6) { x, _ in colour(x) })
        let jpeg = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "ladybird_jpeg_named.png"))
        let original = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg"))
        #expect(jpeg.pixels == original.pixels)
    }

    @Test("Mozilla's PNG named .jpg decodes by its signature", .thirdPartyData("png"))
    func thirdPartyPNGNamedJPEG() throws {
        let png = try ImageDecoder().decode(fileAt: TestData.thirdParty("png", "mozilla_jpg-size-6x6.jpg"))
        #expect(png.info.format == .png && png.pixels.size == PixelSize(width: 6, height: 6))
    }

    @Test("restart markers, arithmetic coding and progressive scans give the baseline picture")
    func codingVariantsAgree() throws {
        let reference = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg")).pixels
        for file in ["ladybird_restart_every_row.jpg", "ladybird_arithmetic.jpg", "ladybird_progressive_420.jpg",
                     "ladybird_fill_bytes_before_markers.jpg", "ladybird_baseline_444.jpg"] {
            let pixels = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", file)).pixels
            let difference = PixelDifference(reference, pixels)
            #expect(difference.mean < 2.5, "\(file): \(difference)")
        }
    }
}
