import Foundation
import Testing
@testable import TesseraLayout

/// LayoutResult: dump order, O(1) lookups, rect queries and the invariant check itself.
@Suite("LayoutResult")
struct LayoutResultTests {
    static func cell(_ section: Int, _ item: Int, _ frame: CGRect) -> LayoutAttributes {
        LayoutAttributes(forCellAt: IndexPath(item: item, section: section), frame: frame)
    }

    static func supplementary(_ kind: ElementKind, _ section: Int, item: Int = 0, _ frame: CGRect) -> LayoutAttributes {
        LayoutAttributes(forSupplementaryOfKind: kind, at: IndexPath(item: item, section: section), frame: frame)
    }

    static func decoration(_ kind: ElementKind, _ section: Int, _ frame: CGRect) -> LayoutAttributes {
        LayoutAttributes(forDecorationOfKind: kind, at: IndexPath(item: 0, section: section), frame: frame, zIndex: -1)
    }

    /// Elements given in any order come out by section, then cells, supplementaries,
    /// decorations, then item, then kind name.
    @Test func dumpOrder() throws {
        let elements = [
            Self.decoration(.background, 1, R(0, 100, 100, 100)),
            Self.supplementary(.header, 1, R(0, 100, 100, 10)),
            Self.cell(1, 1, R(50, 110, 50, 50)),
            Self.supplementary(.badge, 0, item: 1, R(40, 0, 10, 10)),
            Self.supplementary(.footer, 1, R(0, 190, 100, 10)),
            Self.cell(0, 1, R(50, 0, 50, 50)),
            Self.supplementary(.badge, 0, item: 0, R(0, 0, 10, 10)),
            Self.cell(1, 0, R(0, 110, 50, 50)),
            Self.cell(0, 0, R(0, 0, 50, 50)),
        ]
        let result = LayoutResult(contentSize: CGSize(width: 100, height: 200), attributes: elements)
        try result.checkInvariants()
        let order = result.attributes.map { "\($0.section)\($0.category.dumpName.prefix(1))\($0.item)\($0.representedElementKind?.rawValue ?? "")" }
        #expect(order == ["0c0", "0c1", "0s0badge", "0s1badge", "1c0", "1c1", "1s0footer", "1s0header", "1d0background"])
        // Reversing the input changes nothing.
        #expect(LayoutResult(contentSize: result.contentSize, attributes: elements.reversed()) == result)
    }

    @Test func lookups() {
        let elements = [
            Self.cell(0, 0, R(0, 0, 10, 10)), Self.cell(0, 1, R(10, 0, 10, 10)),
            Self.cell(2, 0, R(0, 20, 10, 10)), Self.cell(2, 2, R(20, 20, 10, 10)),
            Self.supplementary(.header, 2, R(0, 10, 30, 10)), Self.decoration(.background, 2, R(0, 10, 30, 20)),
        ]
        let result = LayoutResult(contentSize: CGSize(width: 30, height: 30), attributes: elements)
        #expect(result.attributes(forItemAt: IndexPath(item: 1, section: 0))?.frame == R(10, 0, 10, 10))
        #expect(result.attributes(at: IndexPath(item: 1, section: 0)) == result.attributes(forItemAt: IndexPath(item: 1, section: 0)))
        #expect(result.attributes(forItemAt: IndexPath(item: 2, section: 0)) == nil)
        #expect(result.attributes(forItemAt: IndexPath(item: 0, section: 1)) == nil)
        // Section 2 has items 0 and 2 only: found through the sparse path.
        #expect(result.attributes(forItemAt: IndexPath(item: 2, section: 2))?.frame == R(20, 20, 10, 10))
        #expect(result.attributes(forItemAt: IndexPath(item: 1, section: 2)) == nil)
        #expect(result.attributes(forItemAt: IndexPath(item: 0, section: 3)) == nil)
        #expect(result.attributes(forItemAt: IndexPath(indexes: [0])) == nil)
        #expect(result.attributes(forSupplementaryOfKind: .header, at: IndexPath(item: 0, section: 2))?.frame == R(0, 10, 30, 10))
        #expect(result.attributes(forSupplementaryOfKind: .footer, at: IndexPath(item: 0, section: 2)) == nil)
        #expect(result.attributes(forDecorationOfKind: .background, at: IndexPath(item: 0, section: 2))?.zIndex == -1)
        #expect(result.numberOfCells(inSection: 0) == 2)
        #expect(result.numberOfCells(inSection: 1) == 0)
        #expect(result.numberOfCells(inSection: 2) == 2)
        #expect(result.sectionCount == 3)
        #expect(result.invariantViolations().isEmpty)
    }

    /// Frames that only touch the rect are not in it; zero-width frames strictly inside it are;
    /// hidden ones are; a rect of zero area holds nothing.
    @Test func rectQuerySemantics() {
        var hidden = Self.cell(0, 2, R(0, 20, 10, 10))
        hidden.isHidden = true
        let elements = [Self.cell(0, 0, R(0, 0, 10, 10)), Self.cell(0, 1, R(10, 0, 0, 10)), hidden]
        let result = LayoutResult(contentSize: CGSize(width: 10, height: 30), attributes: elements)
        #expect(result.attributes(in: R(0, 10, 10, 10)).isEmpty)            // touches items 0 and 2
        #expect(result.attributes(in: R(0, 9.5, 10, 1)).map(\.item) == [0])
        #expect(result.attributes(in: R(5, 0, 10, 10)).map(\.item) == [0, 1])   // item 1: x = 10, no width
        #expect(result.attributes(in: R(10, 0, 10, 10)).isEmpty)                // touches items 0 and 1
        #expect(result.attributes(in: R(0, 25, 1, 1)).map(\.item) == [2])
        #expect(result.indices(in: R(-5, -5, 100, 100)) == [0, 1, 2])
        #expect(result.attributes(in: R(0, 0, 0, 0)).isEmpty)
    }

    /// The invariant check finds what is wrong, with the evidence.
    @Test func invariantViolationsAreReported() {
        let result = LayoutResult(contentSize: CGSize(width: 100, height: 100), attributes: [
            Self.cell(0, 0, R(0, 0, 50, 50)),
            Self.cell(0, 1, R(60, 0, 50, 50)),
            Self.cell(0, 2, CGRect(x: 0, y: 60, width: 10, height: CGFloat.nan)),
        ])
        let violations = result.invariantViolations()
        #expect(violations.contains(.outsideContent(index: 1, frame: R(60, 0, 50, 50))))
        #expect(violations.contains { if case .invalidFrame(index: 2, _) = $0 { true } else { false } })
        #expect(!violations.contains { if case .outsideContent(index: 0, _) = $0 { true } else { false } })
        #expect(throws: LayoutInvariantError.self) { try result.checkInvariants() }
        let negative = LayoutResult(contentSize: CGSize(width: -1, height: 10), attributes: [])
        #expect(negative.invariantViolations() == [.invalidContentSize(CGSize(width: -1, height: 10))])
    }

    @Test func equalityComparesContent() {
        let a = LayoutResult(contentSize: CGSize(width: 10, height: 10), attributes: [Self.cell(0, 0, R(0, 0, 10, 10))])
        let b = LayoutResult(contentSize: CGSize(width: 10, height: 10), attributes: [Self.cell(0, 0, R(0, 0, 10, 10))])
        let c = LayoutResult(contentSize: CGSize(width: 10, height: 10), attributes: [Self.cell(0, 0, R(0, 0, 10, 9))])
        #expect(a == b)
        #expect(a != c)
        #expect(a != LayoutResult(contentSize: a.contentSize, attributes: a.attributes, scrollDirection: .horizontal))
    }

    /// A width change gives a new result; the same container gives an equal one.
    @Test func resultsFollowTheContainerSize() {
        let layout = WaterfallLayout(columnCount: 2)
        let portrait = container(width: 390, [.init(placeholders: 5)])
        let landscape = portrait.resized(to: CGSize(width: 844, height: 390))
        #expect(layout.layout(in: portrait) == layout.layout(in: portrait))
        #expect(layout.layout(in: portrait) != layout.layout(in: landscape))
        #expect(layout.layout(in: landscape).contentSize.width == 844)
    }

    @Test func attributesConveniences() {
        let element = LayoutAttributes(forCellAt: IndexPath(item: 3, section: 1), frame: R(10, 20, 30, 40))
        #expect(element.indexPath == IndexPath(item: 3, section: 1))
        #expect(element.center == CGPoint(x: 25, y: 40))
        #expect(element.size == CGSize(width: 30, height: 40))
        #expect(element.representedElementKind == nil)
        #expect(!element.isHidden)
    }
}
