import Foundation
import Testing
import TesseraLayout
import TesseraRender

/// The progress bar's numbers as values: photos drawn once the rows pass their bottom edge, the
/// share of the sheet drawn, and the page regions the progress is measured in.
@Suite("SheetProgress and page regions")
struct SheetProgressTests {
    /// A grid of 6 square photos, 2 columns, 100 points wide, no padding or spacing: rows at 0, 50, 100; 150 high.
    static func grid() throws -> LayoutResult {
        var sheet = ContactSheet()
        sheet.kind = .grid
        sheet.width = 100
        sheet.columns = 2
        sheet.spacing = 0
        sheet.padding = 0
        sheet.sections = .none
        let photos = (0..<6).map { GalleryPhoto(path: "\($0).jpg", aspectRatio: 1) }
        return try sheet.make(photos, style: .light).layout
    }

    @Test("with each photo's work, the share done is the work of the photos drawn (issue 40: the time left was 3–4.5× too long early on)")
    func work() throws {
        let layout = try Self.grid()
        // The first row's two photos hold 90 % of the work: once drawn, most of the sheet is done.
        let work: [IndexPath: Double] = [IndexPath(item: 0, section: 0): 45, IndexPath(item: 1, section: 0): 45,
                                         IndexPath(item: 2, section: 0): 2.5, IndexPath(item: 3, section: 0): 2.5,
                                         IndexPath(item: 4, section: 0): 2.5, IndexPath(item: 5, section: 0): 2.5]
        let progress = SheetProgress(layout: layout, regions: [CGRect(x: 0, y: 0, width: 100, height: 150)], work: work)
        let first = progress.position(page: 1, rowsDone: 50, rows: 150)
        #expect(abs(first.fraction - (0.9 * 0.9 + 0.1 * 50.0 / 150)) < 1e-9 && first.photosDone == 2)
        #expect(progress.position(page: 1, rowsDone: 0, rows: 150).fraction == 0)
        #expect(progress.position(page: 1, rowsDone: 150, rows: 150).fraction == 1)
    }

    @Test("one page: photos count as drawn when the drawn rows pass their bottom edge")
    func onePage() throws {
        let layout = try Self.grid()
        #expect(layout.contentSize == CGSize(width: 100, height: 150))
        let progress = SheetProgress(layout: layout, regions: [CGRect(x: 0, y: 0, width: 100, height: 150)])
        let expected: [(done: Int, photos: Int, fraction: Double)] = [(0, 0, 0), (49, 0, 49.0 / 150), (50, 2, 50.0 / 150),
                                                                      (99, 2, 99.0 / 150), (100, 4, 100.0 / 150), (150, 6, 1)]
        for (done, photos, fraction) in expected {
            let position = progress.position(page: 1, rowsDone: done, rows: 150)
            #expect(position == SheetProgress.Position(fraction: fraction, photosDone: photos, photos: 6), "rows \(done)")
        }
        // A page of no rows counts as drawn; a page beyond the regions as nothing.
        #expect(progress.position(page: 1, rowsDone: 0, rows: 0).photosDone == 6)
        #expect(progress.position(page: 2, rowsDone: 5, rows: 10).photosDone == 0)
    }

    @Test("pages: the second page's rows start at its region's top")
    func pages() throws {
        let layout = try Self.grid()
        let regions = LayoutRenderer.pageRegions(of: layout, printPage: nil, pageHeight: 100)
        #expect(regions == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 100, width: 100, height: 50)])
        let progress = SheetProgress(layout: layout, regions: regions)
        #expect(progress.position(page: 2, rowsDone: 0, rows: 50).photosDone == 4)
        #expect(progress.position(page: 2, rowsDone: 50, rows: 50) == SheetProgress.Position(fraction: 1, photosDone: 6, photos: 6))
        #expect(LayoutRenderer.pageRegions(of: layout, printPage: nil, pageHeight: nil) == [CGRect(x: 0, y: 0, width: 100, height: 150)])
    }

    @Test("the tallest page that fits in a picture: a billion pixels over the width, over the scale")
    func largestPage() throws {
        let layout = try Self.grid()
        let renderer = try LayoutRenderer(style: .light, options: RenderOptions(scale: 2, glyphMode: .boxes))
        #expect(renderer.largestPageHeight(of: layout) == 1_000_000_000 / 200 / 2)
    }
}
