import Foundation
import Testing
@testable import TesseraLayout

/// `type: justified` specs: Flickr's configuration forms, defaults, errors and round trips.
@Suite("Justified layout specs")
struct JustifiedSpecTests {
    static let full: SpecNode = [
        "sections": [["items": 3]],
        "layout": [
            "type": "justified", "targetRowHeight": 200, "targetRowHeightTolerance": 0.1,
            "boxSpacing": ["horizontal": 4, "vertical": 6],
            "containerPadding": ["top": 1, "left": 2, "bottom": 3, "right": 4], "maxNumRows": 5,
            "showWidows": false, "fullWidthBreakoutRowCadence": 3, "forceAspectRatio": 1.5,
            "headerHeight": 30, "sectionSpacing": 12, "captionHeight": 14,
        ],
    ]

    @Test func everyKeyDecodesAndRoundTrips() throws {
        let spec = try LayoutSpec(from: Self.full)
        guard case .justified(let layout) = spec.layout else {
            Issue.record("not a justified layout: \(spec.layout.typeName)")
            return
        }
        #expect(layout.targetRowHeight == 200 && layout.targetRowHeightTolerance == 0.1)
        #expect(layout.boxSpacing == .init(horizontal: 4, vertical: 6))
        #expect(layout.containerPadding == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.maxNumRows == 5 && !layout.showWidows && layout.fullWidthBreakoutRowCadence == 3)
        #expect(layout.forceAspectRatio == 1.5 && layout.headerHeight == 30 && layout.sectionSpacing == 12 && layout.captionHeight == 14)
        #expect(try LayoutSpec(from: spec.specNode).specNode == spec.specNode)
        #expect(spec.specNode["layout"] == Self.full["layout"])
    }

    /// Numbers stand for both gaps and all four paddings, `false` turns an option off, and
    /// keys left out take Flickr's defaults.
    @Test func flickrShorthandsAndDefaults() throws {
        let spec = try LayoutSpec(from: ["sections": [], "layout": [
            "type": "justified", "boxSpacing": 5, "containerPadding": 7, "fullWidthBreakoutRowCadence": false, "forceAspectRatio": false,
        ]])
        guard case .justified(let layout) = spec.layout else {
            Issue.record("not a justified layout")
            return
        }
        var expected = JustifiedLayout()
        expected.boxSpacing = .init(5)
        expected.containerPadding = EdgeInsets(all: 7)
        #expect(layout.specNode == expected.specNode)
        #expect(layout.targetRowHeight == 320 && layout.targetRowHeightTolerance == 0.25 && layout.maxNumRows == nil && layout.showWidows)
    }

    @Test func invalidValuesAreNamed() {
        #expect(throws: SpecError.self) {
            try LayoutSpec(from: ["sections": [], "layout": ["type": "justified", "targetRowHeight": 0]])
        }
        #expect(throws: SpecError.self) {
            try LayoutSpec(from: ["sections": [], "layout": ["type": "justified", "boxSpacing": ["horizontal": 4]]])
        }
        #expect(throws: SpecError.self) {
            try LayoutSpec(from: ["sections": [], "layout": ["type": "justified", "fullWidthBreakoutRowCadence": 0]])
        }
    }
}
