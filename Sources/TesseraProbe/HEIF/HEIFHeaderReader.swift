/// Reads a HEIF file's (HEIC, HEIF, AVIF) `meta` box for its primary image: the stored size
/// (`ispe`), the turn and mirror iOS shows it with (`irot`, `imir`, in the item's property
/// order, as an ``ExifOrientation``), the colour information (`colr`: an ICC profile's name),
/// an alpha plane (`auxl`), and the EXIF item's capture facts (its Orientation tag is not used:
/// HEIF readers, iOS included, show `irot`/`imir`). Only `ftyp`, `meta` (at most 4 MiB), the
/// EXIF item, the data of derived images (a grid's or overlay's layout) and the headers of the
/// coded data's units (NAL units, OBUs) are read; the coded pictures themselves never are.
///
/// What libheif would choke on is refused here, before it sees the file (issue 36): item
/// locations outside the file or past its limits (``HEIFItemLocations``), items derived from
/// themselves or nested too deep (``HEIFDerivations``), grids or overlays whose canvas or
/// tiles disagree with their `ispe` (``HEIFDerivedSizes``), and coded pictures larger than
/// their `ispe` or more of them than an image has (``HEIFCodedSizes``).
enum HEIFHeaderReader {
    static let metaLimit = 4 << 20

    static func read(_ source: any ByteSource, _ libraries: ProbeLibraries) throws(ProbeError) -> ImageInfo {
        var offset = 0
        var brand = ""
        var meta: [UInt8]?
        var metaOffset = 0
        var boxes = 0
        while meta == nil, boxes < 64, let header = try box(source, at: offset) {
            boxes += 1
            if header.type == "ftyp" {
                let data = try source.read(at: header.dataOffset, count: 4)
                brand = String(decoding: data, as: UTF8.self)
            } else if header.type == "meta" {
                guard header.size <= metaLimit else {
                    throw .corruptHEIF(offset: offset, reason: "the meta box is \(header.size) bytes, more than \(metaLimit)")
                }
                let data = try source.read(at: offset, count: header.size)
                guard data.count == header.size else { throw .truncated(offset: offset + data.count, context: "the meta box") }
                meta = data
                metaOffset = offset
            }
            guard header.size > 0 else { break }
            offset += header.size
        }
        guard let meta else { throw .corruptHEIF(offset: offset, reason: "no meta box before the end of the file") }
        let parsed = try HEIFMeta(meta, fileOffset: metaOffset, fileSize: source.count)
        try HEIFDerivations.check(parsed)
        try HEIFDerivedSizes.check(parsed, source: source)
        let coded = try HEIFCodedSizes.check(parsed, source: source)
        guard let primary = parsed.primary else { throw .corruptHEIF(offset: 0, reason: "the meta box names no primary item (pitm)") }
        guard let geometry = parsed.geometry(of: primary) else {
            throw .corruptHEIF(offset: 0, reason: "the primary item \(primary) has no size (ispe)")
        }
        let size = geometry.decoded
        guard size.width > 0, size.height > 0 else {
            throw .badDimensions(width: size.width, height: size.height, reason: "a HEIF image is at least 1 pixel a side")
        }
        var details = HEIFDetails(brand: brand, itemType: parsed.types[primary] ?? "", hasAlpha: parsed.hasAlpha(primary),
                                  colourType: parsed.colour(of: primary)?.type, bitDepth: coded.bitDepth)
        details.decodedSize = geometry.decoded == geometry.stored ? nil : geometry.decoded
        details.cleanAperture = geometry.crop
        let format: ImageFormat = FormatSniffer.format(of: try source.read(at: 0, count: FormatSniffer.prefixLength)) ?? .heif
        // The size before the turn is the clean aperture's (the picture libheif shows, cropped).
        var info = ImageInfo(format: format == .avif ? .avif : .heif, width: geometry.stored.width, height: geometry.stored.height,
                             orientation: geometry.orientation, details: .heif(details))
        if let colour = parsed.colour(of: primary), let profile = colour.profile {
            info.colorProfile = libraries.description(of: profile)
        }
        if let exif = parsed.exifLocation(for: primary), exif.length <= metaLimit, exif.length > 4 {
            let data = try source.read(at: exif.offset, count: exif.length)
            if data.count == exif.length {
                // 4 bytes: the offset of the TIFF header after them.
                let skip = 4 + data[0..<4].reduce(0) { $0 << 8 | Int($1) }
                if skip < data.count {
                    let facts = EXIFFacts(tiffOrPrefixed: Array(data[skip...]))
                    info.captureDate = facts.captureDate
                    info.camera = facts.camera
                }
            }
        }
        return info
    }

    /// A top-level box's header at `offset`, or nil at the end of the file.
    private static func box(_ source: any ByteSource, at offset: Int) throws(ProbeError) -> (type: String, size: Int, dataOffset: Int)? {
        let head = try source.read(at: offset, count: 16)
        if head.isEmpty { return nil }
        guard head.count >= 8 else { throw .truncated(offset: offset + head.count, context: "a box header") }
        var size = head[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let type = HEIFMeta.fourCC(head[4..<8])
        var dataOffset = offset + 8
        if size == 1 {
            guard head.count == 16 else { throw .truncated(offset: offset + head.count, context: "the \(type) box's 64-bit size") }
            let large = head[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            guard large <= UInt64(Int.max / 2) else { throw .corruptHEIF(offset: offset, reason: "the \(type) box's size is too large") }
            size = Int(large)
            dataOffset += 8
        } else if size == 0 {
            size = max(0, (source.count ?? offset) - offset)   // to the end of the file
        }
        guard size >= dataOffset - offset else { throw .corruptHEIF(offset: offset, reason: "the \(type) box is smaller than its header") }
        return (type, size, dataOffset)
    }
}
