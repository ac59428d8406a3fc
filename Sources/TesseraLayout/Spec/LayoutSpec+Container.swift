import Foundation

extension LayoutSpec {
    /// An `image:` item whose aspect ratio the caller must supply.
    public struct ImageReference: Sendable, Equatable {
        /// The path as written in the spec (relative paths are relative to the spec's folder,
        /// which only the caller knows).
        public var path: String
        /// The item's index path.
        public var section: Int
        /// The item's index path.
        public var item: Int
        /// Where the path is in the spec: `sections[1].items[2].image`.
        public var specPath: SpecPath

        /// Creates a reference.
        public init(path: String, section: Int, item: Int, specPath: SpecPath) {
            self.path = path
            self.section = section
            self.item = item
            self.specPath = specPath
        }
    }

    /// Every `image:` item, in section and item order.
    public var imageReferences: [ImageReference] {
        var references: [ImageReference] = []
        for (section, content) in sections.enumerated() {
            guard case .list(let items) = content.items else { continue }
            for (item, entry) in items.enumerated() {
                if case .image(let path) = entry {
                    let specPath = SpecPath.root.appending("sections").appending(section)
                        .appending("items").appending(item).appending("image")
                    references.append(ImageReference(path: path, section: section, item: item, specPath: specPath))
                }
            }
        }
        return references
    }

    /// The container for this spec's content: the spec's size and content insets (`width` and
    /// `height` replace the size when given, as the CLI's `--width`/`--height` do) and one
    /// section per entry of `sections`. `imageAspectRatio` gives the displayed width / height of
    /// each `image:` item (the CLI reads it from the file's header); errors it throws pass
    /// through, and a ratio that is not finite and greater than 0 throws
    /// ``SpecError/invalidValue(path:problem:location:)`` at the item's `image` key.
    ///
    /// `width` and `height`, when given, are checked as the spec's own are: a number of points
    /// greater than 0 and at most ``Container/maximumSide``, else
    /// ``SpecError/invalidValue(path:problem:location:)`` at `container.width` or `container.height`.
    public func makeContainer(
        width: CGFloat? = nil, height: CGFloat? = nil,
        imageAspectRatio: (ImageReference) throws -> CGFloat
    ) throws -> CollectionContainer {
        for (key, value) in [("width", width), ("height", height)] {
            guard let value, !Container.allows(value) else { continue }
            throw SpecError.invalidValue(path: SpecPath.root.appending("container").appending(key),
                                         problem: Container.sideProblem(value), location: nil)
        }
        var images: [Int: [Int: CGFloat]] = [:]
        for reference in imageReferences {
            let ratio = try imageAspectRatio(reference)
            guard ratio.isFinite, ratio > 0 else {
                throw SpecError.invalidValue(path: reference.specPath,
                                             problem: "the image's aspect ratio must be greater than 0, got \(ratio)",
                                             location: nil)
            }
            images[reference.section, default: [:]][reference.item] = ratio
        }
        let containerSections = sections.enumerated().map { section, content -> CollectionContainer.Section in
            switch content.items {
            case .placeholders(let count):
                return .init(placeholders: count)
            case .list(let items):
                return .init(items: items.enumerated().map { item, entry -> PreferredItemSize? in
                    switch entry {
                    case .aspectRatio(let ratio): .aspectRatio(ratio)
                    case .size(let size): .size(size)
                    case .image: images[section]?[item].map { .aspectRatio($0) }
                    }
                })
            }
        }
        var result = CollectionContainer(
            size: CGSize(width: width ?? container.width, height: height ?? container.height),
            contentInsets: container.contentInsets, sections: containerSections)
        result.insetsReferences = container.insetsReferences(contentWidth: result.contentWidth, size: result.size)
        result.orthogonalScrollOffsets = container.orthogonalOffsets
        return result
    }
}
