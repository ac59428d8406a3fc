import Foundation
import Testing
@testable import TesseraLayout

/// Issue 23, second round: what a spec's counts multiply into is bounded before anything is
/// laid out, and odd scalar values are named for what they are.
@Suite("Spec limits on what counts multiply into")
struct SpecCountLimitTests {
    /// A compositional spec of `items` placeholders whose one section description has `group`.
    static func compositional(items: Int, group: SpecNode, header: Bool = false) -> SpecNode {
        var section: [SpecEntry] = [SpecEntry(key: "group", value: group)]
        if header {
            section.append(SpecEntry(key: "boundarySupplementaryItems", value: [[
                "elementKind": "header", "alignment": "top",
                "size": ["width": ["fractionalWidth": 1], "height": ["absolute": 20]],
            ]]))
        }
        return ["sections": [["items": SpecNode(.number(Double(items)))]],
                "layout": ["type": "compositional", "sections": [SpecNode(.mapping(section))]]]
    }

    static let size: SpecNode = ["width": ["absolute": 5], "height": ["absolute": 5]]
    static func item(badges: Int = 0) -> SpecNode {
        var entries = [SpecEntry(key: "size", value: size)]
        if badges > 0 {
            let badge: SpecNode = ["elementKind": "badge", "size": size, "containerAnchor": ["edges": ["top"]]]
            entries.append(SpecEntry(key: "supplementaryItems", value: SpecNode(.array(Array(repeating: badge, count: badges)))))
        }
        return ["item": SpecNode(.mapping(entries))]
    }
    static func group(_ key: String?, _ count: Double, _ subitem: SpecNode) -> SpecNode {
        var entries = [SpecEntry(key: "kind", value: "horizontal"), SpecEntry(key: "size", value: size),
                       SpecEntry(key: "subitems", value: [subitem])]
        if let key { entries.append(SpecEntry(key: key, value: SpecNode(.number(count)))) }
        return SpecNode(.mapping(entries))
    }

    static let refused: [(String, SpecNode, String)] = [
        ("count 10¹²", compositional(items: 3, group: group("count", 1e12, item())),
         "layout.sections[0].group.count: a group may hold at most 10000000 items, this one holds 1000000000000 (1000000000000 × 1)"),
        ("repeatingCount 10⁹", compositional(items: 3, group: group("repeatingCount", 1e9, item())),
         "layout.sections[0].group.repeatingCount: a group may hold at most 10000000 items, this one holds 1000000000 (1000000000 × 1)"),
        ("10⁴ groups of 10⁴", compositional(items: 3, group: group("repeatingCount", 10_000, ["group": group("count", 10_000, item())])),
         "layout.sections[0].group.repeatingCount: a group may hold at most 10000000 items, this one holds 100000000 (10000 × 10000)"),
        ("a deep multiplier", compositional(items: 3, group: group(nil, 0, ["group": group("count", 1e14, item())])),
         "layout.sections[0].group.subitems[0].group.count: a group may hold at most 10000000 items, this one holds 100000000000000 (100000000000000 × 1)"),
        ("ten million items with two badges each", compositional(items: 10_000_000, group: group(nil, 0, item(badges: 2))),
         "sections: the layout could make up to 30000000 elements (cells, supplementaries and decorations) for these sections, more than the 20000000 allowed"),
        ("items: .nan", ["sections": [["items": SpecNode(.number(.nan))]], "layout": ["type": "flow"]],
         "sections[0].items: must be a finite number, got nan"),
        ("columnCount: .inf", ["sections": [], "layout": ["type": "waterfall", "columnCount": SpecNode(.number(.infinity))]],
         "layout.columnCount: must be a finite number, got inf"),
        ("a title of 1,001 characters", ["sections": [["title": SpecNode(.string(String(repeating: "é", count: 1_001)))]], "layout": ["type": "flow"]],
         "sections[0].title: must be at most 1000 characters, got 1001"),
        ("an image path with a NUL", ["sections": [["items": [["image": "a\0b.jpg"]]]], "layout": ["type": "flow"]],
         #"sections[0].items[0].image: must not contain a NUL character (\0), got "a\u0000b.jpg""#),
    ]

    @Test(arguments: refused.indices)
    func refusedBeforeLayingOut(_ index: Int) {
        let (name, spec, message) = Self.refused[index]
        #expect(throws: SpecError.self, "\(name)") { try LayoutSpec(from: spec) }
        do {
            _ = try LayoutSpec(from: spec)
        } catch {
            #expect(String(describing: error) == message, "\(name)")
        }
    }

    @Test("at the limits: ten million items with a badge each, and a group of ten million slots, are accepted")
    func atTheLimits() throws {
        let badges = try LayoutSpec(from: Self.compositional(items: 10_000_000, group: Self.group(nil, 0, Self.item(badges: 1))))
        #expect(badges.sections[0].itemCount == 10_000_000)
        let slots = try LayoutSpec(from: Self.compositional(items: 3, group: Self.group("count", 10_000_000, Self.item()), header: true))
        #expect(slots.sections[0].itemCount == 3)
        let title = String(repeating: "é", count: 1_000)
        #expect(try LayoutSpec(from: ["sections": [["title": SpecNode(.string(title))]], "layout": ["type": "flow"]]).sections[0].title == title)
    }
}
