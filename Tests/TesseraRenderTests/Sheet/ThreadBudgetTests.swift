import Foundation
import Testing
import TesseraImage
@testable import TesseraRender

/// `--jobs N` means N threads (issue 42): a render with ``RenderOptions/jobs`` N runs N worker
/// threads besides the calling thread, decoding, compressing and writing tiles together.
///
/// Each count runs in a child process of its own (an exit test), so no other test's threads are
/// counted: the child renders, reads its threads' names from `/proc/self/task` after every band,
/// and exits with the most threads Tessera had started (every one is named `tessera-…`). Before
/// the shared pool the counts were 1, 4 and 6 for PNG sheets (N decoders and N encoders), and the
/// same for zoomable ones (N tile encoders).
@Suite("thread budget")
struct ThreadBudgetTests {
    /// Twelve 320 × 240 JPEGs of gradients made here, in a new folder.
    static func photos() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-threads-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try (0..<12).map { index in
            var picture = PixelBuffer(width: 320, height: 240)
            for y in 0..<240 {
                for x in 0..<320 { picture[x, y] = RGBA8(UInt8(x * 255 / 319), UInt8(y * 255 / 239), UInt8(index * 20)) }
            }
            let path = folder + "/photo-\(index).jpg"
            try PictureEncoding.jpeg(quality: 90).write(picture, to: path)
            return path
        }
    }

    /// How many of this process's threads are Tessera's (`/proc/self/task/TID/comm` starts
    /// with `tessera-`).
    static func tesseraThreads() -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?.hasPrefix("tessera-") == true
        }.count
    }

    /// Renders the twelve photos, 3 a row, 100 points square at 2× (13 bands), into `encoding`
    /// with `jobs` workers: the most Tessera threads seen after a band.
    static func peakThreads(jobs: Int, encoding: PictureEncoding, fileName: String) throws -> Int {
        let paths = try photos()
        let frames = paths.indices.map { CGRect(x: CGFloat($0 % 3) * 100, y: CGFloat($0 / 3) * 100, width: 100, height: 100) }
        let layout = LayoutResult.cells(frames, width: 300, height: 400)
        let content = SheetContent(cells: [paths.map { .photo(path: $0, label: nil) }])
        let renderer = try LayoutRenderer(style: RenderFixtures.plainStyle, options: RenderOptions(scale: 2, jobs: jobs, glyphMode: .boxes))
        var most = 0
        _ = try renderer.renderPicture(layout, content: content, to: output(fileName), encoding: encoding) { _, _ in
            most = max(most, tesseraThreads())
        }
        return most
    }

    /// A path for `fileName` in the temporary folder.
    static func output(_ fileName: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tessera-threads-\(UUID().uuidString)-\(fileName)").path
    }

    @Test("a PNG sheet with jobs N runs exactly N worker threads", arguments: [1, 2, 3])
    func pngSheet(jobs: Int) async {
        await #expect(processExitsWith: .exitCode(Int32(jobs))) { [jobs] in
            exit(Int32(try ThreadBudgetTests.peakThreads(jobs: jobs, encoding: .png(.fast), fileName: "sheet.png")))
        }
    }

    @Test("a zoomable sheet with jobs N runs exactly N worker threads", arguments: [1, 2, 3])
    func tiledSheet(jobs: Int) async {
        await #expect(processExitsWith: .exitCode(Int32(jobs))) { [jobs] in
            exit(Int32(try ThreadBudgetTests.peakThreads(jobs: jobs, encoding: .tiles(TileOptions(layout: .deepZoom, tileSize: 64)),
                                                         fileName: "sheet.dzi")))
        }
    }

    @Test("printed PDF pages with jobs N run exactly N worker threads", arguments: [1, 2, 3])
    func pdfPages(jobs: Int) async {
        await #expect(processExitsWith: .exitCode(Int32(jobs))) { [jobs] in
            // A 100 × 150 mm card at 150 dpi: 590 × 885 pixels; two pages of photos a third of the printable width.
            let page = PrintPage(paper: PaperSize(name: "card", widthMillimetres: 100, heightMillimetres: 150), dotsPerInch: 150)
            let paths = try ThreadBudgetTests.photos()
            let side = page.printableWidth / 3
            let frames = paths.indices.map { CGRect(x: CGFloat($0 % 3) * side, y: CGFloat($0 / 3) * side * 1.5, width: side, height: side) }
            let layout = LayoutResult.cells(frames, width: page.printableWidth, height: side * 6)
            let content = SheetContent(cells: [paths.map { .photo(path: $0, label: nil) }])
            let renderer = try LayoutRenderer(style: RenderFixtures.plainStyle,
                                             options: RenderOptions(scale: page.scale, jobs: jobs, glyphMode: .boxes))
            var most = 0
            let report = try renderer.renderPrintPages(layout, content: content, page: page, to: ThreadBudgetTests.output("pages.pdf"),
                                                       encoding: .png(.fast)) { _, _, _, _ in
                most = max(most, ThreadBudgetTests.tesseraThreads())
            }
            exit(report.photosDrawn == paths.count ? Int32(most) : 100)
        }
    }
}
