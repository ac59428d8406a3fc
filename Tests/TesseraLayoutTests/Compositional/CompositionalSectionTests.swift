import Foundation
import Testing
@testable import TesseraLayout

@Suite("Compositional layout: sections, supplementaries, decorations")
struct CompositionalSectionTests {
    /// A two-column grid of 100-point rows.
    static func gridSection() -> CollectionLayoutSection {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [C.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        return CollectionLayoutSection(group: group)
    }

    static func header(_ alignment: CollectionLayoutBoundarySupplementaryItem.Alignment = .top, kind: String = "header",
                       height: CGFloat = 44) -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(layoutSize: C.size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: alignment)
    }

    @Test("header and footer extend the section and follow its content insets; sections stack interSectionSpacing apart")
    func headersFooters() {
        let section = Self.gridSection()
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
        section.boundarySupplementaryItems = [Self.header(), Self.header(.bottom, kind: "footer", height: 30)]
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let result = C.solve(CompositionalLayout(section: section, configuration: configuration),
                             C.container([.init(placeholders: 2), .init(placeholders: 1)]))
        #expect(C.frame(result, "header") == C.rect(16, 0, 358, 44))
        #expect(result.cellFrames[0] == C.rect(16, 54, 179, 100))
        #expect(C.frame(result, "footer") == C.rect(16, 174, 358, 30))
        // Section 1 starts after 204 + 12.
        #expect(C.frame(result, "header", section: 1) == C.rect(16, 216, 358, 44))
        #expect(result.cellFrames[2] == C.rect(16, 270, 179, 100))
        #expect(result.contentSize.height == CGFloat(216 + 44 + 10 + 100 + 20 + 30))
    }

    @Test("without supplementariesFollowContentInsets boundary items span the full width")
    func fullWidthSupplementaries() {
        let section = Self.gridSection()
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [Self.header()]
        let result = C.solve(CompositionalLayout(section: section), C.container([.init(placeholders: 1)]))
        #expect(C.frame(result, "header") == C.rect(0, 0, 390, 44))
    }

    @Test("a header that does not extend the boundary overlaps the content")
    func nonExtendingHeader() {
        let section = Self.gridSection()
        let header = Self.header()
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header]
        let result = C.solve(CompositionalLayout(section: section), C.container([.init(placeholders: 1)]))
        #expect(C.frame(result, "header") == C.rect(0, 0, 390, 44))
        #expect(result.cellFrames == [C.rect(0, 0, 195, 100)])
        #expect(result.contentSize.height == 100)
    }

    @Test("a background covers the whole section at full width, shrunk by its insets; the rest rise to zIndex 1")
    func background() {
        let section = Self.gridSection()
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundarySupplementaryItems = [Self.header()]
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        section.decorationItems = [background]
        let result = C.solve(CompositionalLayout(section: section), C.container([.init(placeholders: 2)]))
        let decoration = result.attributes(forDecorationOfKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == C.rect(4, 4, 382, 44 + 10 + 100 + 10 - 8))
        #expect(decoration?.zIndex == 0)
        #expect(result.attributes.filter { $0.category != .decorationView }.allSatisfy { $0.zIndex == 1 })
    }

    @Test("a background with zIndex −1 leaves the other elements at 0")
    func backgroundBelow() {
        let section = Self.gridSection()
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -1
        section.decorationItems = [background]
        let result = C.solve(CompositionalLayout(section: section), C.container([.init(placeholders: 1)]))
        #expect(result.attributes.map(\.zIndex) == [0, -1])
    }

    @Test("a badge's top-trailing corner on the item's, centred there by a fractional offset")
    func badge() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let plain = CollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(10), .absolute(10)), elementKind: "dot",
            containerAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 3, y: -3)))
        let anchored = CollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(10), .absolute(6)), elementKind: "tag",
            containerAnchor: CollectionLayoutAnchor(edges: [.top]), itemAnchor: CollectionLayoutAnchor(edges: [.bottom]))
        let item = CollectionLayoutItem(layoutSize: C.size(.absolute(100), .absolute(100)), supplementaryItems: [badge, plain, anchored])
        item.contentInsets = DirectionalEdgeInsets(all: 10)
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 1)]))
        #expect(result.cellFrames == [C.rect(10, 10, 80, 80)])
        #expect(C.frame(result, "badge") == C.rect(80, 0, 20, 20))
        #expect(C.frame(result, "dot") == C.rect(13, 77, 10, 10))
        #expect(C.frame(result, "tag") == C.rect(45, 4, 10, 6))
        #expect(result.attributes(forSupplementaryOfKind: "badge", at: IndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    @Test("orthogonal sections lay groups along x beyond the container; the section is one group high")
    func orthogonal() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(0.8), .absolute(100)),
                                                     subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        let result = C.solve(CompositionalLayout(section: section), C.container([.init(placeholders: 3)]), allowOutside: true)
        #expect(result.cellFrames == [C.rect(20, 5, 280, 100), C.rect(310, 5, 280, 100), C.rect(600, 5, 280, 100)])
        #expect(result.contentSize == CGSize(width: 390, height: 110))
    }

    @Test("groupPagingCentered centres the first group")
    func pagingCentered() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(0.8), .absolute(100)),
                                                     subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let result = C.solve(CompositionalLayout(section: section), C.container([.init(placeholders: 2)]), allowOutside: true)
        #expect(result.cellFrames == [C.rect(39, 0, 312, 100), C.rect(351, 0, 312, 100)])
    }

    @Test("groupPagingCentered adds (container width − group width) / 2 to the leading inset (SPEC rule 10)")
    func pagingCenteredWithInsets() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(0.5), .absolute(100)),
                                                     subitems: [C.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let result = C.solve(CompositionalLayout(section: section), C.container([.init(placeholders: 2)]), allowOutside: true)
        // Group width = 0.5 × (390 − 30) = 180; leading = 20 + (390 − 180) / 2 = 125.
        #expect(result.cellFrames == [C.rect(125, 0, 180, 100), C.rect(305, 0, 180, 100)])
    }

    @Test("pinned headers are at rest in dumps and clamp to the viewport")
    func pinned() {
        let section = Self.gridSection()
        let header = Self.header()
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = CompositionalLayout(section: section)
        var container = C.container([.init(placeholders: 4), .init(placeholders: 2)])
        #expect(C.frame(C.solve(layout, container), "header", section: 0) == C.rect(0, 0, 390, 44))
        container.viewportOffset = CGPoint(x: 0, y: 100)
        let scrolled = layout.layout(in: container)
        #expect(C.frame(scrolled, "header", section: 0) == C.rect(0, 100, 390, 44))
        #expect(C.frame(scrolled, "header", section: 1) == C.rect(0, 244, 390, 44))
        container.viewportOffset = CGPoint(x: 0, y: 220)
        #expect(C.frame(layout.layout(in: container), "header", section: 0) == C.rect(0, 200, 390, 44))
    }

    @Test("empty sections keep their header and insets; the layout header and footer sit at section 0")
    func emptySectionAndLayoutBoundaries() {
        let section = Self.gridSection()
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        section.boundarySupplementaryItems = [Self.header()]
        let configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [Self.header(kind: "layout-header", height: 60), Self.header(.bottom, kind: "layout-footer", height: 20)]
        let result = C.solve(CompositionalLayout(section: section, configuration: configuration),
                             C.container([.init(placeholders: 0), .init(placeholders: 1)]))
        #expect(C.frame(result, "layout-header") == C.rect(0, 0, 390, 60))
        #expect(C.frame(result, "header", section: 0) == C.rect(0, 60, 390, 44))
        #expect(C.frame(result, "header", section: 1) == C.rect(0, 120, 390, 44))
        #expect(result.cellFrames == [C.rect(0, 172, 195, 100)])
        #expect(C.frame(result, "layout-footer") == C.rect(0, 280, 390, 20))
        #expect(result.contentSize.height == 300)
    }

    @Test("a section provider that varies by width")
    func providerByWidth() {
        let layout = CompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(50)),
                                                         subitem: C.item(.fractionalWidth(1), .fractionalHeight(1)), count: columns)
            return CollectionLayoutSection(group: group)
        }
        let portrait = C.solve(layout, C.container(width: 400, [.init(placeholders: 4)]))
        let landscape = C.solve(layout, C.container(width: 800, height: 400, [.init(placeholders: 4)]))
        #expect(portrait.cellFrames.map(\.width) == [200, 200, 200, 200])
        #expect(portrait.contentSize.height == 100)
        #expect(landscape.cellFrames.map(\.minX) == [0, 200, 400, 600])
        #expect(landscape.contentSize.height == 50)
    }

    @Test("horizontal scrolling: groups and sections advance along x; a leading header extends the section")
    func horizontalScrolling() {
        let group = CollectionLayoutGroup.vertical(layoutSize: C.size(.absolute(100), .fractionalHeight(1)),
                                                   subitems: [C.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [Self.header(.leading, kind: "header", height: 0)]
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.absolute(30), .fractionalHeight(1)), elementKind: "header", alignment: .leading)]
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let result = C.solve(CompositionalLayout(section: section, configuration: configuration),
                             C.container(width: 390, height: 200, [.init(placeholders: 3), .init(placeholders: 1)]))
        #expect(C.frame(result, "header") == C.rect(0, 0, 30, 200))
        #expect(result.cellFrames == [C.rect(30, 0, 100, 100), C.rect(30, 100, 100, 100), C.rect(140, 0, 100, 100),
                                      C.rect(290, 0, 100, 100)])
        #expect(C.frame(result, "header", section: 1) == C.rect(260, 0, 30, 200))
        #expect(result.contentSize == CGSize(width: 390, height: 200))
        #expect(result.scrollDirection == .horizontal)
    }
}
