import Foundation
import Testing
import TesseraRender
import TesseraTestSupport

/// The band renderer, pixel by pixel: placement, stacking, clipping, text, photos, failures.
@Suite("LayoutRenderer")
struct LayoutRendererTests {
    static let red = RGBA8(255, 0, 0), blue = RGBA8(0, 0, 255), white = RGBA8.white, black = RGBA8.black

    @Test("a frame filled with a colour covers exactly its snapped pixels", arguments: [1.0, 2.0, 3.0])
    func exactCoverage(scale: Double) throws {
        let frame = CGRect(x: 10.5, y: 5, width: 20, height: 10)
        let layout = LayoutResult.cells([frame], width: 50, height: 30)
        let (image, report) = try RenderFixtures.renderer(scale: CGFloat(scale))
            .renderImage(layout, content: SheetContent(cells: [[.empty]]))
        let s = Int(scale)
        #expect(report.size == PixelSize(width: 50 * s, height: 30 * s))
        // Edges snap half up: 10.5 × s, 30.5 × s → 11…31 at 1×, 21…61 at 2×, 32…92 at 3×.
        let x0 = Int((10.5 * scale + 0.5).rounded(.down)), x1 = Int((30.5 * scale + 0.5).rounded(.down))
        let red = RenderFixtures.pixels(of: image, equalTo: Self.red)
        #expect(red.count == (x1 - x0) * 10 * s)
        #expect(red.allSatisfy { $0.x >= x0 && $0.x < x1 && $0.y >= 5 * s && $0.y < 15 * s })
        #expect(image[x0 - 1, 5 * s] == Self.white && image[x1, 5 * s] == Self.white && image[x0, 5 * s - 1] == Self.white)
    }

    @Test("decorations lie below cells when their zIndex is lower, above when higher")
    func decorationsByZIndex() throws {
        func render(decorationZ: Int) throws -> PixelBuffer {
            let layout = LayoutResult(contentSize: CGSize(width: 40, height: 40), attributes: [
                LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0), frame: CGRect(x: 10, y: 10, width: 10, height: 10), zIndex: 1),
                LayoutAttributes(forDecorationOfKind: .background, at: IndexPath(item: 0, section: 0),
                                 frame: CGRect(x: 0, y: 0, width: 40, height: 40), zIndex: decorationZ),
            ])
            return try RenderFixtures.renderer().renderImage(layout, content: SheetContent(cells: [[.empty]])).image
        }
        let below = try render(decorationZ: 0)
        #expect(below[15, 15] == Self.red && below[5, 5] == Self.blue)
        let above = try render(decorationZ: 2)
        #expect(above[15, 15] == Self.blue && above[5, 5] == Self.blue)
    }

    @Test("frames beyond the container's width (orthogonal sections) are clipped to it")
    func orthogonalClipping() throws {
        let layout = LayoutResult.cells([CGRect(x: 30, y: 0, width: 30, height: 10), CGRect(x: 70, y: 0, width: 30, height: 10)],
                                        width: 50, height: 10)
        let (image, _) = try RenderFixtures.renderer().renderImage(layout, content: SheetContent(cells: [[.empty, .empty]]))
        #expect(image.width == 50)
        #expect(RenderFixtures.pixels(of: image, equalTo: Self.red).count == 20 * 10)
        #expect(image[49, 5] == Self.red && image[29, 5] == Self.white)
    }

    @Test("frames 10²⁰ points away or infinite are not drawn and do not trap (issue 8)")
    func farFrames() throws {
        let layout = LayoutResult.cells([CGRect(x: 10, y: 0, width: 10, height: 10), CGRect(x: 1e20, y: 0, width: 1e20, height: 10),
                                         CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), CGRect(x: -1e20, y: 0, width: 1e20, height: 10)],
                                        width: 50, height: 10)
        let (image, _) = try RenderFixtures.renderer(scale: 3).renderImage(layout, content: SheetContent(cells: [[.empty, .empty, .empty, .empty]]))
        #expect(image.width == 150 && image.height == 30)
        #expect(RenderFixtures.pixels(of: image, equalTo: Self.red).count == 30 * 30)
    }

    @Test("a picture beyond the limits is refused before any of it is allocated (issue 8)")
    func tooLarge() throws {
        let renderer = try RenderFixtures.renderer(scale: 2)
        let tall = LayoutResult.cells([], width: 400, height: 1e9)
        #expect(throws: RenderError.tooLarge(.tooManyPixels(width: 800, height: 2_000_000_000, limit: 200_000_000, kind: .inMemory))) {
            try renderer.renderImage(tall, content: SheetContent(cells: [[]]))
        }
        let wide = LayoutResult.cells([], width: 40_000, height: 10)
        #expect(throws: RenderError.tooLarge(.tooWide(width: 80_000, height: 20, limit: 65_500))) {
            try renderer.renderImage(wide, content: SheetContent(cells: [[]]))
        }
        let folder = try RenderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.png").path
        let huge = LayoutResult.cells([], width: 400, height: 1e20)
        #expect(throws: RenderError.tooLarge(.tooTall(width: 800, height: 1 << 50, limit: 2_147_483_647, kind: .file))) {
            try renderer.renderPNG(huge, content: SheetContent(cells: [[]]), to: path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(RenderError.tooLarge(.tooManyPixels(width: 800, height: 2_000_000_000, limit: 200_000_000, kind: .inMemory)).description
                == "the picture would be 800×2000000000 pixels, more than the 200000000 pixels drawn in memory")
    }

    @Test("a picture of more than a billion pixels is refused before a band is drawn (issue 23: hours of work within the side limits)")
    func tooManyPixels() throws {
        let renderer = try RenderFixtures.renderer(scale: 2)
        struct Drawn: Error {}
        // 60,000 × 20,000 pixels: each side within its limit, 1.2 billion in all.
        let big = LayoutResult.cells([], width: 30_000, height: 10_000)
        #expect(throws: RenderError.tooLarge(.tooManyPixels(width: 60_000, height: 20_000, limit: 1_000_000_000, kind: .file))) {
            _ = try renderer.render(big, content: SheetContent(cells: [[]])) { _ in throw Drawn() }
        }
        // At the limit: 50,000 × 20,000.
        #expect(throws: Drawn.self) {
            _ = try renderer.render(LayoutResult.cells([], width: 25_000, height: 10_000), content: SheetContent(cells: [[]])) { _ in throw Drawn() }
        }
        #expect(RenderError.tooLarge(.tooManyPixels(width: 60_000, height: 20_000, limit: 1_000_000_000, kind: .file)).description
                == "the picture would be 60000×20000 pixels, more than the 1000000000 pixels one picture may have")
    }

    @Test("a header title is left-aligned, vertically centred, truncated with an ellipsis, inside its frame")
    func headerText() throws {
        let header = CGRect(x: 5, y: 5, width: 40, height: 20)
        let layout = LayoutResult(contentSize: CGSize(width: 60, height: 30), attributes: [
            LayoutAttributes(forSupplementaryOfKind: .header, at: IndexPath(item: 0, section: 0), frame: header),
        ])
        let content = SheetContent(cells: [[]], sectionTitles: ["A very long title"])
        let (image, _) = try RenderFixtures.renderer().renderImage(layout, content: content)
        // Box glyphs of 10 px: "A v…" fills exactly 40 px; the line box (8 + 2 px) is centred in
        // the 20-px frame, so rows 10…19; the space draws nothing.
        let ink = RenderFixtures.pixels(of: image, equalTo: Self.black)
        #expect(ink.count == 3 * 10 * 10)
        #expect(ink.allSatisfy { header.contains(CGPoint(x: Double($0.x) + 0.5, y: Double($0.y) + 0.5)) })
        #expect(Set(ink.map(\.x)) == Set(Array(5..<15) + Array(25..<45)))
        #expect(Set(ink.map(\.y)) == Set(10..<20))
    }

    @Test("real glyphs: a header's ink lies inside its frame")
    func realGlyphs() throws {
        let header = CGRect(x: 4, y: 2, width: 120, height: 30)
        let layout = LayoutResult(contentSize: CGSize(width: 140, height: 40), attributes: [
            LayoutAttributes(forSupplementaryOfKind: .header, at: IndexPath(item: 0, section: 0), frame: header),
        ])
        var style = RenderFixtures.plainStyle
        style.headerFontSize = 17
        let renderer = try LayoutRenderer(style: style, options: RenderOptions(scale: 2))
        let (image, _) = try renderer.renderImage(layout, content: SheetContent(cells: [[]], sectionTitles: ["Landscapes, and a long title"]))
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != Self.white {
                inked += 1
                #expect(x >= 8 && x < 248 && y >= 4 && y < 64, "ink at (\(x), \(y)) outside the header")
            }
        }
        #expect(inked > 500)
    }

    @Test("a photo is drawn as the decoder's aspect-fill thumbnail of its cell")
    func photo() throws {
        let path = RenderFixtures.sample("Landscapes/bridge.jpg")
        let layout = LayoutResult.cells([CGRect(x: 10, y: 10, width: 60, height: 40)], width: 80, height: 60)
        let (image, report) = try RenderFixtures.renderer(scale: 2)
            .renderImage(layout, content: SheetContent(cells: [[.photo(path: path, label: nil)]]))
        let thumbnail = try ImageDecoder().thumbnail(fileAt: path, width: 120, height: 80, mode: .fill).pixels
        for (x, y) in [(0, 0), (119, 0), (60, 40), (0, 79), (119, 79)] {
            #expect(image[20 + x, 20 + y] == thumbnail[x, y])
        }
        #expect(image[19, 20] == Self.white && image[140, 20] == Self.white)
        #expect(report.photosDrawn == 1 && report.failures.isEmpty)
    }

    @Test("a photo that cannot be decoded becomes a marked placeholder and is reported")
    func failedPhoto() throws {
        // The headers of a sample photo without its scan: its size is read, its decoding fails.
        let folder = try RenderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("no-scan.jpg").path
        let jpeg = try [UInt8](Data(contentsOf: URL(fileURLWithPath: RenderFixtures.sample("Science/astronaut.jpg"))))
        try Data(JPEGSurgery.withoutScan(jpeg)).write(to: URL(fileURLWithPath: path))
        let layout = LayoutResult.cells([CGRect(x: 0, y: 0, width: 60, height: 40), CGRect(x: 60, y: 0, width: 40, height: 40)],
                                        width: 100, height: 40)
        let content = SheetContent(cells: [[.photo(path: path, label: nil), .failedPhoto(path: "lost/gone.jpg", reason: "no such file")]])
        let (image, report) = try RenderFixtures.renderer().renderImage(layout, content: content)
        #expect(report.photosDrawn == 0)
        #expect(report.failures.map(\.path) == [path, "lost/gone.jpg"])
        #expect(report.failures.last?.message == "no such file")
        #expect(report.failures.first?.message == "corrupt JPEG data: Invalid JPEG file structure: missing SOS marker")
        let tint = RenderFixtures.plainStyle.failureColor.premultiplied
        #expect(image[30, 20] != Self.white && image[30, 20] != Self.red)
        #expect(image[2, 2].a == 255 && image[2, 2] != Self.white, "the failure tint is \(tint)")
    }

    @Test("highlighted items get a border of the highlight colour inside the cell")
    func highlight() throws {
        let layout = LayoutResult.cells([CGRect(x: 10, y: 10, width: 20, height: 20)], width: 40, height: 40)
        let content = SheetContent(cells: [[.empty]], highlighted: [IndexPath(item: 0, section: 0)])
        let (image, _) = try RenderFixtures.renderer().renderImage(layout, content: content)
        let green = RGBA8(0, 255, 0)
        #expect(image[10, 10] == green && image[12, 20] == green && image[13, 20] == Self.red && image[9, 20] == Self.white)
    }

    @Test("thumbnails alive never exceed the cells that meet the current band and the look-ahead; a 120,000-row sheet streams in bands")
    func streaming() throws {
        // A 32×32 RGB PNG made here.
        let folder = try RenderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("rgb8.png").path
        try Data(PNGSamples.png(PNGSamples.Variety(colorType: 2, bitDepth: 8))).write(to: URL(fileURLWithPath: photo))
        let count = 2000, cellHeight: CGFloat = 60
        let frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * cellHeight, width: 30, height: cellHeight) }
        let layout = LayoutResult.cells(frames, width: 30, height: CGFloat(count) * cellHeight)
        let options = RenderOptions(scale: 1, jobs: 4, glyphMode: .boxes)
        let renderer = try LayoutRenderer(style: RenderFixtures.plainStyle, options: options)
        var rows = 0, tallestBand = 0, bands = 0
        let report = try renderer.render(layout, content: SheetContent(cells: [Array(repeating: .photo(path: photo, label: nil), count: count)])) { band in
            #expect(band.top == rows)
            rows += band.height
            tallestBand = max(tallestBand, band.pixels.height)
            bands += 1
        }
        #expect(rows == 120_000 && report.size.height == 120_000)
        #expect(tallestBand == options.bandHeight && bands == (120_000 + options.bandHeight - 1) / options.bandHeight)
        #expect(report.photosDrawn == count && report.failures.isEmpty)
        // Cells meeting rows top ..< bottom + lookahead, for the worst band.
        var bound = 0
        for top in stride(from: 0, to: 120_000, by: options.bandHeight) {
            let reach = top + options.bandHeight + options.lookaheadRows
            bound = max(bound, frames.filter { Int($0.minY) < reach && Int($0.maxY) > top }.count)
        }
        #expect(report.peakLiveThumbnails >= 1 && report.peakLiveThumbnails <= bound)
        #expect(bound <= 7)
    }

    @Test("the same sheet with 1, 2 and 8 workers gives byte-identical PNG files (issue 16: PNG chunks deflated in parallel)")
    func determinism() throws {
        let folder = try RenderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["Landscapes/bridge.jpg", "Landscapes/aitzgorri.jpg", "Close-ups/wine.jpg", "Close-ups/umang.jpg",
                     "Landscapes/sunset.jpg", "Close-ups/dragonfly.jpg"]
        let photos = try names.map { name in
            let path = RenderFixtures.sample(name)
            return GalleryPhoto(path: path, folder: String(name.prefix { $0 != "/" }),
                                aspectRatio: CGFloat(try ImageProbe.probe(fileAt: path).aspectRatio))
        }
        var sheet = ContactSheet()
        sheet.width = 300
        sheet.columns = 3
        sheet.labels = true
        sheet.title = "Determinism"
        let (layout, content) = try sheet.make(photos, style: .light)
        var files: [Data] = []
        for jobs in [1, 2, 8] {
            let renderer = try LayoutRenderer(style: .light, options: RenderOptions(scale: 2, jobs: jobs))
            let path = folder.appendingPathComponent("sheet-\(jobs).png").path
            let report = try renderer.renderPNG(layout, content: content, to: path)
            #expect(report.photosDrawn == names.count)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1] && files[0] == files[2])
        let idat = Array("IDAT".utf8)
        let chunks = (0..<(files[0].count - 4)).filter { Array(files[0][$0..<($0 + 4)]) == idat }.count
        #expect(chunks > 1, "the sheet should span several deflate chunks")
        #expect(try ImageDecoder().decode(fileAt: folder.appendingPathComponent("sheet-1.png").path).pixels.width == 600)
    }

    @Test("a memory limit below any photo's needs decodes one photo at a time, with the same pixels (issue 16)")
    func memoryLimit() throws {
        let names = ["Landscapes/bridge.jpg", "Landscapes/aitzgorri.jpg", "Close-ups/wine.jpg", "Close-ups/umang.jpg",
                     "Landscapes/sunset.jpg", "Close-ups/dragonfly.jpg", "Science/coffee.png", "Landscapes/kleiber.jpg"]
        let frames = names.indices.map { CGRect(x: CGFloat($0 % 4) * 60, y: 0, width: 60, height: 60) }
        let layout = LayoutResult.cells(frames, width: 240, height: 60)
        let content = SheetContent(cells: [names.map { .photo(path: RenderFixtures.sample($0), label: nil) }])
        var results: [(image: PixelBuffer, report: RenderReport)] = []
        for limit in [1, RenderOptions.defaultMemoryLimit] {
            var options = RenderOptions(scale: 1, jobs: 4, glyphMode: .boxes)
            options.memoryLimit = limit
            results.append(try LayoutRenderer(style: RenderFixtures.plainStyle, options: options).renderImage(layout, content: content))
        }
        #expect(results[0].image == results[1].image)
        #expect(results[0].report.photosDrawn == names.count && results[0].report.failures.isEmpty)
        #expect(results[0].report.peakDecodesAtOnce == 1)
        // The largest single plan, each photo's own, is what a limit of 1 byte lets through.
        let single = try names.map { name in
            try ImageDecoder().thumbnailPlan(fileAt: RenderFixtures.sample(name), width: 60, height: 60).peakBytes
        }
        #expect(results[0].report.peakDecodeMemory == single.max())
        #expect(results[1].report.peakDecodeMemory <= max(RenderOptions.defaultMemoryLimit, single.max() ?? 0))
    }
}
