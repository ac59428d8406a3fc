import Foundation
import Testing
import TesseraImage

/// Issue 36, point 12: an animated WebP whose frame lies outside its canvas was refused as "a
/// feature libwebp does not support" (libwebp's demuxer refuses such a file without a word, and
/// the still decoder says that of any animation). The refusal now says what is wrong.
///
/// The files are `webp-animated.webp` (a 32×24 canvas, two frames covering it; RIFF, VP8X, ANIM,
/// then ANMF chunks) with an ANMF header rewritten, or an animation built from its bytes.
@Suite("Animated WebP frames outside their canvas")
struct WebPFrameOutsideCanvasTests {
    static func fixture() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("formats", "webp-animated.webp"))))
    }

    /// The data offsets of the file's ANMF chunks.
    static func frames(_ bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = [], position = 12
        while position + 8 <= bytes.count {
            let size = Int(bytes[position + 4]) | Int(bytes[position + 5]) << 8 | Int(bytes[position + 6]) << 16 | Int(bytes[position + 7]) << 24
            if bytes[position..<(position + 4)].elementsEqual("ANMF".utf8) { offsets.append(position + 8) }
            position += 8 + size + (size & 1)
        }
        return offsets
    }

    /// Writes a 24-bit little-endian field.
    static func put(_ value: Int, at offset: Int, in bytes: inout [UInt8]) {
        for k in 0..<3 { bytes[offset + k] = UInt8((value >> (8 * k)) & 0xFF) }
    }

    @Test("the fixture's frames are where the patch expects them, and it decodes")
    func fixtureDecodes() throws {
        let bytes = try Self.fixture()
        #expect(Self.frames(bytes).count == 2)
        #expect(try ImageDecoder().decode(bytes: bytes).pixels.size == PixelSize(width: 32, height: 24))
    }

    @Test("a first frame moved past the canvas's right edge is refused naming the frame, its rectangle and the canvas")
    func firstFrameOutside() throws {
        var bytes = try Self.fixture()
        let first = try #require(Self.frames(bytes).first)
        Self.put(8, at: first, in: &bytes)          // X offset 2 × 8 = 16: columns 16…47 of a 32-wide canvas
        #expect(throws: DecodeError.corrupt(format: .webp, message: "the animation's frame 1 (32×24 at 16,0) lies outside its 32×24 canvas")) {
            try ImageDecoder().decode(bytes: bytes)
        }
    }

    @Test("a second frame taller than the canvas is refused by its number, from a file and in a thumbnail")
    func laterFrameOutside() throws {
        var bytes = try Self.fixture()
        let second = Self.frames(bytes)[1]
        Self.put(29, at: second + 9, in: &bytes)    // height 30 on a 24-high canvas
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-webp-frame-\(UUID()).webp")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let expected = DecodeError.corrupt(format: .webp, message: "the animation's frame 2 (32×30 at 0,0) lies outside its 32×24 canvas")
        #expect(throws: expected) { try ImageDecoder().thumbnail(fileAt: file.path, width: 8) }
        #expect("\(expected)" == "corrupt WebP data: the animation's frame 2 (32×30 at 0,0) lies outside its 32×24 canvas")
    }

    @Test("an animation built from bytes, its only frame's header cut to 8 bytes, is refused for that")
    func shortFrameHeader() throws {
        let fixture = try Self.fixture()
        // RIFF, VP8X and ANIM of the fixture, then an ANMF of 8 bytes.
        var bytes = Array(fixture[0..<44]) + Array("ANMF".utf8) + [8, 0, 0, 0] + [UInt8](repeating: 0, count: 8)
        Self.put(bytes.count - 8, at: 4, in: &bytes)
        bytes[7] = 0
        #expect(throws: DecodeError.corrupt(format: .webp, message: "the animation's frame 1 has an ANMF chunk of 8 bytes, shorter than its 16-byte header")) {
            try ImageDecoder().decode(bytes: bytes)
        }
    }
}
