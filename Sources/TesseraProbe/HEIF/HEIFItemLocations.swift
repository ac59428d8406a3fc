/// A HEIF `iloc` box: where each item's data lies, as extents in the file (construction method
/// 0) or in the `meta` box's `idat` (method 1), read with checked arithmetic and libheif's limits.
///
/// Field widths of zero cost no bytes, so a few hundred kilobytes of `iloc` can declare 65,535
/// items of 65,535 extents each (4.3 billion extents, 44 s to walk: issue 36). libheif 1.15
/// refuses more than ``maxItems`` items and ``maxExtentsPerItem`` extents an item
/// (`MAX_ILOC_ITEMS`, `MAX_ILOC_EXTENTS_PER_ITEM` in its `heif_limits.h`); so does this reader,
/// from the counts alone, before walking the entries. Every extent is checked to lie inside the
/// file (or the `idat`): an offset, a base offset or a sum of them past the end is refused with
/// the numbers, never added in `Int` arithmetic that could trap.
struct HEIFItemLocations {
    /// The most items an `iloc` may list (libheif 1.15's `MAX_ILOC_ITEMS`).
    static let maxItems = 20_000
    /// The most extents one item may have (libheif 1.15's `MAX_ILOC_EXTENTS_PER_ITEM`).
    static let maxExtentsPerItem = 32

    /// One item's data: where it is read from, and its extents (offset from the start of the
    /// file or of the `idat` data, and length).
    struct Location: Equatable {
        var method: Int
        var extents: [(offset: Int, length: Int)]

        static func == (a: Location, b: Location) -> Bool {
            a.method == b.method && a.extents.elementsEqual(b.extents) { $0.offset == $1.offset && $0.length == $1.length }
        }
    }

    private(set) var items: [Int: Location] = [:]

    /// No `iloc` box: no item has data.
    static let empty = HEIFItemLocations()

    private init() {}
    /// How many extents were read: the work the box cost, bounded by the limits.
    private(set) var extentsRead = 0

    /// Parses `data`, the `iloc` box after its 8-byte header, found at `fileOffset`. `fileSize`
    /// (when known) bounds method-0 extents, `idatSize` method-1 extents.
    init(_ data: ArraySlice<UInt8>, fileOffset: Int, fileSize: Int?, idatSize: Int) throws(ProbeError) {
        var reader = HEIFFieldReader(data, fileOffset: fileOffset, context: "the iloc box")
        let version = try reader.uint(1)
        reader.skip(3)   // flags
        let sizes = try reader.uint(1), more = try reader.uint(1)
        let offsetSize = sizes >> 4, lengthSize = sizes & 0xF, baseSize = more >> 4
        let indexSize = version == 1 || version == 2 ? more & 0xF : 0
        for (name, width) in [("offset", offsetSize), ("length", lengthSize), ("base offset", baseSize), ("index", indexSize)]
        where ![0, 4, 8].contains(width) {
            throw .corruptHEIF(offset: fileOffset, reason: "the iloc box's \(name) fields are \(width) bytes wide (0, 4 or 8 are allowed)")
        }
        let countAt = reader.fileOffset
        let count = try reader.uint(version < 2 ? 2 : 4)
        guard count <= Self.maxItems else {
            throw .heifLimit(offset: countAt, what: "items in the iloc box", count: count, limit: Self.maxItems)
        }
        for _ in 0..<count {
            let id = try reader.uint(version < 2 ? 2 : 4)
            let method = version >= 1 ? try reader.uint(2) & 0xF : 0
            reader.skip(2)   // data reference index
            let base = try reader.uint(baseSize)
            let extentsAt = reader.fileOffset
            let extentCount = try reader.uint(2)
            guard extentCount <= Self.maxExtentsPerItem else {
                throw .heifLimit(offset: extentsAt, what: "extents of item \(id)", count: extentCount, limit: Self.maxExtentsPerItem)
            }
            var location = Location(method: method, extents: [])
            for _ in 0..<extentCount {
                reader.skip(indexSize)
                let offset = try reader.uint(offsetSize), length = try reader.uint(lengthSize)
                extentsRead += 1
                let bound = method == 0 ? fileSize : method == 1 ? idatSize : nil
                let (start, overflow) = base.addingReportingOverflow(offset)
                let (end, overflowEnd) = start.addingReportingOverflow(length)
                if overflow || overflowEnd || bound.map({ end > $0 }) == true {
                    throw .heifDataOutside(item: id, base: base, offset: offset, length: length,
                                           end: bound ?? Int.max, within: method == 1 ? "the idat box" : "the file")
                }
                location.extents.append((start, length))
            }
            items[id] = location
        }
    }
}
