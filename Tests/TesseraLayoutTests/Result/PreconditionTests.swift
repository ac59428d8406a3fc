import Foundation
import Testing
import TesseraLayout

/// API misuse stops the program (a `precondition`) rather than producing a wrong result.
@Suite("Preconditions")
struct PreconditionTests {
    @Test func duplicateElements() async {
        await #expect(processExitsWith: .failure) {
            let cell = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0), frame: .zero)
            _ = LayoutResult(contentSize: .zero, attributes: [cell, cell])
        }
    }

    @Test func zeroColumns() async {
        await #expect(processExitsWith: .failure) {
            _ = WaterfallLayout(columnCount: 0).layout(in: CollectionContainer(size: CGSize(width: 100, height: 100),
                                                                                sections: [.init(placeholders: 1)]))
        }
    }

    @Test func invalidPreferredSize() async {
        await #expect(processExitsWith: .failure) {
            _ = CollectionContainer.Section(items: [.aspectRatio(0)])
        }
    }
}
