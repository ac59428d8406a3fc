import Foundation
import Testing
import TesseraRender

/// The contact sheet's layouts: exact frames derived by hand from the sheet's rules.
@Suite("ContactSheet")
struct ContactSheetTests {
    /// 100 points wide, 2 columns, spacing 4, padding 6: a column is (100 − 12 − 4) / 2 = 42.
    static func sheet(_ kind: ContactSheet.Kind = .waterfall) -> ContactSheet {
        var sheet = ContactSheet()
        sheet.kind = kind
        sheet.width = 100
        sheet.columns = 2
        sheet.spacing = 4
        sheet.padding = 6
        return sheet
    }

    static let photos = [
        GalleryPhoto(path: "a/wide.jpg", aspectRatio: 2),
        GalleryPhoto(path: "a/tall.jpg", aspectRatio: 0.5),
        GalleryPhoto(path: "a/square.png", aspectRatio: 1),
    ]

    static func frames(_ layout: LayoutResult) -> [CGRect] {
        layout.attributes.filter { $0.category == .cell }.map(\.frame)
    }

    @Test("waterfall: shortest column first, padding around, a column wide")
    func waterfall() throws {
        let (layout, content) = try Self.sheet().make(Self.photos, style: .light)
        #expect(Self.frames(layout) == [CGRect(x: 6, y: 6, width: 42, height: 21), CGRect(x: 52, y: 6, width: 42, height: 84),
                                        CGRect(x: 6, y: 31, width: 42, height: 42)])
        #expect(layout.contentSize == CGSize(width: 100, height: 96))
        #expect(content.cells == [[.photo(path: "a/wide.jpg", label: "wide.jpg"), .photo(path: "a/tall.jpg", label: "tall.jpg"),
                                   .photo(path: "a/square.png", label: "square.png")]])
        #expect(layout.attributes.allSatisfy { $0.category == .cell })
    }

    @Test("grid: squares row by row; unknown aspect ratios and failures are squares with a failure placeholder")
    func grid() throws {
        var photos = Self.photos
        photos.append(GalleryPhoto(path: "a/broken.jpg", aspectRatio: nil, failure: "not a JPEG or PNG file"))
        let (layout, content) = try Self.sheet(.grid).make(photos, style: .light)
        #expect(Self.frames(layout) == [CGRect(x: 6, y: 6, width: 42, height: 42), CGRect(x: 52, y: 6, width: 42, height: 42),
                                        CGRect(x: 6, y: 52, width: 42, height: 42), CGRect(x: 52, y: 52, width: 42, height: 42)])
        #expect(layout.contentSize.height == 100)
        #expect(content.cell(at: IndexPath(item: 3, section: 0)) == .failedPhoto(path: "a/broken.jpg", reason: "not a JPEG or PNG file"))
    }

    @Test("flow: rows a column high, each photo as wide as its aspect ratio makes it")
    func flow() throws {
        let (layout, _) = try Self.sheet(.flow).make(Self.photos, style: .light)
        let frames = Self.frames(layout)
        #expect(frames.map(\.size) == [CGSize(width: 84, height: 42), CGSize(width: 21, height: 42), CGSize(width: 42, height: 42)])
        #expect(frames.map(\.minY) == [6, 52, 52])   // 84 + 4 + 21 > 88: the wide photo is alone on its row
        #expect(frames.allSatisfy { $0.minX >= 6 && $0.maxX <= 94 })
    }

    @Test("justified: Flickr's rows at two thirds of a column high, the last row left-aligned at the row before's height")
    func justified() throws {
        // Target 28: a full row's ratios sum to 88 / 28 × (1 ∓ 0.25) = 2.36 … 3.93.
        // 2 + 0.5 = 2.5 → h = round(84 / 2.5) = 34, widths 68 + 17 = 85 are 1 too many:
        // the first box gives it back. The square is the widow, 34 high.
        let (layout, _) = try Self.sheet(.justified).make(Self.photos, style: .light)
        #expect(Self.frames(layout) == [CGRect(x: 6, y: 6, width: 67, height: 34), CGRect(x: 77, y: 6, width: 17, height: 34),
                                        CGRect(x: 6, y: 44, width: 34, height: 34)])
        #expect(layout.contentSize == CGSize(width: 100, height: 84))

        // Target 40: 2 alone is within 1.65 … 2.75, a full row; 0.5 and 1 are the widow at 44.
        var taller = Self.sheet(.justified)
        taller.rowHeight = 40
        let (rows, _) = try taller.make(Self.photos, style: .light)
        #expect(Self.frames(rows) == [CGRect(x: 6, y: 6, width: 88, height: 44), CGRect(x: 6, y: 54, width: 22, height: 44),
                                      CGRect(x: 32, y: 54, width: 44, height: 44)])
        #expect(rows.contentSize.height == 104)
    }

    @Test("folders become sections under a header; the top folder comes first, without one")
    func sections() throws {
        let photos = [GalleryPhoto(path: "wide.jpg", folder: "", aspectRatio: 2),
                      GalleryPhoto(path: "A/tall.jpg", folder: "A", aspectRatio: 0.5),
                      GalleryPhoto(path: "A/square.png", folder: "A", aspectRatio: 1)]
        let (layout, content) = try Self.sheet().make(photos, style: .light)
        #expect(content.sectionTitles == [nil, "A"])
        #expect(Self.frames(layout) == [CGRect(x: 6, y: 6, width: 42, height: 21), CGRect(x: 6, y: 74, width: 42, height: 84),
                                        CGRect(x: 52, y: 74, width: 42, height: 42)])
        // Header 17 × 2.25 = 38.25 → 39 points high, 2 × spacing below the section above.
        #expect(layout.attributes(forSupplementaryOfKind: .header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 6, y: 35, width: 88, height: 39))
        #expect(layout.contentSize.height == 164)

        var flat = Self.sheet()
        flat.sections = .none
        let (single, flatContent) = try flat.make(photos, style: .light)
        #expect(single.sectionCount == 1 && flatContent.sectionTitles == [nil])
    }

    @Test("labels make each cell taller by the label strip; a title moves everything down")
    func labelsAndTitle() throws {
        var sheet = Self.sheet()
        sheet.labels = true
        sheet.title = "Trip"
        sheet.highlighted = ["a/tall.jpg"]
        let (layout, content) = try sheet.make(Self.photos, style: .light)
        // Label strip: 11 × 1.75 = 19.25 → 20. Title: padding 6 + strip 24 × 2 = 48.
        #expect(Self.frames(layout) == [CGRect(x: 6, y: 60, width: 42, height: 41), CGRect(x: 52, y: 60, width: 42, height: 104),
                                        CGRect(x: 6, y: 105, width: 42, height: 62)])
        #expect(layout.attributes(forSupplementaryOfKind: SheetContent.titleKind, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 6, y: 6, width: 88, height: 48))
        #expect(content.title == "Trip" && content.showsLabels)
        #expect(content.highlighted == [IndexPath(item: 1, section: 0)])
        #expect(layout.contentSize.height == 173)   // column 0: 6 + 41 + 4 + 62, + padding 6, + 54
    }

    @Test("extreme aspect ratios are limited to 1:10 … 10:1, so a 1×65500 strip cannot make a sheet endless")
    func extremeAspectRatios() throws {
        let photos = [GalleryPhoto(path: "strip.png", aspectRatio: 1.0 / 65_500), GalleryPhoto(path: "line.png", aspectRatio: 65_500)]
        let (layout, _) = try Self.sheet().make(photos, style: .light)
        #expect(Self.frames(layout).map(\.size) == [CGSize(width: 42, height: 420), CGSize(width: 42, height: 4.2)])
    }
}
