import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// Issue 36, points 1, 2 and 5: HEIF structures that crashed or stalled the probe or libheif,
/// built as bytes. Each is refused by the probe, and so by the decoder before libheif is called
/// (a libheif that saw these would overflow its stack and take the test process with it).
@Suite("HEIF structures the probe refuses before libheif sees them")
struct HEIFHostileStructureTests {
    typealias Item = HEIFBoxes.Item

    /// The probe's error, and that the decoder throws the same one (as a header error).
    static func refusal(_ file: [UInt8]) -> ProbeError? {
        var probed: ProbeError?
        do { _ = try ImageProbe.probe(bytes: file) } catch { probed = error }
        #expect(throws: DecodeError.header(probed ?? .empty)) { try ImageDecoder().decode(bytes: file) }
        return probed
    }

    @Test("a grid whose tile is the grid itself is a cycle")
    func gridOfItself() {
        let grid = Item(id: 1, type: "grid", width: 64, height: 64, data: HEIFBoxes.grid(rows: 1, columns: 1, width: 64, height: 64))
        let file = HEIFBoxes.file(primary: 1, items: [grid], references: [("dimg", 1, [1])])
        #expect(file.count < 320)
        #expect(Self.refusal(file) == .heifReferenceCycle(items: [1, 1]))
        #expect(ProbeError.heifReferenceCycle(items: [1, 1]).description == "corrupt HEIF: item 1 is derived from itself (item 1 → item 1)")
    }

    @Test("an iden or an overlay naming itself is a cycle", arguments: ["iden", "iovl"])
    func namingItself(type: String) {
        let data = type == "iovl" ? HEIFBoxes.overlay(width: 64, height: 64, inputs: 1) : []
        let file = HEIFBoxes.file(primary: 1, items: [Item(id: 1, type: type, width: 64, height: 64, data: data)],
                                  references: [("dimg", 1, [1])])
        #expect(Self.refusal(file) == .heifReferenceCycle(items: [1, 1]))
    }

    @Test("a cycle through another item, or through an auxiliary image, is named item by item")
    func longerCycles() {
        let grid = Item(id: 1, type: "grid", width: 64, height: 64, data: HEIFBoxes.grid(rows: 1, columns: 1, width: 64, height: 64))
        let iden = Item(id: 2, type: "iden", width: 64, height: 64)
        #expect(Self.refusal(HEIFBoxes.file(primary: 1, items: [grid, iden], references: [("dimg", 1, [2]), ("dimg", 2, [1])]))
                == .heifReferenceCycle(items: [1, 2, 1]))
        // Item 3 is the grid's alpha plane (auxl 3 → 1), and a grid whose tile is the image it belongs to.
        let alpha = Item(id: 3, type: "grid", width: 64, height: 64, data: HEIFBoxes.grid(rows: 1, columns: 1, width: 64, height: 64))
        let file = HEIFBoxes.file(primary: 1, items: [grid, HEIFBoxes.coded(2, 64, 64), alpha],
                                  references: [("dimg", 1, [2]), ("auxl", 3, [1]), ("dimg", 3, [1])])
        #expect(Self.refusal(file) == .heifReferenceCycle(items: [1, 3, 1]))
    }

    @Test("a 15,000-deep iden chain is refused at its fifth hop, without recursing further")
    func deepChain() {
        let depth = 15_000
        var items = (1..<depth).map { Item(id: $0, type: "iden", width: 64, height: 64) }
        items.append(HEIFBoxes.coded(depth, 64, 64))
        let file = HEIFBoxes.file(primary: 1, items: items, references: (1..<depth).map { ("dimg", $0, [$0 + 1]) })
        #expect(Self.refusal(file) == .heifDerivationTooDeep(chain: [1, 2, 3, 4, 5, 6], limit: 4))
    }

    @Test("derived images nested 4 deep are read; 5 deep are refused", arguments: [4, 5])
    func depthLimit(hops: Int) throws {
        var items = (1...hops).map { Item(id: $0, type: "iden", width: 64, height: 64) }
        items.append(HEIFBoxes.coded(hops + 1, 64, 64))
        let file = HEIFBoxes.file(primary: 1, items: items, references: (1...hops).map { ("dimg", $0, [$0 + 1]) })
        if hops <= HEIFDerivations.maxDepth {
            #expect(try ImageProbe.probe(bytes: file).width == 64)
        } else {
            #expect(throws: ProbeError.heifDerivationTooDeep(chain: Array(1...hops + 1), limit: 4)) { try ImageProbe.probe(bytes: file) }
        }
    }

    /// An `iloc` (version 1, 8-byte base offset and offset, 4-byte length) with one extent for item 1.
    static func iloc(base: UInt64, offset: UInt64, length: Int) -> [UInt8] {
        func u64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(value >> (56 - 8 * UInt64($0)) & 0xFF) } }
        return HEIFBoxes.fullBox("iloc", version: 1, [0x84, 0x80] + HEIFBoxes.u16(1) + HEIFBoxes.u16(1) + HEIFBoxes.u16(0) + HEIFBoxes.u16(0)
                                 + u64(base) + HEIFBoxes.u16(1) + u64(offset) + HEIFBoxes.u32(length))
    }

    @Test("an iloc base offset + extent offset past Int.max is refused with its numbers, not a trap")
    func overflowingLocation() {
        let huge = Int.max - 10
        // As small as the attack's 220 bytes: an hvc1 item with its ispe and no hvcC.
        let file = HEIFBoxes.file(primary: 1, items: [Item(id: 1, type: "hvc1", width: 64, height: 64)],
                                  iloc: Self.iloc(base: UInt64(huge), offset: UInt64(huge), length: 16))
        #expect(file.count <= 260)
        #expect(Self.refusal(file) == .heifDataOutside(item: 1, base: huge, offset: huge, length: 16, end: file.count, within: "the file"))
    }

    @Test("an extent past the end of the file, or a field past any offset, is refused")
    func outsideTheFile() {
        let past = HEIFBoxes.file(primary: 1, items: [HEIFBoxes.coded(1, 64, 64)], iloc: Self.iloc(base: 0, offset: 1_000_000, length: 16))
        #expect(Self.refusal(past) == .heifDataOutside(item: 1, base: 0, offset: 1_000_000, length: 16, end: past.count, within: "the file"))
        let field = HEIFBoxes.file(primary: 1, items: [HEIFBoxes.coded(1, 64, 64)], iloc: Self.iloc(base: 0, offset: UInt64.max, length: 16))
        guard case .corruptHEIF(_, let reason)? = Self.refusal(field) else { Issue.record("not refused"); return }
        #expect(reason == "a field of 8 bytes in the iloc box is 18446744073709551615, past any file offset")
    }

    /// A version-0 `iloc` with zero-width fields: `items` items of `extents` extents, 6 bytes an item.
    static func zeroWidthIloc(items: Int, extents: Int) -> [UInt8] {
        HEIFBoxes.fullBox("iloc", [0, 0] + HEIFBoxes.u16(items) + (1...items).flatMap { HEIFBoxes.u16($0) + [0, 0] + HEIFBoxes.u16(extents) })
    }

    /// Where the `iloc` box starts in `file`.
    static func ilocStart(_ file: [UInt8]) -> Int {
        (0..<file.count - 4).first { Array(file[$0..<$0 + 4]) == Array("iloc".utf8) }! - 4
    }

    @Test("65,535 items × 65,535 zero-width extents are refused from the item count, before any entry is read")
    func extentBomb() {
        let file = HEIFBoxes.file(primary: 1, items: [HEIFBoxes.coded(1, 64, 64)], iloc: Self.zeroWidthIloc(items: 65_535, extents: 65_535))
        #expect(file.count > 393_000)
        // The count field: 8 bytes of box header, 4 of version and flags, 2 of field sizes.
        let countAt = Self.ilocStart(file) + 14
        #expect(Self.refusal(file) == .heifLimit(offset: countAt, what: "items in the iloc box", count: 65_535, limit: 20_000))
        // 20,000 items (the limit) of 65,535 extents: refused at the first item's extent count.
        let extents = HEIFBoxes.file(primary: 1, items: [HEIFBoxes.coded(1, 64, 64)], iloc: Self.zeroWidthIloc(items: 20_000, extents: 65_535))
        #expect(Self.refusal(extents) == .heifLimit(offset: Self.ilocStart(extents) + 20, what: "extents of item 1", count: 65_535, limit: 32))
    }

    @Test("at libheif's limits (20,000 items × 32 extents) the iloc is read, and its work is those 640,000 extents")
    func atTheLimits() throws {
        let iloc = Self.zeroWidthIloc(items: HEIFItemLocations.maxItems, extents: HEIFItemLocations.maxExtentsPerItem)
        let locations = try HEIFItemLocations(ArraySlice(iloc.dropFirst(8)), fileOffset: 8, fileSize: 1_000, idatSize: 0)
        #expect(locations.extentsRead == 640_000 && locations.items.count == 20_000)
        let file = HEIFBoxes.file(primary: 1, items: [HEIFBoxes.coded(1, 64, 64)], iloc: iloc)
        #expect(try ImageProbe.probe(bytes: file).width == 64)
    }
}
