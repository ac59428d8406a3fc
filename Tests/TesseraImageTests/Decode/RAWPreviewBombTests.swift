import Foundation
import Testing
@testable import TesseraImage

/// Issue 36, point 6: a DNG whose preview IFD declares one size while its JPEG's own header (SOF)
/// says another. The probe and the memory check before the decode see only the declared size;
/// the decoder must budget from the JPEG's real header before libjpeg allocates anything.
///
/// The files are `dng-preview-o6.dng` (a 300×200 mosaic, a 600×400 JPEG preview declared
/// 600×400 in IFD0, orientation 6) with the JPEG's SOF patched. Nothing here is timed: what is
/// measured is the decoded picture's size (the result's ``DecodeScale`` against the raw's
/// 300×200) and the error.
@Suite("RAW preview bombs: the JPEG's own header decides")
struct RAWPreviewBombTests {
    /// The fixture with its preview JPEG's SOF made `width` × `height`.
    static func patched(width: Int, height: Int) throws -> [UInt8] {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("raw", "dng-preview-o6.dng"))))
        let sof = try #require(sofOffset(in: bytes), "no JPEG SOF in the DNG")
        bytes[sof + 5] = UInt8(height >> 8)
        bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8)
        bytes[sof + 8] = UInt8(width & 0xFF)
        return bytes
    }

    /// Where the embedded JPEG's SOF marker (FFC0…FFC2) is: its markers walked from its SOI.
    static func sofOffset(in bytes: [UInt8]) -> Int? {
        guard let soi = (8..<(bytes.count - 3)).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xD8 && bytes[$0 + 2] == 0xFF })
        else { return nil }
        var position = soi + 2
        while position + 9 < bytes.count, bytes[position] == 0xFF {
            let marker = bytes[position + 1]
            if (0xC0...0xC2).contains(marker) { return position }
            position += 2 + (Int(bytes[position + 2]) << 8 | Int(bytes[position + 3]))
        }
        return nil
    }

    @Test("the honest fixture still decodes from its preview, and the patch finds its SOF")
    func honest() throws {
        let bytes = try Self.patched(width: 600, height: 400)
        let thumb = try ImageDecoder().thumbnail(bytes: bytes, width: 100)
        #expect(thumb.scale == DecodeScale(numerator: 4 * 600, denominator: 8 * 300))
        #expect(thumb.warnings.isEmpty)
    }

    @Test("a JPEG of 20000×20000 behind a preview IFD of 600×400 is refused under --strict, naming both sizes")
    func strictRefusal() throws {
        let bomb = try Self.patched(width: 20000, height: 20000)
        let strict = ImageDecoder(options: DecodeOptions(strict: true))
        do {
            let image = try strict.thumbnail(bytes: bomb, width: 100)
            Issue.record("decoded the bomb at \(image.scale) of the raw's size")
        } catch {
            #expect(error.description == "RAW preview size mismatch: the embedded JPEG is 20000×20000 pixels, the RAW header declares it 600×400",
                    "\(error)")
        }
    }

    @Test("without --strict the bomb's preview is set aside and the raw developed at half size: nothing larger than the raw is decoded")
    func boundedDecode() throws {
        let bomb = try Self.patched(width: 20000, height: 20000)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-raw-bomb-\(UUID()).dng")
        try Data(bomb).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for decode in [{ try ImageDecoder().thumbnail(bytes: bomb, width: 100) },
                       { try ImageDecoder().thumbnail(fileAt: file.path, width: 100) }] {
            let thumb = try decode()
            // The decoded picture against the raw's 300×200: half size, not 10000×10000 (33 times the raw).
            #expect(thumb.scale == DecodeScale(numerator: 1, denominator: 2), "decoded at \(thumb.scale) of the raw's size")
            #expect(thumb.pixels.size == PixelSize(width: 100, height: 150))
            #expect(thumb.warnings.first?.hasPrefix("RAW preview unusable (RAW preview size mismatch: the embedded JPEG is 20000×20000") == true,
                    "\(thumb.warnings)")
        }
    }

    @Test("a preview larger than declared by more than an MCU is refused, so a sheet's plan from the declared size holds")
    func budgetFromRealHeader() throws {
        // 1200×800 behind a declared 600×400: four times the pixels the sheet's memory plan (from
        // the declared size) counted. It was accepted, and budgeted only once read, until the
        // slack became one MCU (issue 36, point 6).
        let strict = ImageDecoder(options: DecodeOptions(strict: true))
        for (width, height) in [(1200, 800), (617, 400), (600, 417)] {
            let larger = try Self.patched(width: width, height: height)
            #expect(throws: DecodeError.previewSizeMismatch(declared: PixelSize(width: 600, height: 400), actual: PixelSize(width: width, height: height))) {
                try strict.decode(bytes: larger)
            }
        }
        // Within an MCU (a partial one's padding), or the declared size turned: decoded from the
        // preview (its data, made for 600×400, then ends early: libjpeg's warning, not a refusal).
        for (width, height) in [(616, 416), (400, 600)] {
            let image = try ImageDecoder().decode(bytes: try Self.patched(width: width, height: height))
            #expect(image.pixels.size == PixelSize(width: height, height: width), "orientation 6 turns the preview")
            #expect(!image.warnings.contains { $0.hasPrefix("RAW preview unusable") }, "\(image.warnings)")
        }
    }
}
