/// Hand-built GIF files for the tests, with an LZW encoder of our own written from the GIF89a
/// specification (appendix F: variable-length codes from the minimum code size + 1 up to 12
/// bits, a clear code, an end code, codes packed least significant bit first, in sub-blocks of
/// at most 255 bytes).
public enum GIFBytes {
    /// One image of a GIF: its place on the logical screen, its palette indices (rows top to
    /// bottom as shown, `width` each), and what the blocks before and around it say.
    public struct Image {
        public var left: Int, top: Int, width: Int, height: Int
        /// `width × height` palette indices, in display order (interlacing reorders them).
        public var indices: [UInt8]
        /// A local colour table, or nil to use the global one.
        public var localPalette: [(UInt8, UInt8, UInt8)]?
        /// Whether the rows are stored interlaced.
        public var interlaced: Bool
        /// The transparent index a Graphic Control Extension before the image names.
        public var transparentIndex: Int?
        /// The LZW data to store instead of the encoded indices (to damage it).
        public var data: [UInt8]?

        /// An image of `indices` at (`left`, `top`).
        public init(left: Int = 0, top: Int = 0, width: Int, height: Int, indices: [UInt8],
                    localPalette: [(UInt8, UInt8, UInt8)]? = nil, interlaced: Bool = false, transparentIndex: Int? = nil,
                    data: [UInt8]? = nil) {
            self.left = left
            self.top = top
            self.width = width
            self.height = height
            self.indices = indices
            self.localPalette = localPalette
            self.interlaced = interlaced
            self.transparentIndex = transparentIndex
            self.data = data
        }
    }

    /// A whole GIF89a: the logical screen `width × height`, its global colour table (none when
    /// empty), the images (each after its Graphic Control Extension, when it has a transparent
    /// index), the trailer.
    public static func gif(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], images: [Image]) -> [UInt8] {
        var out = Array("GIF89a".utf8) + le16(width) + le16(height)
        let (globalFlags, globalTable) = colourTable(palette)
        out += [globalFlags, 0, 0] + globalTable
        for image in images {
            if let transparent = image.transparentIndex {
                out += [0x21, 0xF9, 4, 0x01, 0, 0, UInt8(transparent), 0]
            }
            let (localFlags, localTable) = colourTable(image.localPalette ?? [])
            out += [0x2C] + le16(image.left) + le16(image.top) + le16(image.width) + le16(image.height)
            out += [localFlags & 0x87 | (image.interlaced ? 0x40 : 0)] + localTable
            let entries = image.localPalette?.count ?? palette.count
            let minimumCodeSize = max(2, bitsFor(entries))
            let stored = image.interlaced ? interlacedOrder(image.indices, width: image.width, height: image.height) : image.indices
            out += [UInt8(minimumCodeSize)] + subBlocks(image.data ?? lzw(stored, minimumCodeSize: minimumCodeSize))
        }
        return out + [0x3B]
    }

    /// `value` as 2 little-endian bytes.
    public static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

    /// The bits a colour table of `entries` needs (at least 1).
    static func bitsFor(_ entries: Int) -> Int {
        var bits = 1
        while 1 << bits < entries { bits += 1 }
        return bits
    }

    /// A colour table's flags (the table flag and its size field, for the screen or an image
    /// descriptor) and its bytes, padded with black to a power of two; (0, []) for none.
    static func colourTable(_ palette: [(UInt8, UInt8, UInt8)]) -> (UInt8, [UInt8]) {
        guard !palette.isEmpty else { return (0, []) }
        let bits = bitsFor(palette.count)
        var table = palette.flatMap { [$0.0, $0.1, $0.2] }
        table += [UInt8](repeating: 0, count: (1 << bits) * 3 - table.count)
        return (0x80 | UInt8(bits - 1), table)
    }

    /// The rows of an image in the order an interlaced GIF stores them: every 8th row from 0,
    /// every 8th from 4, every 4th from 2, every 2nd from 1.
    public static func interlacedOrder(_ indices: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        for (first, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            for y in stride(from: first, to: height, by: step) { out += indices[(y * width)..<((y + 1) * width)] }
        }
        return out
    }

    /// `data` in sub-blocks (a length byte, then at most 255 bytes) and the empty block.
    public static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var offset = 0
        while offset < data.count {
            let count = min(255, data.count - offset)
            out += [UInt8(count)] + data[offset..<(offset + count)]
            offset += count
        }
        return out + [0]
    }

    /// `indices` LZW-compressed as GIF stores them (before sub-blocking): a clear code first, a
    /// new string for every code emitted, the code size grown when the next code no longer fits,
    /// a clear code again when the table is full, the end code last.
    public static func lzw(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var writer = CodeWriter()
        var codeSize = minimumCodeSize + 1
        var table: [Int: Int] = [:]
        var next = end + 1
        writer.write(clear, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(end, bits: codeSize)
            return writer.flushed
        }
        for index in indices.dropFirst() {
            let key = prefix << 8 | Int(index)
            if let code = table[key] {
                prefix = code
                continue
            }
            writer.write(prefix, bits: codeSize)
            if next < 4096 {
                table[key] = next
                next += 1
                // The decoder adds this string only when it reads the next code: the code size
                // grows once the last code given out no longer fits.
                if next - 1 == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            } else {
                writer.write(clear, bits: codeSize)
                table = [:]
                next = end + 1
                codeSize = minimumCodeSize + 1
            }
            prefix = Int(index)
        }
        writer.write(prefix, bits: codeSize)
        writer.write(end, bits: codeSize)
        return writer.flushed
    }

    /// `codes` packed as GIF packs them, each `bits` wide: a code stream made by hand (a bad
    /// code, a missing end code).
    public static func packed(_ codes: [Int], bits: Int) -> [UInt8] {
        var writer = CodeWriter()
        for code in codes { writer.write(code, bits: bits) }
        return writer.flushed
    }

    /// Packs codes least significant bit first.
    struct CodeWriter {
        var bytes: [UInt8] = []
        var accumulator = 0
        var count = 0

        mutating func write(_ code: Int, bits: Int) {
            accumulator |= code << count
            count += bits
            while count >= 8 {
                bytes.append(UInt8(accumulator & 0xFF))
                accumulator >>= 8
                count -= 8
            }
        }

        /// The bytes with the last partial byte flushed.
        var flushed: [UInt8] { count > 0 ? bytes + [UInt8(accumulator & 0xFF)] : bytes }
    }
}
