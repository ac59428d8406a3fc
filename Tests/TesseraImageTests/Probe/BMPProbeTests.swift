import Testing
@testable import TesseraImage

/// A BMP's headers: every DIB header's size fields (a negative height is a top-down picture of
/// that many rows), and impossible values refused with typed errors.
@Suite("BMP probing")
struct BMPProbeTests {
    @Test("the size from each DIB header", arguments: [12, 40, 52, 56, 108, 124])
    func headers(headerSize: Int) throws {
        let bytes = BMPBytes.bmp(width: 7, rows: Array(repeating: BMPBytes.bgr(Array(repeating: (1, 2, 3), count: 7)), count: 5),
                                 bitsPerPixel: 24, headerSize: headerSize)
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(info.format == .bmp && info.width == 7 && info.height == 5 && info.orientation == .up)
        #expect(info.details == .bmp(BMPDetails(headerSize: headerSize, bitsPerPixel: 24, compression: .rgb, isTopDown: false, hasAlpha: false)))
    }

    @Test("a negative height is a top-down picture of |height| rows")
    func topDown() throws {
        let bytes = BMPBytes.bmp(width: 3, rows: Array(repeating: BMPBytes.packed([0, 1, 0], bits: 1), count: 4), bitsPerPixel: 1,
                                 topDown: true, palette: [(0, 0, 0), (255, 255, 255)])
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(info.width == 3 && info.height == 4)
        guard case .bmp(let bmp) = info.details else { Issue.record("no BMP details"); return }
        #expect(bmp.isTopDown && bmp.headerName == "BITMAPINFOHEADER" && bmp.bitsPerPixel == 1)
    }

    @Test("a V5 header with an alpha mask has alpha; the compression is named")
    func alphaMask() throws {
        let bytes = BMPBytes.bmp(width: 1, rows: [BMPBytes.words32([0])], bitsPerPixel: 32, headerSize: 124, compression: 3,
                                 masks: [0xFF_0000, 0xFF00, 0xFF, 0xFF00_0000])
        guard case .bmp(let bmp) = try ImageProbe.probe(bytes: bytes).details else { Issue.record("no BMP details"); return }
        #expect(bmp.hasAlpha && bmp.compression == .bitfields && bmp.compression.description == "BI_BITFIELDS")
        #expect(bmp.headerName == "BITMAPV5HEADER")
    }

    @Test("a width or height that cannot be is refused", arguments: [(0, 1), (-3, 1), (1, 0), (1, Int(Int32.min))])
    func impossibleSizes(width: Int, height: Int) {
        let bytes = BMPBytes.bmp(width: width, rows: [], bitsPerPixel: 24, height: height)
        #expect(throws: ProbeError.badDimensions(width: width, height: height,
                                                 reason: "a BMP is 1 to 2147483647 pixels wide and high (a negative height: stored top row first)")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }

    @Test("impossible headers are typed errors with their offset")
    func impossibleHeaders() {
        let good = BMPBytes.bmp(width: 2, rows: [BMPBytes.bgr([(1, 2, 3), (4, 5, 6)])], bitsPerPixel: 24)
        var depth = good
        depth[28] = 3
        #expect(throws: ProbeError.corruptBMP(offset: 28, reason: "3 bits a pixel does not exist (1, 4, 8, 16, 24 or 32)")) {
            try ImageProbe.probe(bytes: depth)
        }
        let inside = BMPBytes.bmp(width: 2, rows: [BMPBytes.bgr([(1, 2, 3), (4, 5, 6)])], bitsPerPixel: 24, pixelOffset: 20)
        #expect(throws: ProbeError.corruptBMP(offset: 10, reason: "the pixel data starts at byte 20, inside the headers (which end at byte 54)")) {
            try ImageProbe.probe(bytes: inside)
        }
        #expect(throws: ProbeError.truncated(offset: 30, context: "the 40-byte DIB header")) { try ImageProbe.probe(bytes: Array(good.prefix(30))) }
        // The masks a 40-byte BI_BITFIELDS header promises after it.
        let masked = BMPBytes.bmp(width: 1, rows: [BMPBytes.words16([0])], bitsPerPixel: 16, compression: 3, masks: [0xF800, 0x07E0, 0x001F])
        #expect(throws: ProbeError.truncated(offset: 58, context: "the colour masks after the DIB header")) {
            try ImageProbe.probe(bytes: Array(masked.prefix(58)))
        }
    }
}
