import Testing
@testable import TesseraImage

/// Issue 36, points 3 and 4 (the probe's part): libheif sizes a grid or overlay canvas from the
/// item's own data and decodes every tile, so the probe refuses a canvas that disagrees with
/// `ispe`, tiles that do not match the grid, and inputs past the decode pixel limit. Files are
/// built as bytes (``HEIFBoxes``), without coded data: the probe never reads it.
@Suite("HEIF grids and overlays whose data disagrees with their size")
struct HEIFDerivedSizeTests {
    typealias Item = HEIFBoxes.Item

    /// A grid item 1 of `rows` × `columns` tiles (items 2…), its data saying `canvas`, its ispe `ispe`.
    static func grid(rows: Int, columns: Int, canvas: PixelSize, ispe: PixelSize, tile: PixelSize, tiles: Int? = nil) -> [UInt8] {
        let count = tiles ?? rows * columns
        let grid = Item(id: 1, type: "grid", width: ispe.width, height: ispe.height,
                        data: HEIFBoxes.grid(rows: rows, columns: columns, width: canvas.width, height: canvas.height))
        let tileItems = (0..<count).map { HEIFBoxes.coded(2 + $0, tile.width, tile.height) }
        return HEIFBoxes.file(primary: 1, items: [grid] + tileItems, references: [("dimg", 1, Array(2..<2 + count))])
    }

    static func refusal(_ file: [UInt8]) -> String? {
        do {
            _ = try ImageProbe.probe(bytes: file)
            return nil
        } catch {
            #expect(throws: DecodeError.header(error)) { try ImageDecoder().decode(bytes: file) }
            guard case .heifDerivedImage(_, let type, let reason) = error else { return "\(error)" }
            return "\(type): \(reason)"
        }
    }

    @Test("a grid whose tiles cover its canvas, each partly on it, is read at its ispe size")
    func honestGrid() throws {
        let file = Self.grid(rows: 2, columns: 2, canvas: PixelSize(width: 60, height: 50), ispe: PixelSize(width: 60, height: 50),
                             tile: PixelSize(width: 32, height: 32))
        let info = try ImageProbe.probe(bytes: file)
        #expect(info.width == 60 && info.height == 50)
    }

    @Test("a \"64×64\" grid whose data makes a 30000×30000 canvas (16- or 32-bit fields) is refused", arguments: [30_000, 70_000])
    func canvasDisagrees(side: Int) {
        let file = Self.grid(rows: 1, columns: 1, canvas: PixelSize(width: side, height: side), ispe: PixelSize(width: 64, height: 64),
                             tile: PixelSize(width: side, height: side))
        #expect(Self.refusal(file) == "grid: its data makes a \(side)×\(side) canvas but its ispe says 64×64")
    }

    @Test("rows × columns must be the number of tiles")
    func tileCount() {
        let file = Self.grid(rows: 10, columns: 10, canvas: PixelSize(width: 640, height: 640), ispe: PixelSize(width: 640, height: 640),
                             tile: PixelSize(width: 64, height: 64), tiles: 99)
        #expect(Self.refusal(file) == "grid: its data says 10×10 tiles (100) but it names 99 (dimg)")
    }

    @Test("100 tiles of 4096² behind a 64×64 canvas do not match the grid")
    func tilesOutsideTheCanvas() {
        let file = Self.grid(rows: 10, columns: 10, canvas: PixelSize(width: 64, height: 64), ispe: PixelSize(width: 64, height: 64),
                             tile: PixelSize(width: 4096, height: 4096))
        #expect(Self.refusal(file) == "grid: its 10 columns of 4096-pixel tiles make 40960 pixels for a canvas side of 64 (they must cover it, each partly on it)")
        let short = Self.grid(rows: 1, columns: 2, canvas: PixelSize(width: 100, height: 32), ispe: PixelSize(width: 100, height: 32),
                              tile: PixelSize(width: 32, height: 32))
        #expect(Self.refusal(short) == "grid: its 2 columns of 32-pixel tiles make 64 pixels for a canvas side of 100 (they must cover it, each partly on it)")
    }

    @Test("tiles of different sizes do not match the grid")
    func mixedTiles() {
        let grid = Item(id: 1, type: "grid", width: 64, height: 32, data: HEIFBoxes.grid(rows: 1, columns: 2, width: 64, height: 32))
        let file = HEIFBoxes.file(primary: 1, items: [grid, HEIFBoxes.coded(2, 32, 32), HEIFBoxes.coded(3, 4096, 4096)],
                                  references: [("dimg", 1, [2, 3])])
        #expect(Self.refusal(file) == "grid: its tile 2 is 4096×4096, the first 32×32")
    }

    @Test("a single tile past the decode pixel limit is refused, however its grid agrees")
    func gigapixelTile() {
        let side = 32_768   // 1.07 gigapixels
        let file = Self.grid(rows: 1, columns: 1, canvas: PixelSize(width: side, height: side), ispe: PixelSize(width: side, height: side),
                             tile: PixelSize(width: side, height: side))
        #expect(Self.refusal(file) == "grid: its inputs hold more than 1000000000 pixels to decode (the first 1 of 1, 32768×32768 the last)")
    }

    @Test("an overlay's canvas must be its ispe, and its inputs stay under the decode pixel limit")
    func overlays() {
        func overlay(canvas: Int, inputs: Int, inputSide: Int) -> [UInt8] {
            let item = Item(id: 1, type: "iovl", width: 64, height: 64, data: HEIFBoxes.overlay(width: canvas, height: canvas, inputs: inputs))
            return HEIFBoxes.file(primary: 1, items: [item] + (0..<inputs).map { HEIFBoxes.coded(2 + $0, inputSide, inputSide) },
                                  references: [("dimg", 1, Array(2..<2 + inputs))])
        }
        #expect(Self.refusal(overlay(canvas: 30_000, inputs: 1, inputSide: 64)) == "iovl: its data makes a 30000×30000 canvas but its ispe says 64×64")
        #expect(Self.refusal(overlay(canvas: 64, inputs: 100, inputSide: 4096))
                == "iovl: its inputs hold more than 1000000000 pixels to decode (the first 60 of 100, 4096×4096 the last)")
        #expect(Self.refusal(overlay(canvas: 64, inputs: 2, inputSide: 64)) == nil)
    }

    @Test("an iden takes its input's size: a \"64×64\" iden of a 30000² image is refused; a turned one is read")
    func iden() {
        func iden(_ input: PixelSize) -> [UInt8] {
            HEIFBoxes.file(primary: 1, items: [Item(id: 1, type: "iden", width: 64, height: 48), HEIFBoxes.coded(2, input.width, input.height)],
                           references: [("dimg", 1, [2])])
        }
        #expect(Self.refusal(iden(PixelSize(width: 30_000, height: 30_000))) == "iden: its ispe says 64×48 but its 1 input(s) start with 30000×30000")
        #expect(Self.refusal(iden(PixelSize(width: 48, height: 64))) == nil)
    }
}
