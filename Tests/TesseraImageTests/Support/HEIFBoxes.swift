@testable import TesseraImage

/// Hand-built HEIF files: `ftyp`, then a `meta` box with `hdlr`, `pitm`, `iinf`, `iref`,
/// `iprp` (an `ispe` for each item, and any other properties it has) and `idat`/`iloc` (each
/// item's data kept in the `idat`). Coded items carry headers (``VideoHeaders``) and a slice
/// with no picture data — enough for the probe, which reads only the headers.
///
/// ```swift
/// let file = HEIFBoxes.file(primary: 1, items: [.init(id: 1, type: "grid", width: 64, height: 64, data: HEIFBoxes.grid(rows: 1, columns: 1, width: 64, height: 64))],
///                           references: [("dimg", 1, [1])])   // a grid whose tile is itself
/// ```
enum HEIFBoxes {
    struct Item {
        var id: Int
        var type: String
        var width: Int
        var height: Int
        /// The item's data, placed in the `idat` (none: no `iloc` entry).
        var data: [UInt8] = []
        /// Whole property boxes besides its `ispe` (an `hvcC`, an `av1C`), associated in order.
        var properties: [[UInt8]] = []
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func u32(_ value: Int) -> [UInt8] { u16(value >> 16 & 0xFFFF) + u16(value & 0xFFFF) }
    static func u64(_ value: Int) -> [UInt8] { u32(value >> 32 & 0xFFFF_FFFF) + u32(value & 0xFFFF_FFFF) }

    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { u32(8 + payload.count) + Array(type.utf8) + payload }
    static func fullBox(_ type: String, version: UInt8 = 0, flags: Int = 0, _ payload: [UInt8]) -> [UInt8] {
        box(type, [version, UInt8(flags >> 16 & 0xFF), UInt8(flags >> 8 & 0xFF), UInt8(flags & 0xFF)] + payload)
    }

    /// A grid item's data (`ImageGrid`): 16-bit sizes unless one does not fit.
    static func grid(rows: Int, columns: Int, width: Int, height: Int) -> [UInt8] {
        let wide = width > 0xFFFF || height > 0xFFFF
        return [0, wide ? 1 : 0, UInt8(rows - 1), UInt8(columns - 1)] + (wide ? u32(width) + u32(height) : u16(width) + u16(height))
    }

    /// An overlay item's data (`iovl`, 16-bit fields): fill colour, canvas, each input at 0,0.
    static func overlay(width: Int, height: Int, inputs: Int) -> [UInt8] {
        [0, 0] + [UInt8](repeating: 0, count: 8) + u16(width) + u16(height) + [UInt8](repeating: 0, count: 4 * inputs)
    }

    /// An `iloc` (version 1) giving each item with data its place in the `idat` (method 1).
    static func iloc(_ items: [Item]) -> [UInt8] {
        let placed = items.filter { !$0.data.isEmpty }
        var payload: [UInt8] = [0x44, 0x00] + u16(placed.count)
        var offset = 0
        for item in placed {
            payload += u16(item.id) + u16(1) + u16(0) + u16(1) + u32(offset) + u32(item.data.count)
            offset += item.data.count
        }
        return fullBox("iloc", version: 1, payload)
    }

    /// The whole file. `iloc` replaces the box made from the items' data when given.
    static func file(primary: Int, items: [Item], references: [(type: String, from: Int, to: [Int])] = [],
                     iloc customIloc: [UInt8]? = nil, brand: String = "heic") -> [UInt8] {
        let ftyp = box("ftyp", Array(brand.utf8) + u32(0) + Array("mif1".utf8) + Array(brand.utf8))
        let hdlr = fullBox("hdlr", u32(0) + Array("pict".utf8) + [UInt8](repeating: 0, count: 13))
        let pitm = fullBox("pitm", u16(primary))
        let infes = items.flatMap { fullBox("infe", version: 2, u16($0.id) + u16(0) + Array($0.type.utf8) + [0]) }
        let iinf = fullBox("iinf", u16(items.count) + infes)
        let iref = fullBox("iref", references.flatMap { box($0.type, u16($0.from) + u16($0.to.count) + $0.to.flatMap(u16)) })
        // One ispe a distinct size, shared by the items of that size (16-bit property indices).
        var sizes: [[UInt8]] = []
        for item in items where !sizes.contains(u32(item.width) + u32(item.height)) { sizes.append(u32(item.width) + u32(item.height)) }
        let others = items.flatMap(\.properties)
        let ipco = box("ipco", sizes.flatMap { fullBox("ispe", $0) } + others.flatMap { $0 })
        var next = sizes.count + 1
        let ipma = fullBox("ipma", flags: 1, u32(items.count) + items.flatMap { item in
            let own = item.properties.indices.flatMap { u16(next + $0) }
            next += item.properties.count
            return u16(item.id) + [UInt8(1 + item.properties.count)]
                + u16(0x8000 | ((sizes.firstIndex(of: u32(item.width) + u32(item.height)) ?? 0) + 1)) + own
        })
        let idat = box("idat", items.flatMap(\.data))
        let meta = fullBox("meta", hdlr + pitm + iinf + (references.isEmpty ? [] : iref) + box("iprp", ipco + ipma) + idat
                           + (customIloc ?? iloc(items)))
        return ftyp + meta
    }

    /// A coded HEVC item whose `hvcC` sequence parameter set agrees with its `ispe`, and whose data
    /// is one slice that starts a picture (no picture data: the probe never reads it).
    static func coded(_ id: Int, _ width: Int, _ height: Int) -> Item {
        Item(id: id, type: "hvc1", width: width, height: height, data: VideoHeaders.lengthPrefixed(VideoHeaders.slice()),
             properties: [VideoHeaders.hvcC([VideoHeaders.sps(width: width, height: height)])])
    }

    /// A coded AV1 item whose `av1C` carries a sequence header for `coded` (its `ispe` size when
    /// nil), and whose data is one frame OBU with no frame data.
    static func av1(_ id: Int, _ width: Int, _ height: Int, coded: PixelSize? = nil) -> Item {
        let sequence = VideoHeaders.sequenceHeader(width: coded?.width ?? width, height: coded?.height ?? height)
        return Item(id: id, type: "av01", width: width, height: height, data: VideoHeaders.obu(type: 6, [0x10]),
                    properties: [box("av1C", [0x81, 0x00, 0x0C, 0x00] + sequence)])
    }
}
