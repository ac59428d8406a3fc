extension PixelBuffer {
    /// The pixels of `rect`, which MUST lie inside the buffer, as a buffer of their own.
    public func cropped(to rect: PixelRect) -> PixelBuffer {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.width > 0 && rect.height > 0
                     && rect.x + rect.width <= width && rect.y + rect.height <= height, "PixelBuffer: \(rect) is outside \(size)")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rect.width * rect.height * 4)
        for row in rect.y..<(rect.y + rect.height) {
            let start = row * bytesPerRow + rect.x * 4
            bytes.append(contentsOf: self.bytes[start..<(start + rect.width * 4)])
        }
        return PixelBuffer(width: rect.width, height: rect.height, bytesPerRow: rect.width * 4, bytes: bytes)
    }
}
