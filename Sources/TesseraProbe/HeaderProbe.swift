/// Learns a photo's format, stored size and EXIF orientation from its header alone.
///
/// The format comes from the file's signature, never from its name (a PNG named `.jpg` is a PNG).
/// Only the header is read, a bounded range at a time: JPEG marker segments up to the frame
/// header, PNG chunks up to the first IDAT, a GIF's blocks (its images' data skipped by their
/// sub-block lengths), a BMP's file and DIB headers. No pixel is decoded.
///
/// Probing is pure apart from reading its source, and MAY run on any thread. No input can make it
/// crash, hang or allocate more than a JPEG segment (64 KiB) or 1 MiB of PNG `eXIf` at a time.
///
/// ```swift
/// let info = try ImageProbe.probe(fileAt: "SampleImages/Landscapes/aitzgorri.jpg")
/// print(info.width, info.height, info.orientation, info.displayWidth, info.displayHeight)
/// // 1200 800 right 800 1200
/// ```
public enum ImageProbe {
    /// Probes the file at `path`.
    /// - Throws: ``ProbeError``: unreadable file, not an image, unsupported format, or a header
    ///   that is truncated or corrupt (with the byte offset).
    public static func probe(fileAt path: String) throws(ProbeError) -> ImageInfo {
        try probe(FileByteSource(path: path))
    }

    /// Probes an image held in memory.
    public static func probe(bytes: [UInt8]) throws(ProbeError) -> ImageInfo {
        try probe(MemoryByteSource(bytes))
    }

    /// Probes an image read through any ``ByteSource``.
    public static func probe(_ source: some ByteSource) throws(ProbeError) -> ImageInfo {
        let prefix = try source.read(at: 0, count: FormatSniffer.prefixLength)
        guard !prefix.isEmpty else { throw .empty }
        guard let format = FormatSniffer.format(of: prefix) else { throw .notAnImage }
        var reader = ByteReader(source)
        switch format {
        case .jpeg: return try JPEGHeaderReader.read(&reader)
        case .png: return try PNGHeaderReader.read(&reader)
        case .webp: return try WebPHeaderReader.read(&reader, source: source)
        case .tiff:
            if let tiff = TIFFBytes(source: source), RAWSignature.mayBeRAW(tiff), let info = try RAWHeaderReader.read(source, tiff: tiff) {
                return info
            }
            return try TIFFHeaderReader.read(source)
        case .raw: return try RAWHeaderReader.read(source, container: RAWSignature.container(of: prefix) ?? "RAW")
        case .heif, .avif: return try HEIFHeaderReader.read(source)
        case .gif: return try GIFHeaderReader.read(&reader)
        case .bmp: return try BMPHeaderReader.read(&reader)
        }
    }
}
