import Foundation

extension SpecCursor {
    /// `<dimension>`: exactly one of `{fractionalWidth: f}`, `{fractionalHeight: f}` (f > 0),
    /// `{absolute: p}` (p ≥ 0), `{estimated: p}` (p > 0), `{uniformAcrossSiblings: p}` (p > 0, the
    /// estimate).
    func dimension() throws -> CollectionLayoutDimension {
        let keys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]
        let map = try mapping(allowedKeys: keys)
        guard map.entries.count == 1, let entry = map.entries.first else {
            throw invalid("expected exactly one of \(keys.joined(separator: ", ")), got \(map.entries.count) keys")
        }
        let field = SpecCursor(entry.value, at: path.appending(entry.key))
        switch entry.key {
        case "fractionalWidth": return .fractionalWidth(try field.positive())
        case "fractionalHeight": return .fractionalHeight(try field.positive())
        case "absolute": return .absolute(try field.nonNegative())
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: try field.positive())
        default: return .estimated(try field.positive())
        }
    }

    /// `<size>`: `{width: <dimension>, height: <dimension>}`.
    func layoutSize() throws -> CollectionLayoutSize {
        let map = try mapping(allowedKeys: ["width", "height"])
        return CollectionLayoutSize(widthDimension: try map.required("width").dimension(),
                                    heightDimension: try map.required("height").dimension())
    }

    /// `{fixed: p}` or `{flexible: p}`, p ≥ 0.
    func spacing() throws -> CollectionLayoutSpacing {
        let map = try mapping(allowedKeys: ["fixed", "flexible"])
        guard map.entries.count == 1, let entry = map.entries.first else {
            throw invalid("expected exactly one of fixed, flexible, got \(map.entries.count) keys")
        }
        let value = try SpecCursor(entry.value, at: path.appending(entry.key)).nonNegative()
        return entry.key == "fixed" ? .fixed(value) : .flexible(value)
    }

    /// `{leading, top, trailing, bottom}`, each a spacing or null.
    func edgeSpacing() throws -> CollectionLayoutEdgeSpacing {
        let map = try mapping(allowedKeys: ["leading", "top", "trailing", "bottom"])
        func side(_ key: String) throws -> CollectionLayoutSpacing? {
            guard let field = map.optional(key), !field.isNull else { return nil }
            return try field.spacing()
        }
        return CollectionLayoutEdgeSpacing(leading: try side("leading"), top: try side("top"),
                                           trailing: try side("trailing"), bottom: try side("bottom"))
    }

    /// `{x, y}`, any finite numbers.
    func point() throws -> CGPoint {
        let map = try mapping(allowedKeys: ["x", "y"])
        return CGPoint(x: try map.value("x", default: 0) { CGFloat(try $0.number()) },
                       y: try map.value("y", default: 0) { CGFloat(try $0.number()) })
    }

    /// `{edges: [top, trailing], absoluteOffset: {x, y}}` or `… fractionalOffset: {x, y}`.
    func anchor() throws -> CollectionLayoutAnchor {
        let map = try mapping(allowedKeys: ["edges", "absoluteOffset", "fractionalOffset"])
        var edges: CollectionLayoutAnchor.Edges = []
        let edgeFields = try map.value("edges", default: []) { try $0.list() }
        for field in edgeFields {
            switch try field.name(AnchorEdge.self) {
            case .top: edges.insert(.top)
            case .leading: edges.insert(.leading)
            case .bottom: edges.insert(.bottom)
            case .trailing: edges.insert(.trailing)
            }
        }
        if let absolute = map.optional("absoluteOffset") {
            if let fractional = map.optional("fractionalOffset") { throw fractional.invalid("cannot be combined with absoluteOffset") }
            return CollectionLayoutAnchor(edges: edges, absoluteOffset: try absolute.point())
        }
        if let fractional = map.optional("fractionalOffset") {
            return CollectionLayoutAnchor(edges: edges, fractionalOffset: try fractional.point())
        }
        return CollectionLayoutAnchor(edges: edges)
    }

    /// A non-empty element kind.
    func elementKind() throws -> String {
        let kind = try string()
        guard !kind.isEmpty else { throw invalid("must not be empty") }
        return kind
    }

    /// A subitem entry: `{item: …}` or `{group: …}`.
    func subitem() throws -> CollectionLayoutItem {
        let map = try mapping(allowedKeys: ["item", "group"])
        guard map.entries.count == 1, let entry = map.entries.first else {
            throw invalid("expected exactly one of item, group, got \(map.entries.count) keys")
        }
        let field = SpecCursor(entry.value, at: path.appending(entry.key))
        if entry.key == "group" { return try CollectionLayoutGroup.decode(spec: field) }
        let item = try field.mapping(allowedKeys: ["size", "contentInsets", "edgeSpacing", "supplementaryItems"])
        let supplementaries = try item.value("supplementaryItems", default: []) {
            try $0.list().map { try CollectionLayoutSupplementaryItem(supplementarySpec: $0) }
        }
        let result = CollectionLayoutItem(layoutSize: try item.required("size").layoutSize(), supplementaryItems: supplementaries)
        result.contentInsets = try item.value("contentInsets", default: .zero) { try $0.directionalEdgeInsets() }
        result.edgeSpacing = try item.optional("edgeSpacing").map { try $0.edgeSpacing() }
        return result
    }

    /// A custom group frame: `{x, y, width, height, zIndex}` (width and height required, ≥ 0).
    func customItem() throws -> CollectionLayoutGroupCustomItem {
        let map = try mapping(allowedKeys: ["x", "y", "width", "height", "zIndex"])
        let frame = CGRect(x: try map.value("x", default: 0) { CGFloat(try $0.number()) },
                           y: try map.value("y", default: 0) { CGFloat(try $0.number()) },
                           width: try map.required("width").nonNegative(),
                           height: try map.required("height").nonNegative())
        return CollectionLayoutGroupCustomItem(frame: frame, zIndex: try map.value("zIndex", default: 0) { try $0.zIndex() })
    }
}

/// The edge names of an anchor's `edges:` list.
enum AnchorEdge: String, CaseIterable { case top, leading, bottom, trailing }
