import Foundation
import Testing
import TesseraImage
import TesseraRender

/// `--label` templates: fields from headers, lines, errors, and the strips they take.
@Suite("Label formats")
struct LabelFormatTests {
    static let flower = GalleryPhoto(
        path: "Trip/Day 1/flower.jpg", folder: "Day 1", aspectRatio: 4.0 / 3,
        info: ImageInfo(format: .jpeg, width: 480, height: 360, orientation: .up,
                        details: .jpeg(JPEGDetails(frameType: 0, components: 3, bitDepth: 8, adobeTransform: nil)),
                        captureDate: "2003:12:14 12:01:44",
                        camera: CameraSettings(make: "Canon", model: "Canon PowerShot S40", exposureTime: 0.002, fNumber: 4.9, focalLength: 21.3)),
        fileSize: 32_764)

    @Test func fieldsAndLines() throws {
        let format = try LabelFormat(#"{name}\n{camera} · {exposure} {aperture} {focal}\n{date} · {width}×{height} · {size} · {folder}"#)
        #expect(format.lineCount == 3)
        #expect(format.text(for: Self.flower)
                == "flower.jpg\nCanon PowerShot S40 · 1/500 s f/4.9 21.3 mm\n2003-12-14 12:01 · 480×360 · 33 kB · Day 1")
    }

    /// Issue 27: a missing field takes its separator with it, and a line of missing fields is
    /// left out (before, `{name}|{iso}|…` gave `a.png||||`, and `{camera}\n{name}` an empty
    /// first line).
    @Test func missingFieldsLeaveNoStraySeparator() throws {
        let bare = GalleryPhoto(path: "a.png", aspectRatio: 1)
        #expect(try LabelFormat("{name}|{iso}|{lens}|{size}|{width}\n").text(for: bare) == "a.png\n")
        #expect(try LabelFormat("{camera}\n{name}").text(for: bare) == "a.png")
        #expect(try LabelFormat("({iso}) {name}").text(for: bare) == "a.png")
        #expect(try LabelFormat("line 1\nline 2").lineCount == 2)
        #expect(try LabelFormat("line 1\nline 2").text(for: bare) == "line 1\nline 2")
        let noCamera = GalleryPhoto(path: "b.jpg", aspectRatio: 1, info: ImageInfo(
            format: .jpeg, width: 4, height: 3, orientation: .up,
            details: .jpeg(JPEGDetails(frameType: 0, components: 3, bitDepth: 8, adobeTransform: nil)),
            camera: CameraSettings(exposureTime: 0.002, fNumber: 4)))
        #expect(try LabelFormat("{camera} · {exposure} · {iso} · {aperture}").text(for: noCamera) == "1/500 s · f/4.0")
        #expect(try LabelFormat("[{camera}] {exposure}").text(for: noCamera) == "1/500 s")
    }

    /// Issue 27: "NIKON CORPORATION" + "NIKON D850" is "NIKON D850", as exiftool shows it;
    /// non-ASCII text is kept.
    @Test func cameraNamesReadWell() throws {
        func camera(_ make: String, _ model: String) -> String? { CameraSettings(make: make, model: model).camera }
        #expect(camera("NIKON CORPORATION", "NIKON D850") == "NIKON D850")
        #expect(camera("NIKON CORPORATION", "COOLPIX P1000") == "NIKON COOLPIX P1000")
        #expect(camera("OLYMPUS IMAGING CORP.", "E-M5") == "OLYMPUS E-M5")
        #expect(camera("Leica Camera AG", "LEICA Q2") == "LEICA Q2")
        #expect(camera("Canon", "Canon EOS R5") == "Canon EOS R5")
        #expect(camera("Sony", "α7 IV") == "Sony α7 IV")
        #expect(camera("Acme Optics", "Z1") == "Acme Optics Z1")
        let sony = GalleryPhoto(path: "s.jpg", aspectRatio: 1, info: ImageInfo(
            format: .jpeg, width: 4, height: 3, orientation: .up,
            details: .jpeg(JPEGDetails(frameType: 0, components: 3, bitDepth: 8, adobeTransform: nil)),
            camera: CameraSettings(make: "SONY", model: "Sony α7 IV")))
        #expect(try LabelFormat("{camera}").text(for: sony) == "Sony α7 IV")
    }

    @Test func mistakesAreNamed() throws {
        #expect(throws: LabelFormat.Problem.unknownField("nam")) { try LabelFormat("{nam}") }
        #expect(throws: LabelFormat.Problem.unclosedBrace) { try LabelFormat("{name") }
        #expect(throws: LabelFormat.Problem.tooManyLines(11)) { try LabelFormat(String(repeating: "{name}\n", count: 10)) }
        #expect(try LabelFormat(String(repeating: "{name}\n", count: 9)).lineCount == 10)
    }

    @Test("a label of n lines makes each cell n strips taller; the file name is what --labels shows")
    func stripsPerLine() throws {
        var sheet = ContactSheet()
        sheet.kind = .grid
        sheet.columns = 1
        sheet.width = 100
        sheet.padding = 0
        sheet.sections = .none
        sheet.labelFormat = try LabelFormat(#"{name}\n{camera}"#)
        let (layout, content) = try sheet.make([Self.flower], style: .light)
        // A square 100-point tile plus 2 × ⌈11 × 1.75⌉ = 2 × 20 points of label.
        #expect(layout.attributes.first { $0.category == .cell }?.frame == CGRect(x: 0, y: 0, width: 100, height: 140))
        #expect(content.labelLines == 2 && content.showsLabels)
        #expect(content.cells == [[.photo(path: "Trip/Day 1/flower.jpg", label: "flower.jpg\nCanon PowerShot S40")]])

        sheet.labelFormat = nil
        sheet.labels = true
        let (plain, plainContent) = try sheet.make([Self.flower], style: .light)
        #expect(plain.contentSize.height == 120 && plainContent.labelLines == 1)
        #expect(plainContent.cells == [[.photo(path: "Trip/Day 1/flower.jpg", label: "flower.jpg")]])
    }

    @Test func byteCounts() {
        #expect(ByteCount.text(812) == "812 B")
        #expect(ByteCount.text(32_764) == "33 kB")
        #expect(ByteCount.text(4_249_999) == "4.2 MB")
        #expect(ByteCount.text(195_551, kilobyteDecimals: 1) == "195.6 kB")
    }
}

/// Issue 40, point 7: in a waterfall a caption line a photo lacks (no date on a scan) takes no
/// space: its tile is a strip shorter; rows of a grid keep every strip, to line up.
@Suite("Caption lines a photo lacks")
struct MissingCaptionLinesTests {
    @Test("a scan without a date is a strip shorter in a waterfall, not in a grid")
    func shorter() throws {
        let scan = GalleryPhoto(path: "Trip/Day 1/scan.png", folder: "Day 1", aspectRatio: 4.0 / 3)
        var sheet = ContactSheet()
        sheet.columns = 2
        sheet.width = 400
        sheet.sections = .none
        sheet.labelFormat = try LabelFormat(#"{name}\n{date}"#)
        let style = SheetStyle.light
        let (layout, content) = try sheet.make([LabelFormatTests.flower, scan], style: style)
        let heights = layout.attributes.filter { $0.category == .cell }.map(\.frame.height)
        #expect(abs(heights[0] - heights[1] - style.labelStripHeight) < 0.001, "\(heights)")
        #expect(content.labelLines(at: IndexPath(item: 1, section: 0)) == 1 && content.labelLines(at: IndexPath(item: 0, section: 0)) == 2)
        sheet.kind = .grid
        let grid = try sheet.make([LabelFormatTests.flower, scan], style: style).layout.attributes.filter { $0.category == .cell }.map(\.frame.height)
        #expect(grid[0] == grid[1])
    }
}
