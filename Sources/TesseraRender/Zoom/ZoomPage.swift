import Foundation
import TesseraImage
import TesseraLayout

/// The page written beside a zoomable sheet (`OUT.html` beside `OUT.dzi`, or beside an IIIF
/// folder): the tiles shown by Leaflet in a pixel coordinate system, with every photo's
/// rectangle, name, caption and a relative link to its file, and every section's title, embedded
/// in the page as JSON — so it works from a static server and opened as a file alike.
///
/// What a reader can do with it (the script is ``ZoomPageScript``): pan and zoom with mouse,
/// touch and keyboard; hover (or tap) a photo to see its name and caption; click it to open the
/// original; find a photo by name, which the map flies to; jump to a section from the list.
/// Leaflet itself is copied beside the page (``LeafletAssets``), licence included.
///
/// Rectangles are the renderer's own pixel rectangles (``SheetGeometry``), in the full-resolution
/// picture's pixels, so they match the tiles to the pixel.
public struct ZoomPage: Sendable, Equatable {
    /// One photo on the sheet.
    public struct Photo: Sendable, Equatable {
        /// Its rectangle in the full picture's pixels (the cell, caption strip included).
        public var x, y, width, height: Int
        /// The file's name.
        public var name: String
        /// Its caption (label lines joined by newlines), or why it could not be drawn.
        public var caption: String
        /// A relative URL from the page's folder to the file.
        public var href: String
    }

    /// One section header.
    public struct Section: Sendable, Equatable {
        /// Its header's rectangle in the full picture's pixels.
        public var x, y, width, height: Int
        /// The section's title.
        public var title: String
    }

    /// The page's title: the sheet's title, or the output's name.
    public var title: String
    /// The tiles' geometry.
    public var pyramid: TilePyramid
    /// The URL of the tiles' folder, relative to the page (`OUT_files`, or the IIIF folder).
    public var tilesURL: String
    /// The sheet's background, `#RRGGBB`, shown around the picture.
    public var background: String
    /// Every photo, in the sheet's order.
    public var photos: [Photo]
    /// Every titled section, in order.
    public var sections: [Section]

    /// The page of `region` (points; the whole layout by default) of `layout` drawn at `scale`
    /// with `content`, written at `pagePath`, its tiles as `pyramid` says at `tilesURL`.
    public init(layout: LayoutResult, content: SheetContent, scale: CGFloat, region: CGRect? = nil,
                pyramid: TilePyramid, tilesURL: String, pagePath: String, background: Color) {
        let geometry = SheetGeometry(scale: scale, region: region ?? LayoutRenderer.wholeContent(of: layout))
        let folder = Self.absoluteFolder(of: pagePath)
        var photos: [Photo] = [], sections: [Section] = []
        for attributes in layout.attributes where !attributes.isHidden && LayoutRenderer.isFinite(attributes.frame) {
            let rect = geometry.deviceRect(attributes.frame)
            guard rect.intersects(geometry.bounds) else { continue }
            switch attributes.category {
            case .cell:
                let path: String, caption: String
                switch content.cell(at: attributes.indexPath) {
                case .photo(let photo, let label): (path, caption) = (photo, label ?? "")
                case .failedPhoto(let photo, let reason): (path, caption) = (photo, reason)
                default: continue
                }
                photos.append(Photo(x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                                    name: (path as NSString).lastPathComponent, caption: caption,
                                    href: Self.relativeURL(from: folder, to: path)))
            case .supplementaryView:
                guard let kind = attributes.representedElementKind, content.titleKinds.contains(kind),
                      let title = content.sectionTitle(attributes.section) else { continue }
                sections.append(Section(x: rect.x, y: rect.y, width: rect.width, height: rect.height, title: title))
            default:
                continue
            }
        }
        title = content.title ?? ((pagePath as NSString).lastPathComponent as NSString).deletingPathExtension
        self.pyramid = pyramid
        self.tilesURL = tilesURL
        self.background = String(format: "#%02x%02x%02x", background.red, background.green, background.blue)
        self.photos = photos
        self.sections = sections
    }

    /// The page's HTML: Leaflet from `leaflet/` beside it, the sheet's data as JSON, the script.
    public var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="Tessera">
        <title>\(ArchiveIndex.escape(title))</title>
        <link rel="stylesheet" href="\(LeafletAssets.folderName)/leaflet.css">
        <style>
        \(ZoomPageScript.css)
        #map { background: \(background); }
        </style>
        </head>
        <body>
        <div id="map" tabindex="0" aria-label="\(ArchiveIndex.escape(title)), zoomable"></div>
        <div id="panel">
        <h1 id="title">\(ArchiveIndex.escape(title))</h1>
        <form id="find" role="search"><input id="search" type="search" placeholder="Find a photo by name" aria-label="Find a photo by name" autocomplete="off" list="names"><datalist id="names"></datalist></form>
        <p id="search-result" role="status"></p>
        <ol id="sections"></ol>
        </div>
        <div id="info" role="status" aria-live="polite" hidden></div>
        <script src="\(LeafletAssets.folderName)/leaflet.js"></script>
        <script id="tessera-sheet" type="application/json">\(dataJSON)</script>
        <script>
        \(ZoomPageScript.javascript)
        </script>
        </body>
        </html>

        """
    }

    /// The data the script reads: the picture and tile geometry, photos and sections (arrays,
    /// to keep 20,000 photos' page small), `<` escaped so no string ends the script element.
    var dataJSON: String {
        let top = pyramid.levels.count - 1
        // Zoom z shows the picture reduced (full zoom − z) times; Deep Zoom has every level down
        // to 1×1, IIIF only down to one tile: the zooms below are drawn from the smallest level.
        let full = pyramid.options.layout == .deepZoom ? top : Self.deepZoomTop(pyramid.size)
        let levels: [[Int]?] = (0...full).map { zoom in
            let reduction = full - zoom
            return reduction < pyramid.levels.count ? [pyramid.levels[reduction].width, pyramid.levels[reduction].height] : nil
        }
        let data = PageData(title: title, width: pyramid.size.width, height: pyramid.size.height,
                            layout: pyramid.options.layout.rawValue, tiles: tilesURL, format: pyramid.options.format.rawValue,
                            tileSize: pyramid.options.tileSize, overlap: pyramid.options.overlap, levels: levels,
                            photos: photos, sections: sections)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return text.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// The Deep Zoom number of the full level of a `size` picture: ⌈log₂ of its longer side⌉.
    static func deepZoomTop(_ size: PixelSize) -> Int {
        var side = max(size.width, size.height), top = 0
        while side > 1 { side = (side + 1) / 2; top += 1 }
        return top
    }

    /// The absolute folder of `path` (symbolic links resolved where the folder exists).
    static func absoluteFolder(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let folder = (absolute as NSString).deletingLastPathComponent
        return URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// A relative URL from `folder` (absolute) to `path`, each component percent-encoded.
    static func relativeURL(from folder: String, to path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let target = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().standardizedFileURL.path
        let from = folder.split(separator: "/"), to = target.split(separator: "/")
        var common = 0
        while common < from.count && common < to.count && from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return ArchiveIndex.href(parts.joined(separator: "/"))
    }

    /// The JSON the script reads.
    private struct PageData: Encodable {
        var title: String, width: Int, height: Int, layout: String, tiles: String, format: String
        var tileSize: Int, overlap: Int, levels: [[Int]?], photos: [Photo], sections: [Section]
    }
}

extension ZoomPage.Photo: Encodable {
    /// `[x, y, width, height, name, caption, href]`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x); try container.encode(y); try container.encode(width); try container.encode(height)
        try container.encode(name); try container.encode(caption); try container.encode(href)
    }
}

extension ZoomPage.Section: Encodable {
    /// `[x, y, width, height, title]`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x); try container.encode(y); try container.encode(width); try container.encode(height)
        try container.encode(title)
    }
}
