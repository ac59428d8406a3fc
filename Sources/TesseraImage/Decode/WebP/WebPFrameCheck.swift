/// An animated WebP's frames against its canvas, read from their `ANMF` chunk headers before
/// libwebp sees the file (issue 36, point 12).
///
/// libwebp's demuxer refuses an animation any of whose frames reaches past the canvas, without
/// saying why; the shim then fell back to the still-picture decoder, whose verdict on an
/// animation is "a feature libwebp does not support" — true of nothing in such a file. The
/// frames are checked here first, and one outside the canvas is named with its rectangle:
///
/// ```swift
/// // webp-animated.webp (32×24) with its first frame moved 16 pixels right:
/// // corrupt WebP data: the animation's frame 1 (32×24 at 16,0) lies outside its 32×24 canvas
/// ```
///
/// Each `ANMF` header holds the frame's offset (X and Y, 24 bits each, in pairs of pixels) and
/// size (24 bits each, minus one), then its duration and flags: 16 bytes. The frames among the
/// first ``WebPContainer/maximumChunks`` chunks are checked; a later one the demuxer refuses
/// gets the shim's general message.
enum WebPFrameCheck {
    /// The bytes of an `ANMF` header.
    static let headerBytes = 16

    /// Throws ``DecodeError/corrupt(format:message:)`` for the first frame of the animation
    /// `bytes` holds that lies outside `canvas` or whose chunk is too small for its header.
    static func check(_ bytes: [UInt8], canvas: PixelSize) throws(DecodeError) {
        let source = MemoryByteSource(bytes)
        var reader = ByteReader(source)
        let container: WebPContainer
        do {
            container = try WebPContainer(&reader)
        } catch {
            throw .header(error)
        }
        for (index, frame) in container.chunks.filter({ $0.type == "ANMF" }).enumerated() {
            guard frame.size >= headerBytes else {
                throw .corrupt(format: .webp, message: "the animation's frame \(index + 1) has an ANMF chunk of \(frame.size) bytes, "
                    + "shorter than its \(headerBytes)-byte header")
            }
            // A file cut short is libwebp's to report (the file ends inside the image data).
            guard frame.offset + headerBytes <= bytes.count else { break }
            let header = bytes[frame.offset..<(frame.offset + headerBytes)]
            let field = { (at: Int) in WebPContainer.littleEndian(header[(frame.offset + at)..<(frame.offset + at + 3)]) }
            let x = 2 * field(0), y = 2 * field(3), width = field(6) + 1, height = field(9) + 1
            if x + width > canvas.width || y + height > canvas.height {
                throw .corrupt(format: .webp, message: "the animation's frame \(index + 1) (\(width)×\(height) at \(x),\(y)) "
                    + "lies outside its \(canvas) canvas")
            }
        }
    }
}
