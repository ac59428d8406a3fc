/// Learns a photo's format, stored size and EXIF orientation from its header alone.
///
/// The format comes from the file's signature, never from its name (a PNG named `.jpg` is a PNG).
/// Only the header is read, a bounded range at a time: JPEG marker segments up to the frame
/// header, PNG chunks up to the first IDAT, a GIF's blocks (its images' data skipped by their
/// sub-block lengths), a BMP's file and DIB headers. No pixel is decoded.
///
/// The header readers are TesseraProbe's (``HeaderProbe``, which reads in Swift alone); this
/// probe adds what needs the C libraries TesseraImage links (``ProbeLibraries/codecs``): camera
/// RAW files identified by LibRaw, and the embedded ICC profile's description
/// (``ImageInfo/colorProfile``) read by Little CMS, a PNG's `iCCP` profile inflated by zlib first.
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
        try HeaderProbe.probe(source, libraries: .codecs)
    }
}
