/// Turns premultiplied RGBA rows into what a PNG stores.
enum RowConversion {
    /// Straight RGBA: colour divided by alpha (rounded, capped at 255); transparent pixels
    /// become all zero.
    static func unpremultiply(_ row: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, width: Int) {
        for x in 0..<width {
            let i = x * 4
            let a = row[i + 3]
            switch a {
            case 255:
                out[i] = row[i]; out[i + 1] = row[i + 1]; out[i + 2] = row[i + 2]
            case 0:
                out[i] = 0; out[i + 1] = 0; out[i + 2] = 0
            default:
                out[i] = RGBA8.divide(row[i], a)
                out[i + 1] = RGBA8.divide(row[i + 1], a)
                out[i + 2] = RGBA8.divide(row[i + 2], a)
            }
            out[i + 3] = a
        }
    }

    /// RGB: the alpha byte dropped.
    static func dropAlpha(_ row: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, width: Int) {
        for x in 0..<width {
            out[x * 3] = row[x * 4]
            out[x * 3 + 1] = row[x * 4 + 1]
            out[x * 3 + 2] = row[x * 4 + 2]
        }
    }
}
