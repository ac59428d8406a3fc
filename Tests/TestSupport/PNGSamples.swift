/// Small valid PNGs of every colour type, bit depth and interlace method, built at test time from
/// ``PNGBytes`` (stored zlib data, so the files are exact and need no compressor): the project's own
/// stand-ins for a conformance suite where a test needs varied, real decodable PNG files.
public enum PNGSamples {
    /// One PNG variety: IHDR's colour type and bit depth, and whether it is Adam7-interlaced.
    public struct Variety: Sendable, Hashable, CustomStringConvertible {
        /// IHDR colour type: 0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA.
        public var colorType: Int
        /// Bits per sample (per palette index for colour type 3).
        public var bitDepth: Int
        /// Adam7 interlacing.
        public var interlaced: Bool

        public init(colorType: Int, bitDepth: Int, interlaced: Bool = false) {
            self.colorType = colorType
            self.bitDepth = bitDepth
            self.interlaced = interlaced
        }

        /// Samples per pixel of the colour type.
        public var channels: Int {
            switch colorType {
            case 0, 3: 1
            case 4: 2
            case 2: 3
            default: 4
            }
        }

        /// A file name that says what the variety is, e.g. `rgb8.png`, `gray16-adam7.png`.
        public var description: String {
            let kind = [0: "gray", 2: "rgb", 3: "palette", 4: "grayalpha", 6: "rgba"][colorType] ?? "type\(colorType)"
            return "\(kind)\(bitDepth)\(interlaced ? "-adam7" : "")"
        }
    }

    /// Ten varieties covering gray, RGB, palette and gray + alpha at 2, 8 and 16 bits, plain and
    /// interlaced: the mix a folder of assorted PNGs gives the decoder.
    public static let assorted: [Variety] = [
        Variety(colorType: 2, bitDepth: 8), Variety(colorType: 0, bitDepth: 8), Variety(colorType: 3, bitDepth: 8),
        Variety(colorType: 4, bitDepth: 16), Variety(colorType: 2, bitDepth: 8, interlaced: true),
        Variety(colorType: 0, bitDepth: 16), Variety(colorType: 2, bitDepth: 16), Variety(colorType: 0, bitDepth: 8, interlaced: true),
        Variety(colorType: 3, bitDepth: 2), Variety(colorType: 4, bitDepth: 8, interlaced: true),
    ]

    /// Sample `channel` of pixel (`x`, `y`) at `bitDepth` bits (a palette index for colour type 3):
    /// a pattern that differs between rows, columns and channels.
    public static func sample(_ x: Int, _ y: Int, channel: Int, bitDepth: Int) -> Int {
        let maximum = (1 << bitDepth) - 1
        let value = x * 37 + y * 101 + channel * 59 + x * y * 3
        return bitDepth == 16 ? (value * 257) & maximum : value & maximum
    }

    /// The palette of colour type 3 at `bitDepth`: one entry per index, distinct colours.
    public static func palette(bitDepth: Int) -> [UInt8] {
        var entries: [UInt8] = []
        for index in 0..<(1 << bitDepth) {
            let red = index * 53 & 0xFF, green = 255 - (index * 29 & 0xFF), blue = index * 97 & 0xFF
            entries += [UInt8(red), UInt8(green), UInt8(blue)]
        }
        return entries
    }

    /// A `width`×`height` PNG of `variety` holding ``sample(_:_:channel:bitDepth:)``.
    public static func png(_ variety: Variety, width: Int = 32, height: Int = 32) -> [UInt8] {
        var raw: [UInt8] = []
        // Adam7's passes: first column and row, column and row steps.
        let passes: [(Int, Int, Int, Int)] = variety.interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes {
            let columns = Array(stride(from: x0, to: width, by: dx))
            guard !columns.isEmpty else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)   // filter type None
                raw += row(variety, y: y, columns: columns)
            }
        }
        let before = variety.colorType == 3 ? PNGBytes.chunk("PLTE", palette(bitDepth: variety.bitDepth)) : []
        return PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.ihdrData(width: width, height: height, bitDepth: variety.bitDepth,
                                                       colorType: variety.colorType, interlace: variety.interlaced ? 1 : 0))
            + before + PNGBytes.chunk("IDAT", PNGBytes.zlibStored(raw)) + PNGBytes.chunk("IEND", [])
    }

    /// One scanline's bytes (without its filter byte) for the pixels of row `y` at `columns`.
    static func row(_ variety: Variety, y: Int, columns: [Int]) -> [UInt8] {
        let depth = variety.bitDepth
        var bytes: [UInt8] = []
        var bits = 0, filled = 0
        for x in columns {
            for channel in 0..<variety.channels {
                let value = sample(x, y, channel: channel, bitDepth: depth)
                switch depth {
                case 16: bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
                case 8: bytes.append(UInt8(value))
                default:
                    // Sub-byte samples are packed from the most significant bit.
                    bits = bits << depth | value
                    filled += depth
                    if filled == 8 {
                        bytes.append(UInt8(bits))
                        bits = 0
                        filled = 0
                    }
                }
            }
        }
        if filled > 0 { bytes.append(UInt8(bits << (8 - filled) & 0xFF)) }
        return bytes
    }
}
