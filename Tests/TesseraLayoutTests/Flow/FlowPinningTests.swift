import Foundation
import Testing
@testable import TesseraLayout

/// Pinned headers and footers (`sectionHeadersPinToVisibleBounds`, `…Footers…`).
@Suite("Flow pinning")
struct FlowPinningTests {
    /// Two sections of 3 items (100 × 100, one per line): header 30, footer 20.
    /// Section 0: header 0, items 30/140/250, footer 350; section 1: header 370, items
    /// 400/510/620, footer 720; content 740.
    static var layout: FlowLayout {
        var layout = FlowLayout(itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 10,
                                headerReferenceSize: CGSize(width: 0, height: 30),
                                footerReferenceSize: CGSize(width: 0, height: 20))
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        return layout
    }

    static func result(viewport: CGFloat?) throws -> LayoutResult {
        let sections: [CollectionContainer.Section] = [.init(placeholders: 3), .init(placeholders: 3)]
        return try LayoutResult.checked(layout, container(width: 100, height: 300, sections,
                                                          viewport: viewport.map { CGPoint(x: 0, y: $0) }))
    }

    /// Without a viewport everything is at rest, as in frame dumps.
    @Test func atRest() throws {
        let result = try Self.result(viewport: nil)
        #expect(result.supplementary(.header, 0) == R(0, 0, 100, 30))
        #expect(result.supplementary(.footer, 0) == R(0, 350, 100, 20))
        #expect(result.supplementary(.header, 1) == R(0, 370, 100, 30))
        #expect(result.supplementary(.footer, 1) == R(0, 720, 100, 20))
        #expect(result.contentSize.height == 740)
    }

    /// header y = min(max(viewportTop, resting), sectionEnd − height), where the section ends
    /// after its bottom inset; footer y = max(min(viewportBottom − height, resting), the end of
    /// the header).
    @Test(arguments: [
        (CGFloat(100), CGFloat(100), CGFloat(350), CGFloat(370), CGFloat(400)),
        (340, 320, 350, 370, 620),
        (800, 320, 350, 690, 720),
        (0, 0, 280, 370, 400),
    ])
    func pinned(viewport: CGFloat, header0: CGFloat, footer0: CGFloat, header1: CGFloat, footer1: CGFloat) throws {
        let result = try Self.result(viewport: viewport)
        #expect(result.supplementary(.header, 0) == R(0, header0, 100, 30))
        #expect(result.supplementary(.footer, 0) == R(0, footer0, 100, 20))
        #expect(result.supplementary(.header, 1) == R(0, header1, 100, 30))
        #expect(result.supplementary(.footer, 1) == R(0, footer1, 100, 20))
        // Cells never move.
        #expect(result.cells(0) == [R(0, 30, 100, 100), R(0, 140, 100, 100), R(0, 250, 100, 100)])
    }

    @Test func horizontalPinnedHeader() throws {
        var layout = FlowLayout(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 10,
                                headerReferenceSize: CGSize(width: 30, height: 0))
        layout.sectionHeadersPinToVisibleBounds = true
        let sections: [CollectionContainer.Section] = [.init(placeholders: 3)]
        // items at x 30, 140, 250 (one per column in a 100-point height); the section ends at 350
        let moved = try LayoutResult.checked(layout, container(width: 250, height: 100, sections, viewport: CGPoint(x: 50, y: 0)))
        #expect(moved.supplementary(.header, 0) == R(50, 0, 30, 100))
        let clamped = try LayoutResult.checked(layout, container(width: 250, height: 100, sections, viewport: CGPoint(x: 500, y: 0)))
        #expect(clamped.supplementary(.header, 0) == R(320, 0, 30, 100))
    }
}
