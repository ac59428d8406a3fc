import Foundation
import Testing
@testable import TesseraLayout

/// Every documented key decodes to its value and round-trips; missing keys take the defaults.
@Suite("Spec decoding")
struct SpecDecodingTests {
    /// Every key of the top level and of `type: waterfall`, in the encoder's order, none at its default.
    static let fullWaterfall: SpecNode = [
        "container": ["width": 400, "height": 700.5, "contentInsets": ["top": 1, "leading": 2, "bottom": 3, "trailing": 4]],
        "scale": 3,
        "sections": [
            ["title": "Recent", "items": 12],
            ["items": [["aspectRatio": 1.5], ["image": "SampleImages/a.jpg"], ["size": ["width": 100, "height": 40]]]],
        ],
        "layout": [
            "type": "waterfall", "columnCount": 3,
            "sectionOverrides": [nil, [
                "columnCount": 4, "columnSpacing": 1, "interitemSpacing": 2,
                "sectionInset": ["top": 1, "left": 2, "bottom": 3, "right": 4],
                "headerHeight": 5, "footerHeight": 6,
                "headerInset": ["top": 7, "left": 8, "bottom": 9, "right": 10],
                "footerInset": ["top": 11, "left": 12, "bottom": 13, "right": 14],
            ]],
            "columnSpacing": 8.5, "interitemSpacing": 7,
            "sectionInset": ["top": 8, "left": 9, "bottom": 10, "right": 11],
            "headerHeight": 44, "footerHeight": 20,
            "headerInset": ["top": 1, "left": 2, "bottom": 3, "right": 4],
            "footerInset": ["top": 5, "left": 6, "bottom": 7, "right": 8],
            "itemRenderDirection": "rightToLeft", "minimumContentHeight": 1000,
        ],
    ]

    /// Every key of `type: flow`, in the encoder's order, none at its default.
    static let fullFlow: SpecNode = [
        "container": ["width": 320, "height": 480, "contentInsets": ["top": 0, "leading": 0, "bottom": 0, "trailing": 0]],
        "scale": 2,
        "sections": [["items": 3], ["items": 0]],
        "layout": [
            "type": "flow", "scrollDirection": "horizontal", "itemSize": ["width": 100, "height": 60],
            "minimumLineSpacing": 12, "minimumInteritemSpacing": 6,
            "sectionInset": ["top": 1, "left": 2, "bottom": 3, "right": 4],
            "headerReferenceSize": ["width": 30, "height": 40], "footerReferenceSize": ["width": 50, "height": 60],
            "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true,
            "sectionOverrides": [[
                "itemSize": ["width": 10, "height": 20], "minimumLineSpacing": 1, "minimumInteritemSpacing": 2,
                "sectionInset": ["top": 1, "left": 1, "bottom": 1, "right": 1],
                "headerReferenceSize": ["width": 0, "height": 0], "footerReferenceSize": ["width": 5, "height": 5],
            ], [:]],
        ],
    ]

    @Test func waterfallKeys() throws {
        let spec = try LayoutSpec(from: Self.fullWaterfall)
        #expect(spec.container == .init(width: 400, height: 700.5, contentInsets: .init(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(spec.scale == 3)
        #expect(spec.sections == [
            .init(title: "Recent", items: .placeholders(12)),
            .init(items: .list([.aspectRatio(1.5), .image("SampleImages/a.jpg"), .size(CGSize(width: 100, height: 40))])),
        ])
        guard case .waterfall(let layout) = spec.layout else {
            Issue.record("expected a waterfall")
            return
        }
        #expect(layout.columnCount == 3)
        #expect(layout.columnSpacing == 8.5)
        #expect(layout.interitemSpacing == 7)
        #expect(layout.sectionInset == EdgeInsets(top: 8, left: 9, bottom: 10, right: 11))
        #expect(layout.headerHeight == 44)
        #expect(layout.footerHeight == 20)
        #expect(layout.headerInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.footerInset == EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        #expect(layout.itemRenderDirection == .rightToLeft)
        #expect(layout.minimumContentHeight == 1000)
        #expect(layout.sectionOverrides == [1: .init(
            columnCount: 4, columnSpacing: 1, interitemSpacing: 2, sectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            headerHeight: 5, footerHeight: 6, headerInset: EdgeInsets(top: 7, left: 8, bottom: 9, right: 10),
            footerInset: EdgeInsets(top: 11, left: 12, bottom: 13, right: 14))])
    }

    @Test func flowKeys() throws {
        let spec = try LayoutSpec(from: Self.fullFlow)
        guard case .flow(let layout) = spec.layout else {
            Issue.record("expected a flow layout")
            return
        }
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 100, height: 60))
        #expect(layout.minimumLineSpacing == 12)
        #expect(layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.headerReferenceSize == CGSize(width: 30, height: 40))
        #expect(layout.footerReferenceSize == CGSize(width: 50, height: 60))
        #expect(layout.sectionHeadersPinToVisibleBounds && layout.sectionFootersPinToVisibleBounds)
        #expect(layout.sectionOverrides[0] == .init(
            itemSize: CGSize(width: 10, height: 20), minimumLineSpacing: 1, minimumInteritemSpacing: 2,
            sectionInset: EdgeInsets(all: 1), headerReferenceSize: .zero, footerReferenceSize: CGSize(width: 5, height: 5)))
        #expect(layout.sectionOverrides[1] == .init())
    }

    /// Decoding then encoding gives the same tree back, key for key.
    @Test(arguments: [fullWaterfall, fullFlow])
    func roundTrip(node: SpecNode) throws {
        let spec = try LayoutSpec(from: node)
        #expect(spec.specNode == node)
        #expect(try LayoutSpec(from: spec.specNode).specNode == node)
    }

    /// Sections may name themselves and their items for update previews (issue 18); the names
    /// survive a round trip.
    @Test func identifiers() throws {
        let node: SpecNode = [
            "sections": [["title": "Photos", "items": 2, "id": "main", "ids": ["a", "b"]]],
            "layout": ["type": "waterfall"],
        ]
        let spec = try LayoutSpec(from: node)
        #expect(spec.sections[0].id == "main" && spec.sections[0].itemIDs == ["a", "b"])
        #expect(try LayoutSpec(from: spec.specNode).sections == spec.sections)
    }

    /// Keys left out take the values docs/layout-spec.md's format shows; the container defaults to 390 × 844.
    @Test func defaults() throws {
        let waterfall = try LayoutSpec(from: ["sections": [], "layout": ["type": "waterfall"]])
        #expect(waterfall.container == .init(width: 390, height: 844, contentInsets: .zero))
        #expect(waterfall.scale == 1)
        #expect(waterfall.sections.isEmpty)
        let expectedWaterfall: SpecNode = [
            "type": "waterfall", "columnCount": 2, "columnSpacing": 8, "interitemSpacing": 8,
            "sectionInset": ["top": 8, "left": 8, "bottom": 8, "right": 8], "headerHeight": 0, "footerHeight": 0,
            "headerInset": ["top": 0, "left": 0, "bottom": 0, "right": 0],
            "footerInset": ["top": 0, "left": 0, "bottom": 0, "right": 0],
            "itemRenderDirection": "shortestFirst", "minimumContentHeight": 0,
        ]
        #expect(waterfall.layout.specNode == expectedWaterfall)
        let flow = try LayoutSpec(from: ["sections": [["title": "Empty"]], "layout": ["type": "flow"]])
        #expect(flow.sections == [.init(title: "Empty", items: .placeholders(0))])
        let expectedFlow: SpecNode = [
            "type": "flow", "scrollDirection": "vertical", "itemSize": ["width": 100, "height": 100],
            "minimumLineSpacing": 10, "minimumInteritemSpacing": 10,
            "sectionInset": ["top": 0, "left": 0, "bottom": 0, "right": 0],
            "headerReferenceSize": ["width": 0, "height": 0], "footerReferenceSize": ["width": 0, "height": 0],
            "sectionHeadersPinToVisibleBounds": false, "sectionFootersPinToVisibleBounds": false,
        ]
        #expect(flow.layout.specNode == expectedFlow)
    }

    /// Partial insets fill the other edges with 0; a whole number written `2.0` is an integer.
    @Test func partialInsetsAndIntegralNumbers() throws {
        let spec = try LayoutSpec(from: ["sections": [["items": 2.0]],
                                         "layout": ["type": "waterfall", "columnCount": 3.0, "sectionInset": ["left": 5]]])
        #expect(spec.sections[0].items == .placeholders(2))
        guard case .waterfall(let layout) = spec.layout else { return }
        #expect(layout.columnCount == 3)
        #expect(layout.sectionInset == EdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
    }

    /// The container: spec size or overrides, content insets, image items resolved by the caller.
    @Test func makeContainer() throws {
        let spec = try LayoutSpec(from: Self.fullWaterfall)
        var asked: [LayoutSpec.ImageReference] = []
        let built = try spec.makeContainer { reference in
            asked.append(reference)
            return 0.75
        }
        #expect(asked == [.init(path: "SampleImages/a.jpg", section: 1, item: 1,
                                specPath: SpecPath([.key("sections"), .index(1), .key("items"), .index(1), .key("image")]))])
        #expect(asked.first?.specPath.description == "sections[1].items[1].image")
        #expect(built.size == CGSize(width: 400, height: 700.5))
        #expect(built.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(built.sections == [
            .init(placeholders: 12),
            .init(items: [.aspectRatio(1.5), .aspectRatio(0.75), .size(CGSize(width: 100, height: 40))]),
        ])
        let resized = try spec.makeContainer(width: 1024, height: 768) { _ in 1 }
        #expect(resized.size == CGSize(width: 1024, height: 768))
        let widthOnly = try spec.makeContainer(width: 300) { _ in 1 }
        #expect(widthOnly.size == CGSize(width: 300, height: 700.5))
    }

    @Test func badImageRatio() throws {
        let spec = try LayoutSpec(from: Self.fullWaterfall)
        #expect(throws: SpecError.invalidValue(path: SpecPath([.key("sections"), .index(1), .key("items"), .index(1), .key("image")]),
                                               problem: "the image's aspect ratio must be greater than 0, got nan", location: nil)) {
            try spec.makeContainer { _ in .nan }
        }
    }

    /// A spec computes the same frames as the Swift layout it describes.
    @Test func specLayoutMatchesSwiftLayout() throws {
        let spec = try LayoutSpec(from: ["container": ["width": 390], "sections": [["items": 4]],
                                         "layout": ["type": "waterfall", "columnCount": 2, "columnSpacing": 8,
                                                    "interitemSpacing": 8, "sectionInset": ["top": 8, "left": 8, "bottom": 8, "right": 8]]])
        let result = spec.layout.collectionLayout.layout(in: try spec.makeContainer { _ in 1 })
        let swift = WaterfallLayout(columnCount: 2, columnSpacing: 8, interitemSpacing: 8, sectionInset: EdgeInsets(all: 8))
            .layout(in: container(width: 390, height: 844, [.init(placeholders: 4)]))
        #expect(result == swift)
        #expect(result.cells(0).first == R(8, 8, 183, 183))
    }
}
