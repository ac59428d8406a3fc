import Foundation
import TesseraImage

extension LayoutRenderer {
    /// The page of a zoomable picture: `OUT.html` beside `OUT.dzi` (or beside the IIIF folder `OUT`).
    public static func zoomPagePath(_ path: String, layout: TileOptions.Layout) -> String {
        switch layout {
        case .deepZoom: String(PyramidWriter.deepZoomDescriptorPath(path).dropLast(4)) + ".html"
        case .iiif: PyramidWriter.tilesFolder(path, layout: .iiif) + ".html"
        }
    }

    /// Writes the ``ZoomPage`` of the pyramid `writer` wrote for `path` (at once, or with `set`,
    /// with the set's other outputs), and Leaflet beside it. A page that starts with a continued
    /// section's header strip (`headerStrip`: its title and height in pixels) lists that section
    /// at the top and has every photo moved down by the strip.
    func writeZoomPage(of writer: PyramidWriter, path: String, layout: LayoutResult, content: SheetContent, region: CGRect?,
                       headerStrip: (title: String, height: Int)?, leaflet: LeafletAssets.Source, into set: AtomicFileSet?) throws -> String {
        let layoutKind = writer.pyramid.options.layout
        let pagePath = Self.zoomPagePath(path, layout: layoutKind)
        let tiles = PyramidWriter.tilesFolder(path, layout: layoutKind)
        var page = ZoomPage(layout: layout, content: content, scale: options.scale, region: region, pyramid: writer.pyramid,
                            tilesURL: ArchiveIndex.href((tiles as NSString).lastPathComponent), pagePath: pagePath,
                            background: style.background)
        if let headerStrip {
            for index in page.photos.indices { page.photos[index].y += headerStrip.height }
            for index in page.sections.indices { page.sections[index].y += headerStrip.height }
            page.sections.insert(ZoomPage.Section(x: 0, y: 0, width: writer.width, height: headerStrip.height, title: headerStrip.title), at: 0)
        }
        try LeafletAssets.install(from: leaflet, into: (pagePath as NSString).deletingLastPathComponent)
        let bytes = Array(page.html.utf8)
        if let set {
            try set.add(bytes: bytes, at: pagePath)
        } else {
            try AtomicWrite.write(bytes, to: pagePath)
        }
        return pagePath
    }
}
