internal import CImageCodecs

/// A cached thumbnail's file: a header line, the key's text (``ThumbnailCacheKey``), the decode's
/// scale and warnings, the pixel size, then the premultiplied RGBA rows, filtered as PNG rows are
/// (Paeth) and deflated (zlib level 1, run-length: the sheets' own fast setting), so that reading
/// it back gives the very bytes the decode gave: a sheet drawn from the cache is byte for byte
/// the sheet drawn without it.
///
/// Layout (numbers big-endian): `TESSERA-THUMBNAIL 1\n`, u32 key length + key, u32 scale
/// numerator, u32 denominator, u32 warning count + (u32 length + UTF-8) each, u32 width,
/// u32 height, the deflate stream (zlib format) of the filtered rows to the end.
enum ThumbnailCacheEntry {
    static let magic = Array("TESSERA-THUMBNAIL 1\n".utf8)
    /// The largest thumbnail side stored (a sheet's cell is far smaller).
    static let maxSide = 16_384

    struct Contents: Equatable {
        var key: String
        var scale: DecodeScale
        var warnings: [String]
        var pixels: PixelBuffer

        static func == (a: Contents, b: Contents) -> Bool {
            a.key == b.key && a.scale == b.scale && a.warnings == b.warnings && a.pixels.width == b.pixels.width
                && a.pixels.height == b.pixels.height && a.pixels.bytes == b.pixels.bytes
        }
    }

    static func encode(_ contents: Contents) -> [UInt8]? {
        let pixels = contents.pixels
        guard pixels.width > 0, pixels.height > 0, pixels.width <= maxSide, pixels.height <= maxSide else { return nil }
        var bytes = magic
        func u32(_ value: Int) { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func text(_ value: String) {
            u32(value.utf8.count)
            bytes += Array(value.utf8)
        }
        text(contents.key)
        u32(contents.scale.numerator)
        u32(contents.scale.denominator)
        u32(contents.warnings.count)
        contents.warnings.forEach(text)
        u32(pixels.width)
        u32(pixels.height)
        // The rows without padding, filtered (each row led by its filter type).
        let rowBytes = pixels.width * 4
        var rows = [UInt8](repeating: 0, count: rowBytes * pixels.height)
        for y in 0..<pixels.height {
            let from = y * pixels.bytesPerRow
            rows.replaceSubrange(y * rowBytes..<(y + 1) * rowBytes, with: pixels.bytes[from..<from + rowBytes])
        }
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * pixels.height)
        let status = rows.withUnsafeBufferPointer { input in
            filtered.withUnsafeMutableBufferPointer { output in
                tessera_png_filter_rows(input.baseAddress, pixels.height, rowBytes, 4, nil, Int32(TESSERA_PNG_FILTER_PAETH), output.baseAddress)
            }
        }
        guard status == TESSERA_STATUS_OK else { return nil }
        var deflated: UnsafeMutablePointer<UInt8>?
        var count = 0
        var adler: UInt32 = 0
        let result = filtered.withUnsafeBufferPointer { input in
            tessera_deflate_chunk(nil, 0, input.baseAddress, input.count, 1, 3, 1, &deflated, &count, &adler)
        }
        guard result == TESSERA_STATUS_OK, let deflated else { return nil }
        defer { tessera_deflate_free(deflated) }
        bytes += [0x78, 0x9C] + Array(UnsafeBufferPointer(start: deflated, count: count))
        bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> UInt32($0)) }
        return bytes
    }

    /// The entry in `bytes`; nil when they are not a whole, well-formed entry.
    static func decode(_ bytes: [UInt8]) -> Contents? {
        var at = 0
        func u32() -> Int? {
            guard at + 4 <= bytes.count else { return nil }
            defer { at += 4 }
            return bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        func text() -> String? {
            guard let length = u32(), length <= bytes.count - at else { return nil }
            defer { at += length }
            return String(decoding: bytes[at..<at + length], as: UTF8.self)
        }
        guard bytes.starts(with: magic) else { return nil }
        at = magic.count
        guard let key = text(), let numerator = u32(), let denominator = u32(), numerator > 0, denominator > 0,
              let warningCount = u32(), warningCount <= 1024 else { return nil }
        var warnings: [String] = []
        for _ in 0..<warningCount {
            guard let warning = text() else { return nil }
            warnings.append(warning)
        }
        guard let width = u32(), let height = u32(), (1...maxSide).contains(width), (1...maxSide).contains(height) else { return nil }
        let rowBytes = width * 4
        let expected = (rowBytes + 1) * height
        var inflated: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = bytes[at...].withContiguousStorageIfAvailable { stream in
            tessera_inflate_bounded(stream.baseAddress, stream.count, expected, &inflated, &size)
        } ?? TESSERA_STATUS_ERROR
        guard status == TESSERA_STATUS_OK, let inflated else { return nil }
        defer { tessera_free(inflated) }
        guard size == expected else { return nil }
        let filtered = UnsafeBufferPointer(start: inflated, count: size)
        guard let rows = unfilter(filtered, rowBytes: rowBytes, height: height) else { return nil }
        return Contents(key: key, scale: DecodeScale(numerator: numerator, denominator: denominator), warnings: warnings,
                        pixels: PixelBuffer(width: width, height: height, bytesPerRow: rowBytes, bytes: rows))
    }

    /// PNG's filter method 0 undone (4 bytes a pixel); nil for an unknown filter type.
    static func unfilter(_ filtered: UnsafeBufferPointer<UInt8>, rowBytes: Int, height: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let type = filtered[y * (rowBytes + 1)]
            let source = y * (rowBytes + 1) + 1, row = y * rowBytes, prior = row - rowBytes
            for x in 0..<rowBytes {
                let value = filtered[source + x]
                let left = x >= 4 ? out[row + x - 4] : 0
                let up = y > 0 ? out[prior + x] : 0
                let upLeft = x >= 4 && y > 0 ? out[prior + x - 4] : 0
                switch type {
                case 0: out[row + x] = value
                case 1: out[row + x] = value &+ left
                case 2: out[row + x] = value &+ up
                case 3: out[row + x] = value &+ UInt8((Int(left) + Int(up)) / 2)
                case 4:
                    let p = Int(left) + Int(up) - Int(upLeft)
                    let pa = abs(p - Int(left)), pb = abs(p - Int(up)), pc = abs(p - Int(upLeft))
                    out[row + x] = value &+ (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft)
                default: return nil
                }
            }
        }
        return out
    }
}
