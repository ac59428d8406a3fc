/// Reads a TIFF's first directory (IFD0) for the first page's size, layout and Orientation
/// tag, its ICC profile's name, and the EXIF facts (Make and Model in IFD0, the date and
/// exposure in the Exif sub-IFD). The file is read in 4 KiB pages as the directory entries
/// lead (``PagedBytes``): a directory written after 100 MB of strips costs a few pages. No pixel
/// is read. BigTIFF (64-bit offsets) is refused.
enum TIFFHeaderReader {
    static let widthTag = 256, heightTag = 257, bitsTag = 258, compressionTag = 259, photometricTag = 262
    static let samplesTag = 277, rowsPerStripTag = 278, tileWidthTag = 322, tileHeightTag = 323, iccTag = 34675

    static func read(_ source: any ByteSource, _ libraries: ProbeLibraries) throws(ProbeError) -> ImageInfo {
        let head = try source.read(at: 0, count: 8)
        if head.count >= 4, head[2] == 0x2B || head[3] == 0x2B {
            throw .corruptTIFF(offset: 2, reason: "BigTIFF (64-bit offsets) is not read")
        }
        guard let tiff = TIFFBytes(source: source) else { throw .corruptTIFF(offset: 0, reason: "the header is not II*\\0 or MM\\0*") }
        guard let first = tiff.uint32(at: 4).map(Int.init), first >= 8 else {
            throw .corruptTIFF(offset: 4, reason: "the first directory's offset points inside the header")
        }
        guard let entries = tiff.uint16(at: first), entries > 0 else {
            throw .truncated(offset: first, context: "the first TIFF directory")
        }
        guard let width = number(widthTag, first, tiff), let height = number(heightTag, first, tiff) else {
            throw .corruptTIFF(offset: first, reason: "the first directory has no ImageWidth or ImageLength")
        }
        guard width > 0, height > 0, width <= Int(UInt32.max), height <= Int(UInt32.max) else {
            throw .badDimensions(width: width, height: height, reason: "a TIFF page is at least 1 pixel a side")
        }
        var details = TIFFDetails(photometric: number(photometricTag, first, tiff) ?? -1,
                                  bitsPerSample: number(bitsTag, first, tiff) ?? 1,
                                  samplesPerPixel: number(samplesTag, first, tiff) ?? 1,
                                  compression: number(compressionTag, first, tiff) ?? 1,
                                  isTiled: tiff.entry(tileWidthTag, inIFDAt: first) != nil,
                                  pageCount: pages(tiff, first: first))
        if details.isTiled {
            details.chunkWidth = number(tileWidthTag, first, tiff) ?? 0
            details.chunkHeight = number(tileHeightTag, first, tiff) ?? 0
        } else {
            details.chunkWidth = width
            details.chunkHeight = min(height, number(rowsPerStripTag, first, tiff) ?? height)
        }
        var info = ImageInfo(format: .tiff, width: width, height: height, orientation: EXIFOrientationReader.orientation(in: tiff),
                             details: .tiff(details))
        info.captureDate = EXIFDateReader.dateTimeOriginal(in: tiff)
        info.camera = EXIFCameraReader.settings(in: tiff)
        if let entry = tiff.entry(iccTag, inIFDAt: first), let count = tiff.uint32(at: entry.offset + 4).map(Int.init),
           count > 4, count <= ICCProfileReader.maximumSize, let at = tiff.uint32(at: entry.offset + 8).map(Int.init),
           let profile = tiff.bytes(at: at, count: count) {
            info.colorProfile = libraries.description(of: profile)
        }
        return info
    }

    /// A SHORT or LONG entry's first value (inline, or at its offset when there are several).
    static func number(_ tag: Int, _ ifd: Int, _ tiff: TIFFBytes) -> Int? {
        guard let entry = tiff.entry(tag, inIFDAt: ifd), let count = tiff.uint32(at: entry.offset + 4), count >= 1 else { return nil }
        switch entry.type {
        case 3:
            let at = count <= 2 ? entry.offset + 8 : tiff.uint32(at: entry.offset + 8).map(Int.init)
            return at.flatMap { tiff.uint16(at: $0) }
        case 4:
            let at = count <= 1 ? entry.offset + 8 : tiff.uint32(at: entry.offset + 8).map(Int.init)
            return at.flatMap { tiff.uint32(at: $0) }.map(Int.init)
        default:
            return nil
        }
    }

    /// The directories chained from `first`, counted up to 64 (a loop counts once round).
    private static func pages(_ tiff: TIFFBytes, first: Int) -> Int {
        var seen: Set<Int> = [first]
        var offset = first
        while seen.count < 64, let count = tiff.uint16(at: offset),
              let next = tiff.uint32(at: offset + 2 + 12 * count).map(Int.init), next >= 8, !seen.contains(next) {
            seen.insert(next)
            offset = next
        }
        return seen.count
    }
}
