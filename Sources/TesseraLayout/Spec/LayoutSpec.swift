import Foundation

/// A layout spec file (docs/layout-spec.md): a container, content (sections of items) and a layout, as data.
///
/// Decode one from a spec tree with ``init(from:)``; the CLI makes the tree from JSON or YAML.
/// ``makeContainer(width:height:imageAspectRatio:)`` turns the content into the
/// ``CollectionContainer`` a layout needs, asking the caller for the aspect ratio of `image:`
/// items (TesseraLayout reads no files).
///
/// ```swift
/// let spec = try LayoutSpec(from: ["sections": [["items": 3]], "layout": ["type": "flow"]])
/// let container = try spec.makeContainer { _ in 1 }
/// print(spec.layout.collectionLayout.layout(in: container).attributes.count)   // 3
/// ```
public struct LayoutSpec: Sendable {
    /// The container the layout is computed for (`container:`).
    public var container: Container
    /// Pixels per point when rendering (`scale:`, default 1).
    public var scale: CGFloat
    /// The content, one entry per section (`sections:`).
    public var sections: [Section]
    /// The layout (`layout:`).
    public var layout: Layout

    /// Creates a spec.
    public init(container: Container = Container(), scale: CGFloat = 1, sections: [Section], layout: Layout) {
        self.container = container
        self.scale = scale
        self.sections = sections
        self.layout = layout
    }

    /// `container:` — the collection view's size and content insets. When the spec leaves them
    /// out, the width is 390 and the height 844 points (an iPhone in portrait, as in docs/layout-spec.md's
    /// example); the CLI's `--width` and `--height` replace them.
    public struct Container: Sendable, Equatable {
        /// Points; MUST be greater than 0.
        public var width: CGFloat
        /// Points; MUST be greater than 0.
        public var height: CGFloat
        /// `contentInsets`: space around the content, outside every frame.
        public var contentInsets: DirectionalEdgeInsets
        /// `safeAreaInsets`: the device's safe area inside the content insets (a notch, a home
        /// indicator); compositional sections measure their insets from it by default.
        public var safeAreaInsets: DirectionalEdgeInsets = .zero
        /// `layoutMargins`: margins inside the safe area; `nil` (the default) is UIKit's system
        /// minimum for the container's size class (``SizeClassRule/systemLayoutMargins(for:)``).
        public var layoutMargins: DirectionalEdgeInsets?
        /// `orthogonalOffsets`: how far orthogonal sections are scrolled, by section number.
        public var orthogonalOffsets: [Int: CGFloat] = [:]

        /// The references compositional sections measure their insets from, for a content `width`.
        public func insetsReferences(contentWidth width: CGFloat, size: CGSize) -> ContentInsetsReferences {
            let layoutMargins = self.layoutMargins ?? SizeClassRule.systemLayoutMargins(for: size)
            let margins = DirectionalEdgeInsets(top: safeAreaInsets.top + layoutMargins.top,
                                                leading: safeAreaInsets.leading + layoutMargins.leading,
                                                bottom: safeAreaInsets.bottom + layoutMargins.bottom,
                                                trailing: safeAreaInsets.trailing + layoutMargins.trailing)
            return ContentInsetsReferences(safeArea: safeAreaInsets, layoutMargins: margins,
                                           readableContent: ContentInsetsReferences.readableInsets(width: width, margins: margins))
        }

        /// The default container size.
        public static let defaultSize = CGSize(width: 390, height: 844)

        /// Creates a container spec.
        public init(width: CGFloat = defaultSize.width, height: CGFloat = defaultSize.height,
                    contentInsets: DirectionalEdgeInsets = .zero) {
            self.width = width
            self.height = height
            self.contentInsets = contentInsets
        }
    }

    /// One entry of `sections:`.
    public struct Section: Sendable, Equatable {
        /// `title:` — header text, if the layout has a header for it.
        public var title: String?
        /// `items:` — a count of placeholders or a list of items (no items when left out).
        public var items: Items
        /// `id:` — the section's identifier in a diffable data source, for update previews.
        public var id: String?
        /// `ids:` — the items' identifiers, one per item, for update previews.
        public var itemIDs: [String]?

        /// Creates a section.
        public init(title: String? = nil, items: Items, id: String? = nil, itemIDs: [String]? = nil) {
            self.title = title
            self.items = items
            self.id = id
            self.itemIDs = itemIDs
        }

        /// The number of items.
        public var itemCount: Int {
            switch items {
            case .placeholders(let count): count
            case .list(let list): list.count
            }
        }
    }

    /// A section's `items:`.
    public enum Items: Sendable, Equatable {
        /// `items: N` — N placeholder items without a preferred size.
        case placeholders(Int)
        /// `items: [...]` — one entry per item.
        case list([Item])
    }

    /// One entry of an `items:` list: exactly one of the three keys.
    public enum Item: Sendable, Equatable {
        /// `{aspectRatio: r}` — width / height, greater than 0.
        case aspectRatio(CGFloat)
        /// `{image: path}` — the aspect ratio comes from the file's header; a relative path is
        /// relative to the spec's folder.
        case image(String)
        /// `{size: {width, height}}` — an explicit preferred size.
        case size(CGSize)
    }

    /// `layout:` — which layout, with its options. Each case is a layout type of docs/layout-spec.md.
    public enum Layout: Sendable {
        /// `type: waterfall`.
        case waterfall(WaterfallLayout)
        /// `type: flow`.
        case flow(FlowLayout)
        /// `type: compositional`, with the `layout:` mapping it was decoded from (its spec form:
        /// the description classes are frozen inside the layout and are not read back).
        case compositional(CompositionalLayout, source: SpecNode)
        /// `type: justified`: Flickr's justified rows.
        case justified(JustifiedLayout)

        /// The `type:` name.
        public var typeName: String {
            switch self {
            case .waterfall: "waterfall"
            case .flow: "flow"
            case .compositional: "compositional"
            case .justified: "justified"
            }
        }

        /// The layout, ready to compute.
        public var collectionLayout: any CollectionLayout {
            switch self {
            case .waterfall(let layout): layout
            case .flow(let layout): layout
            case .compositional(let layout, _): layout
            case .justified(let layout): layout
            }
        }
    }
}
