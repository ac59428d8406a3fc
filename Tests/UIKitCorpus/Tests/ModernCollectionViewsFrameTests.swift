import Foundation
import Testing
import UIKit
import TesseraLayout

/// Frames of Apple's sample layouts, derived by hand from docs/layout-spec.md's rules, in portrait
/// (390 × 844) and landscape (844 × 390), laid out by the sample's own view controllers
/// (ModernCollectionViews/, compiled unchanged): each test loads the controller's view, sizes its
/// collection view and applies a snapshot with the item counts it needs through the controller's
/// diffable data source. The controller stays alive while its data source is used.
@Suite("Modern Collection Views sample: frames of its view controllers")
@MainActor
struct ModernCollectionViewsFrameTests {
    nonisolated static let portrait = CGSize(width: 390, height: 844)
    nonisolated static let landscape = CGSize(width: 844, height: 390)

    /// The controller's collection view, `size` large, showing `counts` items per section
    /// (identifiers 0, 1, 2, … across sections) in `sections`.
    func show<Section: Hashable>(_ controller: UIViewController, _ size: CGSize,
                                 _ dataSource: () -> UICollectionViewDiffableDataSource<Section, Int>,
                                 _ sections: [Section], _ counts: [Int]) throws -> UICollectionView {
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.view.subviews.compactMap { $0 as? UICollectionView }.first)
        collectionView.frame = CGRect(origin: .zero, size: size)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        var next = 0
        for (section, count) in zip(sections, counts) {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(next..<next + count), toSection: section)
            next += count
        }
        dataSource().apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// Every frame of the collection view's layout, checked against the layout invariants.
    func layout(_ collectionView: UICollectionView) -> LayoutResult {
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

    @Test("inset grouped (SimpleListViewController): rows inset 16, then 20 on a wider screen, 35 points down")
    func insetGroupedList() throws {
        let controller = SimpleListViewController()
        let narrow = layout(try show(controller, CGSize(width: 390, height: 844), { controller.dataSource }, [.main], [3]))
        #expect(narrow.cellFrames == (0..<3).map { CGRect(x: 16, y: 35 + 44 * CGFloat($0), width: 358, height: 44) })
        #expect(narrow.contentSize.height == 167, "\(Double(narrow.contentSize.height))")
        let wideController = SimpleListViewController()
        let wide = layout(try show(wideController, CGSize(width: 844, height: 844), { wideController.dataSource }, [.main], [1]))
        #expect(wide.cellFrames == [CGRect(x: 20, y: 35, width: 804, height: 44)])
    }

    @Test("grid and inset items grid", arguments: [portrait, landscape])
    func grid(size: CGSize) throws {
        let side = size.width * 0.2
        let gridController = GridViewController()
        let plain = layout(try show(gridController, size, { gridController.dataSource }, [.main], [6]))
        expectFrames(plain.cellFrames, (0..<6).map { r(CGFloat($0 % 5) * side, CGFloat($0 / 5) * side, side, side) })
        let insetController = InsetItemsGridViewController()
        let inset = layout(try show(insetController, size, { insetController.dataSource }, [.main], [6]))
        expectFrames(inset.cellFrames, (0..<6).map { r(CGFloat($0 % 5) * side + 5, CGFloat($0 / 5) * side + 5, side - 10, side - 10) })
        #expect(abs(inset.contentSize.height - 2 * side) < 1e-9)
    }

    // The sample's section insets are 10 at the sides only (top and bottom 0), here and in the
    // header/footer and pinned-header controllers below; the rewrite these tests used to run on
    // had given them 10 on every side.
    @Test("two-column: 10-point gaps, insets at the sides only", arguments: [portrait, landscape])
    func twoColumn(size: CGSize) throws {
        let column = (size.width - 20 - 10) / 2
        let controller = TwoColumnViewController()
        let result = layout(try show(controller, size, { controller.dataSource }, [.main], [3]))
        expectFrames(result.cellFrames, [r(10, 0, column, 44), r(10 + column + 10, 0, column, 44), r(10, 54, column, 44)])
        #expect(result.contentSize.height == CGFloat(44 + 10 + 44))
    }

    @Test("distinct sections: 1, 5 and 3 columns inside 20-point insets", arguments: [portrait, landscape])
    func distinctSections(size: CGSize) throws {
        let inner = size.width - 40
        let controller = DistinctSectionsViewController()
        let result = layout(try show(controller, size, { controller.dataSource }, [.list, .grid5, .grid3], [2, 5, 3]))
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
    func adaptiveSections() throws {
        let controller = AdaptiveSectionsViewController()
        let narrow = layout(try show(controller, Self.portrait, { controller.dataSource }, [.list, .grid5, .grid3], [2, 10, 6]))
        let wideController = AdaptiveSectionsViewController()
        let wide = layout(try show(wideController, Self.landscape, { wideController.dataSource }, [.list, .grid5, .grid3], [2, 10, 6]))
        // Portrait: 1 list column, 5 and 3 grid columns; landscape: 2, 10 and 6.
        #expect(narrow.cellFrames[0].width == 350 - 4 && narrow.cellFrames[1].minY == 66)
        #expect(wide.cellFrames[0].width == 402 - 4 && wide.cellFrames[1].minY == 22 && wide.cellFrames[1].minX == 20 + 402 + 2)
        #expect(Set(narrow.cellFrames[2..<12].map(\.minY)).count == 2)
        #expect(Set(wide.cellFrames[2..<12].map(\.minY)).count == 1)
        #expect(abs(wide.cellFrames[12].width - (804.0 / 6 - 4)) < 1e-9)
    }

    @Test("adaptive sections at the main screen's 393 points, then 900: the environment's width decides the columns")
    func adaptiveResize() throws {
        let controller = AdaptiveSectionsViewController()
        controller.loadViewIfNeeded()
        let collectionView: UICollectionView = controller.collectionView
        var snapshot = NSDiffableDataSourceSnapshot<AdaptiveSectionsViewController.SectionLayoutKind, Int>()
        for (section, range) in zip([.list, .grid5, .grid3] as [AdaptiveSectionsViewController.SectionLayoutKind], [0..<2, 2..<12, 12..<18]) {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(range), toSection: section)
        }
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        // 393 points wide (the main screen): 1 list column, 5 and 3 grid columns inside 20-point
        // insets; the group's fractionalWidth(0.2) height is of the section's width inside its
        // insets (353), and items are inset by 2.
        #expect(collectionView.bounds.size == CGSize(width: 393, height: 852))
        let list = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(list == CGRect(x: 22, y: 66, width: 349, height: 40))
        let grid = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        expectFrames([grid], [r(22, 128 + 22, 353.0 / 5 - 4, 353 * 0.2 - 4)])
        // 900 points wide: 2, 10 and 6 columns.
        collectionView.frame = CGRect(x: 0, y: 0, width: 900, height: 400)
        let wide = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(wide == CGRect(x: 20 + 430 + 2, y: 22, width: 426, height: 40))
        let tenth = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 9, section: 1))?.frame)
        expectFrames([tenth], [r(20 + 9 * 86 + 2, 84 + 22, 82, 860 * 0.2 - 4)])
    }

    @Test("the sample's delegate method is found and called; an unimplemented one answers nil")
    func optionalDelegateCalls() throws {
        let controller = AdaptiveSectionsViewController()
        let collectionView = try show(controller, Self.portrait, { controller.dataSource }, [.list, .grid5, .grid3], [2, 10, 6])
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        let answered: Void? = collectionView.delegate?.collectionView?(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        #expect(answered != nil)
        #expect(collectionView.indexPathsForSelectedItems == [])
        let notImplemented = collectionView.delegate?.collectionView?(collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0))
        #expect(notImplemented == nil)
        #expect(collectionView.dataSource?.numberOfSections?(in: collectionView) == 3)
        #expect(collectionView.dataSource?.collectionView?(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("item badges: a 20-point badge at the top-trailing corner, 30% outside", arguments: [portrait, landscape])
    func itemBadges(size: CGSize) throws {
        let inner = size.width - 40
        let controller = ItemBadgeSupplementaryViewController()
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.collectionView)
        collectionView.frame = CGRect(origin: .zero, size: size)
        var snapshot = NSDiffableDataSourceSnapshot<ItemBadgeSupplementaryViewController.Section, ItemBadgeSupplementaryViewController.Model>()
        snapshot.appendSections([.main])
        snapshot.appendItems((0..<5).map { .init(title: "\($0)", badgeCount: $0 % 3) })
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        let result = layout(collectionView)
        let slot = inner * 0.25, height = inner * 0.2
        expectFrames(result.cellFrames, (0..<5).map { r(20 + CGFloat($0 % 4) * slot + 5, 20 + CGFloat($0 / 4) * height + 5, slot - 10, height - 10) })
        let badges = result.attributes.filter { $0.representedElementKind == ElementKind(ItemBadgeSupplementaryViewController.badgeElementKind) }
        expectFrames(badges.map(\.frame), result.cellFrames.map { r($0.maxX - 20 + 6, $0.minY - 6, 20, 20) })
    }

    @Test("section headers and footers", arguments: [portrait, landscape])
    func headersFooters(size: CGSize) throws {
        let controller = SectionHeadersFootersViewController()
        let result = layout(try show(controller, size, { controller.dataSource }, [0, 1], [3, 1]))
        let header = ElementKind(SectionHeadersFootersViewController.sectionHeaderElementKind)
        let footer = ElementKind(SectionHeadersFootersViewController.sectionFooterElementKind)
        let inner = size.width - 20
        // Headers and footers keep their 44-point estimate (TitleSupplementaryView's title3 label
        // plus 10 + 10 is as high); rows are 5 points apart; no space above or below a section.
        expectFrames(result.cellFrames, [r(10, 44, inner, 44), r(10, 93, inner, 44), r(10, 142, inner, 44), r(10, 274, inner, 44)])
        #expect(result.attributes(forSupplementaryOfKind: header, at: IndexPath(item: 0, section: 0))?.frame == r(10, 0, inner, 44))
        #expect(result.attributes(forSupplementaryOfKind: footer, at: IndexPath(item: 0, section: 0))?.frame == r(10, 186, inner, 44))
        #expect(result.attributes(forSupplementaryOfKind: header, at: IndexPath(item: 0, section: 1))?.frame == r(10, 230, inner, 44))
        #expect(result.contentSize.height == CGFloat(230 + 44 + 44 + 44))
    }

    @Test("pinned section headers: at rest in the dump, clamped at the section's end when the collection view scrolls")
    func pinnedHeaders() throws {
        let controller = PinnedSectionHeaderFooterViewController()
        let collectionView = try show(controller, Self.portrait, { controller.dataSource }, [0, 1], [10, 10])
        let header = { collectionView.layoutAttributesForSupplementaryElement(ofKind: PinnedSectionHeaderFooterViewController.sectionHeaderElementKind,
                                                                              at: IndexPath(item: 0, section: 0)) }
        #expect(header()?.frame == r(10, 0, 370, 44))
        #expect(header()?.zIndex == 2)
        // Section 0 ends below its (unpinned) footer at 44 + 10 × 44 + 9 × 5 + 44 = 573, so the
        // pinned header stops at 573 − 44.
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(header()?.frame == r(10, 300, 370, 44))
        collectionView.contentOffset = CGPoint(x: 0, y: 530)
        #expect(header()?.frame == r(10, 529, 370, 44))
    }

    @Test("section background decoration", arguments: [portrait, landscape])
    func backgroundDecoration(size: CGSize) throws {
        let controller = SectionDecorationViewController()
        let result = layout(try show(controller, size, { controller.dataSource }, [0], [2]))
        expectFrames(result.cellFrames, [r(10, 10, size.width - 20, 44), r(10, 59, size.width - 20, 44)])
        let decoration = result.attributes(forDecorationOfKind: ElementKind(SectionDecorationViewController.sectionBackgroundDecorationElementKind),
                                           at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == r(5, 5, size.width - 10, 103))
        #expect(decoration?.zIndex == 0)
        #expect(result.attributes(forItemAt: IndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    @Test("nested groups: a 70% item beside two stacked items", arguments: [portrait, landscape])
    func nestedGroups(size: CGSize) throws {
        let controller = NestedGroupsViewController()
        let result = layout(try show(controller, size, { controller.dataSource }, [.main], [4]))
        let height = size.height * 0.4, leading = size.width * 0.7, trailing = size.width * 0.3
        expectFrames(result.cellFrames, [
            r(10, 10, leading - 20, height - 20),
            r(leading + 10, 10, trailing - 20, height / 2 - 20), r(leading + 10, height / 2 + 10, trailing - 20, height / 2 - 20),
            r(10, height + 10, leading - 20, height - 20),
        ])
    }

    @Test("orthogonal scrolling: groups of 85% side by side beyond the width", arguments: [portrait, landscape])
    func orthogonal(size: CGSize) throws {
        let controller = OrthogonalScrollingViewController()
        let result = layout(try show(controller, size, { controller.dataSource }, [0], [6]))
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

    @Test("orthogonal behaviours: one section each, groupPagingCentered centred, .none full width")
    func behaviours() throws {
        let controller = OrthogonalScrollBehaviorViewController()
        let result = layout(try show(controller, Self.portrait, { controller.dataSource }, Array(0..<6), Array(repeating: 3, count: 6)))
        let header = ElementKind(OrthogonalScrollBehaviorViewController.headerElementKind)
        let height = 844 * 0.4, width = 390 * 0.85
        for section in 0..<6 {
            let top = CGFloat(section) * (44 + height + 20)
            #expect(result.attributes(forSupplementaryOfKind: header, at: IndexPath(item: 0, section: section))?.frame
                    == r(0, top, 390, 44))
            let first = result.attributes(forItemAt: IndexPath(item: 0, section: section))?.frame
            let x: CGFloat = section == 4 ? (390 - width) / 2 : 0
            #expect(first.map { abs($0.minX - (x + 10)) < 1e-9 && abs($0.minY - (top + 54)) < 1e-9 } == true, "section \(section): \(String(describing: first))")
        }
        // .none: one full-width group holds all three items — the 70% item and, beside it, two
        // stacked in the trailing 30% (the sample's groups have that trailing group; the rewrite
        // had left it out and put one item in each group). Item 2 is the lower one.
        let last = try #require(result.attributes(forItemAt: IndexPath(item: 2, section: 5))?.frame)
        let top5 = 5 * (44 + height + 20) + 44
        expectFrames([last], [r(390 * 0.7 + 10, top5 + height / 2 + 10, 390 * 0.3 - 20, height / 2 - 20)])
    }
}
