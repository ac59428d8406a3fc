import Foundation
import Testing
@testable import TesseraLayout

@Suite("Compositional layout: groups and items")
struct CompositionalGroupTests {
    @Test("a two-column grid: fractional sizes, a partly filled last group keeps its size")
    func grid() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [C.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 3)]))
        #expect(result.cellFrames == [C.rect(0, 0, 195, 100), C.rect(195, 0, 195, 100), C.rect(0, 100, 195, 100)])
        #expect(result.contentSize == CGSize(width: 390, height: 200))
    }

    @Test("section insets shrink the container; groups are interGroupSpacing apart")
    func insetsAndSpacing() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [C.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 8, bottom: 7, trailing: 8)
        let result = C.solve(CompositionalLayout(section: section), C.container([.init(placeholders: 4)]))
        #expect(result.cellFrames == [C.rect(8, 5, 187, 100), C.rect(195, 5, 187, 100), C.rect(8, 115, 187, 100), C.rect(195, 115, 187, 100)])
        #expect(result.contentSize.height == CGFloat(5 + 100 + 10 + 100 + 7))
    }

    @Test("item content insets shrink the frame, not the slot")
    func itemInsets() {
        let item = C.item(.fractionalWidth(0.5), .fractionalHeight(1))
        item.contentInsets = DirectionalEdgeInsets(all: 2)
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [item])
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 2)]))
        #expect(result.cellFrames == [C.rect(2, 2, 191, 191), C.rect(197, 2, 191, 191)])
        #expect(result.contentSize.height == 195)
    }

    @Test("count: equal shares of the group minus fixed spacing, whatever the item's own width")
    func countGroup() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(50)),
                                                     subitem: C.item(.absolute(999), .fractionalHeight(1)), count: 3)
        group.interItemSpacing = .fixed(15)
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 4)]))
        #expect(result.cellFrames == [C.rect(0, 0, 120, 50), C.rect(135, 0, 120, 50), C.rect(270, 0, 120, 50), C.rect(0, 50, 120, 50)])
    }

    @Test("fitting: subitems cycle while the next one fits; leftover stays at the trailing end")
    func cyclicFitting() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.absolute(390), .absolute(40)),
                                                     subitems: [C.item(.absolute(100), .fractionalHeight(1)), C.item(.absolute(50), .absolute(20))])
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 5)]))
        #expect(result.cellFrames == [C.rect(0, 0, 100, 40), C.rect(100, 0, 50, 20), C.rect(150, 0, 100, 40), C.rect(250, 0, 50, 20),
                                      C.rect(0, 40, 100, 40)])
    }

    @Test("flexible spacing with one repeated item shares the leftover between the gaps")
    func flexibleSpacing() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [C.item(.absolute(100), .absolute(100))])
        group.interItemSpacing = .flexible(10)
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 4)]))
        #expect(result.cellFrames == [C.rect(0, 0, 100, 100), C.rect(145, 0, 100, 100), C.rect(290, 0, 100, 100), C.rect(0, 100, 100, 100)])
    }

    @Test("edge spacing moves an item within its slot and counts in the fitting")
    func edgeSpacing() {
        let item = C.item(.absolute(100), .absolute(50))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(20), top: .fixed(5), trailing: .fixed(10), bottom: nil)
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.absolute(300), .absolute(60)), subitems: [item])
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 3)]))
        #expect(result.cellFrames == [C.rect(20, 5, 100, 50), C.rect(150, 5, 100, 50), C.rect(20, 65, 100, 50)])
    }

    @Test("repeatingSubitem: count items at their own size")
    func repeating() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(30)),
                                                     repeatingSubitem: C.item(.absolute(60), .fractionalHeight(1)), count: 2)
        group.interItemSpacing = .fixed(4)
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 3)]))
        #expect(result.cellFrames == [C.rect(0, 0, 60, 30), C.rect(64, 0, 60, 30), C.rect(0, 30, 60, 30)])
    }

    @Test("nested groups three deep fill slots depth first in index order")
    func nestedThreeDeep() {
        let leaf = C.item(.fractionalWidth(1), .fractionalHeight(0.5))
        let innermost = CollectionLayoutGroup.vertical(layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [leaf])
        let middle = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [innermost])
        let big = C.item(.fractionalWidth(0.5), .fractionalHeight(1))
        let outer = CollectionLayoutGroup.horizontal(layoutSize: C.size(.absolute(400), .absolute(200)), subitems: [big, middle])
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: outer)),
                             C.container(width: 400, [.init(placeholders: 6)]))
        #expect(result.cellFrames == [
            C.rect(0, 0, 200, 200),
            C.rect(200, 0, 100, 100), C.rect(200, 100, 100, 100), C.rect(300, 0, 100, 100), C.rect(300, 100, 100, 100),
            C.rect(0, 200, 200, 200),
        ])
    }

    @Test("estimated heights resolve to the preferred size; placeholders keep the estimate")
    func estimated() {
        let item = C.item(.fractionalWidth(1), .estimated(44))
        item.contentInsets = DirectionalEdgeInsets(all: 10)  // ignored on the estimated axis
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)),
                             C.container([.init(items: [.aspectRatio(2), nil, .size(CGSize(width: 100, height: 30))])]))
        #expect(result.cellFrames == [C.rect(10, 0, 370, 195), C.rect(10, 195, 370, 44), C.rect(10, 239, 370, 117)])
        #expect(result.contentSize.height == 356)
    }

    /// A size a self-sizing cell answered is taken as is on the estimated axis (UIKit's preferred
    /// height), where an explicit spec `size` is scaled to the item's width.
    @Test("a fitted size keeps its own height on an estimated axis; a spec size scales to the width")
    func fittedSizeKeepsItsHeight() {
        let item = C.item(.fractionalWidth(1), .estimated(44))
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let fitted = C.solve(layout, C.container([.init(items: [.fitted(CGSize(width: 374.4, height: 50)), .fitted(CGSize(width: 100, height: 30))])]))
        let scaled = C.solve(layout, C.container([.init(items: [.size(CGSize(width: 374.4, height: 50)), .size(CGSize(width: 100, height: 30))])]))
        #expect(fitted.cellFrames.map(\.height) == [50, 30])
        #expect(scaled.cellFrames.map(\.height) == [390 * 50 / 374.4, 117])
    }

    @Test("a custom group consumes one item per frame, relative to the group")
    func custom() {
        let group = CollectionLayoutGroup.custom(layoutSize: C.size(.fractionalWidth(1), .absolute(120))) { environment in
            let width = environment.container.contentSize.width
            return [CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width, height: 80)),
                    CollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 60, width: 50, height: 50), zIndex: 3)]
        }
        let result = C.solve(CompositionalLayout(section: CollectionLayoutSection(group: group)), C.container([.init(placeholders: 3)]))
        #expect(result.cellFrames == [C.rect(0, 0, 390, 80), C.rect(10, 60, 50, 50), C.rect(0, 120, 390, 80)])
        #expect(result.attributes(forItemAt: IndexPath(item: 1, section: 0))?.zIndex == 3)
    }

    @Test("an item larger than its group places nothing, terminates and warns")
    func itemLargerThanGroup() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.absolute(100), .absolute(50)),
                                                     subitems: [C.item(.absolute(150), .absolute(50))])
        let (result, warnings) = CompositionalLayout(section: CollectionLayoutSection(group: group))
            .layoutWithWarnings(in: C.container([.init(placeholders: 5)]))
        #expect(result.attributes.isEmpty)
        #expect(result.contentSize.height == 0)
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("cannot hold its first subitem") == true)
    }
}
