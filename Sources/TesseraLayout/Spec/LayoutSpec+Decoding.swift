import Foundation

extension LayoutSpec {
    /// Decodes a spec tree strictly: unknown keys, wrong types and impossible values (negative
    /// sizes, zero columns, ratios ≤ 0) throw a ``SpecError`` naming the key path.
    ///
    /// Keys and defaults are docs/layout-spec.md's; a key left out takes UIKit's (or CHT's) default, listed
    /// on each layout's properties. Required: `sections`, `layout` and `layout.type`.
    ///
    /// ```swift
    /// do {
    ///     _ = try LayoutSpec(from: ["sections": [], "layout": ["type": "waterfall", "columnCount": 0]])
    /// } catch {
    ///     print(error)   // layout.columnCount: must be at least 1, got 0
    /// }
    /// ```
    public init(from node: SpecNode) throws {
        let root = try SpecCursor(node, at: .root).mapping(allowedKeys: ["container", "scale", "sections", "layout"])
        let container = try root.value("container", default: Container()) { try Container(from: $0) }
        let scale = try root.value("scale", default: 1) { try $0.positive() }
        let sectionsField = try root.required("sections")
        let sections = try sectionsField.list().map { try Section(from: $0) }
        let total = sections.reduce(0) { $0 + $1.itemCount }
        guard total <= Self.maximumItems else {
            throw sectionsField.invalid("at most \(Self.maximumItems) items in all, got \(total)")
        }
        let layoutField = try root.required("layout")
        let layout = try Layout(from: layoutField, sectionCount: sections.count)
        let elements = try Self.elementBound(layout: layout, spec: layoutField, sections: sections)
        guard elements <= Self.maximumElements else {
            throw sectionsField.invalid("the layout could make up to \(elements) elements (cells, supplementaries and decorations) for these sections, more than the \(Self.maximumElements) allowed")
        }
        self.init(container: container, scale: scale, sections: sections, layout: layout)
    }
}

extension LayoutSpec {
    /// The most items a spec may hold, in all sections together: ten million (a layout of that
    /// many items takes about a gigabyte); more is refused rather than allocated.
    public static let maximumItems = 10_000_000

    /// The longest section title, in characters: a thousand, more than any header shows (a
    /// header is one line). A longer one is refused rather than measured and drawn in every header.
    public static let maximumTitleLength = 1_000

    /// The largest number a spec may hold, either way: a billion. Points, fractions and ratios
    /// beyond it describe no screen; refusing them keeps every frame a finite number.
    public static let maximumMagnitude: Double = 1_000_000_000

    /// The smallest value a spec may give where a number must be greater than 0 (aspect
    /// ratios, fractions, sizes, estimates, the scale): a millionth. Nothing divided by such a
    /// number can overflow.
    public static let smallestPositive: Double = 0.000_001
}

extension LayoutSpec.Container {
    /// The largest container side a spec (or ``LayoutSpec/makeContainer(width:height:imageAspectRatio:)``,
    /// or the CLI's `--width`) may ask for, in points: a million. A bound on the layout engine's
    /// input, like ``LayoutSpec/maximumMagnitude``, that keeps every frame it computes finite; it
    /// says nothing about pictures, which the renderer bounds in pixels at its scale
    /// (TesseraImage's `PictureLimits`).
    public static let maximumSide: CGFloat = 1_000_000

    /// Whether `side` points is a container side a spec may ask for: a finite number from
    /// ``LayoutSpec/smallestPositive`` to ``maximumSide``.
    public static func allows(_ side: CGFloat) -> Bool {
        side.isFinite && Double(side) >= LayoutSpec.smallestPositive && side <= maximumSide
    }

    /// What is wrong with a container side ``allows(_:)`` refuses, in the words a spec's error
    /// uses: "must be greater than 0, got 0".
    public static func sideProblem(_ side: CGFloat) -> String {
        side > maximumSide ? "must be at most \(DumpNumber.format(maximumSide)), got \(DumpNumber.format(side))"
            : "must be greater than 0, got \(DumpNumber.format(side))"
    }

    private static func dimension(_ field: SpecCursor) throws -> CGFloat {
        try field.positive(atMost: Double(maximumSide))
    }

    init(from cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: ["width", "height", "contentInsets", "safeAreaInsets", "layoutMargins", "orthogonalOffsets"])
        self.init(
            width: try map.value("width", default: Self.defaultSize.width) { try Self.dimension($0) },
            height: try map.value("height", default: Self.defaultSize.height) { try Self.dimension($0) },
            contentInsets: try map.value("contentInsets", default: .zero) { try $0.directionalEdgeInsets() })
        safeAreaInsets = try map.value("safeAreaInsets", default: .zero) { try $0.directionalEdgeInsets() }
        layoutMargins = try map.optional("layoutMargins").map { try $0.directionalEdgeInsets() }
        orthogonalOffsets = try map.value("orthogonalOffsets", default: [:]) { field in
            guard case .mapping(let entries) = field.node.value else { throw field.mismatch("a mapping of section numbers to offsets") }
            var offsets: [Int: CGFloat] = [:]
            for entry in entries {
                let value = SpecCursor(entry.value, at: field.path.appending(entry.key))
                guard let section = Int(entry.key), section >= 0 else { throw value.invalid("\"\(entry.key)\" is not a section number") }
                offsets[section] = CGFloat(try value.number())
            }
            return offsets
        }
    }
}

extension LayoutSpec.Section {
    init(from cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: ["title", "items", "id", "ids"])
        let title = try map.optional("title").map { field in
            let title = try field.string()
            // Characters are counted only when the bytes could be too many.
            if title.utf8.count > LayoutSpec.maximumTitleLength, title.count > LayoutSpec.maximumTitleLength {
                throw field.invalid("must be at most \(LayoutSpec.maximumTitleLength) characters, got \(title.count)")
            }
            return title
        }
        let id = try map.optional("id").map { try $0.string() }
        let items = try map.value("items", default: .placeholders(0)) { field -> LayoutSpec.Items in
            if case .array = field.node.value {
                return .list(try field.list().map { try LayoutSpec.Item(from: $0) })
            }
            guard case .number = field.node.value else {
                throw field.mismatch("a number of items or a list of items")
            }
            let count = try field.integer(atLeast: 0)
            guard count <= LayoutSpec.maximumItems else {
                throw field.invalid("must be at most \(LayoutSpec.maximumItems), got \(count)")
            }
            return .placeholders(count)
        }
        var itemIDs: [String]?
        if let field = map.optional("ids") {
            let ids = try field.list().map { try $0.string() }
            let count = switch items {
            case .placeholders(let count): count
            case .list(let list): list.count
            }
            guard ids.count == count else { throw field.invalid("must name each of the section's \(count) items, got \(ids.count) identifiers") }
            var seen = Set<String>()
            if let repeated = ids.first(where: { !seen.insert($0).inserted }) {
                throw field.invalid("identifiers must be unique, \"\(repeated)\" appears twice")
            }
            itemIDs = ids
        }
        self.init(title: title, items: items, id: id, itemIDs: itemIDs)
    }
}

extension LayoutSpec.Item {
    static let keys = ["aspectRatio", "image", "size"]

    init(from cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: Self.keys)
        guard map.entries.count == 1, let entry = map.entries.first else {
            throw cursor.invalid("expected exactly one of aspectRatio, image, size, got \(map.entries.count) keys")
        }
        let field = SpecCursor(entry.value, at: cursor.path.appending(entry.key))
        switch entry.key {
        case "aspectRatio":
            self = .aspectRatio(try field.positive())
        case "image":
            let path = try field.string()
            guard !path.isEmpty else { throw field.invalid("must not be empty") }
            // A file name cannot hold a NUL byte: the system would read the path only up to it.
            guard !path.utf8.contains(0) else { throw field.invalid("must not contain a NUL character (\\0), got \(JSONLiteral.string(path))") }
            self = .image(path)
        default:
            self = .size(try field.size(positive: true))
        }
    }
}

extension LayoutSpec.Layout {
    /// Every `type:` docs/layout-spec.md defines; ``LayoutSpec/Layout`` has a case for each one decoded.
    public static let typeNames = ["waterfall", "flow", "compositional", "justified"]

    /// Reads `type:` first, then the options of that type. To add a layout type, add a case to
    /// ``LayoutSpec/Layout``, decode it here and encode it in `LayoutSpec+Encoding.swift`.
    init(from cursor: SpecCursor, sectionCount: Int) throws {
        guard case .mapping(let entries) = cursor.node.value else { throw cursor.mismatch("a mapping") }
        let typeField = try SpecMappingCursor(cursor: cursor, entries: entries).required("type")
        let type = try typeField.string()
        switch type {
        case "waterfall":
            self = .waterfall(try WaterfallLayout(spec: cursor, sectionCount: sectionCount))
        case "flow":
            self = .flow(try FlowLayout(spec: cursor, sectionCount: sectionCount))
        case "compositional":
            self = .compositional(try CompositionalLayout(spec: cursor), source: cursor.node)
        case "justified":
            self = .justified(try JustifiedLayout(spec: cursor))
        default:
            throw SpecError.unknownName(path: typeField.path, got: typeField.node.value.evidence,
                                        allowed: Self.typeNames, location: typeField.node.location)
        }
    }
}

extension SpecMappingCursor {
    /// `sectionOverrides:` — a list with at most one entry per section, each `null`, `{}` or a
    /// mapping read by `read`. Returns the overrides by section.
    func sectionOverrides<Override>(
        sectionCount: Int, _ read: (SpecCursor) throws -> Override
    ) throws -> [Int: Override] {
        guard let field = optional("sectionOverrides") else { return [:] }
        let entries = try field.list()
        guard entries.count <= sectionCount else {
            throw field.invalid("has \(entries.count) entries but the spec has \(sectionCount) sections")
        }
        var overrides: [Int: Override] = [:]
        for (section, entry) in entries.enumerated() where !entry.isNull {
            overrides[section] = try read(entry)
        }
        return overrides
    }
}
