import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

/// A spec file laid out: the spec, its container (with `image:` items sized from their
/// headers) and the frames, with the warnings the layout raised. Shared by `tessera layout`,
/// `tessera render` and `tessera preview`.
struct SpecLayout {
    let spec: LayoutSpec
    /// The spec file's path, as given.
    let path: String
    /// The folder relative `image:` paths are resolved against: the spec's own.
    let folder: String
    let container: CollectionContainer
    let result: LayoutResult
    let warnings: [String]

    /// Loads `path` and lays it out at the spec's container size, or at `width` × `height` (points).
    /// - Throws: ``CommandFailure`` naming the key path or the file.
    /// With `viewportOffset`, pinned headers and footers clamp to a viewport scrolled there (rule 12 of docs/layout-spec.md).
    /// `safeArea`, when given, replaces the spec's container safe area (a device preset's).
    init(path: String, width: Double?, height: Double?, viewportOffset: CGPoint? = nil,
         safeArea: DirectionalEdgeInsets? = nil) throws {
        var loaded: LayoutSpec
        do {
            loaded = try SpecLoader.load(path: path)
        } catch {
            throw CommandFailure(error.description)
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
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure(String(describing: error))
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
    var inputPaths: [String] {
        let images = spec.sections.flatMap { section -> [String] in
            guard case .list(let items) = section.items else { return [] }
            return items.compactMap(photoPath(of:))
        }
        return [path] + images
    }

    /// The file an `image:` item shows, as the file system sees it; nil for other items.
    func photoPath(of item: LayoutSpec.Item) -> String? {
        guard case .image(let path) = item else { return nil }
        return Self.resolve(path, relativeTo: folder)
    }

    /// An `image:` path as the file system sees it: absolute, or relative to the spec's folder.
    static func resolve(_ path: String, relativeTo folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// The displayed aspect ratio of an `image:` item, from its header.
    private static func aspectRatio(of reference: LayoutSpec.ImageReference, relativeTo folder: String) throws -> CGFloat {
        let path = resolve(reference.path, relativeTo: folder)
        do {
            let info = try ImageProbe.probe(fileAt: path)
            return CGFloat(info.aspectRatio)
        } catch {
            throw CommandFailure("\(reference.specPath): \(path): \(error.description)")
        }
    }

    /// What each item of the spec shows: its photo, or a wireframe.
    var content: SheetContent {
        let cells = spec.sections.map { section -> [CellContent] in
            switch section.items {
            case .placeholders(let count):
                return Array(repeating: .wireframe, count: count)
            case .list(let items):
                return items.map { item in
                    guard let path = photoPath(of: item) else { return .wireframe }
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
