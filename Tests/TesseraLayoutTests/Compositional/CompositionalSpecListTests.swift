import Foundation
import Testing
@testable import TesseraLayout

/// What spec files learned with lists: list sections, group content insets and
/// `uniformAcrossSiblings`, frames derived by hand.
@Suite("Compositional spec files: lists, group insets, uniform siblings")
struct CompositionalSpecListTests {
    static func layOut(_ layout: SpecNode, sections: SpecNode, width: CGFloat = 390) throws -> (LayoutSpec, LayoutResult) {
        let spec = try LayoutSpec(from: ["container": ["width": 390, "height": 844], "sections": sections, "layout": layout])
        return (spec, spec.layout.collectionLayout.layout(in: try spec.makeContainer(width: width, height: nil) { _ in 1 }))
    }

    @Test("a list section: an inset-grouped list with a header, its side inset following the width")
    func listSection() throws {
        let layout: SpecNode = ["type": "compositional", "sections": [["list": ["appearance": "insetGrouped", "headerMode": "supplementary"]]]]
        let (spec, narrow) = try Self.layOut(layout, sections: [["items": 2]])
        // 390 points: side inset 16; the header (38) follows the insets; 44-point rows under it.
        #expect(C.frame(narrow, ElementKind(ListMetrics.headerKind)) == C.rect(16, 0, 358, 38))
        #expect(narrow.cellFrames == [C.rect(16, 38, 358, 44), C.rect(16, 82, 358, 44)])
        let (_, wide) = try Self.layOut(layout, sections: [["items": 1]], width: 844)
        #expect(wide.cellFrames == [C.rect(20, 38, 804, 44)])
        guard case .compositional(let compositional, _) = spec.layout else { Issue.record("not compositional"); return }
        #expect(compositional.listConfiguration(ofSection: 0)?.appearance == .insetGrouped)
        #expect(compositional.listConfiguration(ofSection: 3)?.headerMode == .supplementary)   // the last section repeats
    }

    @Test("list keys are checked")
    func listErrors() {
        let bad: SpecNode = ["type": "compositional", "sections": [["list": ["appearance": "fancy"]]]]
        #expect(throws: SpecError.self) { try Self.layOut(bad, sections: [["items": 1]]) }
        let extra: SpecNode = ["type": "compositional", "sections": [["list": ["appearance": "plain"], "interGroupSpacing": 4]]]
        #expect(throws: SpecError.self) { try Self.layOut(extra, sections: [["items": 1]]) }
    }

    @Test("uniformAcrossSiblings: the items of one group take the tallest of their heights")
    func uniform() throws {
        let layout: SpecNode = ["type": "compositional", "sections": [["group": [
            "kind": "horizontal",
            "size": ["width": ["fractionalWidth": 1], "height": ["estimated": 100]],
            "subitems": [["item": ["size": ["width": ["fractionalWidth": 0.5], "height": ["uniformAcrossSiblings": 100]]]]],
        ]]]]
        // Items 195 wide; aspect ratios 1.5 and 0.75 give 130 and 260; both take 260.
        let (_, result) = try Self.layOut(layout, sections: [["items": [["aspectRatio": 1.5], ["aspectRatio": 0.75]]]])
        #expect(result.cellFrames == [C.rect(0, 0, 195, 260), C.rect(195, 0, 195, 260)])
    }

    @Test("container safe area, layout margins and orthogonal offsets: decoded, laid out, written back")
    func containerReferences() throws {
        let node: SpecNode = [
            "container": ["width": 844, "height": 390, "safeAreaInsets": ["top": 0, "leading": 47, "bottom": 21, "trailing": 47],
                          "orthogonalOffsets": ["1": 100]],
            "sections": [["items": 1], ["items": 3]],
            "layout": ["type": "compositional", "sections": [
                ["group": ["kind": "horizontal", "size": ["width": ["fractionalWidth": 1], "height": ["absolute": 50]],
                           "subitems": [["item": ["size": ["width": ["fractionalWidth": 1], "height": ["fractionalHeight": 1]]]]]],
                 "contentInsets": ["top": 0, "leading": 10, "bottom": 0, "trailing": 10]],
                ["group": ["kind": "horizontal", "size": ["width": ["absolute": 200], "height": ["absolute": 50]],
                           "subitems": [["item": ["size": ["width": ["fractionalWidth": 1], "height": ["fractionalHeight": 1]]]]]],
                 "orthogonalScrollingBehavior": "continuous", "contentInsetsReference": "none"],
            ]],
        ]
        let spec = try LayoutSpec(from: node)
        let result = spec.layout.collectionLayout.layout(in: try spec.makeContainer { _ in 1 })
        // Section 0: measured from the safe area (automatic): 47 + 10 on each side.
        #expect(result.cellFrames[0] == C.rect(57, 0, 730, 50))
        // Section 1: no reference, scrolled by 100: groups of 200 from x 0, moved back 100.
        #expect(result.cellFrames[1...].map(\.minX) == [-100, 100, 300])
        let again = try LayoutSpec(from: spec.specNode)
        #expect(again.container == spec.container)
        #expect(spec.container.layoutMargins == nil)   // the size class's: 16 at the sides for 844 × 390
        #expect(spec.container.insetsReferences(contentWidth: 844, size: CGSize(width: 844, height: 390)).layoutMargins.leading == 63)
    }
}
