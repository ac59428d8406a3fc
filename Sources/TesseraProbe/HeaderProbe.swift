/// Learns a photo's format, stored size and EXIF orientation from its header alone, in Swift
/// alone: TesseraProbe links no C library, so a module that only needs an image's size
/// (TesseraUIKit's `UIImage.size`) probes without the codecs.
///
/// The format comes from the file's signature, never from its name (a PNG named `.jpg` is a PNG).
/// Only the header is read, a bounded range at a time: JPEG marker segments up to the frame
/// header, PNG chunks up to the first IDAT, a GIF's blocks (its images' data skipped by their
/// sub-block lengths), a BMP's file and DIB headers. No pixel is decoded.
///
/// Its answers are TesseraImage's `ImageProbe`'s for every file, except two things that need C
/// libraries, which TesseraProbe does not link (``ProbeLibraries``):
/// - **Camera RAW files.** A file with a RAW signature of its own (ORF, RW2, RAF, CR3, CRW, MRW),
///   and a TIFF-signature file that may be a RAW (a DNG, a CR2, raw sensor data in IFD0, or a
///   camera's Make beside SubIFDs: NEF, ARW, PEF, …), throw
///   ``ProbeError/rawNeedsLibRaw(container:)``: their size is the one LibRaw develops them to.
///   `ImageProbe` identifies them with LibRaw, and reads as a TIFF a TIFF-signature file LibRaw
///   does not take for a RAW.
/// - **Colour profiles.** ``ImageInfo/colorProfile`` is always nil: a profile's description is
///   read by Little CMS, and a PNG's `iCCP` profile is zlib-compressed besides. The profile is
///   still walked over as before, so everything else in the answer is the same.
///
/// Probing is pure apart from reading its source, and MAY run on any thread. No input can make it
/// crash, hang or allocate more than a JPEG segment (64 KiB) or 1 MiB of PNG `eXIf` at a time.
///
/// ```swift
/// let info = try HeaderProbe.probe(fileAt: "SampleImages/Landscapes/aitzgorri.jpg")
/// print(info.width, info.height, info.orientation, info.displayWidth, info.displayHeight)
/// // 1200 800 right 800 1200
/// ```
public enum HeaderProbe {
    /// Probes the file at `path`.
    /// - Throws: ``ProbeError``: unreadable file, not an image, a camera RAW file, or a header
    ///   that is truncated or corrupt (with the byte offset).
    public static func probe(fileAt path: String) throws(ProbeError) -> ImageInfo {
        try probe(FileByteSource(path: path), libraries: .none)
    }

    /// Probes an image held in memory.
    public static func probe(bytes: [UInt8]) throws(ProbeError) -> ImageInfo {
        try probe(MemoryByteSource(bytes), libraries: .none)
    }

    /// Probes an image read through any ``ByteSource``.
    public static func probe(_ source: some ByteSource) throws(ProbeError) -> ImageInfo {
        try probe(source, libraries: .none)
    }

    /// Probes an image with `libraries` reading what Swift does not (TesseraImage's `ImageProbe`).
    package static func probe(_ source: some ByteSource, libraries: ProbeLibraries) throws(ProbeError) -> ImageInfo {
        let prefix = try source.read(at: 0, count: FormatSniffer.prefixLength)
        guard !prefix.isEmpty else { throw .empty }
        guard let format = FormatSniffer.format(of: prefix) else { throw .notAnImage }
        var reader = ByteReader(source)
        switch format {
        case .jpeg: return try JPEGHeaderReader.read(&reader, libraries)
        case .png: return try PNGHeaderReader.read(&reader, libraries)
        case .webp: return try WebPHeaderReader.read(&reader, source: source, libraries)
        case .tiff:
            if let tiff = TIFFBytes(source: source), RAWSignature.mayBeRAW(tiff),
               let info = try RAWHeaderReader.read(source, tiff: tiff, libraries) {
                return info
            }
            return try TIFFHeaderReader.read(source, libraries)
        case .raw: return try RAWHeaderReader.read(source, container: RAWSignature.container(of: prefix) ?? "RAW", libraries)
        case .heif, .avif: return try HEIFHeaderReader.read(source, libraries)
        case .gif: return try GIFHeaderReader.read(&reader)
        case .bmp: return try BMPHeaderReader.read(&reader)
        }
    }
}
