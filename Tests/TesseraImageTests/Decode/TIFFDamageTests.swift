import Testing
@testable import TesseraImage

/// Issue 36, point 8: a strip libtiff cannot decode keeps the rows before it and is reported
/// as "damaged after row N", as PNG and JPEG damage is; strict decoding refuses it; an unknown
/// compression scheme is refused by number.
@Suite("TIFF: damaged strips and unknown compression")
struct TIFFDamageTests {
    /// The RGB pixel at column `x`, row `y`: every row differs.
    static func pixel(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 7 & 0xFF), UInt8(y * 5 & 0xFF), UInt8((x + y) & 0xFF)] }

    /// The rows `first ..< first + count` of a 64-wide picture of ``pixel(_:_:)``, RGB.
    static func rows(_ first: Int, _ count: Int) -> [UInt8] {
        (first..<(first + count)).flatMap { y in (0..<64).flatMap { x in pixel(x, y) } }
    }

    /// A 64×64 RGB TIFF in four strips of 16 rows, compressed with `compression` by `encode`,
    /// strip `damaged` replaced by `garbage`.
    static func tiff(compression: Int, encode: ([UInt8]) -> [UInt8], damaged: Int?, garbage: ([UInt8]) -> [UInt8]) -> [UInt8] {
        let strips = (0..<4).map { index in
            let data = encode(rows(index * 16, 16))
            return index == damaged ? garbage(data) : data
        }
        return TIFFFileBytes.tiff(width: 64, height: 64, samples: 3, compression: compression, layout: .strips(rows: 16), chunks: strips)
    }

    static let deflateGarbage = tiff(compression: 8, encode: { PNGBytes.zlibStored($0) }, damaged: 2) { _ in
        (0..<300).map { UInt8($0 * 37 & 0xFF) }
    }
    /// LZW whose codes from byte 100 on are all ones (code 511, not yet in the table).
    static let damagedLZW = tiff(compression: 5, encode: TIFFFileBytes.lzwLiterals, damaged: 1) { data in
        Array(data.prefix(100)) + Array(repeating: 0xFF, count: data.count - 100)
    }

    @Test("a deflate strip of garbage (rows 32-47): rows 0-31 exact, the rest transparent, 'damaged after row 32'",
          arguments: ["deflate", "lzw"])
    func damagedStrip(kind: String) throws {
        let bytes = kind == "deflate" ? Self.deflateGarbage : Self.damagedLZW
        let row = kind == "deflate" ? 32 : 16
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.warnings.count == 1, "\(image.warnings)")
        let warning = image.warnings.first ?? ""
        #expect(warning.hasPrefix("TIFF data damaged after row \(row) of 64 ("), "\(warning)")
        #expect(warning.hasSuffix("); the missing rows are transparent"), "\(warning)")
        for (x, y) in [(0, 0), (63, row - 1), (17, row / 2)] {
            let p = Self.pixel(x, y)
            #expect(image.pixels[x, y] == RGBA8(p[0], p[1], p[2]), "pixel \(x), \(y)")
        }
        #expect(image.pixels[0, row] == RGBA8(0, 0, 0, 0) && image.pixels[63, 63] == RGBA8(0, 0, 0, 0))
    }

    @Test("strict decoding refuses a damaged strip with libtiff's words", arguments: ["deflate", "lzw"])
    func strictRefuses(kind: String) {
        let bytes = kind == "deflate" ? Self.deflateGarbage : Self.damagedLZW
        do {
            _ = try ImageDecoder(options: DecodeOptions(strict: true)).decode(bytes: bytes)
            Issue.record("a damaged strip decoded under strict decoding")
        } catch {
            guard case .corrupt(.tiff, let message) = error else { Issue.record("\(error)"); return }
            #expect(!message.isEmpty)
        }
    }

    @Test("a damaged first strip keeps no row: an error, not a blank picture")
    func firstStripDamaged() {
        let bytes = Self.tiff(compression: 8, encode: { PNGBytes.zlibStored($0) }, damaged: 0) { _ in Array(repeating: 0x5A, count: 64) }
        #expect(throws: DecodeError.self) { try ImageDecoder().decode(bytes: bytes) }
    }

    @Test("compression scheme 99 is refused by number, not drawn black")
    func unknownCompression() {
        let bytes = Self.tiff(compression: 99, encode: { $0 }, damaged: nil) { $0 }
        #expect(throws: DecodeError.unsupported(format: .tiff, message: "compression scheme 99, which libtiff cannot decode")) {
            try ImageDecoder().decode(bytes: bytes)
        }
    }

    @Test("the same files whole decode exactly, with no warning", arguments: [5, 8])
    func wholeFiles(compression: Int) throws {
        let encode: ([UInt8]) -> [UInt8] = { compression == 5 ? TIFFFileBytes.lzwLiterals($0) : PNGBytes.zlibStored($0) }
        let image = try ImageDecoder().decode(bytes: Self.tiff(compression: compression, encode: encode, damaged: nil) { $0 })
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        for (x, y) in [(0, 0), (63, 63), (17, 40)] {
            let p = Self.pixel(x, y)
            #expect(image.pixels[x, y] == RGBA8(p[0], p[1], p[2]), "pixel \(x), \(y)")
        }
    }
}
