import Foundation
import Testing
@testable import TesseraLayout

/// The frame dump of docs/layout-spec.md, byte for byte, and the readable table.
@Suite("Frame dump")
struct FrameDumpTests {
    @Test(arguments: [
        (8.0, "8"), (-0.0, "0"), (1234.5, "1234.5"), (-3.25, "-3.25"), (0.1 + 0.2, "0.30000000000000004"),
        (100.0 / 3, "33.333333333333336"), (1e20, "1e+20"), (1e-7, "1e-07"), (Double.nan, "null"),
        (-Double.infinity, "null"), (9_007_199_254_740_991, "9007199254740991"),
    ])
    func numbers(value: Double, text: String) {
        #expect(DumpNumber.format(value) == text)
    }

    /// A waterfall with a header and footer: cells, then supplementaries (footer before header:
    /// kinds by name), keys in docs/layout-spec.md's order, one attribute per line.
    @Test func waterfallDump() {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 8, interitemSpacing: 8, sectionInset: EdgeInsets(all: 8))
        layout.headerHeight = 44
        layout.footerHeight = 10.5
        let result = layout.layout(in: container(width: 390, [ratios(1.5, 0.75)]))
        let expected = """
            {
              "contentSize": {"width": 390, "height": 314.5},
              "attributes": [
                {"category": "cell", "section": 0, "item": 0, "frame": [8, 52, 183, 122], "zIndex": 0},
                {"category": "cell", "section": 0, "item": 1, "frame": [199, 52, 183, 244], "zIndex": 0},
                {"category": "supplementary", "kind": "footer", "section": 0, "item": 0, "frame": [0, 304, 390, 10.5], "zIndex": 0},
                {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": [0, 0, 390, 44], "zIndex": 0}
              ]
            }

            """
        #expect(result.frameDumpJSON() == expected)
    }

    @Test func emptyDump() {
        let result = WaterfallLayout().layout(in: container(width: 320.25, []))
        #expect(result.frameDumpJSON() == "{\n  \"contentSize\": {\"width\": 320.25, \"height\": 0},\n  \"attributes\": []\n}\n")
    }

    /// Decorations and odd kind names are escaped as JSON strings.
    @Test func decorationsAndEscaping() {
        let result = LayoutResult(contentSize: CGSize(width: 10, height: 10), attributes: [
            LayoutAttributes(forDecorationOfKind: "back\"ground\\\n", at: IndexPath(item: 0, section: 0), frame: R(0, 0, 10, 10), zIndex: -1),
        ])
        #expect(result.frameDumpJSON().contains(
            #"{"category": "decoration", "kind": "back\"ground\\\n", "section": 0, "item": 0, "frame": [0, 0, 10, 10], "zIndex": -1}"#))
        #expect(JSONLiteral.string("a\u{1}") == #""a\u0001""#)
    }

    /// The dump parses as JSON and carries the same numbers.
    @Test func dumpIsValidJSON() throws {
        let layout = FlowLayout(itemSize: CGSize(width: 33.3, height: 10))
        let result = layout.layout(in: container(width: 100, [.init(placeholders: 7)]))
        let object = try JSONSerialization.jsonObject(with: Data(result.frameDumpJSON().utf8)) as? [String: Any]
        let attributes = try #require(object?["attributes"] as? [[String: Any]])
        #expect(attributes.count == 7)
        let frames = attributes.compactMap { $0["frame"] as? [Double] }
        #expect(frames == result.cellFrames.map { [$0.minX, $0.minY, $0.width, $0.height].map(Double.init) })
    }

    @Test func table() {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 8, interitemSpacing: 8, sectionInset: EdgeInsets(all: 8))
        layout.headerHeight = 44
        let result = layout.layout(in: container(width: 390, [ratios(1.5, 0.75)]))
        let expected = """
            content size 390 × 304, 3 elements
            category       kind    section  item    x   y  width  height  zIndex
            cell                         0     0    8  52    183     122       0
            cell                         0     1  199  52    183     244       0
            supplementary  header        0     0    0   0    390      44       0

            """
        #expect(result.frameTable() == expected)
    }
}
