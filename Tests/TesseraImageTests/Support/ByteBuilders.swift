@testable import TesseraImage
// The byte builders shared with the command-line tests (PNGBytes, ICCProfileBytes), for every file here.
@_exported import TesseraTestSupport

/// Hand-built JPEG byte sequences for probing edge cases.
enum JPEGBytes {
    static let soi: [UInt8] = [0xFF, 0xD8]
    static let eoi: [UInt8] = [0xFF, 0xD9]

    /// A marker segment: FF, marker, 2-byte length (payload + 2), payload.
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// A frame header SOFn for an 8-bit image with `components` components.
    static func frame(_ marker: UInt8 = 0xC0, width: Int, height: Int, components: Int = 3) -> [UInt8] {
        var payload: [UInt8] = [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), UInt8(components)]
        for id in 0..<components { payload += [UInt8(id + 1), 0x11, 0] }
        return segment(marker, payload)
    }

    /// A minimal scan: SOS with one component, a few entropy-coded bytes, EOI.
    static let scan: [UInt8] = segment(0xDA, [1, 1, 0, 0, 63, 0]) + [0x12, 0x34, 0xFF, 0x00, 0x56] + eoi

    /// A whole small JPEG: SOI, `before` (segments placed before the frame), frame, scan.
    static func jpeg(width: Int = 40, height: Int = 30, before: [UInt8] = []) -> [UInt8] {
        soi + before + frame(width: width, height: height) + scan
    }

    /// An APP1 EXIF segment whose IFD0 has the given entries (tag, type, count, value).
    static func exifAPP1(bigEndian: Bool, ifd0: [(tag: Int, type: Int, value: Int)], ifd1: [(tag: Int, type: Int, value: Int)] = []) -> [UInt8] {
        segment(0xE1, Array("Exif\0\0".utf8) + TIFFBytes.tiff(bigEndian: bigEndian, ifd0: ifd0, ifd1: ifd1))
    }
}

/// Hand-built TIFF structures (the inside of EXIF).
enum TIFFBytes {
    static func tiff(bigEndian: Bool, ifd0: [(tag: Int, type: Int, value: Int)], ifd1: [(tag: Int, type: Int, value: Int)] = []) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        func ifd(_ entries: [(tag: Int, type: Int, value: Int)], next: Int) -> [UInt8] {
            var out = u16(entries.count)
            for e in entries {
                let value = e.type == 3 ? u16(e.value) + [0, 0] : u32(e.value)
                out += u16(e.tag) + u16(e.type) + u32(1) + value
            }
            return out + u32(next)
        }
        let header = (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + u16(42) + u32(8)
        let ifd0Size = 2 + 12 * ifd0.count + 4
        let next = ifd1.isEmpty ? 0 : 8 + ifd0Size
        return header + ifd(ifd0, next: next) + (ifd1.isEmpty ? [] : ifd(ifd1, next: 0))
    }
}

/// A byte source that counts what is read from it.
final class CountingByteSource: ByteSource, @unchecked Sendable {
    private let inner: MemoryByteSource
    private(set) var bytesRead = 0
    private(set) var largestRead = 0

    init(_ bytes: [UInt8]) { inner = MemoryByteSource(bytes) }

    var count: Int? { inner.count }

    func read(at offset: Int, count: Int) throws(ProbeError) -> [UInt8] {
        let result = try inner.read(at: offset, count: count)
        bytesRead += result.count
        largestRead = max(largestRead, count)
        return result
    }
}

extension JPEGBytes {
    /// A valid baseline greyscale JPEG of any size whose every pixel is 128: quantisation 1,
    /// one-code Huffman tables (DC difference 0 and end-of-block, each coded `0`), so each 8×8
    /// block costs two zero bits — a 64000×3500 panorama is 876 kB.
    static func flatGrey(width: Int, height: Int) -> [UInt8] {
        let quantisation = segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        // Class 0 (DC) and 1 (AC), table 0: one code of length 1 for symbol 0.
        let dc = segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0])
        let ac = segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0])
        let frame = segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
        let start = segment(0xDA, [1, 1, 0x00, 0, 63, 0])
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        // Two bits a block, padded with 1 bits to a whole byte as JPEG asks.
        var data = [UInt8](repeating: 0, count: (blocks * 2 + 7) / 8)
        let spare = data.count * 8 - blocks * 2
        if spare > 0 { data[data.count - 1] |= UInt8((1 << spare) - 1) }
        return soi + quantisation + dc + ac + frame + start + data + eoi
    }
}
