import Foundation

// How many elements a `type: compositional` spec can make, read from the spec before anything
// is laid out: a group's `count` and `repeatingCount` multiply what its subitem holds, a custom
// group holds one item per frame, and every item and group instance brings its
// `supplementaryItems`. A group that could hold more than ``LayoutSpec/maximumItems`` items is
// refused where its multiplier is written (the solver sizes a partly filled group as a full
// template, so `count: 1e12` would otherwise ask for a trillion slots).

extension CompositionalLayout {
    /// What one section description of a spec makes, at most: `perItem` elements for each item
    /// of the content section that uses it (its cell, the badges of its item and of each group
    /// instance around it) and `perSection` elements once (headers, footers, backgrounds).
    struct SpecElementCounts: Equatable {
        var perItem: Int
        var perSection: Int
    }

    /// The element counts of each section description of a decoded `layout:` mapping, in order,
    /// and the number of layout-wide boundary items.
    /// - Throws: ``SpecError/invalidValue(path:problem:location:)`` at the `count`,
    ///   `repeatingCount` or `frames` of a group that could hold more than
    ///   ``LayoutSpec/maximumItems`` items.
    static func specElementCounts(_ cursor: SpecCursor) throws -> (sections: [SpecElementCounts], layoutWide: Int) {
        let layoutWide = cursor.node["configuration"]?["boundarySupplementaryItems"].map(Self.listCount) ?? 0
        guard let sections = cursor.node["sections"] else { return ([], layoutWide) }
        let counts = try SpecCursor(sections, at: cursor.path.appending("sections")).list().map { section -> SpecElementCounts in
            if section.node["list"] != nil {
                return SpecElementCounts(perItem: 1, perSection: 2)   // a header and a footer at most
            }
            let fixed = (section.node["boundarySupplementaryItems"].map(Self.listCount) ?? 0)
                + (section.node["decorationItems"].map(Self.listCount) ?? 0)
            guard let group = section.node["group"] else { return SpecElementCounts(perItem: 1, perSection: fixed) }
            let capacity = try groupCapacity(SpecCursor(group, at: section.path.appending("group")))
            return SpecElementCounts(perItem: 1 + capacity.supplementaries, perSection: fixed)
        }
        return (counts, layoutWide)
    }

    /// What one instance of the group at `cursor` holds at most: item slots, and supplementary
    /// items per item placed (its own and those of every group and item inside it, each of
    /// which has at least one item when it is placed at all).
    private static func groupCapacity(_ cursor: SpecCursor) throws -> (slots: Int, supplementaries: Int) {
        let own = cursor.node["supplementaryItems"].map(Self.listCount) ?? 0
        if case .string("custom") = cursor.node["kind"]?.value {
            let frames = cursor.node["frames"].map(Self.listCount) ?? 0
            if frames > LayoutSpec.maximumItems, let field = cursor.node["frames"] {
                throw SpecCursor(field, at: cursor.path.appending("frames"))
                    .invalid("a group may hold at most \(LayoutSpec.maximumItems) items, this one holds \(frames)")
            }
            return (frames, own)
        }
        var slots = 0, supplementaries = own
        if case .array(let subitems) = cursor.node["subitems"]?.value {
            for (index, subitem) in subitems.enumerated() {
                let path = cursor.path.appending("subitems").appending(index)
                if let group = subitem["group"] {
                    let inner = try groupCapacity(SpecCursor(group, at: path.appending("group")))
                    slots = saturatingSum(slots, inner.slots)
                    supplementaries = saturatingSum(supplementaries, inner.supplementaries)
                } else {
                    slots = saturatingSum(slots, 1)
                    supplementaries = saturatingSum(supplementaries, subitem["item"]?["supplementaryItems"].map(Self.listCount) ?? 0)
                }
            }
        }
        for key in ["count", "repeatingCount"] {
            guard let field = cursor.node[key], case .number(let multiplier) = field.value else { continue }
            // Decoding has checked it is a whole number of at least 1, below 10¹⁵.
            let (product, overflow) = Int(multiplier).multipliedReportingOverflow(by: slots)
            if overflow || product > LayoutSpec.maximumItems {
                let holds = overflow ? "more than \(Int.max)" : String(product)
                throw SpecCursor(field, at: cursor.path.appending(key))
                    .invalid("a group may hold at most \(LayoutSpec.maximumItems) items, this one holds \(holds) (\(Int(multiplier)) × \(slots))")
            }
            slots = product
        }
        return (slots, supplementaries)
    }

    private static func listCount(_ node: SpecNode) -> Int {
        if case .array(let elements) = node.value { elements.count } else { 0 }
    }

    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}
