import Foundation
import Testing
@testable import TesseraRender
@testable import TesseraText

/// TesseraText reads a font's metrics in Swift (``FontMetrics``) so that label sizing needs no C
/// module; the renderer draws with FreeType (``FontFace``). Both must give the same numbers.
@Suite("FontMetrics: a font's tables read in Swift, as FreeType reads them")
struct FontMetricsTests {
    @Test("every character, advance and kerning pair of DejaVu Sans is FreeType's", arguments: FontWeight.allCases)
    func dejaVuSans(weight: FontWeight) throws {
        let path = try #require(DefaultFontFiles.locate(weight))
        let metrics = try FontMetrics(path: path)
        let face = try FontFace(path: path)
        #expect(metrics.unitsPerEm == face.unitsPerEm)
        #expect(metrics.hasKerning == face.hasKerning)

        var differentGlyphs: [UInt32] = []
        var glyphs = Set<UInt32>()
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let glyph = metrics.glyphIndex(scalar)
            if glyph != face.glyphIndex(scalar) { differentGlyphs.append(value) }
            if glyph != 0 { glyphs.insert(glyph) }
        }
        #expect(differentGlyphs.isEmpty, "characters mapped differently: \(differentGlyphs.prefix(10))")
        #expect(glyphs.count > 3000, "DejaVu Sans maps thousands of characters")

        let glyphCount = UInt32(metrics.glyphCount)
        let differentAdvances = (0..<(glyphCount + 3)).filter { metrics.advance($0) != face.advance($0) }
        #expect(differentAdvances.isEmpty, "advances that differ: \(differentAdvances.prefix(10))")

        let listed = metrics.kerningPairs
        #expect(listed.count > 1000, "DejaVu Sans kerns many pairs")
        var pairs = listed.map { ($0 >> 16, $0 & 0xFFFF) }
        // Pairs the table does not list kern by 0 in both.
        pairs += (1..<200).map { (UInt32($0), UInt32(200 - $0)) }
        let differentKerning = pairs.filter { metrics.kerning($0.0, $0.1) != face.kerning($0.0, $0.1) }
        #expect(differentKerning.isEmpty, "kerning that differs: \(differentKerning.prefix(10))")
        // DejaVu Sans's own 'kern' pair A-V (OutlineMetricsTests reads it independently).
        #expect(metrics.kerning(metrics.glyphIndex("A"), metrics.glyphIndex("V")) == (weight == .bold ? -139 : -131))
    }

    @Test("a file that is no TrueType or OpenType font is cannotLoadFont, naming the file")
    func notAFont() {
        #expect(throws: TextError.cannotLoadFont(path: "notes.txt", reason: "not a TrueType or OpenType font file")) {
            try FontMetrics(bytes: Array("not a font".utf8), path: "notes.txt")
        }
        #expect(throws: TextError.cannotLoadFont(path: "/nonexistent/font.ttf", reason: "the file cannot be read")) {
            try FontMetrics(path: "/nonexistent/font.ttf")
        }
    }

    @Test("DejaVu Sans is found by its file name in the font folders, in name order, below the standard paths")
    func folderSearch() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fonts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["b/deep", "a/deeper/still", "c"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["b/deep/DejaVuSans.ttf", "a/deeper/still/DejaVuSans.ttf", "c/DejaVuSans-Bold.ttf"] {
            #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data()))
        }
        #expect(DefaultFontFiles.find("DejaVuSans.ttf", in: root, depth: 4) == root + "/a/deeper/still/DejaVuSans.ttf")
        #expect(DefaultFontFiles.find("DejaVuSans.ttf", in: root, depth: 2) == root + "/b/deep/DejaVuSans.ttf")
        #expect(DefaultFontFiles.find("DejaVuSans-Bold.ttf", in: root, depth: 4) == root + "/c/DejaVuSans-Bold.ttf")
        #expect(DefaultFontFiles.find("DejaVuSerif.ttf", in: root, depth: 4) == nil)
        // With fonts-dejavu-core installed, the standard path comes first, as fontconfig answers.
        for weight in FontWeight.allCases {
            #expect(DefaultFontFiles.locate(weight) == (try FontLocator.locate(nil, weight: weight)))
        }
    }
}
