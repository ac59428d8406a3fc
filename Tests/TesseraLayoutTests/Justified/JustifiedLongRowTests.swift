import Foundation
import Testing
@testable import TesseraLayout

/// A row that takes every item (issue 23): offering a photo to a row costs the same however
/// many photos it already holds, so a million items in one row are laid out in linear time.
///
/// The bound is on the work the layout reports (``JustifiedLayout/Work``: offers to a row, box
/// reads and writes), not on the clock, so a loaded machine cannot fail it. Before the fix each
/// offer summed the whole row again: 4.5 × 10¹⁰ additions for the row below, over an hour in a
/// debug build (100,000 items took 7 min 53 s through `tessera layout`); `Scripts/bench-layout`
/// times such a row.
@Suite("Justified layout, one very long row")
struct JustifiedLongRowTests {
    /// The result and the work of laying out `count` placeholders with `ratio` forced.
    private func laidOut(_ count: Int, ratio: CGFloat) -> (LayoutResult, JustifiedLayout.Work) {
        var layout = JustifiedLayout()
        layout.forceAspectRatio = ratio
        var work = JustifiedLayout.Work()
        let result = layout.layout(in: container(width: 1060, [.init(placeholders: count)]), work: &work)
        return (result, work)
    }

    /// 300,000 placeholders forced to an aspect ratio of 10⁻⁶ sum to 0.3, below the 2.4375 a
    /// row of W = 1040 needs: all of them stay in the one (widow) row. Each box is visited three
    /// times (joining, completing, placing), and twice the photos are exactly twice the work:
    /// a row summed again at each offer would be n²/2 visits.
    @Test(.timeLimit(.minutes(5)))   // a safety net for a hang, not a speed bound
    func longRowIsLinear() throws {
        let count = 300_000
        let (result, work) = laidOut(count, ratio: 0.000_001)
        #expect(work.offers == count)
        #expect(work.rows == 1)
        #expect(work.boxVisits == 3 * count, "\(work)")
        let (_, half) = laidOut(count / 2, ratio: 0.000_001)
        #expect(2 * half.boxVisits == work.boxVisits && 2 * half.offers == work.offers, "\(half) → \(work)")

        #expect(result.attributes.count == count)
        // One row at the target height (a widow row with no row before), every box 0 wide
        // (round(10⁻⁶ × 320) = 0), left-aligned 10 apart.
        #expect(result.attributes.allSatisfy { $0.frame.minY == 10 && $0.frame.height == 320 && $0.frame.width == 0 })
        #expect(result.attributes[count - 1].frame.minX == 10 + CGFloat(count - 1) * 10)
        #expect(result.contentSize.height == 340)
    }

    /// Ordinary rows (three 1:1 photos make a row of W = 1040 at 336 points, within tolerance):
    /// each photo is offered at most twice and each box visited at most four times (joining, the
    /// two passes of a justified row, placing), so 2,000 photos cost twice what 1,000 do.
    @Test func manyRowsAreLinear() {
        let (small, smallWork) = laidOut(1_000, ratio: 1)
        let (large, largeWork) = laidOut(2_000, ratio: 1)
        #expect(small.attributes.count == 1_000 && large.attributes.count == 2_000)
        for (count, work) in [(1_000, smallWork), (2_000, largeWork)] {
            #expect(work.offers >= count && work.offers <= 2 * count, "\(count): \(work)")
            #expect(work.boxVisits >= 3 * count && work.boxVisits <= 4 * count, "\(count): \(work)")
            #expect(work.rows <= count / 3 + 2, "\(count): \(work)")
        }
        #expect(largeWork.boxVisits <= 2 * smallWork.boxVisits + 8, "\(smallWork) → \(largeWork)")
    }
}
