/// Reads a GIF's header: the signature, the logical screen descriptor (the picture's size, as
/// giflib and libvips give it) and its colour table, then the blocks up to the first image
/// descriptor, the Graphic Control Extension before it (its transparent index) and, skipping
/// each image's data by its sub-block lengths, how many images follow (up to
/// ``frameCountLimit``). No pixel is decoded.
///
/// The blocks up to and including the first image descriptor must be whole; after it, a file
/// cut short or damaged only stops the count (the decoder reports damage to the first image).
enum GIFHeaderReader {
    /// Images counted at most (an animation of hundreds of frames is not read to its end).
    static let frameCountLimit = 64

    static func read(_ reader: inout ByteReader) throws(ProbeError) -> ImageInfo {
        let signature = try reader.bytes(6, "the GIF signature")
        let version = String(decoding: signature[3..<6], as: UTF8.self)
        let screen = try reader.bytes(7, "the logical screen descriptor")
        let width = Int(screen[0]) | Int(screen[1]) << 8
        let height = Int(screen[2]) | Int(screen[3]) << 8
        guard width > 0, height > 0 else {
            throw .badDimensions(width: width, height: height, reason: "a GIF's logical screen is 1 to 65535 pixels a side")
        }
        let globalColors = screen[4] & 0x80 != 0 ? 2 << Int(screen[4] & 0x07) : 0
        try reader.skip(globalColors * 3, "the global colour table")

        var hasTransparency = false
        while true {
            let offset = reader.offset
            switch try reader.byte("a block introducer at byte \(offset)") {
            case 0x21:
                let label = try reader.byte("an extension's label at byte \(offset)")
                if label == 0xF9 {
                    hasTransparency = try graphicControlNamesTransparency(&reader, at: offset)
                } else {
                    try skipSubBlocks(&reader, "the extension at byte \(offset)")
                }
            case 0x2C:
                let descriptor = try reader.bytes(9, "the image descriptor at byte \(offset)")
                let field = { (at: Int) in Int(descriptor[at]) | Int(descriptor[at + 1]) << 8 }
                let image = PixelRect(x: field(0), y: field(2), width: field(4), height: field(6))
                guard image.width > 0, image.height > 0 else {
                    throw .corruptGIF(offset: offset, reason: "the first image is \(image.width)×\(image.height) pixels")
                }
                let localColors = descriptor[8] & 0x80 != 0 ? 2 << Int(descriptor[8] & 0x07) : 0
                let details = GIFDetails(version: version, firstImage: image, isInterlaced: descriptor[8] & 0x40 != 0,
                                         colorCount: localColors > 0 ? localColors : globalColors,
                                         hasTransparency: hasTransparency,
                                         frameCount: countImages(&reader, localColors: localColors))
                return ImageInfo(format: .gif, width: width, height: height, orientation: .up, details: .gif(details))
            case 0x3B:
                throw .corruptGIF(offset: offset, reason: "the trailer comes before any image")
            case let other:
                throw .corruptGIF(offset: offset, reason: "0x\(String(other, radix: 16, uppercase: true)) is no block introducer (0x21, 0x2C or 0x3B)")
            }
        }
    }

    /// Reads a Graphic Control Extension's sub-blocks (the label read): whether its first one,
    /// of 4 bytes, sets the transparent-colour flag.
    private static func graphicControlNamesTransparency(_ reader: inout ByteReader, at offset: Int) throws(ProbeError) -> Bool {
        let length = Int(try reader.byte("the graphic control extension at byte \(offset)"))
        guard length > 0 else { return false }
        let data = try reader.bytes(length, "the graphic control extension at byte \(offset)")
        try skipSubBlocks(&reader, "the graphic control extension at byte \(offset)")
        return length == 4 && data[0] & 0x01 != 0
    }

    /// Skips sub-blocks (a length byte, that many bytes) up to and including the empty one.
    private static func skipSubBlocks(_ reader: inout ByteReader, _ context: @autoclosure () -> String) throws(ProbeError) {
        while true {
            let length = Int(try reader.byte(context()))
            if length == 0 { return }
            try reader.skip(length, context())
        }
    }

    /// The images in the file, the first included (its descriptor read, its `localColors`
    /// colour table next), counted up to ``frameCountLimit``; the count stops quietly where the
    /// blocks end early or stop making sense.
    private static func countImages(_ reader: inout ByteReader, localColors: Int) -> Int {
        var count = 1
        do {
            try reader.skip(localColors * 3 + 1, "the first image's data")
            try skipSubBlocks(&reader, "the first image's data")
            while count < frameCountLimit {
                switch try reader.byte("a block introducer") {
                case 0x21:
                    try reader.skip(1, "an extension")
                    try skipSubBlocks(&reader, "an extension")
                case 0x2C:
                    let descriptor = try reader.bytes(9, "an image descriptor")
                    count += 1
                    let colors = descriptor[8] & 0x80 != 0 ? 2 << Int(descriptor[8] & 0x07) : 0
                    try reader.skip(colors * 3 + 1, "an image's data")
                    try skipSubBlocks(&reader, "an image's data")
                default:
                    return count
                }
            }
        } catch {
            return count
        }
        return count
    }
}
