import Foundation

extension FlowLayout {
    /// The keys of `type: flow` (docs/layout-spec.md, plus `sectionOverrides` as for waterfalls: the data form
    /// of `UICollectionViewDelegateFlowLayout`), in the order the encoder writes them.
    static let specKeys = [
        "type", "scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
        "sectionFootersPinToVisibleBounds", "sectionOverrides",
    ]
    /// The keys of a `sectionOverrides` entry.
    static let overrideKeys = [
        "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "headerReferenceSize", "footerReferenceSize",
    ]

    /// The layout a spec gets for the keys it leaves out: the values docs/layout-spec.md's format shows
    /// (a 100 × 100 item size, 10-point spacings, no insets, headers or footers). UIKit's
    /// `itemSize` default, 50 × 50, is what ``init()`` keeps.
    static var specDefaults: FlowLayout {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        return layout
    }

    /// Decodes the options of a `layout:` mapping whose type is `flow`; keys left out take
    /// ``specDefaults``.
    init(spec cursor: SpecCursor, sectionCount: Int) throws {
        let map = try cursor.mapping(allowedKeys: Self.specKeys)
        self = Self.specDefaults
        scrollDirection = try map.value("scrollDirection", default: scrollDirection) { try $0.name(ScrollDirection.self) }
        itemSize = try map.value("itemSize", default: itemSize) { try $0.size(positive: false) }
        minimumLineSpacing = try map.value("minimumLineSpacing", default: minimumLineSpacing) { try $0.nonNegative() }
        minimumInteritemSpacing = try map.value("minimumInteritemSpacing", default: minimumInteritemSpacing) {
            try $0.nonNegative()
        }
        sectionInset = try map.value("sectionInset", default: sectionInset) { try $0.edgeInsets() }
        headerReferenceSize = try map.value("headerReferenceSize", default: headerReferenceSize) {
            try $0.size(positive: false)
        }
        footerReferenceSize = try map.value("footerReferenceSize", default: footerReferenceSize) {
            try $0.size(positive: false)
        }
        sectionHeadersPinToVisibleBounds = try map.value("sectionHeadersPinToVisibleBounds", default: false) {
            try $0.bool()
        }
        sectionFootersPinToVisibleBounds = try map.value("sectionFootersPinToVisibleBounds", default: false) {
            try $0.bool()
        }
        sectionOverrides = try map.sectionOverrides(sectionCount: sectionCount) { try SectionOverride(spec: $0) }
    }

    /// The spec-tree form of this layout, every key written (``sectionMetricsProvider`` is code
    /// and has no spec form).
    var specNode: SpecNode {
        var entries: [(String, SpecNode)] = [
            ("type", "flow"), ("scrollDirection", SpecNode(.string(scrollDirection.rawValue))),
            ("itemSize", SpecNode(itemSize)), ("minimumLineSpacing", SpecNode(minimumLineSpacing)),
            ("minimumInteritemSpacing", SpecNode(minimumInteritemSpacing)), ("sectionInset", SpecNode(sectionInset)),
            ("headerReferenceSize", SpecNode(headerReferenceSize)), ("footerReferenceSize", SpecNode(footerReferenceSize)),
            ("sectionHeadersPinToVisibleBounds", SpecNode(.bool(sectionHeadersPinToVisibleBounds))),
            ("sectionFootersPinToVisibleBounds", SpecNode(.bool(sectionFootersPinToVisibleBounds))),
        ]
        if !sectionOverrides.isEmpty {
            entries.append(("sectionOverrides", SpecNode.overrideList(sectionOverrides) { $0.specNode }))
        }
        return SpecNode(.mapping(entries.map { SpecEntry(key: $0.0, value: $0.1) }))
    }
}

extension FlowLayout.SectionOverride {
    init(spec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: FlowLayout.overrideKeys)
        self.init(
            itemSize: try map.optional("itemSize").map { try $0.size(positive: false) },
            minimumLineSpacing: try map.optional("minimumLineSpacing").map { try $0.nonNegative() },
            minimumInteritemSpacing: try map.optional("minimumInteritemSpacing").map { try $0.nonNegative() },
            sectionInset: try map.optional("sectionInset").map { try $0.edgeInsets() },
            headerReferenceSize: try map.optional("headerReferenceSize").map { try $0.size(positive: false) },
            footerReferenceSize: try map.optional("footerReferenceSize").map { try $0.size(positive: false) })
    }

    /// The keys that are set, in ``FlowLayout/overrideKeys`` order.
    var specNode: SpecNode {
        var entries: [SpecEntry] = []
        func add(_ key: String, _ node: SpecNode?) {
            if let node { entries.append(SpecEntry(key: key, value: node)) }
        }
        add("itemSize", itemSize.map(SpecNode.init))
        add("minimumLineSpacing", minimumLineSpacing.map(SpecNode.init))
        add("minimumInteritemSpacing", minimumInteritemSpacing.map(SpecNode.init))
        add("sectionInset", sectionInset.map(SpecNode.init))
        add("headerReferenceSize", headerReferenceSize.map(SpecNode.init))
        add("footerReferenceSize", footerReferenceSize.map(SpecNode.init))
        return SpecNode(.mapping(entries))
    }
}
