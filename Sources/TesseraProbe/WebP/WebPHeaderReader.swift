/// Reads a WebP's header: the canvas size from `VP8X` (extended files) or from the first
/// `VP8 ` (lossy) or `VP8L` (lossless) bitstream's own header, whether it has alpha or
/// animation, and from the `EXIF` and `ICCP` chunks the orientation, the capture facts and the
/// profile's name. No pixel is decoded; only the chunk headers and those chunks are read.
enum WebPHeaderReader {
    /// EXIF and ICC chunks larger than this are not read (their facts are left out).
    static let metadataLimit = 4 << 20

    static func read(_ reader: inout ByteReader, source: any ByteSource, _ libraries: ProbeLibraries) throws(ProbeError) -> ImageInfo {
        let container = try WebPContainer(&reader)
        var width = 0, height = 0
        var details = WebPDetails(isLossless: false, hasAlpha: false, isAnimated: false)
        if let vp8x = container.first("VP8X") {
            let data = try chunk(vp8x, source, minimum: 10)
            let flags = data[0]
            details.hasAlpha = flags & 0x10 != 0
            details.isAnimated = flags & 0x02 != 0
            width = WebPContainer.littleEndian(data[4..<7]) + 1
            height = WebPContainer.littleEndian(data[7..<10]) + 1
        }
        // The first bitstream: a still picture's (or, in an animation, the first frame's inside ANMF).
        if let lossy = container.first("VP8 ") {
            let data = try chunk(lossy, source, minimum: 10)
            guard data[3] == 0x9D, data[4] == 0x01, data[5] == 0x2A else {
                throw .corruptWebP(offset: lossy.offset + 3, reason: "the VP8 frame has no start code (9D 01 2A)")
            }
            if container.first("VP8X") == nil {
                width = WebPContainer.littleEndian(data[6..<8]) & 0x3FFF
                height = WebPContainer.littleEndian(data[8..<10]) & 0x3FFF
            }
        } else if let lossless = container.first("VP8L") {
            let data = try chunk(lossless, source, minimum: 5)
            guard data[0] == 0x2F else {
                throw .corruptWebP(offset: lossless.offset, reason: "the VP8L bitstream does not start with its signature 0x2F")
            }
            details.isLossless = true
            let bits = WebPContainer.littleEndian(data[1..<5])
            if container.first("VP8X") == nil {
                width = (bits & 0x3FFF) + 1
                height = ((bits >> 14) & 0x3FFF) + 1
                details.hasAlpha = (bits >> 28) & 1 != 0
            }
        } else if !details.isAnimated {
            throw .corruptWebP(offset: 12, reason: "no image data (VP8 or VP8L chunk)")
        }
        if details.isAnimated {
            details.frameCount = container.chunks.filter { $0.type == "ANMF" }.count
        }
        guard width > 0, height > 0 else {
            throw .badDimensions(width: width, height: height, reason: "a WebP picture is 1 to 16384 pixels a side")
        }
        var info = ImageInfo(format: .webp, width: width, height: height, orientation: .up, details: .webp(details))
        if let exif = container.first("EXIF"), let data = try WebPContainer.data(of: exif, in: source, limit: metadataLimit) {
            EXIFFacts(tiffOrPrefixed: data).apply(to: &info)
        }
        if let iccp = container.first("ICCP"), let profile = try WebPContainer.data(of: iccp, in: source, limit: ICCProfileReader.maximumSize) {
            info.colorProfile = libraries.description(of: profile)
        }
        return info
    }

    /// The first `minimum` bytes (at least) of a chunk's data.
    private static func chunk(_ chunk: WebPContainer.Chunk, _ source: any ByteSource, minimum: Int) throws(ProbeError) -> [UInt8] {
        guard chunk.size >= minimum else {
            throw .corruptWebP(offset: chunk.offset - 8, reason: "the \(chunk.type) chunk holds \(chunk.size) bytes, fewer than the \(minimum) of its header")
        }
        let data = try source.read(at: chunk.offset, count: minimum)
        guard data.count == minimum else {
            throw .truncated(offset: chunk.offset + data.count, context: "the \(chunk.type) chunk")
        }
        return data
    }
}
