import Foundation
import Testing
@testable import TesseraLayout

/// `keepsPhotosWhole` (issue 27): justified rows that never crop, for contact sheets, beside
/// Flickr's clamped rows. Flickr's defaults: W = 1040, target 320 ± 25 % (full rows' aspect
/// ratios sum to 2.4375 … 4.0625).
@Suite("Justified layout, photos kept whole")
struct JustifiedWholePhotosTests {
    private var whole: JustifiedLayout {
        var layout = JustifiedLayout()
        layout.keepsPhotosWhole = true
        return layout
    }

    /// A square photo before a 40:1 panorama. Flickr ends the row at 1040 / 1 = 1040, clamps it
    /// to 640 and keeps the width (the square shows as 1040 × 640), and the panorama's 26
    /// becomes 160 (it shows as 6.5:1, a sixth of its width).
    @Test func panoramaAfterASquare() throws {
        let flickr = try LayoutResult.checked(JustifiedLayout(), container(width: 1060, [ratios(1, 40)]))
        #expect(flickr.cells(0) == [R(10, 10, 1040, 640), R(10, 660, 1040, 160)])
        // Kept whole: the square ends its row left-aligned at the target height; the panorama
        // has its own row at its natural height, 1040 / 40 = 26.
        let result = try LayoutResult.checked(whole, container(width: 1060, [ratios(1, 40)]))
        #expect(result.cells(0) == [R(10, 10, 320, 320), R(10, 340, 1040, 26)])
        #expect(result.contentSize.height == 376)
    }

    /// 2 + 4 = 6 is too wide, and farther from its target than 2 alone: Flickr justifies the
    /// 2:1 photo alone at 520 (out of tolerance); kept whole, it stays at 320, left-aligned.
    @Test func rowThatCannotFillWithinToleranceIsLeftAligned() throws {
        let flickr = try LayoutResult.checked(JustifiedLayout(), container(width: 1060, [ratios(2, 4)]))
        #expect(flickr.cells(0) == [R(10, 10, 1040, 520), R(10, 540, 1040, 260)])
        let result = try LayoutResult.checked(whole, container(width: 1060, [ratios(2, 4)]))
        #expect(result.cells(0) == [R(10, 10, 640, 320), R(10, 340, 1040, 260)])
    }

    /// A widow after a panorama's row takes the target height, not the panorama's 26.
    @Test func widowAfterAPanoramaIsAtTheTargetHeight() throws {
        let result = try LayoutResult.checked(whole, container(width: 1060, [ratios(1, 40, 1.5)]))
        #expect(result.cells(0) == [R(10, 10, 320, 320), R(10, 340, 1040, 26), R(10, 376, 480, 320)])
        let flickr = try LayoutResult.checked(JustifiedLayout(), container(width: 1060, [ratios(1, 40, 1.5)]))
        #expect(flickr.cells(0).last == R(10, 830, 240, 160))
    }

    /// A panorama wider than ½ × the target allows is never clamped: 1040 / 100 = 10.4 → 10.
    @Test func lonePanoramaKeepsItsNaturalHeight() throws {
        let result = try LayoutResult.checked(whole, container(width: 1060, [ratios(100)]))
        #expect(result.cells(0) == [R(10, 10, 1040, 10)])
    }

    /// Photos that fill rows within tolerance lay out exactly as Flickr's (its README example).
    @Test func rowsWithinToleranceAreFlickrs() throws {
        let section = ratios(0.5, 1.5, 1, 1.8, 0.4, 0.7, 0.9, 1.1, 1.7, 2, 2.1)
        let flickr = try LayoutResult.checked(JustifiedLayout(), container(width: 1060, [section]))
        let result = try LayoutResult.checked(whole, container(width: 1060, [section]))
        #expect(result == flickr)
    }
}
