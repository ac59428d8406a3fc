import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// Frames of Apple's sample layouts, derived by hand from docs/layout-spec.md's rules, in portrait
/// (390 × 844) and landscape (844 × 390).
@Suite("Implementing Modern Collection Views, through TesseraUIKit")
@MainActor
struct ModernCollectionViewsTests {
    nonisolated static let portrait = CGSize(width: 390, height: 844)
    nonisolated static let landscape = CGSize(width: 844, height: 390)
    static let header = ElementKind(UICollectionView.elementKindSectionHeader)
    static let footer = ElementKind(UICollectionView.elementKindSectionFooter)

    /// Every frame of `layout` in a collection view of `size` with `counts` items per section.
    func layout(_ layout: UICollectionViewLayout, _ size: CGSize, _ counts: [Int]) -> LayoutResult {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout, itemCounts: counts)
        let frozen = collectionView.frozenLayout(.all)
        #expect(frozen.warnings.isEmpty, "\(frozen.warnings)")
        let result = frozen.result
        let problems = result.invariantViolations().filter { if case .outsideContent = $0 { return false } else { return true } }
        #expect(problems.isEmpty, "\(problems)")
        return result
    }

    func expectFrames(_ actual: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, "\(actual.count) frames, expected \(expected.count)", sourceLocation: sourceLocation)
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            let close = abs(a.minX - e.minX) < 1e-9 && abs(a.minY - e.minY) < 1e-9 && abs(a.width - e.width) < 1e-9 && abs(a.height - e.height) < 1e-9
            #expect(close, "frame \(index): \(a), expected \(e)", sourceLocation: sourceLocation)
        }
    }

    func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    @Test("list", arguments: [portrait, landscape])
    func list(size: CGSize) {
        let result = layout(ModernCollectionViews.listLayout(), size, [3])
        expectFrames(result.cellFrames, (0..<3).map { r(0, CGFloat($0) * 44, size.width, 44) })
        #expect(result.contentSize == CGSize(width: size.width, height: 132))
    }

    @Test("grid and inset items grid", arguments: [portrait, landscape])
    func grid(size: CGSize) {
        let side = size.width * 0.2
        let plain = layout(ModernCollectionViews.gridLayout(), size, [6])
        expectFrames(plain.cellFrames, (0..<6).map { r(CGFloat($0 % 5) * side, CGFloat($0 / 5) * side, side, side) })
        let inset = layout(ModernCollectionViews.insetItemsGridLayout(), size, [6])
        expectFrames(inset.cellFrames, (0..<6).map { r(CGFloat($0 % 5) * side + 5, CGFloat($0 / 5) * side + 5, side - 10, side - 10) })
        #expect(abs(inset.contentSize.height - 2 * side) < 1e-9)
    }

    @Test("two-column", arguments: [portrait, landscape])
    func twoColumn(size: CGSize) {
        let column = (size.width - 20 - 10) / 2
        let result = layout(ModernCollectionViews.twoColumnLayout(), size, [3])
        expectFrames(result.cellFrames, [r(10, 10, column, 44), r(10 + column + 10, 10, column, 44), r(10, 64, column, 44)])
        #expect(result.contentSize.height == CGFloat(10 + 44 + 10 + 44 + 10))
    }

    @Test("distinct sections: 1, 5 and 3 columns inside 20-point insets", arguments: [portrait, landscape])
    func distinctSections(size: CGSize) {
        let inner = size.width - 40
        let result = layout(ModernCollectionViews.distinctSectionsLayout(), size, [2, 5, 3])
        let row = inner * 0.2
        let listBottom: CGFloat = 20 + 88 + 20
        let gridBottom = listBottom + 20 + row + 20
        let third = inner / 3
        expectFrames(result.cellFrames, [
            r(22, 22, inner - 4, 40), r(22, 66, inner - 4, 40),
        ] + (0..<5).map { r(20 + CGFloat($0) * row + 2, listBottom + 22, row - 4, row - 4) }
          + (0..<3).map { r(20 + CGFloat($0) * third + 2, gridBottom + 22, third - 4, row - 4) })
        #expect(abs(result.contentSize.height - (gridBottom + 20 + row + 20)) < 1e-9)
    }

    @Test("adaptive sections: twice the columns when wider than 800 points")
    func adaptiveSections() {
        let narrow = layout(ModernCollectionViews.adaptiveSectionsLayout(), Self.portrait, [2, 10, 6])
        let wide = layout(ModernCollectionViews.adaptiveSectionsLayout(), Self.landscape, [2, 10, 6])
        // Portrait: 1 list column, 5 and 3 grid columns; landscape: 2, 10 and 6.
        #expect(narrow.cellFrames[0].width == 350 - 4 && narrow.cellFrames[1].minY == 66)
        #expect(wide.cellFrames[0].width == 402 - 4 && wide.cellFrames[1].minY == 22 && wide.cellFrames[1].minX == 20 + 402 + 2)
        #expect(Set(narrow.cellFrames[2..<12].map(\.minY)).count == 2)
        #expect(Set(wide.cellFrames[2..<12].map(\.minY)).count == 1)
        #expect(abs(wide.cellFrames[12].width - (804.0 / 6 - 4)) < 1e-9)
    }

    @Test("item badges: a 20-point badge at the top-trailing corner, 30% outside", arguments: [portrait, landscape])
    func itemBadges(size: CGSize) {
        let inner = size.width - 40
        let result = layout(ModernCollectionViews.itemBadgeLayout(), size, [5])
        let slot = inner * 0.25, height = inner * 0.2
        expectFrames(result.cellFrames, (0..<5).map { r(20 + CGFloat($0 % 4) * slot + 5, 20 + CGFloat($0 / 4) * height + 5, slot - 10, height - 10) })
        let badges = result.attributes.filter { $0.representedElementKind == ElementKind(ModernCollectionViews.badgeElementKind) }
        expectFrames(badges.map(\.frame), result.cellFrames.map { r($0.maxX - 20 + 6, $0.minY - 6, 20, 20) })
    }

    @Test("section headers and footers", arguments: [portrait, landscape])
    func headersFooters(size: CGSize) {
        let result = layout(ModernCollectionViews.sectionHeadersFootersLayout(), size, [3, 1])
        let inner = size.width - 20
        expectFrames(result.cellFrames, [r(10, 54, inner, 44), r(10, 103, inner, 44), r(10, 152, inner, 44), r(10, 304, inner, 44)])
        #expect(result.attributes(forSupplementaryOfKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame == r(10, 0, inner, 44))
        #expect(result.attributes(forSupplementaryOfKind: Self.footer, at: IndexPath(item: 0, section: 0))?.frame == r(10, 206, inner, 44))
        #expect(result.attributes(forSupplementaryOfKind: Self.header, at: IndexPath(item: 0, section: 1))?.frame == r(10, 250, inner, 44))
        #expect(result.contentSize.height == CGFloat(250 + 44 + 10 + 44 + 10 + 44))
    }

    @Test("pinned section headers: at rest in the dump, clamped when the collection view scrolls")
    func pinnedHeaders() {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: Self.portrait),
                                              collectionViewLayout: ModernCollectionViews.pinnedSectionHeaderLayout(), itemCounts: [10, 10])
        let header = { collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                              at: IndexPath(item: 0, section: 0)) }
        #expect(header()?.frame == r(10, 0, 370, 44))
        #expect(header()?.zIndex == 2)
        // Section 0 ends at 44 + 10 + 10 × 44 + 9 × 5 + 10 = 549.
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(header()?.frame == r(10, 300, 370, 44))
        collectionView.contentOffset = CGPoint(x: 0, y: 530)
        #expect(header()?.frame == r(10, 505, 370, 44))
    }

    @Test("section background decoration", arguments: [portrait, landscape])
    func backgroundDecoration(size: CGSize) {
        let result = layout(ModernCollectionViews.sectionBackgroundDecorationLayout(), size, [2])
        expectFrames(result.cellFrames, [r(10, 10, size.width - 20, 44), r(10, 59, size.width - 20, 44)])
        let decoration = result.attributes(forDecorationOfKind: ElementKind(ModernCollectionViews.sectionBackgroundElementKind),
                                           at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == r(5, 5, size.width - 10, 103))
        #expect(decoration?.zIndex == 0)
        #expect(result.attributes(forItemAt: IndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    @Test("nested groups: a 70% item beside two stacked items", arguments: [portrait, landscape])
    func nestedGroups(size: CGSize) {
        let result = layout(ModernCollectionViews.nestedGroupsLayout(), size, [4])
        let height = size.height * 0.4, leading = size.width * 0.7, trailing = size.width * 0.3
        expectFrames(result.cellFrames, [
            r(10, 10, leading - 20, height - 20),
            r(leading + 10, 10, trailing - 20, height / 2 - 20), r(leading + 10, height / 2 + 10, trailing - 20, height / 2 - 20),
            r(10, height + 10, leading - 20, height - 20),
        ])
    }

    @Test("orthogonal scrolling: groups of 85% side by side beyond the width", arguments: [portrait, landscape])
    func orthogonal(size: CGSize) {
        let result = layout(ModernCollectionViews.orthogonalScrollingLayout(), size, [6])
        let width = size.width * 0.85, height = size.height * 0.4
        let leading = width * 0.7, trailing = width * 0.3
        expectFrames(result.cellFrames, (0..<2).flatMap { g -> [CGRect] in
            let x = CGFloat(g) * width
            return [r(x + 10, 10, leading - 20, height - 20),
                    r(x + leading + 10, 10, trailing - 20, height / 2 - 20),
                    r(x + leading + 10, height / 2 + 10, trailing - 20, height / 2 - 20)]
        })
        #expect(abs(result.contentSize.height - height) < 1e-9)
    }

    @Test("orthogonal behaviours: one section each, groupPagingCentered centred, .none wraps")
    func behaviours() {
        let result = layout(ModernCollectionViews.orthogonalBehaviorsLayout(), Self.portrait, Array(repeating: 3, count: 6))
        let height = 844 * 0.4, width = 390 * 0.85
        for section in 0..<6 {
            let top = CGFloat(section) * (44 + height + 20)
            #expect(result.attributes(forSupplementaryOfKind: Self.header, at: IndexPath(item: 0, section: section))?.frame
                    == r(0, top, 390, 44))
            let first = result.attributes(forItemAt: IndexPath(item: 0, section: section))?.frame
            let x: CGFloat = section == 4 ? (390 - width) / 2 : 0
            #expect(first.map { abs($0.minX - (x + 10)) < 1e-9 && abs($0.minY - (top + 54)) < 1e-9 } == true, "section \(section): \(String(describing: first))")
        }
        // .none: three groups, one per row.
        let last = result.attributes(forItemAt: IndexPath(item: 2, section: 5))?.frame
        #expect(last.map { abs($0.minY - (5 * (44 + height + 20) + 44 + 2 * height + 10)) < 1e-9 } == true)
    }
}
