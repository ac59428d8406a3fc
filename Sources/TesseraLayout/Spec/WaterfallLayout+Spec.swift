import Foundation

extension WaterfallLayout {
    /// The keys of `type: waterfall` (docs/layout-spec.md), in the order the encoder writes them.
    static let specKeys = [
        "type", "columnCount", "sectionOverrides", "columnSpacing", "interitemSpacing", "sectionInset",
        "headerHeight", "footerHeight", "headerInset", "footerInset", "itemRenderDirection", "minimumContentHeight",
    ]
    /// The keys of a `sectionOverrides` entry: every per-section value.
    static let overrideKeys = [
        "columnCount", "columnSpacing", "interitemSpacing", "sectionInset",
        "headerHeight", "footerHeight", "headerInset", "footerInset",
    ]

    /// The layout a spec gets for the keys it leaves out: the values docs/layout-spec.md's format shows
    /// (2 columns, 8-point spacings and section insets, no header or footer, shortestFirst).
    /// They differ from CHT's defaults (10-point spacings, no insets), which ``init()`` keeps.
    static var specDefaults: WaterfallLayout {
        var layout = WaterfallLayout()
        layout.columnCount = 2
        layout.columnSpacing = 8
        layout.interitemSpacing = 8
        layout.sectionInset = EdgeInsets(all: 8)
        return layout
    }

    /// Decodes the options of a `layout:` mapping whose type is `waterfall`; keys left out take
    /// ``specDefaults``.
    init(spec cursor: SpecCursor, sectionCount: Int) throws {
        let map = try cursor.mapping(allowedKeys: Self.specKeys)
        self = Self.specDefaults
        columnCount = try map.value("columnCount", default: columnCount) { try $0.integer(atLeast: 1, atMost: WaterfallLayout.maximumColumnCount) }
        columnSpacing = try map.value("columnSpacing", default: columnSpacing) { try $0.nonNegative() }
        interitemSpacing = try map.value("interitemSpacing", default: interitemSpacing) { try $0.nonNegative() }
        sectionInset = try map.value("sectionInset", default: sectionInset) { try $0.edgeInsets() }
        headerHeight = try map.value("headerHeight", default: headerHeight) { try $0.nonNegative() }
        footerHeight = try map.value("footerHeight", default: footerHeight) { try $0.nonNegative() }
        headerInset = try map.value("headerInset", default: headerInset) { try $0.edgeInsets() }
        footerInset = try map.value("footerInset", default: footerInset) { try $0.edgeInsets() }
        itemRenderDirection = try map.value("itemRenderDirection", default: itemRenderDirection) {
            try $0.name(ItemRenderDirection.self)
        }
        minimumContentHeight = try map.value("minimumContentHeight", default: minimumContentHeight) {
            try $0.nonNegative()
        }
        sectionOverrides = try map.sectionOverrides(sectionCount: sectionCount) { try SectionOverride(spec: $0) }
    }

    /// The spec-tree form of this layout, every key written (``sectionMetricsProvider`` is code
    /// and has no spec form).
    var specNode: SpecNode {
        var entries: [(String, SpecNode)] = [("type", "waterfall"), ("columnCount", SpecNode(.number(Double(columnCount))))]
        if !sectionOverrides.isEmpty {
            entries.append(("sectionOverrides", SpecNode.overrideList(sectionOverrides) { $0.specNode }))
        }
        entries += [
            ("columnSpacing", SpecNode(columnSpacing)), ("interitemSpacing", SpecNode(interitemSpacing)),
            ("sectionInset", SpecNode(sectionInset)), ("headerHeight", SpecNode(headerHeight)),
            ("footerHeight", SpecNode(footerHeight)), ("headerInset", SpecNode(headerInset)),
            ("footerInset", SpecNode(footerInset)), ("itemRenderDirection", SpecNode(.string(itemRenderDirection.rawValue))),
            ("minimumContentHeight", SpecNode(minimumContentHeight)),
        ]
        return SpecNode(.mapping(entries.map { SpecEntry(key: $0.0, value: $0.1) }))
    }
}

extension WaterfallLayout.SectionOverride {
    init(spec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: WaterfallLayout.overrideKeys)
        self.init(
            columnCount: try map.optional("columnCount").map { try $0.integer(atLeast: 1, atMost: WaterfallLayout.maximumColumnCount) },
            columnSpacing: try map.optional("columnSpacing").map { try $0.nonNegative() },
            interitemSpacing: try map.optional("interitemSpacing").map { try $0.nonNegative() },
            sectionInset: try map.optional("sectionInset").map { try $0.edgeInsets() },
            headerHeight: try map.optional("headerHeight").map { try $0.nonNegative() },
            footerHeight: try map.optional("footerHeight").map { try $0.nonNegative() },
            headerInset: try map.optional("headerInset").map { try $0.edgeInsets() },
            footerInset: try map.optional("footerInset").map { try $0.edgeInsets() })
    }

    /// The keys that are set, in ``WaterfallLayout/overrideKeys`` order.
    var specNode: SpecNode {
        var entries: [SpecEntry] = []
        func add(_ key: String, _ node: SpecNode?) {
            if let node { entries.append(SpecEntry(key: key, value: node)) }
        }
        add("columnCount", columnCount.map { SpecNode(.number(Double($0))) })
        add("columnSpacing", columnSpacing.map(SpecNode.init))
        add("interitemSpacing", interitemSpacing.map(SpecNode.init))
        add("sectionInset", sectionInset.map(SpecNode.init))
        add("headerHeight", headerHeight.map(SpecNode.init))
        add("footerHeight", footerHeight.map(SpecNode.init))
        add("headerInset", headerInset.map(SpecNode.init))
        add("footerInset", footerInset.map(SpecNode.init))
        return SpecNode(.mapping(entries))
    }
}

extension SpecNode {
    /// A `sectionOverrides` list: `null` for sections without an override.
    static func overrideList<Override>(_ overrides: [Int: Override], _ encode: (Override) -> SpecNode) -> SpecNode {
        let count = (overrides.keys.max() ?? -1) + 1
        return SpecNode(.array((0..<count).map { overrides[$0].map(encode) ?? SpecNode(.null) }))
    }
}
