import Foundation

extension JustifiedLayout {
    /// The keys of `type: justified` (docs/layout-spec.md), in the order the encoder writes them:
    /// Flickr justified-layout's option names, then Tessera's section and caption additions.
    static let specKeys = [
        "type", "targetRowHeight", "targetRowHeightTolerance", "boxSpacing", "containerPadding", "maxNumRows",
        "showWidows", "fullWidthBreakoutRowCadence", "forceAspectRatio", "headerHeight", "sectionSpacing", "captionHeight",
    ]

    /// Decodes the options of a `layout:` mapping whose type is `justified`; keys left out take
    /// Flickr's defaults (``init()``). As in Flickr's configuration, `boxSpacing` is a number or
    /// `{horizontal, vertical}`, `containerPadding` a number or `{top, left, bottom, right}`, and
    /// `fullWidthBreakoutRowCadence` and `forceAspectRatio` may be `false` (off).
    init(spec cursor: SpecCursor) throws {
        let map = try cursor.mapping(allowedKeys: Self.specKeys)
        self.init()
        targetRowHeight = try map.value("targetRowHeight", default: targetRowHeight) { try $0.positive() }
        targetRowHeightTolerance = try map.value("targetRowHeightTolerance", default: targetRowHeightTolerance) { field in
            let value = try field.number()
            guard value >= 0 && value < 1 else { throw field.invalid("must be at least 0 and less than 1, got \(DumpNumber.format(value))") }
            return CGFloat(value)
        }
        boxSpacing = try map.value("boxSpacing", default: boxSpacing) { field in
            if case .number = field.node.value { return Spacing(try field.nonNegative()) }
            let spacing = try field.mapping(allowedKeys: ["horizontal", "vertical"])
            return Spacing(horizontal: try spacing.required("horizontal").nonNegative(),
                           vertical: try spacing.required("vertical").nonNegative())
        }
        containerPadding = try map.value("containerPadding", default: containerPadding) { field in
            if case .number = field.node.value { return EdgeInsets(all: try field.nonNegative()) }
            return try field.edgeInsets()
        }
        maxNumRows = try map.optional("maxNumRows").map { try $0.integer(atLeast: 0) }
        showWidows = try map.value("showWidows", default: showWidows) { try $0.bool() }
        fullWidthBreakoutRowCadence = try map.optional("fullWidthBreakoutRowCadence").flatMap { field in
            if case .bool(false) = field.node.value { return nil }
            return try field.integer(atLeast: 1)
        }
        forceAspectRatio = try map.optional("forceAspectRatio").flatMap { field in
            if case .bool(false) = field.node.value { return nil }
            return try field.positive()
        }
        headerHeight = try map.value("headerHeight", default: headerHeight) { try $0.nonNegative() }
        sectionSpacing = try map.value("sectionSpacing", default: sectionSpacing) { try $0.nonNegative() }
        captionHeight = try map.value("captionHeight", default: captionHeight) { try $0.nonNegative() }
    }

    /// The spec-tree form of this layout: every key but an unlimited `maxNumRows`
    /// (``sectionHeaderHeights`` is code and has no spec form).
    var specNode: SpecNode {
        var entries: [(String, SpecNode)] = [
            ("type", "justified"), ("targetRowHeight", SpecNode(targetRowHeight)),
            ("targetRowHeightTolerance", SpecNode(targetRowHeightTolerance)),
            ("boxSpacing", SpecNode(.mapping([SpecEntry(key: "horizontal", value: SpecNode(boxSpacing.horizontal)),
                                               SpecEntry(key: "vertical", value: SpecNode(boxSpacing.vertical))]))),
            ("containerPadding", SpecNode(containerPadding)),
        ]
        if let maxNumRows { entries.append(("maxNumRows", SpecNode(.number(Double(maxNumRows))))) }
        entries += [
            ("showWidows", SpecNode(.bool(showWidows))),
            ("fullWidthBreakoutRowCadence", fullWidthBreakoutRowCadence.map { SpecNode(.number(Double($0))) } ?? SpecNode(.bool(false))),
            ("forceAspectRatio", forceAspectRatio.map { SpecNode($0) } ?? SpecNode(.bool(false))),
            ("headerHeight", SpecNode(headerHeight)), ("sectionSpacing", SpecNode(sectionSpacing)),
            ("captionHeight", SpecNode(captionHeight)),
        ]
        return SpecNode(.mapping(entries.map { SpecEntry(key: $0.0, value: $0.1) }))
    }
}
