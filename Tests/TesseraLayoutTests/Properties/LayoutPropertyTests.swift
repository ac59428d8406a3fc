import Foundation
import Testing
@testable import TesseraLayout

/// Properties that hold for every input: no overlapping cells, frames inside the content,
/// rect queries equal to brute force, the same result for the same input.
@Suite("Layout properties")
struct LayoutPropertyTests {
    static let seeds: [UInt64] = Array(1...60)

    @Test(arguments: seeds)
    func waterfall(seed: UInt64) throws {
        var random = RandomInputs(seed: seed)
        let layout = random.waterfall()
        let width = random.number(150...1200)
        let input = container(width: width, random.sections(maxItems: 40))
        let result = layout.layout(in: input)
        let probes = (0..<40).map { _ in random.rect(around: result.contentSize) }
        let violations = result.invariantViolations(probes: probes)
        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(3))")
        for section in 0..<input.numberOfSections {
            let cells = result.cells(section)
            #expect(cells.count == input.numberOfItems(inSection: section), "seed \(seed)")
            for i in cells.indices {
                for j in cells.indices where j > i {
                    #expect(!interiorsOverlap(cells[i], cells[j]), "seed \(seed): section \(section) items \(i) and \(j) overlap")
                }
            }
        }
        let again = layout.layout(in: input)
        #expect(again == result, "seed \(seed)")
        #expect(again.frameDumpJSON() == result.frameDumpJSON(), "seed \(seed)")
    }

    @Test(arguments: seeds)
    func flow(seed: UInt64) throws {
        var random = RandomInputs(seed: seed)
        let layout = random.flow()
        let input = container(width: random.number(240...900), height: random.number(240...900),
                              random.sections(maxItems: 30, sizes: 1...200))
        let result = layout.layout(in: input)
        let probes = (0..<40).map { _ in random.rect(around: result.contentSize) }
        let violations = result.invariantViolations(probes: probes)
        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(3))")
        let cells = result.attributes.filter { $0.category == .cell }.map(\.frame)
        #expect(cells.count == input.numberOfItems, "seed \(seed)")
        for i in cells.indices {
            for j in cells.indices where j > i {
                #expect(!interiorsOverlap(cells[i], cells[j]), "seed \(seed): cells \(i) and \(j) overlap")
            }
        }
        #expect(layout.layout(in: input) == result, "seed \(seed)")
    }

    /// Many elements: queries against brute force on a result too big for the exhaustive
    /// per-frame probes.
    @Test(arguments: [ItemRenderDirection.shortestFirst, .leftToRight, .rightToLeft])
    func queriesOnLargeResults(direction: ItemRenderDirection) throws {
        var random = RandomInputs(seed: 99)
        var layout = WaterfallLayout(columnCount: 4, columnSpacing: 3, interitemSpacing: 5)
        layout.itemRenderDirection = direction
        layout.headerHeight = 30
        let sections = (0..<5).map { _ in CollectionContainer.Section(items: (0..<400).map { _ in .aspectRatio(random.number(0.3...3)) }) }
        let result = layout.layout(in: container(width: 600, sections))
        let probes = (0..<200).map { _ in random.rect(around: result.contentSize) }
        try result.checkInvariants(probes: probes)
    }
}
