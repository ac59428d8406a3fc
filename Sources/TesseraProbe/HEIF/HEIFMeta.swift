/// The parts of a HEIF `meta` box the probe needs, parsed from its bytes with every offset
/// checked: `pitm` (the primary item), `iinf` (item types), `iprp` (`ipco` properties and the
/// `ipma` associations), `iref` (`dimg` inputs of derived images, `auxl` alpha planes, `cdsc`
/// metadata), `iloc` (where each item's data lies, ``HEIFItemLocations``) and `idat` (data kept
/// in the box). Boxes it does not know are skipped.
struct HEIFMeta {
    private(set) var primary: Int?
    private(set) var types: [Int: String] = [:]
    /// Each property: its type and its data (after the box header).
    private var properties: [(type: String, data: ArraySlice<UInt8>)] = []
    /// Each item's property indices (1-based into `properties`), in order.
    private var associations: [Int: [Int]] = [:]
    /// `iref` references: (type, from, to), in the box's order.
    private(set) var references: [(type: String, from: Int, to: [Int])] = []
    /// `iloc`: where each item's data lies.
    private(set) var locations = HEIFItemLocations.empty
    /// `idat`: the data items of construction method 1 are read from.
    private(set) var idat: ArraySlice<UInt8> = []

    /// Parses `meta`, the whole `meta` box, found at byte `fileOffset` of a file of `fileSize`
    /// bytes (nil: unknown), against which item locations are checked.
    init(_ meta: [UInt8], fileOffset: Int = 0, fileSize: Int? = nil) throws(ProbeError) {
        let bytes = ArraySlice(meta)
        // meta is a full box: 8 bytes of header, 4 of version and flags.
        let children = Self.children(of: bytes, from: 12)
        idat = children.first { $0.type == "idat" }?.data ?? []
        for child in children {
            switch child.type {
            case "pitm": primary = child.data.count >= 4 ? (child.data.first == 0 ? Self.uint(child.data, 4, 2) : Self.uint(child.data, 4, 4)) : nil
            case "iinf": parseItemInfo(child.data)
            case "iprp": parseProperties(child.data)
            case "iref": parseReferences(child.data)
            case "iloc":
                locations = try HEIFItemLocations(child.data, fileOffset: fileOffset + child.data.startIndex, fileSize: fileSize,
                                                  idatSize: idat.count)
            default: break
            }
        }
    }

    /// The inputs of the derived image `item` as libheif takes them: its first `dimg` reference.
    func inputs(of item: Int) -> [Int] {
        references.first { $0.type == "dimg" && $0.from == item }?.to ?? []
    }

    /// The size `ispe` gives `item`.
    func size(of item: Int) -> PixelSize? {
        for property in itemProperties(item) where property.type == "ispe" && property.data.count >= 12 {
            if let width = Self.uint(property.data, 4, 4), let height = Self.uint(property.data, 8, 4) {
                return PixelSize(width: width, height: height)
            }
        }
        return nil
    }

    /// `item`'s geometry as libheif applies it (``HEIFGeometry``); nil without an `ispe`.
    func geometry(of item: Int) -> HEIFGeometry? {
        HEIFGeometry(properties: itemProperties(item))
    }

    /// The data of `item`'s first property of `type` (a decoder configuration: `hvcC`, `av1C`).
    func property(_ type: String, of item: Int) -> ArraySlice<UInt8>? {
        itemProperties(item).first { $0.type == type }?.data
    }

    /// `irot` and `imir` of `item`, composed in order.
    func orientation(of item: Int) -> ExifOrientation {
        geometry(of: item)?.orientation ?? .up
    }

    /// The first `colr` of `item`: its type and, for `prof`/`rICC`, the profile.
    func colour(of item: Int) -> (type: String, profile: [UInt8]?)? {
        for property in itemProperties(item) where property.type == "colr" && property.data.count >= 4 {
            let type = Self.fourCC(property.data.prefix(4))
            return (type, type == "prof" || type == "rICC" ? Array(property.data.dropFirst(4)) : nil)
        }
        return nil
    }

    /// Whether an auxiliary image (`auxl`) whose `auxC` names alpha belongs to `item`.
    func hasAlpha(_ item: Int) -> Bool {
        references.contains { reference in
            reference.type == "auxl" && reference.to.contains(item) && itemProperties(reference.from).contains { property in
                property.type == "auxC" && String(decoding: property.data.dropFirst(4).prefix { $0 != 0 }, as: UTF8.self).hasSuffix("alpha")
                    || property.type == "auxC" && String(decoding: property.data.dropFirst(4).prefix { $0 != 0 }, as: UTF8.self) == "urn:mpeg:hevc:2015:auxid:1"
            }
        }
    }

    /// Where the EXIF item describing `item` (`cdsc`) lies in the file.
    func exifLocation(for item: Int) -> (offset: Int, length: Int)? {
        let exif = references.filter { $0.type == "cdsc" && $0.to.contains(item) }.map(\.from).first { types[$0] == "Exif" }
            ?? types.first { $0.value == "Exif" }?.key
        guard let exif, let location = locations.items[exif], location.method == 0, let first = location.extents.first else { return nil }
        return first
    }

    private func itemProperties(_ item: Int) -> [(type: String, data: ArraySlice<UInt8>)] {
        (associations[item] ?? []).compactMap { index in properties.indices.contains(index - 1) ? properties[index - 1] : nil }
    }

    private mutating func parseItemInfo(_ data: ArraySlice<UInt8>) {
        let version = data.first ?? 0
        let start = version == 0 ? 6 : 8
        for entry in Self.children(of: data, from: start) where entry.type == "infe" {
            let infe = entry.data
            guard let infeVersion = infe.first, infeVersion >= 2 else { continue }
            let wide = infeVersion >= 3
            guard let id = Self.uint(infe, 4, wide ? 4 : 2) else { continue }
            let typeAt = 4 + (wide ? 4 : 2) + 2
            guard infe.count >= typeAt + 4 else { continue }
            types[id] = Self.fourCC(infe.dropFirst(typeAt).prefix(4))
        }
    }

    private mutating func parseProperties(_ data: ArraySlice<UInt8>) {
        for child in Self.children(of: data, from: 0) {
            if child.type == "ipco" {
                properties = Self.children(of: child.data, from: 0).prefix(4096).map { ($0.type, $0.data) }
            } else if child.type == "ipma" {
                parseAssociations(child.data)
            }
        }
    }

    private mutating func parseAssociations(_ data: ArraySlice<UInt8>) {
        guard data.count >= 8, let count = Self.uint(data, 4, 4) else { return }
        let version = data[data.startIndex], flags = data[data.startIndex + 3]
        var at = 8
        for _ in 0..<min(count, 65_536) {
            guard let id = Self.uint(data, at, version < 1 ? 2 : 4) else { return }
            at += version < 1 ? 2 : 4
            guard let n = Self.uint(data, at, 1) else { return }
            at += 1
            var indices: [Int] = []
            for _ in 0..<n {
                if flags & 1 != 0 {
                    guard let value = Self.uint(data, at, 2) else { return }
                    indices.append(value & 0x7FFF)
                    at += 2
                } else {
                    guard let value = Self.uint(data, at, 1) else { return }
                    indices.append(value & 0x7F)
                    at += 1
                }
            }
            associations[id, default: []] += indices
        }
    }

    /// `iref`'s references; a reference box that runs past the `iref` is read to its end
    /// (``children(of:from:)``): a fuzzed `auxl` of size 0xFFFFF80E made an alpha plane that is
    /// its own master's input, a cycle libheif 1.15 followed by starting threads until the
    /// process had 32,000 (issue 36).
    private mutating func parseReferences(_ data: ArraySlice<UInt8>) {
        guard let version = data.first else { return }
        let width = version == 0 ? 2 : 4
        for child in Self.children(of: data, from: 4) {
            guard let from = Self.uint(child.data, 0, width), let count = Self.uint(child.data, width, 2) else { continue }
            var to: [Int] = []
            for index in 0..<count {
                guard let id = Self.uint(child.data, width + 2 + index * width, width) else { break }
                to.append(id)
            }
            references.append((child.type, from, to))
        }
    }

    /// The boxes inside `data` from `start`: type and data (after the 8-byte header). A box whose
    /// size runs past `data` is the last, cut at its end: libheif 1.15 reads such a box as far as
    /// its parent goes, and what it reads the probe must see (issue 36: a reference it saw and
    /// the probe did not made a cycle).
    static func children(of data: ArraySlice<UInt8>, from start: Int) -> [(type: String, data: ArraySlice<UInt8>)] {
        var found: [(String, ArraySlice<UInt8>)] = []
        var at = start
        while found.count < 65_536, let size = uint(data, at, 4), data.count >= at + 8 {
            let type = fourCC(data.dropFirst(at + 4).prefix(4))
            guard size >= 8 else { break }
            let base = data.startIndex
            let end = min(data.count, at + size)
            found.append((type, data[(base + at + 8)..<(base + end)]))
            guard at + size <= data.count else { break }
            at += size
        }
        return found
    }

    /// A big-endian number of `width` bytes (0 … 8) at `offset` into `data`; nil when outside.
    static func uint(_ data: ArraySlice<UInt8>, _ offset: Int, _ width: Int) -> Int? {
        guard width >= 0, width <= 8, offset >= 0, offset + width <= data.count else { return nil }
        if width == 0 { return 0 }
        let base = data.startIndex + offset
        let value = data[base..<(base + width)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return value > UInt64(Int.max) ? nil : Int(value)
    }

    static func fourCC(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { (32...126).contains($0) ? $0 : 0x3F }, as: UTF8.self)
    }
}
