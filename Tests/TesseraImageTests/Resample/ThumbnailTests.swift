import Testing
@testable import TesseraImage

@Suite("Thumbnails")
struct ThumbnailTests {
    @Test("a thumbnail decodes at the smallest covering DCT scale and ends at the exact size")
    func scaleAndSize() throws {
        // Stored 1200×800, orientation 6: shown 800×1200.
        let path = SamplePhotos.path("Landscapes/aitzgorri.jpg")
        let fill = try ImageDecoder().thumbnail(fileAt: path, width: 100, height: 100, mode: .fill)
        #expect(fill.pixels.size == PixelSize(width: 100, height: 100))
        #expect(fill.scale.description == "1/8")        // 150×100 stored covers a 100-wide crop
        let fit = try ImageDecoder().thumbnail(fileAt: path, width: 100, height: 100, mode: .fit)
        #expect(fit.pixels.size == PixelSize(width: 67, height: 100))
        #expect(fit.scale.description == "1/8")
        let wide = try ImageDecoder().thumbnail(fileAt: path, width: 256)
        #expect(wide.pixels.size == PixelSize(width: 256, height: 384))
        #expect(wide.scale.description == "3/8")        // 2/8 would give 200×300 shown: too small
    }

    @Test("a thumbnail larger than the limits allow is refused before it is allocated, as a thumbnail too large")
    func thumbnailLimit() {
        let photo = PixelSize(width: 512, height: 512)
        #expect(throws: DecodeError.thumbnailTooLarge(width: 60_000, height: 60_000, limit: .pixels(1_000_000_000), photo: photo)) {
            try ImageDecoder().thumbnail(fileAt: SamplePhotos.path("Science/astronaut.jpg"), width: 60_000)
        }
    }

    @Test("ThumbnailPlan asks for the decoded size that covers the shown part")
    func plan() {
        let plan = ThumbnailPlan(display: PixelSize(width: 6000, height: 4000), width: 300, height: 300, mode: .fill)
        #expect(plan.output == PixelSize(width: 300, height: 300))
        #expect(plan.minimumDecodeSize == PixelSize(width: 450, height: 300))
        let fit = ThumbnailPlan(display: PixelSize(width: 6000, height: 4000), width: 300, height: 300, mode: .fit)
        #expect(fit.output == PixelSize(width: 300, height: 200) && fit.minimumDecodeSize == PixelSize(width: 300, height: 200))
        let up = ThumbnailPlan(display: PixelSize(width: 60, height: 40), width: 600, height: nil, mode: .fill)
        #expect(up.output == PixelSize(width: 600, height: 400) && up.minimumDecodeSize == PixelSize(width: 60, height: 40))
    }
}

/// Paths of the sample photos in `SampleImages/`.
enum SamplePhotos {
    static func path(_ relative: String) -> String {
        Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SampleImages").appendingPathComponent(relative).path
    }
}
