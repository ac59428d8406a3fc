import Foundation

extension LayoutSpec {
    /// The spec as a tree, every key written in docs/layout-spec.md's order, so that
    /// `LayoutSpec(from: spec.specNode)` gives the same spec back. Per-section closures of the
    /// layouts are code and are not part of it.
    ///
    /// ```swift
    /// let spec = try LayoutSpec(from: ["sections": [["items": 2]], "layout": ["type": "waterfall"]])
    /// print(spec.specNode["layout"]?["columnCount"] == 2)   // true
    /// ```
    public var specNode: SpecNode {
        var containerEntries = [
            SpecEntry(key: "width", value: SpecNode(container.width)), SpecEntry(key: "height", value: SpecNode(container.height)),
            SpecEntry(key: "contentInsets", value: SpecNode(container.contentInsets)),
        ]
        // The keys added after docs/layout-spec.md's first form are written only when they say something.
        if container.safeAreaInsets != .zero {
            containerEntries.append(SpecEntry(key: "safeAreaInsets", value: SpecNode(container.safeAreaInsets)))
        }
        if let margins = container.layoutMargins {
            containerEntries.append(SpecEntry(key: "layoutMargins", value: SpecNode(margins)))
        }
        if !container.orthogonalOffsets.isEmpty {
            let offsets = container.orthogonalOffsets.sorted { $0.key < $1.key }
                .map { SpecEntry(key: String($0.key), value: SpecNode($0.value)) }
            containerEntries.append(SpecEntry(key: "orthogonalOffsets", value: SpecNode(.mapping(offsets))))
        }
        let containerNode = SpecNode(.mapping(containerEntries))
        return [
            "container": containerNode,
            "scale": SpecNode(scale),
            "sections": SpecNode(.array(sections.map(\.specNode))),
            "layout": layout.specNode,
        ]
    }
}

extension LayoutSpec.Section {
    var specNode: SpecNode {
        var entries: [SpecEntry] = []
        if let title { entries.append(SpecEntry(key: "title", value: SpecNode(.string(title)))) }
        let items: SpecNode = switch items {
        case .placeholders(let count): SpecNode(.number(Double(count)))
        case .list(let list): SpecNode(.array(list.map(\.specNode)))
        }
        entries.append(SpecEntry(key: "items", value: items))
        if let id { entries.append(SpecEntry(key: "id", value: SpecNode(.string(id)))) }
        if let itemIDs { entries.append(SpecEntry(key: "ids", value: SpecNode(.array(itemIDs.map { SpecNode(.string($0)) })))) }
        return SpecNode(.mapping(entries))
    }
}

extension LayoutSpec.Item {
    var specNode: SpecNode {
        switch self {
        case .aspectRatio(let ratio): ["aspectRatio": SpecNode(ratio)]
        case .image(let path): ["image": SpecNode(.string(path))]
        case .size(let size): ["size": SpecNode(size)]
        }
    }
}

extension LayoutSpec.Layout {
    /// The `layout:` mapping.
    public var specNode: SpecNode {
        switch self {
        case .waterfall(let layout): layout.specNode
        case .flow(let layout): layout.specNode
        case .compositional(_, let source): source
        case .justified(let layout): layout.specNode
        }
    }
}
