import Foundation

/// A TrueType or OpenType font's horizontal metrics, read in Swift from its tables: the glyph of
/// a character (`cmap`), a glyph's advance (`hmtx`), the kerning of a pair (`kern`) and the units
/// per em (`head`), all in design units, unscaled and so unhinted.
///
/// The numbers are FreeType's (`FT_Get_Char_Index`, `FT_Get_Advance` with `FT_LOAD_NO_SCALE`,
/// `FT_Get_Kerning` with `FT_KERNING_UNSCALED`), read the way FreeType reads them: the Unicode
/// `cmap` subtable FreeType selects (a full-repertoire one, `(3,10)` or `(0,4)`, else the last
/// other Unicode one), a glyph past the last long metric taking the last advance, and every
/// horizontal format-0 `kern` subtable added (or, with its override bit, replacing the sum);
/// like FreeType, it reads no GPOS kerning. A test compares every character and kerning pair of
/// DejaVu Sans, regular and bold, with FreeType's answers. Reading them in Swift keeps TesseraText
/// free of C, so that `import UIKit` (through TesseraUIKit's label sizing) needs no C module.
///
/// Immutable: MAY be used from any thread.
package struct FontMetrics: Sendable {
    /// The font file.
    package let path: String
    /// Design units per em (2048 for DejaVu Sans).
    package let unitsPerEm: Int
    /// The number of glyphs (`maxp`); glyph indices at or past it have no advance.
    package let glyphCount: Int
    /// Each long metric's advance (`hmtx`, `numberOfHMetrics` of them); 0 where the table ends
    /// inside the metric.
    private let advances: [Int]
    /// The last long metric's advance, which the glyphs after it share; 0 where the table ends
    /// inside it.
    private let lastAdvance: Int
    /// The Unicode character map FreeType would select.
    private let characters: CharacterMap?
    /// The horizontal format-0 kerning subtables.
    private let kerningTables: [KerningTable]

    /// Reads the first font of the file at `path` (of a collection, `.ttc`, the first).
    /// - Throws: ``TextError/cannotLoadFont(path:reason:)`` when the file cannot be read, is no
    ///   TrueType or OpenType font, lacks a table metrics need, or has no outlines.
    package init(path: String) throws(TextError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .cannotLoadFont(path: path, reason: "the file cannot be read")
        }
        try self.init(bytes: [UInt8](data), path: path)
    }

    /// Reads the first font of a font file's bytes; `path` names it in errors.
    package init(bytes: [UInt8], path: String) throws(TextError) {
        self.path = path
        let file = FontFile(bytes)
        func fail(_ reason: String) -> TextError { .cannotLoadFont(path: path, reason: reason) }
        guard let tables = file.tableDirectory() else {
            throw fail("not a TrueType or OpenType font file")
        }
        guard let head = tables["head"], head.count >= 54, let hhea = tables["hhea"], hhea.count >= 36,
              let maxp = tables["maxp"], maxp.count >= 6, let hmtx = tables["hmtx"] else {
            throw fail("a table metrics need (head, hhea, maxp, hmtx) is missing or short")
        }
        guard tables["glyf"] != nil || tables["CFF "] != nil || tables["CFF2"] != nil else {
            throw fail("a bitmap-only font; an outline (TrueType or OpenType) font is needed")
        }
        unitsPerEm = file.uint16(at: head.lowerBound + 18)
        guard unitsPerEm > 0 else { throw fail("its units per em are zero") }
        glyphCount = file.uint16(at: maxp.lowerBound + 4)
        let longMetrics = file.uint16(at: hhea.lowerBound + 34)
        advances = (0..<longMetrics).map { index in
            let at = hmtx.lowerBound + 4 * index
            return at + 4 <= hmtx.upperBound ? file.uint16(at: at) : 0
        }
        let last = hmtx.lowerBound + 4 * (longMetrics - 1)
        lastAdvance = longMetrics > 0 && last + 2 <= hmtx.upperBound ? file.uint16(at: last) : 0
        characters = tables["cmap"].flatMap { CharacterMap(file, cmap: $0) }
        kerningTables = tables["kern"].map { KerningTable.horizontal(file, kern: $0) } ?? []
    }

    /// Whether the font has a `kern` table with horizontal pairs (FreeType's `FT_HAS_KERNING`).
    package var hasKerning: Bool { !kerningTables.isEmpty }

    /// The glyph for a scalar: 0, the `.notdef` glyph, when the font has none.
    package func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        guard let glyph = characters?.glyph(scalar.value), glyph < glyphCount else { return 0 }
        return UInt32(glyph)
    }

    /// The advance of `glyph` in design units: its long metric's, or past the last long metric
    /// the last one's; 0 for a glyph the font does not have.
    package func advance(_ glyph: UInt32) -> Int {
        guard Int(glyph) < glyphCount else { return 0 }
        return Int(glyph) < advances.count ? advances[Int(glyph)] : lastAdvance
    }

    /// Every pair the `kern` table lists (left glyph << 16 | right glyph), in order, for tests.
    var kerningPairs: [UInt32] { Set(kerningTables.flatMap(\.pairs.keys)).sorted() }

    /// The kerning between two glyphs in design units, from the `kern` table (0 without one).
    package func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        let key = left << 16 | right & 0xFFFF
        var total = 0
        for table in kerningTables {
            guard let value = table.pairs[key] else { continue }
            total = table.overrides ? value : total + value
        }
        return total
    }
}

/// A font file's bytes, read big-endian; reads past the end give 0.
private struct FontFile {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func uint16(at offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func int16(at offset: Int) -> Int { Int(Int16(truncatingIfNeeded: uint16(at: offset))) }

    func uint32(at offset: Int) -> Int { uint16(at: offset) << 16 | uint16(at: offset + 2) }

    func tag(at offset: Int) -> String {
        guard offset >= 0, offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
    }

    /// The tables of the file's first font, by tag: each one's byte range, cut at the end of the
    /// file (a table that starts past it is left out). nil when the file is no sfnt.
    func tableDirectory() -> [String: Range<Int>]? {
        var start = 0
        if tag(at: 0) == "ttcf" {
            guard uint32(at: 8) >= 1 else { return nil }
            start = uint32(at: 12)
        }
        let version = uint32(at: start)
        guard [0x0001_0000, 0x7472_7565 /* true */, 0x4F54_544F /* OTTO */].contains(version) else { return nil }
        let count = uint16(at: start + 4)
        guard start + 12 + 16 * count <= bytes.count else { return nil }
        var tables: [String: Range<Int>] = [:]
        for index in 0..<count {
            let record = start + 12 + 16 * index
            let offset = uint32(at: record + 8), length = uint32(at: record + 12)
            guard offset < bytes.count else { continue }
            tables[tag(at: record)] = offset..<min(bytes.count, offset + length)
        }
        return tables
    }
}

/// The Unicode `cmap` subtable FreeType selects for a face, and its lookup (formats 0, 4, 6, 12
/// and 13; other formats map nothing).
private struct CharacterMap {
    let file: FontFile
    let format: Int
    /// The subtable's bytes.
    let table: Range<Int>

    /// The subtable FreeType's `find_unicode_charmap` picks: searching from the last subtable, a
    /// full-repertoire one (`(3,10)`, `(0,4)`), else any Unicode one (platform 0, or 3 with
    /// encoding 1 or 10); nil when there is none.
    init?(_ file: FontFile, cmap: Range<Int>) {
        let count = file.uint16(at: cmap.lowerBound + 2)
        var unicode: [(platform: Int, encoding: Int, table: Range<Int>)] = []
        for index in 0..<count {
            let record = cmap.lowerBound + 4 + 8 * index
            guard record + 8 <= cmap.upperBound else { break }
            let platform = file.uint16(at: record), encoding = file.uint16(at: record + 2)
            let offset = cmap.lowerBound + file.uint32(at: record + 4)
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)), offset + 4 <= cmap.upperBound else { continue }
            let format = file.uint16(at: offset)
            // Formats 8, 10, 12 and 13 give a 32-bit length after a reserved field, the others a 16-bit one.
            let length = [8, 10, 12, 13].contains(format) ? file.uint32(at: offset + 4) : file.uint16(at: offset + 2)
            unicode.append((platform, encoding, offset..<min(cmap.upperBound, offset + length)))
        }
        let full = unicode.last { ($0.platform == 3 && $0.encoding == 10) || ($0.platform == 0 && $0.encoding == 4) }
        guard let chosen = full ?? unicode.last else { return nil }
        self.file = file
        table = chosen.table
        format = file.uint16(at: chosen.table.lowerBound)
    }

    /// The glyph of a character code (0: none).
    func glyph(_ code: UInt32) -> Int {
        let base = table.lowerBound
        switch format {
        case 0:
            guard code < 256, base + 6 + Int(code) < table.upperBound else { return 0 }
            return Int(file.bytes[base + 6 + Int(code)])
        case 4:
            return format4(code)
        case 6:
            let first = file.uint16(at: base + 6), count = file.uint16(at: base + 8)
            let index = Int(code) - first
            guard index >= 0, index < count, base + 10 + 2 * index + 2 <= table.upperBound else { return 0 }
            return file.uint16(at: base + 10 + 2 * index)
        case 12, 13:
            let groups = file.uint32(at: base + 12)
            var low = 0, high = min(groups, (table.upperBound - base - 16) / 12)
            while low < high {
                let middle = (low + high) / 2, group = base + 16 + 12 * middle
                let start = file.uint32(at: group), end = file.uint32(at: group + 4)
                if Int(code) < start {
                    high = middle
                } else if Int(code) > end {
                    low = middle + 1
                } else {
                    let glyph = file.uint32(at: group + 8)
                    return format == 12 ? glyph + Int(code) - start : glyph
                }
            }
            return 0
        default:
            return 0
        }
    }

    /// Format 4: segments of 16-bit codes, each mapped by a delta or through the glyph array.
    private func format4(_ code: UInt32) -> Int {
        guard code <= 0xFFFF else { return 0 }
        let base = table.lowerBound, character = Int(code)
        let segments = file.uint16(at: base + 6) / 2
        let ends = base + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        var low = 0, high = segments
        while low < high {
            let middle = (low + high) / 2
            let start = file.uint16(at: starts + 2 * middle), end = file.uint16(at: ends + 2 * middle)
            if character < start {
                high = middle
            } else if character > end {
                low = middle + 1
            } else {
                let delta = file.int16(at: deltas + 2 * middle)
                let rangeOffset = file.uint16(at: rangeOffsets + 2 * middle)
                if rangeOffset == 0 { return (character + delta) & 0xFFFF }
                if rangeOffset == 0xFFFF { return 0 }
                let at = rangeOffsets + 2 * middle + rangeOffset + 2 * (character - start)
                guard at + 2 <= table.upperBound else { return 0 }
                let glyph = file.uint16(at: at)
                return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
            }
        }
        return 0
    }
}

/// One horizontal format-0 subtable of a `kern` table (the Microsoft layout: a 16-bit version).
private struct KerningTable {
    /// Each pair's value, by left glyph << 16 | right glyph (the first, when a pair repeats).
    let pairs: [UInt32: Int]
    /// Whether the value replaces the sum of the subtables before (coverage bit 3).
    let overrides: Bool

    /// The subtables FreeType reads (`tt_face_load_kern`): at most 32, format 0, horizontal, not
    /// cross-stream or minimum values, their pair count cut to what the subtable holds.
    static func horizontal(_ file: FontFile, kern: Range<Int>) -> [KerningTable] {
        guard kern.count >= 4 else { return [] }
        var tables: [KerningTable] = []
        var offset = kern.lowerBound + 4
        for _ in 0..<min(32, file.uint16(at: kern.lowerBound + 2)) {
            guard offset + 6 <= kern.upperBound else { break }
            let length = file.uint16(at: offset + 2), coverage = file.uint16(at: offset + 4)
            guard length > 14 else { break }
            let next = min(kern.upperBound, offset + length)
            if coverage >> 8 == 0, coverage & 3 == 1, offset + 14 <= next {
                let count = min(file.uint16(at: offset + 6), (next - offset - 14) / 6)
                var pairs: [UInt32: Int] = [:]
                for index in 0..<count {
                    let pair = offset + 14 + 6 * index
                    let key = UInt32(truncatingIfNeeded: file.uint32(at: pair))
                    if pairs[key] == nil { pairs[key] = file.int16(at: pair + 4) }
                }
                tables.append(KerningTable(pairs: pairs, overrides: coverage & 8 != 0))
            }
            offset = next
        }
        return tables
    }
}
