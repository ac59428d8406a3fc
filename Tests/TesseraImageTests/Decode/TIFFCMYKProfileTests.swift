import Foundation
import Testing
@testable import TesseraImage

/// A CMYK TIFF with a CMYK ICC profile: its raw inks go through the profile (Little CMS), not
/// through libtiff's plain formula.
@Suite("CMYK TIFF with a profile")
struct TIFFCMYKProfileTests {
    @Test("a TIFF separated by libvips with a CMYK profile comes back to the RGB photo (30 dB; the formula gives 15)")
    func throughProfile() throws {
        // Tests/Fixtures/formats/tiff-cmyk-icc.tif: color/original.png through
        // `vips icc_export --output-profile TestPressCMYK.icc --intent relative`, LZW.
        let image = try ImageDecoder().decode(fileAt: Fixtures.path("formats", "tiff-cmyk-icc.tif"))
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let original = try ColorManagementTests.decode("original.png").pixels
        let psnr = ColorManagementTests.psnr(image.pixels, original)
        #expect(psnr >= 28, "\(psnr) dB")   // measured 30.1; vips with the same profile 32.3; the formula 15.3
        let info = try ImageProbe.probe(fileAt: Fixtures.path("formats", "tiff-cmyk-icc.tif"))
        #expect(info.colorProfile == "Tessera test press (gamma 1.8 inks)")
    }

    @Test("a CMYK TIFF without a profile keeps libtiff's conversion")
    func withoutProfile() throws {
        let image = try ImageDecoder().decode(fileAt: Fixtures.path("formats", "tiff-cmyk.tif"))
        #expect(image.warnings.isEmpty)
    }
}
