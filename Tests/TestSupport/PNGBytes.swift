/// Hand-built PNG byte sequences, shared by the test targets: chunks with their CRCs, stored
/// (uncompressed) zlib streams a test can cut at an exact row, and whole minimal PNGs.
public enum PNGBytes {
    /// The PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `v` as 4 big-endian bytes.
    public static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// PNG's CRC-32 of `bytes` (written here, not taken from the code under test).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A chunk: length, type, data, CRC (or `crc` when given, to damage it).
    public static func chunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return be32(data.count) + typed + be32(Int(crc ?? crc32(typed)))
    }

    /// IHDR's data.
    public static func ihdrData(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 2, interlace: UInt8 = 0) -> [UInt8] {
        be32(width) + be32(height) + [UInt8(bitDepth), UInt8(colorType), 0, 0, interlace]
    }

    /// Signature, IHDR, `before` (chunks before IDAT), an IDAT, `after`, IEND.
    public static func png(width: Int = 16, height: Int = 8, bitDepth: Int = 8, colorType: Int = 2,
                           before: [UInt8] = [], after: [UInt8] = []) -> [UInt8] {
        signature
            + chunk("IHDR", ihdrData(width: width, height: height, bitDepth: bitDepth, colorType: colorType))
            + before + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + after + chunk("IEND", [])
    }

    /// A zlib stream holding `data` uncompressed (RFC 1950/1951 stored blocks, Adler-32).
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        return out + be32(Int(adler32(data)))
    }

    /// zlib's Adler-32 of `data` (RFC 1950, 8.2).
    public static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }
}

// MARK: - Images with real pixel data (PngSuite-style cases built here)

extension PNGBytes {
    /// The Adam7 passes: first column and row, column and row step (PNG spec, 8.2).
    public static let adam7Passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The bit depths PNG allows for each colour type (PNG spec, table 11.1).
    public static let allowedBitDepths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    /// The samples a pixel has in colour type `colorType` (grey 1, RGB 3, palette 1, grey + alpha 2, RGBA 4).
    public static func channels(colorType: Int) -> Int {
        switch colorType {
        case 2: return 3
        case 4: return 2
        case 6: return 4
        default: return 1
        }
    }

    /// One row of samples (each below 2^bitDepth) packed as PNG stores them: 16-bit samples
    /// big-endian, samples below 8 bits packed from the most significant bit, the last byte padded with 0.
    public static func packRow(_ samples: [Int], bitDepth: Int) -> [UInt8] {
        switch bitDepth {
        case 16: return samples.flatMap { [UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
        case 8: return samples.map { UInt8($0 & 0xFF) }
        default:
            let perByte = 8 / bitDepth
            var out = [UInt8](repeating: 0, count: (samples.count + perByte - 1) / perByte)
            for (i, sample) in samples.enumerated() {
                let shift = 8 - bitDepth * (i % perByte + 1)
                out[i / perByte] |= UInt8((sample & ((1 << bitDepth) - 1)) << shift)
            }
            return out
        }
    }

    /// `row` filtered with PNG filter `type` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) against the
    /// row above (`previous`, nil for the first row of an image or pass), `bytesPerPixel` the
    /// distance Sub, Average and Paeth look back (at least 1). The filter-type byte comes first.
    public static func filtered(_ row: [UInt8], previous: [UInt8]?, type: UInt8, bytesPerPixel: Int) -> [UInt8] {
        let up = previous ?? [UInt8](repeating: 0, count: row.count)
        var out: [UInt8] = [type]
        for i in 0..<row.count {
            let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
            let b = Int(up[i])
            let c = i >= bytesPerPixel ? Int(up[i - bytesPerPixel]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: predictor = 0
            }
            out.append(UInt8((Int(row[i]) - predictor) & 0xFF))
        }
        return out
    }

    /// The image data (before compression) of a `width` × `height` image whose pixel at (x, y) has
    /// the samples `pixels[y * width + x]`: one filtered scanline per row, or per row of each
    /// non-empty Adam7 pass when `interlaced`. Row `k` of the image (or of each pass) uses
    /// `filters[k % filters.count]`.
    public static func imageData(width: Int, height: Int, bitDepth: Int, colorType: Int, pixels: [[Int]],
                                 interlaced: Bool, filters: [UInt8] = [0]) -> [UInt8] {
        let bytesPerPixel = max(1, channels(colorType: colorType) * bitDepth / 8)
        func encode(columns: [Int], rows: [Int]) -> [UInt8] {
            guard !columns.isEmpty else { return [] }
            var out: [UInt8] = [], previous: [UInt8]? = nil
            for (k, y) in rows.enumerated() {
                let row = packRow(columns.flatMap { pixels[y * width + $0] }, bitDepth: bitDepth)
                out += filtered(row, previous: previous, type: filters[k % filters.count], bytesPerPixel: bytesPerPixel)
                previous = row
            }
            return out
        }
        guard interlaced else { return encode(columns: Array(0..<width), rows: Array(0..<height)) }
        return adam7Passes.flatMap { pass in
            encode(columns: Array(stride(from: pass.x0, to: width, by: pass.dx)), rows: Array(stride(from: pass.y0, to: height, by: pass.dy)))
        }
    }

    /// A zlib stream holding `data` in stored deflate blocks of at most `blockSize` bytes.
    public static func zlibStored(_ data: [UInt8], blockSize: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(blockSize, 65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        return out + be32(Int(adler32(data)))
    }

    /// A whole PNG of real pixels: signature, IHDR, `before`, the image data of ``imageData(width:height:bitDepth:colorType:pixels:interlaced:filters:)``
    /// in stored zlib blocks of `blockSize` bytes, cut into IDAT chunks of `idatSize` bytes
    /// (nil: one IDAT), `after`, IEND.
    public static func image(width: Int, height: Int, bitDepth: Int, colorType: Int, pixels: [[Int]],
                             interlaced: Bool = false, filters: [UInt8] = [0], blockSize: Int = 65_535,
                             idatSize: Int? = nil, before: [UInt8] = [], after: [UInt8] = []) -> [UInt8] {
        let data = imageData(width: width, height: height, bitDepth: bitDepth, colorType: colorType, pixels: pixels,
                             interlaced: interlaced, filters: filters)
        let stream = zlibStored(data, blockSize: blockSize)
        var idat: [UInt8] = []
        let size = max(1, idatSize ?? stream.count)
        for start in stride(from: 0, to: stream.count, by: size) {
            idat += chunk("IDAT", Array(stream[start..<min(stream.count, start + size)]))
        }
        return signature
            + chunk("IHDR", ihdrData(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlaced ? 1 : 0))
            + before + idat + after + chunk("IEND", [])
    }
}
