/// An image in memory: 8-bit RGBA with premultiplied alpha (see ``RGBA8``), rows top to bottom,
/// each `bytesPerRow` bytes long, of which the first `width × 4` are pixels.
///
/// A value type (copy on write): decoders, the resampler and orientation return new buffers and
/// never share mutable storage. One allocation holds all pixels; nothing is allocated per pixel.
///
/// ```swift
/// var image = PixelBuffer(width: 2, height: 1, filledWith: .white)
/// image[1, 0] = .clear
/// print(image.size, image[0, 0], image[1, 0], image.isOpaque)
/// // 2×1 RGBA8(255, 255, 255, 255) RGBA8(0, 0, 0, 0) false
/// ```
public struct PixelBuffer: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance in bytes from one row to the next: at least `width × 4`, a multiple of 4.
    public let bytesPerRow: Int
    /// All rows, `bytesPerRow × height` bytes; padding bytes after each row's pixels are zero.
    public private(set) var bytes: [UInt8]

    /// A fully transparent image. `bytesPerRow` defaults to `width × 4` (no padding).
    public init(width: Int, height: Int, bytesPerRow: Int? = nil) {
        let stride = bytesPerRow ?? width * 4
        precondition(width >= 0 && height >= 0, "a pixel buffer cannot have a negative size")
        precondition(stride >= width * 4 && stride % 4 == 0, "bytesPerRow must be a multiple of 4, at least width × 4")
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.bytes = [UInt8](repeating: 0, count: stride * height)
    }

    /// An image of one colour.
    public init(width: Int, height: Int, filledWith pixel: RGBA8) {
        self.init(width: width, height: height)
        let word = pixel.packed
        bytes.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for i in words.indices { words[i] = word }
        }
    }

    /// An image over existing premultiplied RGBA bytes; `bytes.count` MUST be `bytesPerRow × height`.
    public init(width: Int, height: Int, bytesPerRow: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4 && bytesPerRow % 4 == 0,
                     "bytesPerRow must be a multiple of 4, at least width × 4")
        precondition(bytes.count == bytesPerRow * height, "bytes.count must be bytesPerRow × height")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bytes = bytes
    }

    /// `width × height`.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The pixel at column `x`, row `y` (both MUST be inside the image).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(size)")
            let i = y * bytesPerRow + x * 4
            return RGBA8(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(size)")
            let i = y * bytesPerRow + x * 4
            bytes[i] = newValue.r
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.b
            bytes[i + 3] = newValue.a
        }
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        for y in 0..<height {
            let start = y * bytesPerRow
            for i in stride(from: start + 3, to: start + width * 4, by: 4) where bytes[i] != 255 {
                return false
            }
        }
        return true
    }

    /// Calls `body` with row `y`'s `width × 4` pixel bytes.
    public func withRow<R, E: Error>(_ y: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        precondition(y >= 0 && y < height, "row \(y) is outside 0..<\(height)")
        let result: Result<R, E> = bytes.withUnsafeBufferPointer { all in
            let row = UnsafeBufferPointer(rebasing: all[(y * bytesPerRow)..<(y * bytesPerRow + width * 4)])
            do throws(E) { return .success(try body(row)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Calls `body` with all bytes, rows `bytesPerRow` apart, for reading.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// Calls `body` with all bytes for writing. The caller MUST leave valid premultiplied pixels.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes(body)
    }
}

extension PixelBuffer: CustomStringConvertible {
    /// "PixelBuffer(W×H)", without the pixels: test failures and logs stay readable.
    public var description: String { "PixelBuffer(\(width)×\(height))" }
}

extension PixelBuffer: Equatable {
    /// Two buffers are equal when they have the same size and the same pixels; row padding and
    /// `bytesPerRow` do not count.
    public static func == (lhs: PixelBuffer, rhs: PixelBuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        if lhs.bytesPerRow == rhs.bytesPerRow { return lhs.bytes == rhs.bytes }
        let rowBytes = lhs.width * 4
        for y in 0..<lhs.height {
            let l = lhs.bytes[(y * lhs.bytesPerRow)..<(y * lhs.bytesPerRow + rowBytes)]
            let r = rhs.bytes[(y * rhs.bytesPerRow)..<(y * rhs.bytesPerRow + rowBytes)]
            if !l.elementsEqual(r) { return false }
        }
        return true
    }
}

extension RGBA8 {
    /// The four bytes as one native-endian word, in memory order r, g, b, a (the renderer fills
    /// rows with it).
    package var packed: UInt32 {
        var word: UInt32 = 0
        withUnsafeMutableBytes(of: &word) { raw in
            raw[0] = r
            raw[1] = g
            raw[2] = b
            raw[3] = a
        }
        return word
    }
}
