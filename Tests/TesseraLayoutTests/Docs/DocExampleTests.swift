import Foundation
import Testing
import TesseraLayout

/// The examples in the doc comments, run: each `print` must show what its comment says.
@Suite("Doc comment examples")
struct DocExampleTests {
    /// What `print(items…)` writes, without the newline.
    func printed(_ items: Any...) -> String { items.map { String(describing: $0) }.joined(separator: " ") }

    @Test func geometry() {
        let inset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        #expect(printed(inset.horizontal, inset.vertical) == "32.0 16.0")
        let insets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        #expect(printed(insets.edgeInsets.left) == "16.0")
    }

    @Test func attributes() {
        let kind: ElementKind = "badge"
        #expect(printed(kind == .header, kind.rawValue) == "false badge")
        let cell = LayoutAttributes(forCellAt: IndexPath(item: 2, section: 0), frame: CGRect(x: 8, y: 8, width: 183, height: 122))
        #expect(printed(cell.category, cell.representedElementKind as Any) == "cell nil")
    }

    @Test func container() {
        let photo = PreferredItemSize.aspectRatio(1.5)
        #expect(printed(photo.aspectRatio, PreferredItemSize.size(CGSize(width: 100, height: 40)).aspectRatio) == "1.5 2.5")
        let photos = CollectionContainer.Section(items: [.aspectRatio(1.5), nil, .aspectRatio(0.75)])
        #expect(printed(photos.numberOfItems, photos.preferredSize(ofItem: 1) as Any) == "3 nil")
        let container = CollectionContainer(size: CGSize(width: 390, height: 844),
                                            sections: [.init(placeholders: 12), .init(items: [.aspectRatio(1.5)])])
        #expect(printed(container.numberOfSections, container.contentWidth) == "2 390.0")
    }

    @Test func layouts() {
        var layout = WaterfallLayout()
        layout.columnCount = 2
        let result = layout.layout(in: CollectionContainer(size: CGSize(width: 390, height: 844), sections: [.init(placeholders: 4)]))
        #expect(printed(result.contentSize.height) == "390.0")

        var waterfall = WaterfallLayout()
        waterfall.columnCount = 2
        waterfall.columnSpacing = 8
        waterfall.sectionInset = EdgeInsets(all: 8)
        let photos = CollectionContainer(size: CGSize(width: 390, height: 844),
                                         sections: [.init(items: [.aspectRatio(1.5), .aspectRatio(0.75)])])
        #expect(printed(waterfall.layout(in: photos).cellFrames.map { [$0.minX, $0.minY, $0.width, $0.height] })
            == "[[8.0, 8.0, 183.0, 122.0], [199.0, 8.0, 183.0, 244.0]]")

        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        let flowResult = flow.layout(in: CollectionContainer(size: CGSize(width: 320, height: 480), sections: [.init(placeholders: 3)]))
        #expect(printed(flowResult.cellFrames.map(\.minX)) == "[0.0, 110.0, 220.0]")

        let single = LayoutResult(
            contentSize: CGSize(width: 100, height: 50),
            attributes: [LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 100, height: 50))])
        #expect(printed(single.attributes(in: CGRect(x: 0, y: 40, width: 10, height: 10)).count) == "1")
    }

    @Test func dumpNumbers() {
        #expect(printed(DumpNumber.format(8.0), DumpNumber.format(1234.5), DumpNumber.format(0.1 + 0.2)) == "8 1234.5 0.30000000000000004")
    }

    @Test func specs() throws {
        let tree: SpecNode = ["layout": ["type": "waterfall", "columnCount": 3], "sections": [["items": 4]]]
        #expect(printed(tree["layout"]?["columnCount"]?.value == .number(3)) == "true")
        let spec = try LayoutSpec(from: ["sections": [["items": 3]], "layout": ["type": "flow"]])
        let container = try spec.makeContainer { _ in 1 }
        #expect(printed(spec.layout.collectionLayout.layout(in: container).attributes.count) == "3")
        do {
            _ = try LayoutSpec(from: ["sections": [], "layout": ["type": "waterfall", "columnCount": 0]])
        } catch {
            #expect(printed(error) == "layout.columnCount: must be at least 1, got 0")
        }
        let waterfall = try LayoutSpec(from: ["sections": [["items": 2]], "layout": ["type": "waterfall"]])
        #expect(printed(waterfall.specNode["layout"]?["columnCount"] == 2) == "true")
    }
}
