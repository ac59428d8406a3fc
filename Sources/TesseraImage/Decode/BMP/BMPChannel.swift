/// One channel of a 16- or 32-bit BMP pixel: the bits its mask selects, scaled to 8 bits by
/// repeating them (a 5-bit `abcde` becomes `abcdeabc`), as ImageMagick and most readers scale
/// them: 5 bits' 31 is 255 and 16 is 132; a channel wider than 8 bits keeps its top 8.
///
/// A mask whose bits are not contiguous is read all the same (its bits shifted down together,
/// as wide as the highest of them); an empty mask gives 0.
struct BMPChannel: Equatable {
    let mask: UInt32
    /// The mask's lowest set bit.
    let shift: UInt32
    /// The channel's width in bits, once shifted down (0 for an empty mask).
    let bits: Int
    /// The 8-bit value of each stored value, for channels narrower than 8 bits.
    private let scaled: [UInt8]

    init(mask: UInt32) {
        self.mask = mask
        shift = mask == 0 ? 0 : UInt32(mask.trailingZeroBitCount)
        let shifted = mask >> shift
        let width = shifted.bitWidth - shifted.leadingZeroBitCount
        bits = width
        scaled = width > 0 && width < 8 ? (0..<(1 << width)).map { Self.repeated(UInt32($0), bits: width) } : []
    }

    /// Whether the mask selects any bit.
    var isPresent: Bool { mask != 0 }

    /// The channel's value in `pixel`, scaled to 0 … 255.
    @inline(__always)
    func value(_ pixel: UInt32) -> UInt8 {
        let stored = (pixel & mask) >> shift
        if bits == 8 { return UInt8(truncatingIfNeeded: stored) }
        if bits > 8 { return UInt8(truncatingIfNeeded: stored >> UInt32(bits - 8)) }
        return scaled.isEmpty ? 0 : scaled[Int(stored)]
    }

    /// `value`'s `bits` repeated from the top of a byte down.
    private static func repeated(_ value: UInt32, bits: Int) -> UInt8 {
        var result: UInt32 = 0
        var position = 8
        while position > 0 {
            position -= bits
            result |= position >= 0 ? value << UInt32(position) : value >> UInt32(-position)
        }
        return UInt8(truncatingIfNeeded: result)
    }
}
