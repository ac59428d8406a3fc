import Foundation
import Testing
@testable import TesseraImage

/// GIFs built by our own encoder (`GIFBytes`), decoded through giflib: palette colours,
/// transparency, interlacing, an image at an offset, the first frame of an animation, local
/// colour tables, and LZW streams long enough to grow the code size to 12 bits and clear the table.
@Suite("GIF decoding")
struct GIFDecodeTests {
    static let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let green: (UInt8, UInt8, UInt8) = (0, 255, 0)
    static let blue: (UInt8, UInt8, UInt8) = (0, 0, 255)
    static let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
    static let palette = [red, green, blue, white]
    static let colours = [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255), RGBA8(255, 255, 255)]

    /// `width × height` indices from `index(x, y)`.
    static func indices(_ width: Int, _ height: Int, _ index: (Int, Int) -> Int) -> [UInt8] {
        (0..<height).flatMap { y in (0..<width).map { x in UInt8(index(x, y)) } }
    }

    @Test("each pixel is its palette colour, opaque")
    func paletteColours() throws {
        let indices = Self.indices(5, 3) { x, y in (x + y) % 4 }
        let image = try ImageDecoder().decode(bytes: GIFBytes.gif(width: 5, height: 3, palette: Self.palette,
                                                                  images: [.init(width: 5, height: 3, indices: indices)]))
        #expect(image.info.format == .gif && image.pixels.size == PixelSize(width: 5, height: 3))
        for y in 0..<3 { for x in 0..<5 { #expect(image.pixels[x, y] == Self.colours[(x + y) % 4], "(\(x), \(y))") } }
    }

    @Test("the transparent index is alpha 0; the other indices stay opaque")
    func transparency() throws {
        let indices = Self.indices(4, 2) { x, _ in x }
        let bytes = GIFBytes.gif(width: 4, height: 2, palette: Self.palette,
                                 images: [.init(width: 4, height: 2, indices: indices, transparentIndex: 1)])
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.pixels[1, 0] == .clear && image.pixels[1, 1] == .clear)
        #expect(image.pixels[0, 0] == Self.colours[0] && image.pixels[2, 1] == Self.colours[2] && image.pixels[3, 0] == Self.colours[3])
        if case .gif(let gif) = image.info.details { #expect(gif.hasTransparency) } else { Issue.record("no GIF details") }
    }

    @Test("interlaced rows are put back in order", arguments: [1, 2, 3, 4, 5, 8, 9, 13, 17])
    func interlaced(height: Int) throws {
        // Row y has colour y % 4, so any row out of place shows.
        let indices = Self.indices(3, height) { _, y in y % 4 }
        let bytes = GIFBytes.gif(width: 3, height: height, palette: Self.palette,
                                 images: [.init(width: 3, height: height, indices: indices, interlaced: true)])
        let image = try ImageDecoder().decode(bytes: bytes)
        for y in 0..<height { #expect(image.pixels[1, y] == Self.colours[y % 4], "row \(y) of \(height)") }
        if case .gif(let gif) = image.info.details { #expect(gif.isInterlaced) } else { Issue.record("no GIF details") }
    }

    @Test("an image smaller than the screen is drawn at its offset, the rest of the screen transparent")
    func offsetImage() throws {
        let bytes = GIFBytes.gif(width: 10, height: 8, palette: Self.palette,
                                 images: [.init(left: 3, top: 2, width: 4, height: 3, indices: Self.indices(4, 3) { x, _ in x })])
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.pixels.size == PixelSize(width: 10, height: 8))
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (3..<7).contains(x) && (2..<5).contains(y)
                #expect(image.pixels[x, y] == (inside ? Self.colours[x - 3] : .clear), "(\(x), \(y))")
            }
        }
        if case .gif(let gif) = image.info.details {
            #expect(gif.firstImage == PixelRect(x: 3, y: 2, width: 4, height: 3))
        }
    }

    @Test("an image reaching past the screen is cut at its edges")
    func imagePastTheScreen() throws {
        let bytes = GIFBytes.gif(width: 4, height: 3, palette: Self.palette,
                                 images: [.init(left: 2, top: 1, width: 5, height: 4, indices: Self.indices(5, 4) { _, _ in 2 })])
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.pixels.size == PixelSize(width: 4, height: 3))
        #expect(image.pixels[3, 2] == Self.colours[2] && image.pixels[2, 1] == Self.colours[2])
        #expect(image.pixels[1, 2] == .clear && image.pixels[3, 0] == .clear)
    }

    @Test("an animation shows its first frame; the probe counts the frames")
    func firstFrameOfAnimation() throws {
        let bytes = GIFBytes.gif(width: 6, height: 4, palette: Self.palette, images: [
            .init(width: 6, height: 4, indices: [UInt8](repeating: 0, count: 24)),
            .init(width: 6, height: 4, indices: [UInt8](repeating: 2, count: 24)),
            .init(left: 1, top: 1, width: 2, height: 2, indices: [3, 3, 3, 3]),
        ])
        let image = try ImageDecoder().decode(bytes: bytes)
        for y in 0..<4 { for x in 0..<6 { #expect(image.pixels[x, y] == Self.colours[0]) } }
        guard case .gif(let gif) = image.info.details else { Issue.record("no GIF details"); return }
        #expect(gif.frameCount == 3 && gif.isAnimated)
    }

    @Test("a local colour table wins over the global one")
    func localColourTable() throws {
        let local: [(UInt8, UInt8, UInt8)] = [(10, 20, 30), (40, 50, 60)]
        let bytes = GIFBytes.gif(width: 2, height: 1, palette: Self.palette,
                                 images: [.init(width: 2, height: 1, indices: [1, 0], localPalette: local)])
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.pixels[0, 0] == RGBA8(40, 50, 60) && image.pixels[1, 0] == RGBA8(10, 20, 30))
    }

    @Test("an index beyond a short colour table is opaque black")
    func indexBeyondTheTable() throws {
        // A local table of 2 entries; LZW codes are at least 2 bits wide, so index 3 can be stored.
        let local: [(UInt8, UInt8, UInt8)] = [(10, 20, 30), (40, 50, 60)]
        let bytes = GIFBytes.gif(width: 3, height: 1, palette: [], images: [.init(width: 3, height: 1, indices: [0, 1, 3], localPalette: local)])
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.pixels[0, 0] == RGBA8(10, 20, 30) && image.pixels[2, 0] == .black)
    }

    @Test("256 colours over 200×150 pixels: codes grow to 12 bits and the table is cleared and rebuilt")
    func longLZWStream() throws {
        var state: UInt32 = 12_345
        func next() -> UInt32 { state = state &* 1_103_515_245 &+ 12_345; return (state >> 16) & 0x7FFF }
        let palette: [(UInt8, UInt8, UInt8)] = (0..<256).map { (i: Int) in (UInt8(i), UInt8(255 - i), UInt8((i * 7) & 255)) }
        let indices = Self.indices(200, 150) { (x: Int, y: Int) -> Int in
            if x % 9 == 0 { return y & 255 }
            return Int(next() % (x < 100 ? 4 : 256))
        }
        let image = try ImageDecoder().decode(bytes: GIFBytes.gif(width: 200, height: 150, palette: palette,
                                                                  images: [.init(width: 200, height: 150, indices: indices)]))
        for y in 0..<150 {
            for x in 0..<200 {
                let c = palette[Int(indices[y * 200 + x])]
                if image.pixels[x, y] != RGBA8(c.0, c.1, c.2) {
                    Issue.record("(\(x), \(y)): \(image.pixels[x, y])")
                    return
                }
            }
        }
    }

    @Test("the GIF of the corrupt corpus decodes: 96×60, as ImageMagick reads it")
    func yellowflower() throws {
        let image = try ImageDecoder().decode(fileAt: Fixtures.path("corrupt", "yellowflower.gif"))
        #expect(image.pixels.size == PixelSize(width: 96, height: 60) && image.pixels.isOpaque && image.warnings.isEmpty)
    }

    @Test("the shared corpus's GIFs decode or give a typed error, never a crash", .thirdPartyData("corrupt"))
    func sharedGIFs() throws {
        let folder = try #require(TestData.thirdPartyFolder("corrupt"))
        let gifs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.lowercased().hasSuffix(".gif") }
        for name in gifs {
            do {
                let image = try ImageDecoder().decode(fileAt: folder.appendingPathComponent(name).path)
                #expect(image.info.format == .gif)
            } catch {
                #expect(!"\(error)".isEmpty, "\(name)")
            }
        }
    }
}
