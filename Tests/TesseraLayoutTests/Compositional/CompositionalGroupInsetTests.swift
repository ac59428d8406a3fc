import Foundation
import Testing
@testable import TesseraLayout

/// Group content insets and flexible spacing, with frames derived by hand from UIKit's
/// documentation (a group is an item; spacing marked flexible grows into leftover space).
@Suite("Compositional layout: group insets and flexible spacing")
struct CompositionalGroupInsetTests {
    static func section(_ group: CollectionLayoutGroup) -> CompositionalLayout {
        CompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test("a group's content insets shrink the space its subitems are laid out in and resolve against")
    func groupInsets() {
        // Group 400 × 120 inset (10, 20, 10, 20): its content is 360 × 100 at (20, 10); a third
        // of 360 is 120, fractionalHeight(1) is 100. The group keeps its 120-point height.
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(120)),
                                                     subitems: [C.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        group.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let result = C.solve(Self.section(group), C.container(width: 400, [.init(placeholders: 4)]))
        #expect(result.cellFrames == [C.rect(20, 10, 120, 100), C.rect(140, 10, 120, 100), C.rect(260, 10, 120, 100),
                                      C.rect(20, 130, 120, 100)])
        #expect(result.contentSize.height == 240)
    }

    @Test("nested groups: each group's insets apply inside its parent's")
    func nestedInsets() {
        // Outer vertical group 400 × 200 inset 10 on every edge: content (10, 10, 380, 180).
        // Inner horizontal groups are half of 180 high (90) and inset 5 at the sides: content
        // 370 wide from x 15; their items are half of 370 (185).
        let inner = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(0.5)),
                                                     subitems: [C.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        inner.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let outer = CollectionLayoutGroup.vertical(layoutSize: C.size(.fractionalWidth(1), .absolute(200)), subitems: [inner])
        outer.contentInsets = DirectionalEdgeInsets(all: 10)
        let result = C.solve(Self.section(outer), C.container(width: 400, [.init(placeholders: 5)]))
        #expect(result.cellFrames == [C.rect(15, 10, 185, 90), C.rect(200, 10, 185, 90),
                                      C.rect(15, 100, 185, 90), C.rect(200, 100, 185, 90),
                                      C.rect(15, 210, 185, 90)])
    }

    @Test("a partly filled last group keeps the template's slots with flexible spacing")
    func partialGroupFlexible() {
        // 100-point items, flexible(10) spacing, 400 points: three fit (100 + 110 + 110 = 320);
        // the 80 left over makes the two gaps 50: x 0, 150, 300. The second group holds two
        // items, at the full group's first two slots.
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [C.item(.absolute(100), .absolute(100))])
        group.interItemSpacing = .flexible(10)
        let result = C.solve(Self.section(group), C.container(width: 400, [.init(placeholders: 5)]))
        #expect(result.cellFrames.map(\.minX) == [0, 150, 300, 0, 150])
    }

    @Test("flexible edge spacing on both sides centres an item; on one side pushes it to the other")
    func flexibleEdges() {
        // A 250-point item in a 400-point group: one fits, 150 left over, shared by its two
        // flexible edges: x 75. Across, a 50-point item in a 100-point group with flexible top
        // and bottom sits at y 25.
        let centred = C.item(.absolute(250), .absolute(50))
        centred.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.absolute(400), .absolute(100)), subitems: [centred])
        var result = C.solve(Self.section(group), C.container(width: 400, [.init(placeholders: 2)]))
        #expect(result.cellFrames == [C.rect(75, 25, 250, 50), C.rect(75, 125, 250, 50)])

        // Flexible leading only: the item moves by all of the leftover, to the trailing edge.
        let trailing = C.item(.absolute(250), .absolute(50))
        trailing.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(8), top: nil, trailing: nil, bottom: nil)
        result = C.solve(Self.section(.horizontal(layoutSize: C.size(.absolute(400), .absolute(100)), subitems: [trailing])),
                         C.container(width: 400, [.init(placeholders: 1)]))
        #expect(result.cellFrames == [C.rect(150, 0, 250, 50)])
    }

    @Test("flexible edges of repeated items share the leftover as equal units")
    func flexibleEdgesRepeated() {
        // Three 120-point items fit in 400 (360); 40 left over, 6 flexible edges: 20/3 each.
        // Item k moves by the units before it: 1, 3, 5 shares.
        let item = C.item(.absolute(120), .absolute(50))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let group = CollectionLayoutGroup.horizontal(layoutSize: C.size(.absolute(400), .absolute(50)), subitems: [item])
        let result = C.solve(Self.section(group), C.container(width: 400, [.init(placeholders: 3)]))
        let share: CGFloat = 40.0 / 6
        let xs = result.cellFrames.map(\.minX)
        #expect(zip(xs, [share, 120 + 3 * share, 240 + 5 * share]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(xs)")
    }
}
