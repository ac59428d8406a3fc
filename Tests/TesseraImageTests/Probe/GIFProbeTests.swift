import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// A GIF's header: the logical screen is the picture's size; the blocks up to the first image
/// give its place, interlacing and transparency; damage before it is a typed error.
@Suite("GIF probing")
struct GIFProbeTests {
    static let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0)]

    @Test("the size is the logical screen's, whatever the first image's; details come from the blocks")
    func logicalScreen() throws {
        let bytes = GIFBytes.gif(width: 10, height: 8, palette: Self.palette, images: [
            .init(left: 3, top: 2, width: 4, height: 3, indices: [UInt8](repeating: 1, count: 12), interlaced: true, transparentIndex: 0),
        ])
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(info.format == .gif && info.width == 10 && info.height == 8 && info.orientation == .up)
        #expect(info.details == .gif(GIFDetails(version: "89a", firstImage: PixelRect(x: 3, y: 2, width: 4, height: 3),
                                                isInterlaced: true, colorCount: 2, hasTransparency: true, frameCount: 1)))
    }

    @Test("GIF87a is read as GIF89a is")
    func version87a() throws {
        var bytes = GIFBytes.gif(width: 3, height: 2, palette: Self.palette, images: [.init(width: 3, height: 2, indices: [0, 1, 0, 1, 0, 1])])
        bytes.replaceSubrange(0..<6, with: Array("GIF87a".utf8))
        guard case .gif(let gif) = try ImageProbe.probe(bytes: bytes).details else { Issue.record("no GIF details"); return }
        #expect(gif.version == "87a" && !gif.isAnimated)
    }

    @Test("frames are counted up to the limit")
    func frameCountLimit() throws {
        let frame = GIFBytes.Image(width: 1, height: 1, indices: [0])
        let bytes = GIFBytes.gif(width: 1, height: 1, palette: Self.palette, images: Array(repeating: frame, count: 70))
        guard case .gif(let gif) = try ImageProbe.probe(bytes: bytes).details else { Issue.record("no GIF details"); return }
        #expect(gif.frameCount == GIFHeaderReader.frameCountLimit)
    }

    @Test("a screen of no pixels is refused", arguments: [(0, 8), (10, 0), (0, 0)])
    func emptyScreen(width: Int, height: Int) {
        let bytes = GIFBytes.gif(width: width, height: height, palette: Self.palette, images: [.init(width: 1, height: 1, indices: [0])])
        #expect(throws: ProbeError.badDimensions(width: width, height: height, reason: "a GIF's logical screen is 1 to 65535 pixels a side")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }

    @Test("damage before the first image's descriptor is a typed error with its offset")
    func damagedBlocks() {
        let whole = GIFBytes.gif(width: 4, height: 4, palette: Self.palette, images: [.init(width: 4, height: 4, indices: [UInt8](repeating: 0, count: 16))])
        // Signature 6, screen 7, table 6: the first block at byte 19.
        #expect(throws: ProbeError.truncated(offset: 10, context: "the logical screen descriptor")) {
            try ImageProbe.probe(bytes: Array(whole.prefix(10)))
        }
        #expect(throws: ProbeError.truncated(offset: 19, context: "a block introducer at byte 19")) {
            try ImageProbe.probe(bytes: Array(whole.prefix(19)))
        }
        #expect(throws: ProbeError.truncated(offset: 24, context: "the image descriptor at byte 19")) {
            try ImageProbe.probe(bytes: Array(whole.prefix(24)))
        }
        #expect(throws: ProbeError.corruptGIF(offset: 19, reason: "the trailer comes before any image")) {
            try ImageProbe.probe(bytes: Array(whole.prefix(19)) + [0x3B])
        }
        #expect(throws: ProbeError.corruptGIF(offset: 19, reason: "0x99 is no block introducer (0x21, 0x2C or 0x3B)")) {
            try ImageProbe.probe(bytes: Array(whole.prefix(19)) + [0x99])
        }
        #expect(throws: ProbeError.corruptGIF(offset: 19, reason: "the first image is 0×4 pixels")) {
            try ImageProbe.probe(bytes: Array(whole.prefix(19)) + [0x2C, 0, 0, 0, 0, 0, 0, 4, 0, 0])
        }
    }

    @Test("damage after the first image only stops the frame count")
    func damageAfterTheFirstImage() throws {
        let whole = GIFBytes.gif(width: 2, height: 1, palette: Self.palette, images: [.init(width: 2, height: 1, indices: [0, 1])])
        let info = try ImageProbe.probe(bytes: Array(whole.dropLast()) + [0x2C, 1, 2])
        #expect(info.width == 2 && info.height == 1)
    }
}
