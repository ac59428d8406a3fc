import Foundation
import Testing
@testable import TesseraLayout

/// Malformed specs fail with the error that names the key path.
@Suite("Spec errors")
struct SpecErrorTests {
    static func waterfall(_ options: [(String, SpecNode)]) -> SpecNode {
        var entries = [SpecEntry(key: "type", value: "waterfall")]
        entries += options.map { SpecEntry(key: $0.0, value: $0.1) }
        return ["sections": [["items": 2], ["items": 1]], "layout": SpecNode(.mapping(entries))]
    }

    static let cases: [(SpecNode, String)] = [
        (waterfall([("sectionInset", ["top": "8px"])]), #"layout.sectionInset.top: expected a number, got "8px""#),
        (waterfall([("columnCount", 0)]), "layout.columnCount: must be at least 1, got 0"),
        (waterfall([("columnCount", 2.5)]), "layout.columnCount: expected an integer, got 2.5"),
        (waterfall([("columnCount", "3")]), #"layout.columnCount: expected an integer, got "3""#),
        (waterfall([("foo", 1)]), "layout.foo: unknown key"),
        (waterfall([("columnSpacing", -1)]), "layout.columnSpacing: must not be negative, got -1"),
        (waterfall([("headerHeight", nil)]), "layout.headerHeight: expected a number, got null"),
        (waterfall([("minimumContentHeight", .init(.number(.infinity)))]), "layout.minimumContentHeight: must be a finite number, got inf"),
        (waterfall([("itemRenderDirection", "up")]),
         #"layout.itemRenderDirection: expected one of shortestFirst, leftToRight, rightToLeft, got "up""#),
        (waterfall([("itemRenderDirection", 1)]),
         "layout.itemRenderDirection: expected one of shortestFirst, leftToRight, rightToLeft, got 1"),
        (waterfall([("headerInset", ["top": 1, "leading": 2])]), "layout.headerInset.leading: unknown key"),
        (waterfall([("sectionInset", [1, 2, 3, 4])]), "layout.sectionInset: expected a mapping, got a list"),
        (waterfall([("sectionOverrides", [nil, ["columnCount": 0]])]), "layout.sectionOverrides[1].columnCount: must be at least 1, got 0"),
        (waterfall([("sectionOverrides", [["itemRenderDirection": "leftToRight"]])]),
         "layout.sectionOverrides[0].itemRenderDirection: unknown key"),
        (waterfall([("sectionOverrides", [nil, nil, nil])]), "layout.sectionOverrides: has 3 entries but the spec has 2 sections"),
        (waterfall([("sectionOverrides", ["columnCount": 3])]), "layout.sectionOverrides: expected a list, got a mapping"),
        (["sections": [], "layout": ["type": "flow", "scrollDirection": "diagonal"]],
         #"layout.scrollDirection: expected one of vertical, horizontal, got "diagonal""#),
        (["sections": [], "layout": ["type": "flow", "itemSize": ["width": 10]]], "layout.itemSize.height: missing required key"),
        (["sections": [], "layout": ["type": "flow", "itemSize": ["width": -10, "height": 1]]],
         "layout.itemSize.width: must not be negative, got -10"),
        (["sections": [], "layout": ["type": "flow", "sectionHeadersPinToVisibleBounds": "yes"]],
         #"layout.sectionHeadersPinToVisibleBounds: expected a boolean, got "yes""#),
        (["sections": [], "layout": ["type": "flow", "columnCount": 2]], "layout.columnCount: unknown key"),
        (["sections": [], "layout": ["type": "grid"]], #"layout.type: expected one of waterfall, flow, compositional, justified, got "grid""#),
        (["sections": [], "layout": ["type": "compositional"]], "layout.sections: missing required key"),
        (["sections": [], "layout": ["type": "compositional", "sections": []]], "layout.sections: must hold at least one section"),
        (["sections": [], "layout": ["columnCount": 2]], "layout.type: missing required key"),
        (["sections": [], "layout": "waterfall"], #"layout: expected a mapping, got "waterfall""#),
        (["layout": ["type": "flow"]], "sections: missing required key"),
        (["sections": []], "layout: missing required key"),
        (["sections": [], "layout": ["type": "flow"], "version": 2], "version: unknown key"),
        ([1, 2], "(top level): expected a mapping, got a list"),
        (["sections": [["items": -1]], "layout": ["type": "flow"]], "sections[0].items: must be at least 0, got -1"),
        (["sections": [["items": "many"]], "layout": ["type": "flow"]],
         #"sections[0].items: expected a number of items or a list of items, got "many""#),
        (["sections": [["items": 1], ["title": 7]], "layout": ["type": "flow"]], "sections[1].title: expected a string, got 7"),
        (["sections": [["items": [["aspectRatio": 0]]]], "layout": ["type": "flow"]],
         "sections[0].items[0].aspectRatio: must be greater than 0, got 0"),
        (["sections": [["items": [["aspectRatio": 1], ["aspectRatio": 1, "image": "a.jpg"]]]], "layout": ["type": "flow"]],
         "sections[0].items[1]: expected exactly one of aspectRatio, image, size, got 2 keys"),
        (["sections": [["items": [[:]]]], "layout": ["type": "flow"]],
         "sections[0].items[0]: expected exactly one of aspectRatio, image, size, got 0 keys"),
        (["sections": [["items": [["size": ["width": 0, "height": 10]]]]], "layout": ["type": "flow"]],
         "sections[0].items[0].size.width: must be greater than 0, got 0"),
        (["sections": [["items": [["image": ""]]]], "layout": ["type": "flow"]], "sections[0].items[0].image: must not be empty"),
        (["sections": [["items": [["url": "a.jpg"]]]], "layout": ["type": "flow"]], "sections[0].items[0].url: unknown key"),
        (["sections": [["items": [1.5]]], "layout": ["type": "flow"]], "sections[0].items[0]: expected a mapping, got 1.5"),
        (["container": ["width": 0], "sections": [], "layout": ["type": "flow"]], "container.width: must be greater than 0, got 0"),
        (["container": ["size": 3], "sections": [], "layout": ["type": "flow"]], "container.size: unknown key"),
        (["container": ["contentInsets": ["left": 3]], "sections": [], "layout": ["type": "flow"]],
         "container.contentInsets.left: unknown key"),
        (["scale": 0, "sections": [], "layout": ["type": "flow"]], "scale: must be greater than 0, got 0"),
        (["scale": true, "sections": [], "layout": ["type": "flow"]], "scale: expected a number, got true"),
        // Limits that keep every frame finite and every allocation bounded (issue 8).
        (waterfall([("columnCount", 1001)]), "layout.columnCount: must be at most 1000, got 1001"),
        (waterfall([("sectionOverrides", [["columnCount": 1e14], nil])]),
         "layout.sectionOverrides[0].columnCount: must be at most 1000, got 100000000000000"),
        (waterfall([("minimumContentHeight", 1e300)]),
         "layout.minimumContentHeight: must be at most 1000000000, got 1e+300"),
        (["sections": [["items": [["aspectRatio": 1e-300]]]], "layout": ["type": "flow"]],
         "sections[0].items[0].aspectRatio: must be at least 0.000001, got 1e-300"),
        (["sections": [["items": [["size": ["width": 1e-7, "height": 1e9]]]]], "layout": ["type": "flow"]],
         "sections[0].items[0].size.width: must be at least 0.000001, got 1e-07"),
        (["sections": [], "layout": ["type": "flow", "minimumInteritemSpacing": 1.5e9]],
         "layout.minimumInteritemSpacing: must be at most 1000000000, got 1500000000"),
    ]

    @Test(arguments: cases)
    func malformed(node: SpecNode, message: String) {
        do {
            _ = try LayoutSpec(from: node)
            Issue.record("decoded a spec that should fail with \(message)")
        } catch let error as SpecError {
            #expect(error.description == message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// Errors carry their evidence as values, including the source location.
    @Test func errorValues() {
        let located = SpecNode(.string("8px"), location: SpecLocation(line: 12, column: 10))
        let node: SpecNode = ["sections": [], "layout": ["type": "waterfall", "sectionInset": ["top": located]]]
        #expect(throws: SpecError.typeMismatch(path: SpecPath([.key("layout"), .key("sectionInset"), .key("top")]),
                                               expected: "a number", got: "\"8px\"",
                                               location: SpecLocation(line: 12, column: 10))) {
            try LayoutSpec(from: node)
        }
        let error = SpecError.unknownKey(path: SpecPath([.key("layout"), .key("foo")]), location: nil)
        #expect(error.path.description == "layout.foo")
        #expect(error.problem == "unknown key")
    }
}
