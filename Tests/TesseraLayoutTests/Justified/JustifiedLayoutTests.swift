import Foundation
import Testing
@testable import TesseraLayout

/// Flickr justified-layout's rules with its defaults: container 1060 wide, padding 10 (W = 1040),
/// spacing 10, target 320 ± 25 % (a full row's aspect ratios sum to 2.4375 … 4.0625).
@Suite("Justified layout")
struct JustifiedLayoutTests {
    /// Flickr's README example, every frame derived by hand with Tessera's rounding. Flickr's
    /// README shows containerHeight 1269 and the first two boxes: the output of its versions
    /// before 2.1.1, which rounded as Tessera does; 4.1.0 returns 1268.619…
    /// (``JustifiedFlickrConformanceTests`` compares with 4.1.0).
    @Test func flickrReadmeExample() throws {
        let section = ratios(0.5, 1.5, 1, 1.8, 0.4, 0.7, 0.9, 1.1, 1.7, 2, 2.1)
        let result = try LayoutResult.checked(JustifiedLayout(), container(width: 1060, [section]))
        #expect(result.cells(0) == [
            // 0.5 + 1.5 + 1 = 3 → h = 1020 / 3 = 340, widths 170, 510, 340: no rounding error.
            R(10, 10, 170, 340), R(190, 10, 510, 340), R(710, 10, 340, 340),
            // 2.9 → h = round(351.7) = 352; widths 634, 141, 246 are 1 too many: errors
            // round(1/3) = 0, round(2/3) = 1, round(1) = 1 come off the 2nd box.
            R(10, 360, 634, 352), R(654, 360, 140, 352), R(804, 360, 246, 352),
            // 3.7 → h = round(275.7) = 276; widths 248, 304, 469, one too many again.
            R(10, 722, 248, 276), R(268, 722, 303, 276), R(581, 722, 469, 276),
            // 2 + 2.1 = 4.1 > 4.0625, but closer to its target (3.22) than 2 is to 3.25: accepted.
            // h = round(251.2) = 251; widths 502, 527 are 1 short: the second grows.
            R(10, 1008, 502, 251), R(522, 1008, 528, 251),
        ])
        #expect(result.contentSize == CGSize(width: 1060, height: 1269))
    }

    @Test func panoramaGetsARowOfItsOwn() throws {
        let result = try LayoutResult.checked(JustifiedLayout(), container(width: 1060, [ratios(1, 1, 1, 6)]))
        // 6 alone is wider than 4.0625: h = round(1040 / 6) = 173, width 1038 stretched to 1040.
        #expect(result.cells(0) == [R(10, 10, 340, 340), R(360, 10, 340, 340), R(710, 10, 340, 340), R(10, 360, 1040, 173)])
        #expect(result.contentSize.height == 543)
    }

    @Test func widowRowTakesThePreviousRowsHeightLeftAligned() throws {
        let result = try LayoutResult.checked(JustifiedLayout(), container(width: 1060, [ratios(1, 1, 1, 1.5)]))
        #expect(result.cells(0).last == R(10, 360, 510, 340))
        #expect(result.contentSize.height == 710)

        var hidden = JustifiedLayout()
        hidden.showWidows = false
        let withoutWidows = try LayoutResult.checked(hidden, container(width: 1060, [ratios(1, 1, 1, 1.5)]))
        #expect(withoutWidows.cells(0).count == 3)
        #expect(withoutWidows.contentSize.height == 360)
    }

    @Test func onlyRowIsAtTheTargetHeight() throws {
        let result = try LayoutResult.checked(JustifiedLayout(), container(width: 1060, [ratios(1.5)]))
        #expect(result.cells(0) == [R(10, 10, 480, 320)])
        #expect(result.contentSize.height == 340)
    }

    @Test func maxNumRowsStopsTheLayout() throws {
        var layout = JustifiedLayout()
        layout.maxNumRows = 1
        let result = try LayoutResult.checked(layout, container(width: 1060, [ratios(1, 1, 1, 1.5), ratios(1)]))
        #expect(result.cells(0).count == 3)
        #expect(result.cells(1).isEmpty)
        #expect(result.contentSize.height == 360)
    }

    @Test func fullWidthBreakoutRows() throws {
        var layout = JustifiedLayout()
        layout.fullWidthBreakoutRowCadence = 2
        let result = try LayoutResult.checked(layout, container(width: 1060, [ratios(1, 1, 1, 1.5, 1, 1)]))
        #expect(result.cells(0) == [
            R(10, 10, 340, 340), R(360, 10, 340, 340), R(710, 10, 340, 340),
            // Row 2 breaks out: h = round(1040 / 1.5) = 693, clamped to 2 × 320; the width stays 1040.
            R(10, 360, 1040, 640),
            // The widow after a breakout row is at the target height.
            R(10, 1010, 320, 320), R(340, 1010, 320, 320),
        ])
        #expect(result.contentSize.height == 1340)
    }

    @Test func forceAspectRatio() throws {
        var layout = JustifiedLayout()
        layout.forceAspectRatio = 1
        let result = try LayoutResult.checked(layout, container(width: 1060, [ratios(0.5, 1.5, 1)]))
        #expect(result.cells(0) == [R(10, 10, 340, 340), R(360, 10, 340, 340), R(710, 10, 340, 340)])
    }

    @Test func sectionsHeadersAndCaptions() throws {
        var layout = JustifiedLayout()
        layout.sectionHeaderHeights = [1: 30]
        layout.sectionSpacing = 20
        layout.captionHeight = 16
        let result = try LayoutResult.checked(layout, container(width: 1060, [ratios(1, 1, 1), ratios(1.5)]))
        #expect(result.cells(0) == [R(10, 10, 340, 356), R(360, 10, 340, 356), R(710, 10, 340, 356)])
        #expect(result.supplementary(.header, 0) == nil)
        #expect(result.supplementary(.header, 1) == R(10, 396, 1040, 30))
        // A section's first and only row is a widow at the target height.
        #expect(result.cells(1) == [R(10, 436, 480, 336)])
        #expect(result.contentSize.height == 782)
    }

    /// Any width and any ratios give finite frames inside the content, every item placed,
    /// in bounded time.
    @Test func hostileInputsKeepTheInvariants() throws {
        let section = ratios(1e-9, 1e9, 0.001, 1000, 1, 3, 0.2)
        for width: CGFloat in [0, 5, 20, 21, 333.3, 1060, 10_000] {
            let result = try LayoutResult.checked(JustifiedLayout(), container(width: width, [section, ratios(), section]))
            #expect(result.cells(0).count == 7 && result.cells(2).count == 7)
        }
    }
}
