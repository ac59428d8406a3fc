import Foundation
import Testing
@testable import TesseraLayout

@Suite("Compositional layout: spec files")
struct CompositionalSpecTests {
    /// A spec using most of the format: nested groups, count, insets, edge spacing, a badge, a
    /// pinned header and footer, a background, and an orthogonal second section.
    static let spec: SpecNode = [
        "container": ["width": 390, "height": 844],
        "sections": [["title": "Recent", "items": 5], ["items": 4]],
        "layout": [
            "type": "compositional",
            "configuration": ["interSectionSpacing": 16],
            "sections": [
                [
                    "group": [
                        "kind": "horizontal",
                        "size": ["width": ["fractionalWidth": 1], "height": ["absolute": 200]],
                        "subitems": [
                            ["item": [
                                "size": ["width": ["fractionalWidth": 0.6], "height": ["fractionalHeight": 1]],
                                "contentInsets": ["top": 4, "leading": 4, "bottom": 4, "trailing": 4],
                                "supplementaryItems": [[
                                    "elementKind": "badge",
                                    "size": ["width": ["absolute": 20], "height": ["absolute": 20]],
                                    "containerAnchor": ["edges": ["top", "trailing"], "fractionalOffset": ["x": 0.5, "y": -0.5]],
                                ]],
                            ]],
                            ["group": [
                                "kind": "vertical",
                                "size": ["width": ["fractionalWidth": 0.4], "height": ["fractionalHeight": 1]],
                                "subitems": [["item": ["size": ["width": ["fractionalWidth": 1], "height": ["absolute": 1]]]]],
                                "count": 2,
                                "interItemSpacing": ["fixed": 8],
                            ]],
                        ],
                    ],
                    "interGroupSpacing": 10,
                    "contentInsets": ["top": 8, "leading": 12, "bottom": 8, "trailing": 12],
                    "boundarySupplementaryItems": [
                        ["elementKind": "header", "size": ["width": ["fractionalWidth": 1], "height": ["absolute": 40]],
                         "alignment": "top", "pinToVisibleBounds": true],
                        ["elementKind": "footer", "size": ["width": ["fractionalWidth": 1], "height": ["estimated": 30]],
                         "alignment": "bottom"],
                    ],
                    "decorationItems": [["elementKind": "background", "contentInsets": ["top": 2, "leading": 2, "bottom": 2, "trailing": 2]]],
                ],
                [
                    "group": [
                        "kind": "horizontal",
                        "size": ["width": ["fractionalWidth": 0.8], "height": ["absolute": 120]],
                        "subitems": [["item": ["size": ["width": ["fractionalWidth": 1], "height": ["fractionalHeight": 1]],
                                               "edgeSpacing": ["leading": ["fixed": 0], "top": ["flexible": 0], "trailing": nil, "bottom": nil]]]],
                    ],
                    "interGroupSpacing": 8,
                    "orthogonalScrollingBehavior": "groupPagingCentered",
                    "supplementariesFollowContentInsets": false,
                ],
            ],
        ],
    ]

    /// The same layout built in Swift, as UIKit code builds it.
    static func swiftLayout() -> CompositionalLayout {
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        return CompositionalLayout(sectionProvider: { index, _ in index == 0 ? firstSection() : secondSection() },
                                   configuration: configuration)
    }

    static func firstSection() -> CollectionLayoutSection {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let leading = CollectionLayoutItem(layoutSize: C.size(.fractionalWidth(0.6), .fractionalHeight(1)), supplementaryItems: [badge])
        leading.contentInsets = DirectionalEdgeInsets(all: 4)
        let trailing = CollectionLayoutGroup.vertical(layoutSize: C.size(.fractionalWidth(0.4), .fractionalHeight(1)),
                                                      subitem: C.item(.fractionalWidth(1), .absolute(1)), count: 2)
        trailing.interItemSpacing = .fixed(8)
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(200)), subitems: [leading, trailing])
        let first = CollectionLayoutSection(group: group)
        first.interGroupSpacing = 10
        first.contentInsets = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: C.size(.fractionalWidth(1), .absolute(40)),
                                                               elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: C.size(.fractionalWidth(1), .estimated(30)),
                                                               elementKind: "footer", alignment: .bottom)
        first.boundarySupplementaryItems = [header, footer]
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: 2)
        first.decorationItems = [background]
        return first
    }

    static func secondSection() -> CollectionLayoutSection {
        let item = C.item(.fractionalWidth(1), .fractionalHeight(1))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(0), top: .flexible(0), trailing: nil, bottom: nil)
        let second = CollectionLayoutSection(group: .horizontal(layoutSize: C.size(.fractionalWidth(0.8), .absolute(120)), subitems: [item]))
        second.interGroupSpacing = 8
        second.orthogonalScrollingBehavior = .groupPagingCentered
        second.supplementariesFollowContentInsets = false
        return second
    }

    @Test("a spec and the same layout in Swift give identical frames, at two widths", arguments: [390.0, 844.0])
    func specMatchesSwift(width: Double) throws {
        let spec = try LayoutSpec(from: Self.spec)
        let container = try spec.makeContainer(width: CGFloat(width), height: nil) { _ in 1 }
        let fromSpec = spec.layout.collectionLayout.layout(in: container)
        #expect(fromSpec == Self.swiftLayout().layout(in: container))
        #expect(spec.layout.typeName == "compositional")
        #expect(spec.specNode["layout"] == Self.spec["layout"])
    }

    @Test("hand-derived frames of the spec at 390 points")
    func handDerived() throws {
        let spec = try LayoutSpec(from: Self.spec)
        let result = spec.layout.collectionLayout.layout(in: try spec.makeContainer(width: nil, height: nil) { _ in 1 })
        // Section 0: header 40, insets 8/12, inner width 366; groups 200 high, 10 apart.
        // Leading item 0.6 × 366 = 219.6 (inset 4); trailing column 146.4 with two (200 − 8) / 2 = 96 cells.
        #expect(C.frame(result, "header") == C.rect(12, 0, 366, 40))
        let cells = result.cellFrames
        #expect(cells[0] == C.rect(16, 52, 219.6 - 8, 192))
        #expect(abs(cells[1].minX - (12 + 366 * 0.6)) < 1e-9 && cells[1].minY == 48 && cells[1].height == 96)
        #expect(cells[2].minY == CGFloat(48 + 96 + 8))
        #expect(cells[3] == C.rect(16, 262, 219.6 - 8, 192))
        // Footer after 48 + 200 + 10 + 200 + 8 = 466; section ends at 496.
        #expect(C.frame(result, "footer") == C.rect(12, 466, 366, 30))
        let background = result.attributes(forDecorationOfKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == C.rect(2, 2, 386, 492))
        #expect(C.frame(result, "badge")?.minY == CGFloat(52 - 10))
        // Section 1 at 496 + 16 = 512: groups 312 wide, centred: x = (390 − 312) / 2 = 39.
        #expect(cells[5] == C.rect(39, 512, 312, 120))
        #expect(cells[6] == C.rect(39 + 312 + 8, 512, 312, 120))
        #expect(result.contentSize == CGSize(width: 390, height: 632))
    }

    static let errors: [(SpecNode, String)] = [
        (layout(group: ["kind": "diagonal", "size": fullSize, "subitems": [leaf]]),
         #"layout.sections[0].group.kind: expected one of horizontal, vertical, custom, got "diagonal""#),
        (layout(group: ["kind": "horizontal", "size": fullSize, "subitems": [["item": ["size": ["width": ["fractionalWidth": 0], "height": ["absolute": 1]]]]]]),
         "layout.sections[0].group.subitems[0].item.size.width.fractionalWidth: must be greater than 0, got 0"),
        (layout(group: ["kind": "horizontal", "size": fullSize, "subitems": [["item": ["size": ["width": ["absolute": 1, "estimated": 2], "height": ["absolute": 1]]]]]]),
         "layout.sections[0].group.subitems[0].item.size.width: expected exactly one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings, got 2 keys"),
        (layout(group: ["kind": "horizontal", "size": fullSize, "subitems": [leaf, leaf], "count": 2]),
         "layout.sections[0].group.subitems: must hold exactly one entry with count, got 2"),
        (layout(group: ["kind": "horizontal", "size": fullSize, "subitems": [leaf], "count": 0]),
         "layout.sections[0].group.count: must be at least 1, got 0"),
        (layout(group: ["kind": "custom", "size": fullSize, "subitems": [leaf]]),
         "layout.sections[0].group.subitems: is not allowed with kind: custom (use frames)"),
        (layout(group: ["kind": "horizontal", "size": fullSize, "subitems": [leaf], "interItemSpacing": ["fixed": "8"]]),
         #"layout.sections[0].group.interItemSpacing.fixed: expected a number, got "8""#),
        (layout(group: ["kind": "horizontal", "size": fullSize, "subitems": [leaf], "spacing": 3]),
         "layout.sections[0].group.spacing: unknown key"),
        (layout(group: ["kind": "horizontal", "size": fullSize, "subitems": [["group": ["kind": "vertical", "size": fullSize,
                                                                                         "subitems": [["item": ["size": fullSize, "zIndex": 1]]]]]]]),
         "layout.sections[0].group.subitems[0].group.subitems[0].item.zIndex: unknown key"),
        // An orthogonal group 10³⁰⁰ points long once gave infinite frames, and the renderer trapped on them.
        (layout(group: ["kind": "horizontal", "size": ["width": ["absolute": 1e300], "height": ["absolute": 100]], "subitems": [leaf]]),
         "layout.sections[0].group.size.width.absolute: must be at most 1000000000, got 1e+300"),
        // A zIndex beyond 32 bits trapped when the result stored it.
        (layout(group: ["kind": "custom", "size": fullSize, "frames": [["x": 0, "y": 0, "width": 10, "height": 10, "zIndex": 1e14]]]),
         "layout.sections[0].group.frames[0].zIndex: must be at most 2147483647, got 100000000000000"),
        (layout(group: ["kind": "custom", "size": fullSize, "frames": [["x": -2e9, "y": 0, "width": 10, "height": 10]]]),
         "layout.sections[0].group.frames[0].x: must be between -1000000000 and 1000000000, got -2000000000"),
    ]

    static let fullSize: SpecNode = ["width": ["fractionalWidth": 1], "height": ["absolute": 44]]
    static let leaf: SpecNode = ["item": ["size": fullSize]]
    static func layout(group: SpecNode) -> SpecNode {
        ["sections": [["items": 1]], "layout": ["type": "compositional", "sections": [["group": group]]]]
    }

    @Test("malformed compositional specs name the key path", arguments: errors)
    func malformed(spec: SpecNode, message: String) {
        #expect(throws: (any Error).self) { try LayoutSpec(from: spec) }
        do {
            _ = try LayoutSpec(from: spec)
        } catch {
            #expect(String(describing: error) == message)
        }
    }

    @Test("the last spec section repeats for later sections")
    func lastSectionRepeats() throws {
        let node: SpecNode = ["sections": [["items": 1], ["items": 1], ["items": 1]],
                              "layout": ["type": "compositional",
                                         "sections": [["group": ["kind": "horizontal", "size": Self.fullSize, "subitems": [Self.leaf]]]]]]
        let spec = try LayoutSpec(from: node)
        let result = spec.layout.collectionLayout.layout(in: try spec.makeContainer(width: nil, height: nil) { _ in 1 })
        #expect(result.cellFrames == [C.rect(0, 0, 390, 44), C.rect(0, 44, 390, 44), C.rect(0, 88, 390, 44)])
    }

    @Test("a background at the highest zIndex: the other elements share it instead of overflowing (rule 8)")
    func highestDecoration() throws {
        let spec = try LayoutSpec(from: ["sections": [["items": 1]], "layout": ["type": "compositional", "sections": [[
            "group": ["kind": "horizontal", "size": Self.fullSize, "subitems": [Self.leaf]],
            "decorationItems": [["elementKind": "background", "zIndex": 2_147_483_647]],
        ]]]])
        let result = spec.layout.collectionLayout.layout(in: try spec.makeContainer(width: nil, height: nil) { _ in 1 })
        #expect(result.attributes.map(\.zIndex) == [2_147_483_647, 2_147_483_647])
    }

    @Test("more than 1,000 different element kinds are refused (70,000 once trapped when the result stored them)")
    func tooManyKinds() {
        let boundaries = SpecNode(.array((0...1_000).map { index -> SpecNode in
            ["elementKind": SpecNode(.string("kind\(index)")), "size": ["width": ["absolute": 1], "height": ["absolute": 1]],
             "alignment": "top", "extendsBoundary": false]
        }))
        let spec: SpecNode = ["sections": [["items": 1]], "layout": ["type": "compositional", "sections": [[
            "group": ["kind": "horizontal", "size": Self.fullSize, "subitems": [Self.leaf]],
            "boundarySupplementaryItems": boundaries,
        ]]]]
        #expect(CompositionalLayout.maximumElementKinds == 1_000)
        do {
            _ = try LayoutSpec(from: spec)
            Issue.record("decoded 1,001 element kinds")
        } catch {
            #expect(String(describing: error) == "layout: at most 1000 different element kinds, got 1001")
        }
    }

    @Test("two elements of one kind at one index path: the first stays, the second is dropped with a warning (they once trapped)")
    func duplicateKinds() throws {
        let badge: SpecNode = ["elementKind": "badge", "size": ["width": ["absolute": 5], "height": ["absolute": 5]],
                               "containerAnchor": ["edges": ["top"]]]
        let lowBadge: SpecNode = ["elementKind": "badge", "size": ["width": ["absolute": 5], "height": ["absolute": 5]],
                                  "containerAnchor": ["edges": ["bottom"]]]
        let header: SpecNode = ["elementKind": "header", "size": ["width": ["fractionalWidth": 1], "height": ["absolute": 20]], "alignment": "top"]
        let spec = try LayoutSpec(from: ["sections": [["items": 2]], "layout": ["type": "compositional", "sections": [[
            "group": ["kind": "horizontal", "size": Self.fullSize, "subitems": [
                ["item": ["size": ["width": ["fractionalWidth": 0.5], "height": ["fractionalHeight": 1]],
                          "supplementaryItems": [badge, lowBadge]]],
            ]],
            "boundarySupplementaryItems": [header, header],
        ]]]])
        guard case .compositional(let layout, _) = spec.layout else { Issue.record("not compositional"); return }
        let (result, warnings) = layout.layoutWithWarnings(in: try spec.makeContainer(width: nil, height: nil) { _ in 1 })
        let badges = result.attributes.filter { $0.representedElementKind == "badge" }
        #expect(badges.map(\.indexPath.item) == [0, 1])
        // The first badge is the top-anchored one: its top is the cell's top (the header's 20 points below 0).
        #expect(badges.allSatisfy { $0.frame.minY == 20 })
        #expect(result.attributes.filter { $0.representedElementKind == "header" }.count == 1)
        #expect(warnings.filter { $0.hasPrefix("section 0: a second badge supplementary at item ") }.count == 2)
        #expect(warnings.contains("section 0: a second header supplementary at item 0 was dropped (an element is known by its kind and index path)"))
    }
}
