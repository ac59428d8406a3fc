/// A HEIF file built from a ``Tape`` of choices rather than from flipped bytes: `ftyp`, then a `meta`
/// box whose items (coded `hvc1`/`av01` images, `grid`, `iden` and `iovl` derivations, EXIF), their
/// `dimg`/`auxl`/`thmb` references (self-references, cycles and long chains included), their `ispe`
/// sizes, and an `iloc` of any version and field widths (offsets and lengths honest, past the end,
/// or overflowing) are all the tape's choices. Every box is well-formed, so libheif's parser gets
/// past its framing and meets the structure itself — what byte-flipping rarely reaches.
struct HEIFStructure {
    struct Item {
        var id: Int
        var type: String
        var width: Int
        var height: Int
        var data: [UInt8]
    }

    static let types = ["hvc1", "av01", "grid", "iden", "iovl", "Exif", "hvc1", "grid"]
    static let referenceTypes = ["dimg", "dimg", "auxl", "thmb", "cdsc"]

    static func u16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v) }
    static func u64(_ v: Int) -> [UInt8] { u32(v >> 32) + u32(v) }
    static func field(_ v: Int, width: Int) -> [UInt8] { width == 8 ? u64(v) : width == 4 ? u32(v) : [] }
    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { u32(8 + payload.count) + Array(type.utf8) + payload }
    static func fullBox(_ type: String, version: Int = 0, flags: Int = 0, _ payload: [UInt8]) -> [UInt8] {
        box(type, [UInt8(truncatingIfNeeded: version)] + Array(u32(flags).dropFirst()) + payload)
    }

    /// The bytes of a whole file chosen by `tape`.
    static func file(_ tape: inout Tape) -> [UInt8] {
        let count = 1 + tape.below(6)
        var items: [Item] = []
        for index in 0..<count {
            let type = types[tape.below(types.count)]
            let width = tape.side(), height = tape.side()
            var data: [UInt8] = []
            switch type {
            case "grid":
                let wide = tape.chance(4)
                data = [0, wide ? 1 : 0, UInt8(tape.below(4)), UInt8(tape.below(4))]
                data += wide ? u32(tape.side()) + u32(tape.side()) : u16(tape.side()) + u16(tape.side())
            case "iovl":
                data = [0, 0] + [UInt8](repeating: 0, count: 8) + u16(tape.side()) + u16(tape.side()) + [UInt8](repeating: 0, count: 4 * tape.below(3))
            default:
                data = (0..<tape.below(24)).map { _ in UInt8(tape.byte()) }
            }
            items.append(Item(id: index + 1, type: type, width: width, height: height, data: data))
        }
        var references: [(String, Int, [Int])] = []
        for _ in 0..<tape.below(6) {
            let from = 1 + tape.below(count)
            let to = (0..<(1 + tape.below(4))).map { _ in 1 + tape.below(count + 1) }   // count + 1: an item that does not exist
            references.append((referenceTypes[tape.below(referenceTypes.count)], from, to))
        }
        // A chain of iden items, each derived from the next, some files very deep.
        if tape.chance(8) {
            let depth = tape.chance(2) ? 2 + tape.below(8) : 200 + tape.u16() % 2000
            let first = items.count + 1
            for step in 0..<depth {
                items.append(Item(id: first + step, type: "iden", width: 8, height: 8, data: []))
                references.append(("dimg", first + step, [step + 1 < depth ? first + step + 1 : 1]))
            }
        }
        let primary = 1 + tape.below(items.count + 1)
        return assemble(items: items, references: references, primary: primary, tape: &tape)
    }

    /// `ftyp` and `meta` (with `hdlr`, `pitm`, `iinf`, `iref`, `iprp`, `idat`, `iloc`) and an `mdat`.
    static func assemble(items: [Item], references: [(String, Int, [Int])], primary: Int, tape: inout Tape) -> [UInt8] {
        let brand = tape.chance(3) ? "avif" : "heic"
        let ftyp = box("ftyp", Array(brand.utf8) + u32(0) + Array("mif1".utf8) + Array(brand.utf8))
        let hdlr = fullBox("hdlr", u32(0) + Array("pict".utf8) + [UInt8](repeating: 0, count: 13))
        let pitm = fullBox("pitm", u16(primary))
        let iinf = fullBox("iinf", u16(items.count) + items.flatMap { fullBox("infe", version: 2, u16($0.id) + u16(0) + Array($0.type.utf8) + [0]) })
        let iref = fullBox("iref", references.flatMap { box($0.0, u16($0.1) + u16($0.2.count) + $0.2.flatMap(u16)) })
        let ipco = box("ipco", items.flatMap { fullBox("ispe", u32($0.width) + u32($0.height)) })
        let ipma = fullBox("ipma", flags: 1, u32(items.count) + items.enumerated().flatMap { index, item in
            u16(item.id) + [1] + u16(0x8000 | (index + 1))
        })
        let inIdat = tape.chance(2)
        let idat = box("idat", inIdat ? items.flatMap(\.data) : [])
        let mdatPayload = inIdat ? [] : items.flatMap(\.data)
        let version = tape.below(3)
        let widths = [0, 4, 8]
        let offsetSize = widths[tape.below(3)], lengthSize = widths[tape.below(3)], baseSize = widths[tape.below(3)]
        // Each item's location: honest (one extent where its data is), or the tape's numbers.
        let choices: [(base: Int, extents: [(Int, Int)])?] = items.map { _ in
            if !tape.chance(6) { return nil }
            let base = tape.u32() << 32 | tape.u32()
            return (base, (0..<tape.below(4)).map { _ in (tape.u32(), tape.u32()) })
        }
        func iloc(dataStart: Int) -> [UInt8] {
            var payload: [UInt8] = [UInt8(offsetSize << 4 | lengthSize), UInt8(baseSize << 4)]
            payload += version < 2 ? u16(items.count) : u32(items.count)
            var offset = 0
            for (item, choice) in zip(items, choices) {
                payload += version < 2 ? u16(item.id) : u32(item.id)
                if version >= 1 { payload += u16(inIdat ? 1 : 0) }
                payload += u16(0)   // data reference index
                // With no base-offset field, an honest offset is absolute in the file (or in the idat).
                let start = inIdat ? offset : dataStart + offset
                payload += field(choice?.base ?? (baseSize == 0 ? 0 : start), width: baseSize)
                let extents = choice?.extents ?? [(baseSize == 0 ? start : 0, item.data.count)]
                payload += u16(extents.count)
                for (extentOffset, length) in extents {
                    payload += field(extentOffset, width: offsetSize)
                    payload += field(length, width: lengthSize)
                }
                offset += item.data.count
            }
            return fullBox("iloc", version: version, payload)
        }
        func meta(dataStart: Int) -> [UInt8] {
            fullBox("meta", hdlr + pitm + iinf + iref + box("iprp", ipco + ipma) + idat + iloc(dataStart: dataStart))
        }
        // The mdat's payload follows ftyp, meta and its own 8-byte header; meta's length does not
        // depend on the offsets it holds (their fields have fixed widths).
        let meta = meta(dataStart: ftyp.count + meta(dataStart: 0).count + 8)
        return ftyp + meta + box("mdat", mdatPayload)
    }
}
