import Foundation

// `type: compositional` of docs/layout-spec.md, decoded into the same description classes UIKit code builds,
// so a spec file and Swift code give the same frames. Every key is checked; errors name the path
// (`layout.sections[1].group.subitems[0].item.size.width: …`).

extension CompositionalLayout {
    static let specKeys = ["type", "configuration", "sections"]

    /// Decodes the options of a `layout:` mapping whose type is `compositional`. Section `i` of
    /// the content uses `sections[min(i, count − 1)]`: the last one repeats.
    init(spec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: Self.specKeys)
        let configuration = try map.value("configuration", default: CompositionalLayoutConfiguration()) {
            try CompositionalLayoutConfiguration(spec: $0)
        }
        let sectionsField = try map.required("sections")
        let sections = try sectionsField.list().map { try SpecSectionSource(spec: $0) }
        guard !sections.isEmpty else { throw sectionsField.invalid("must hold at least one section") }
        _ = try Self.specElementCounts(cursor)   // refuses a group that could hold too many items
        var kinds = Set<String>()
        Self.collectElementKinds(in: cursor.node, into: &kinds)
        guard kinds.count <= Self.maximumElementKinds else {
            throw cursor.invalid("at most \(Self.maximumElementKinds) different element kinds, got \(kinds.count)")
        }
        self.init(specSections: sections, configuration: configuration)
    }

    /// The most different `elementKind`s a spec may name (an app has a handful; a layout result
    /// stores kinds in 16 bits).
    public static let maximumElementKinds = 1_000

    /// Every `elementKind` string named anywhere under `node`.
    private static func collectElementKinds(in node: SpecNode, into kinds: inout Set<String>) {
        switch node.value {
        case .mapping(let entries):
            for entry in entries {
                if entry.key == "elementKind", case .string(let kind) = entry.value.value { kinds.insert(kind) }
                collectElementKinds(in: entry.value, into: &kinds)
            }
        case .array(let elements):
            for element in elements { collectElementKinds(in: element, into: &kinds) }
        default:
            break
        }
    }
}

extension CompositionalLayoutConfiguration {
    convenience init(spec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: ["scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems"])
        self.init()
        scrollDirection = try map.value("scrollDirection", default: .vertical) { try $0.name(ScrollDirection.self) }
        interSectionSpacing = try map.value("interSectionSpacing", default: 0) { try $0.nonNegative() }
        contentInsetsReference = try map.value("contentInsetsReference", default: .automatic) { try $0.name(ContentInsetsReference.self) }
        boundarySupplementaryItems = try map.value("boundarySupplementaryItems", default: []) {
            try $0.list().map { try CollectionLayoutBoundarySupplementaryItem(boundarySpec: $0) }
        }
    }
}

extension SpecSectionSource {
    /// A section: `list: {…}` (with an optional `contentInsets`) or a `group:` section.
    init(spec cursor: SpecCursor) throws {
        guard case .mapping(let entries) = cursor.node.value, entries.contains(where: { $0.key == "list" }) else {
            self = .fixed(SectionBlueprint(try CollectionLayoutSection(sectionSpec: cursor)))
            return
        }
        let map = try cursor.mapping(allowedKeys: ["list", "contentInsets"])
        let insets = try map.optional("contentInsets").map { try $0.directionalEdgeInsets() }
        self = .list(try ListLayoutConfiguration(spec: map.required("list")), contentInsets: insets)
    }
}

extension ListLayoutConfiguration {
    /// `list: {appearance: insetGrouped, headerMode: supplementary, footerMode: none,
    /// showsSeparators: true, headerTopPadding: 0}`; only `appearance` is required.
    init(spec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: ["appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding"])
        self.init(appearance: try map.required("appearance").name(Appearance.self))
        headerMode = try map.value("headerMode", default: .none) { try $0.name(HeaderMode.self) }
        footerMode = try map.value("footerMode", default: .none) { try $0.name(FooterMode.self) }
        showsSeparators = try map.value("showsSeparators", default: showsSeparators) { try $0.bool() }
        headerTopPadding = try map.optional("headerTopPadding").map { try $0.nonNegative() }
    }
}

extension CollectionLayoutSection {
    convenience init(sectionSpec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: [
            "group", "interGroupSpacing", "contentInsets", "contentInsetsReference", "supplementariesFollowContentInsets",
            "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems",
        ])
        self.init(group: try CollectionLayoutGroup.decode(spec: map.required("group")))
        interGroupSpacing = try map.value("interGroupSpacing", default: 0) { try $0.nonNegative() }
        contentInsets = try map.value("contentInsets", default: .zero) { try $0.directionalEdgeInsets() }
        contentInsetsReference = try map.value("contentInsetsReference", default: .automatic) { try $0.name(ContentInsetsReference.self) }
        supplementariesFollowContentInsets = try map.value("supplementariesFollowContentInsets", default: true) { try $0.bool() }
        orthogonalScrollingBehavior = try map.value("orthogonalScrollingBehavior", default: .none) { try $0.name(OrthogonalScrollingBehavior.self) }
        boundarySupplementaryItems = try map.value("boundarySupplementaryItems", default: []) {
            try $0.list().map { try CollectionLayoutBoundarySupplementaryItem(boundarySpec: $0) }
        }
        decorationItems = try map.value("decorationItems", default: []) {
            try $0.list().map { try CollectionLayoutDecorationItem(decorationSpec: $0) }
        }
    }
}

extension CollectionLayoutGroup {
    static let specKeys = ["kind", "size", "subitems", "count", "repeatingCount", "interItemSpacing",
                           "contentInsets", "edgeSpacing", "supplementaryItems", "frames"]

    /// Decodes a `<group>` mapping.
    static func decode(spec cursor: SpecCursor) throws -> CollectionLayoutGroup {
        let map = try cursor.mapping(allowedKeys: specKeys)
        let kindField = try map.required("kind")
        let kind = try kindField.name(GroupKind.self)
        let size = try map.required("size").layoutSize()
        let group: CollectionLayoutGroup
        if kind == .custom {
            for key in ["subitems", "count", "repeatingCount"] {
                if let field = map.optional(key) { throw field.invalid("is not allowed with kind: custom (use frames)") }
            }
            let frames = try map.required("frames").list().map { try $0.customItem() }
            group = .custom(layoutSize: size) { _ in frames }
        } else {
            if let field = map.optional("frames") { throw field.invalid("is only allowed with kind: custom") }
            let subitemsField = try map.required("subitems")
            let subitems = try subitemsField.list().map { try $0.subitem() }
            guard !subitems.isEmpty else { throw subitemsField.invalid("must hold at least one item or group") }
            let count = try map.optional("count").map { try $0.integer(atLeast: 1) }
            let repeating = try map.optional("repeatingCount").map { try $0.integer(atLeast: 1) }
            if count != nil || repeating != nil {
                if count != nil, let field = map.optional("repeatingCount") { throw field.invalid("cannot be combined with count") }
                guard subitems.count == 1 else {
                    throw subitemsField.invalid("must hold exactly one entry with \(count != nil ? "count" : "repeatingCount"), got \(subitems.count)")
                }
            }
            let axis: Axis = kind == .horizontal ? .horizontal : .vertical
            let arrangement: Arrangement = count.map { .count($0) } ?? repeating.map { .repeating($0) } ?? .fitting
            group = CollectionLayoutGroup(layoutSize: size, axis: axis, subitems: subitems, arrangement: arrangement)
        }
        group.interItemSpacing = try map.optional("interItemSpacing").map { try $0.spacing() }
        try group.readCommonItemKeys(map)
        return group
    }

    /// `kind:` of a group.
    enum GroupKind: String, CaseIterable { case horizontal, vertical, custom }
}

extension CollectionLayoutItem {
    /// Reads `contentInsets`, `edgeSpacing` and (for groups, which can set them) `supplementaryItems`.
    func readCommonItemKeys(_ map: SpecMappingCursor) throws {
        contentInsets = try map.value("contentInsets", default: .zero) { try $0.directionalEdgeInsets() }
        edgeSpacing = try map.optional("edgeSpacing").map { try $0.edgeSpacing() }
        if let field = map.optional("supplementaryItems") {
            supplementaryItems = try field.list().map { try CollectionLayoutSupplementaryItem(supplementarySpec: $0) }
        }
    }
}

extension CollectionLayoutSupplementaryItem {
    convenience init(supplementarySpec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: ["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "contentInsets"])
        self.init(layoutSize: try map.required("size").layoutSize(), elementKind: try map.required("elementKind").elementKind(),
                  containerAnchor: try map.required("containerAnchor").anchor(),
                  itemAnchor: try map.optional("itemAnchor").map { try $0.anchor() })
        zIndex = try map.value("zIndex", default: 1) { try $0.zIndex() }
        contentInsets = try map.value("contentInsets", default: .zero) { try $0.directionalEdgeInsets() }
    }
}

extension CollectionLayoutBoundarySupplementaryItem {
    convenience init(boundarySpec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: ["elementKind", "size", "alignment", "absoluteOffset", "extendsBoundary",
                                                   "pinToVisibleBounds", "zIndex", "contentInsets"])
        self.init(layoutSize: try map.required("size").layoutSize(), elementKind: try map.required("elementKind").elementKind(),
                  alignment: try map.required("alignment").name(Alignment.self),
                  absoluteOffset: try map.value("absoluteOffset", default: .zero) { try $0.point() })
        extendsBoundary = try map.value("extendsBoundary", default: true) { try $0.bool() }
        pinToVisibleBounds = try map.value("pinToVisibleBounds", default: false) { try $0.bool() }
        zIndex = try map.value("zIndex", default: 0) { try $0.zIndex() }
        contentInsets = try map.value("contentInsets", default: .zero) { try $0.directionalEdgeInsets() }
    }
}

extension CollectionLayoutDecorationItem {
    convenience init(decorationSpec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: ["elementKind", "contentInsets", "zIndex"])
        self.init(elementKind: try map.required("elementKind").elementKind())
        contentInsets = try map.value("contentInsets", default: .zero) { try $0.directionalEdgeInsets() }
        zIndex = try map.value("zIndex", default: 0) { try $0.zIndex() }
    }
}
