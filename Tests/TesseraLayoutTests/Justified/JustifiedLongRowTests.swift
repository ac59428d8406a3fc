import Foundation
import Testing
@testable import TesseraLayout

/// A row that takes every item (issue 23): offering a photo to a row costs the same however
/// many photos it already holds, so a million items in one row are laid out in linear time.
@Suite("Justified layout, one very long row")
struct JustifiedLongRowTests {
    /// 300,000 placeholders forced to an aspect ratio of 10⁻⁶ sum to 0.3, below the 2.4375 a
    /// row of W = 1040 needs: all of them stay in the one (widow) row. Before the fix each
    /// offer summed the whole row again: 4.5 × 10¹⁰ additions, over an hour in a debug build
    /// (100,000 items took 7 min 53 s through `tessera layout`); now about a second, and the
    /// bound below is thirty times that, for a busy machine.
    @Test(.timeLimit(.minutes(2)))
    func longRowIsLinear() throws {
        var layout = JustifiedLayout()
        layout.forceAspectRatio = 0.000_001
        let count = 300_000
        let started = ContinuousClock.now
        let result = layout.layout(in: container(width: 1060, [.init(placeholders: count)]))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(30), "took \(elapsed)")
        #expect(result.attributes.count == count)
        // One row at the target height (a widow row with no row before), every box 0 wide
        // (round(10⁻⁶ × 320) = 0), left-aligned 10 apart.
        #expect(result.attributes.allSatisfy { $0.frame.minY == 10 && $0.frame.height == 320 && $0.frame.width == 0 })
        #expect(result.attributes[count - 1].frame.minX == 10 + CGFloat(count - 1) * 10)
        #expect(result.contentSize.height == 340)
    }
}
