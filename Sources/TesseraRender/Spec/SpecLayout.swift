import Foundation
import TesseraImage
import TesseraLayout

/// A spec file laid out: the spec, its container (with `image:` items sized from their
/// headers) and the frames, with the warnings the layout raised — what `tessera layout`,
/// `tessera render` and `tessera preview` start from, as a library call.
///
/// ```swift
/// let laidOut = try SpecLayout(path: "grid.yaml", width: 390, height: nil)
/// let renderer = try LayoutRenderer(options: RenderOptions(scale: 2))
/// _ = try renderer.renderPNG(laidOut.result, content: laidOut.content, to: "grid.png")
/// ```
public struct SpecLayout: Sendable {
    /// The spec as read.
    public let spec: LayoutSpec
    /// The spec file's path, as given.
    public let path: String
    /// The folder relative `image:` paths are resolved against: the spec's own.
    public let folder: String
    /// What the layout was computed for.
    public let container: CollectionContainer
    /// The frames.
    public let result: LayoutResult
    /// What went wrong on the way (groups that hold nothing, dropped duplicates).
    public let warnings: [String]

    /// Loads `path` and lays it out at the spec's container size, or at `width` × `height` (points).
    /// - Throws: ``SpecLayoutError`` naming the key path or the file.
    /// With `viewportOffset`, pinned headers and footers clamp to a viewport scrolled there (rule 12 of docs/layout-spec.md).
    /// `safeArea`, when given, replaces the spec's container safe area (a device preset's).
    public init(path: String, width: Double?, height: Double?, viewportOffset: CGPoint? = nil,
                safeArea: DirectionalEdgeInsets? = nil) throws(SpecLayoutError) {
        var loaded: LayoutSpec
        do {
            loaded = try SpecLoader.load(path: path)
        } catch {
            throw .cannotLoad(error)
        }
        if let safeArea { loaded.container.safeAreaInsets = safeArea }
        spec = loaded
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        self.folder = folder
        do {
            var container = try spec.makeContainer(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }) {
                reference in try Self.aspectRatio(of: reference, relativeTo: folder)
            }
            container.viewportOffset = viewportOffset
            self.container = container
        } catch let error as SpecLayoutError {
            throw error
        } catch {
            throw .invalid(String(describing: error))
        }
        if case .compositional(let compositional, _) = spec.layout {
            (result, warnings) = compositional.layoutWithWarnings(in: container)
        } else {
            result = spec.layout.collectionLayout.layout(in: container)
            warnings = []
        }
    }

    /// The files the layout was read from: the spec and its `image:` items' photos (what no
    /// output may overwrite).
    public var inputPaths: [String] {
        let images = spec.sections.flatMap { section -> [String] in
            guard case .list(let items) = section.items else { return [] }
            return items.compactMap(photoPath(of:))
        }
        return [path] + images
    }

    /// The file an `image:` item shows, as the file system sees it; nil for other items.
    public func photoPath(of item: LayoutSpec.Item) -> String? {
        guard case .image(let path) = item else { return nil }
        return Self.resolve(path, relativeTo: folder)
    }

    /// An `image:` path as the file system sees it: absolute, or relative to the spec's folder.
    public static func resolve(_ path: String, relativeTo folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// The displayed aspect ratio of an `image:` item, from its header.
    private static func aspectRatio(of reference: LayoutSpec.ImageReference, relativeTo folder: String) throws -> CGFloat {
        let path = resolve(reference.path, relativeTo: folder)
        do {
            let info = try ImageProbe.probe(fileAt: path)
            return CGFloat(info.aspectRatio)
        } catch {
            throw SpecLayoutError.unreadableImage(specPath: reference.specPath, path: path, reason: error.description)
        }
    }

    /// The sections and their items by identifier, as a diffable data source would hold them:
    /// a section's `id:`, else its `title:`, else `section N`; an item's entry in `ids:`, else
    /// its `image:` path, else `S/N` (its section's identifier and its position).
    public var identifiers: [(section: String, items: [String])] {
        spec.sections.enumerated().map { index, section in
            let sectionID = section.id ?? section.title ?? "section \(index)"
            if let ids = section.itemIDs { return (sectionID, ids) }
            switch section.items {
            case .placeholders(let count):
                return (sectionID, (0..<count).map { "\(sectionID)/\($0)" })
            case .list(let items):
                return (sectionID, items.enumerated().map { position, item in
                    if case .image(let path) = item { return path }
                    return "\(sectionID)/\(position)"
                })
            }
        }
    }

    /// What each item of the spec shows: its photo, else its identifier when the section names
    /// its items (`ids:`), else a wireframe with its index path.
    public var content: SheetContent {
        let cells = spec.sections.map { section -> [CellContent] in
            switch section.items {
            case .placeholders(let count):
                return section.itemIDs.map { $0.map { .text($0) } } ?? Array(repeating: .wireframe, count: count)
            case .list(let items):
                return items.enumerated().map { position, item in
                    guard let path = photoPath(of: item) else {
                        return section.itemIDs.map { .text($0[position]) } ?? .wireframe
                    }
                    return .photo(path: path, label: (path as NSString).lastPathComponent)
                }
            }
        }
        var content = SheetContent(cells: cells, sectionTitles: spec.sections.map(\.title))
        if case .compositional(let layout, _) = spec.layout {
            for section in spec.sections.indices {
                if let list = layout.listConfiguration(ofSection: section) { content.listSections[section] = list }
            }
        }
        return content
    }
}

/// Why a spec file could not be laid out.
public enum SpecLayoutError: Error, CustomStringConvertible {
    /// The file could not be read or decoded.
    case cannotLoad(SpecLoadError)
    /// An `image:` item's photo could not be probed: where it is in the spec, its path, the reason.
    case unreadableImage(specPath: SpecPath, path: String, reason: String)
    /// The spec's values could not make a container.
    case invalid(String)

    public var description: String {
        switch self {
        case .cannotLoad(let error): error.description
        case .unreadableImage(let specPath, let path, let reason): "\(specPath): \(path): \(reason)"
        case .invalid(let message): message
        }
    }
}
