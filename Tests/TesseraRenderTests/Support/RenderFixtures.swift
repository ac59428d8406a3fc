import Foundation
import TesseraRender

/// Paths and small builders shared by the renderer's tests.
enum RenderFixtures {
    /// The repository root, found from this file so tests run from any working directory.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // TesseraRenderTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Tests/Fixtures/folder/file`.
    static func fixture(_ folder: String, _ file: String) -> String {
        root.appendingPathComponent("Tests/Fixtures").appendingPathComponent(folder).appendingPathComponent(file).path
    }

    /// `SampleImages/relative`.
    static func sample(_ relative: String) -> String {
        root.appendingPathComponent("SampleImages").appendingPathComponent(relative).path
    }

    /// A style whose colours are easy to recognise in pixels: white page, red cells, blue
    /// decorations, black text, green highlight.
    static var plainStyle: SheetStyle {
        var style = SheetStyle.light
        style.background = .white
        style.cellBackground = Color(red: 255, green: 0, blue: 0)
        style.decorationColor = Color(red: 0, green: 0, blue: 255)
        style.decorationCornerRadius = 0
        style.headerColor = .black
        style.headerFontSize = 10
        style.titleFontSize = 10
        style.highlightColor = Color(red: 0, green: 255, blue: 0)
        return style
    }

    /// A renderer with box glyphs (no font needed) at `scale`.
    static func renderer(scale: CGFloat = 1, style: SheetStyle = plainStyle, jobs: Int = 2) throws -> LayoutRenderer {
        try LayoutRenderer(style: style, options: RenderOptions(scale: scale, jobs: jobs, glyphMode: .boxes))
    }

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every pixel position of `image` whose colour is `colour`.
    static func pixels(of image: PixelBuffer, equalTo colour: RGBA8) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == colour { found.append((x, y)) }
        }
        return found
    }
}

extension LayoutResult {
    /// A layout of hand-placed cells (section 0, items in order) in a `width × height` content.
    static func cells(_ frames: [CGRect], width: CGFloat, height: CGFloat, zIndex: Int = 0) -> LayoutResult {
        LayoutResult(contentSize: CGSize(width: width, height: height),
                     attributes: frames.enumerated().map { LayoutAttributes(forCellAt: IndexPath(item: $0.offset, section: 0), frame: $0.element, zIndex: zIndex) })
    }
}
