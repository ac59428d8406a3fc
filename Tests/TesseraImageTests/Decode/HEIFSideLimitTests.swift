import Testing
@testable import TesseraImage

/// Issue 36, point 3: libheif's own per-side limit (32,768 pixels in libheif 1.15) is not raised to
/// Tessera's 65,500: libheif sizes canvases from data the probe cannot fully vouch for, and no
/// phone or camera writes a HEIF side that long (an iPhone panorama is about 16,000 wide).
@Suite("HEIF: libheif's per-side limit kept")
struct HEIFSideLimitTests {
    @Test("an image 40,000 pixels wide is refused by libheif's own limit, within Tessera's")
    func wideImage() throws {
        let file = HEIFBoxes.file(primary: 1, items: [HEIFBoxes.coded(1, 40_000, 16)])
        let info = try ImageProbe.probe(bytes: file)
        #expect(info.width == 40_000)
        do {
            _ = try ImageDecoder().decode(bytes: file)
            Issue.record("decoded a 40000-wide HEIF")
        } catch {
            // libheif's words, as an unsupported file rather than a machine out of memory.
            #expect("\(error)".hasPrefix("unsupported HEIC/HEIF data: "), "\(error)")
            #expect("\(error)".contains("exceeds the maximum image size"), "\(error)")
            // One line, as every message is (libheif's own text ends with a newline: issue 40).
            #expect(!"\(error)".contains("\n"), "\(error)")
        }
    }

    @Test("the side limit given to libheif is the smaller of Tessera's and libheif's default")
    func limitGiven() {
        #expect(HEIFDecoder.libheifSideLimit(DecodeLimits()) == 32_768)
        #expect(HEIFDecoder.libheifSideLimit(DecodeLimits(maxDimension: 4096)) == 4096)
    }
}
