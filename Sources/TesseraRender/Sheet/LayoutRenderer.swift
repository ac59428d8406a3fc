import Foundation
import TesseraText

/// Rasterizes any `LayoutResult` — a contact sheet's, a layout spec's, a snapshot test's — with
/// its ``SheetContent`` into horizontal bands of pixels, and from them a PNG, JPEG, PDF or tiles:
/// UIKit's collection view, drawn headlessly. (Named `SheetRenderer` until it was clear it draws
/// every layout, not only sheets; the old name remains as a deprecated alias.)
///
/// Bands of ``RenderOptions/bandHeight`` rows are drawn one after the other and handed on (to a
/// `PNGWriter`, say) as soon as they are finished, so memory depends on the sheet's width and
/// its tallest cell, not on its height or the number of photos. Photos are decoded just ahead of
/// the band that needs them and released once the band passes their bottom edge (see
/// `ThumbnailPipeline`).
///
/// Each drawing runs ``RenderOptions/jobs`` worker threads (one ``WorkerPool``) beside the
/// calling thread, which draws the bands: the same threads decode the photos and compress the
/// PNG (or PDF page, or tiles), so a render never has more than that many threads of work besides
/// its caller. They are started when the drawing starts and joined before it returns.
///
/// Within a band, elements are painted in order of `zIndex`, then in frame-dump order (cells,
/// then supplementaries, then decorations of each section), so decorations with a lower
/// `zIndex` lie below cells, as in UIKit. Frames are snapped to pixels by ``PixelSnapper``;
/// everything outside the rendered region (an orthogonal section's frames beyond the
/// container's width, say) is clipped. The same inputs give the same pixels, and the same
/// bytes, at any number of workers.
///
/// ```swift
/// let renderer = try LayoutRenderer(style: .light, options: RenderOptions(scale: 2))
/// let report = try renderer.renderPNG(result, content: content, to: "sheet.png")
/// print(report.size, report.failures.count)
/// ```
public struct LayoutRenderer: Sendable {
    /// Colours, radii and text sizes.
    public let style: SheetStyle
    /// Scale, concurrency, glyphs and decoding.
    public let options: RenderOptions
    /// Header titles and the sheet title, in the style's header weight.
    let headerText: TextRasterizer
    /// Labels and placeholder text, regular weight.
    let bodyText: TextRasterizer

    /// A renderer; loads the font (``RenderOptions/font``, DejaVu Sans by default) unless
    /// ``RenderOptions/glyphMode`` is ``GlyphMode/boxes``.
    /// - Throws: ``RenderError/invalidScale(_:)`` or ``RenderError/invalidBands(bandHeight:lookaheadRows:)``
    ///   for options no picture can be drawn with, ``RenderError/font(_:)`` when the font cannot
    ///   be found or loaded.
    public init(style: SheetStyle = .light, options: RenderOptions = RenderOptions()) throws(RenderError) {
        guard options.scale.isFinite, options.scale > 0 else { throw .invalidScale(options.scale) }
        guard options.bandHeight >= 1, options.lookaheadRows >= 0 else {
            throw .invalidBands(bandHeight: options.bandHeight, lookaheadRows: options.lookaheadRows)
        }
        self.style = style
        self.options = options
        func rasterizer(_ weight: FontWeight) throws(TextError) -> TextRasterizer {
            if options.glyphMode == .boxes { return try TextRasterizer(fontPath: nil, weight: weight, mode: .boxes) }
            return try TextRasterizer(fontPath: try FontLocator.locate(options.font, weight: weight), weight: weight, mode: .outlines)
        }
        do {
            headerText = try rasterizer(style.headerFontWeight)
            bodyText = try rasterizer(.regular)
        } catch {
            throw .font(error)
        }
    }

    /// The size in pixels of the picture of `region` (points; the whole content by default).
    public func pixelSize(of layout: LayoutResult, region: CGRect? = nil) -> PixelSize {
        SheetGeometry(scale: options.scale, region: region ?? Self.wholeContent(of: layout)).size
    }

    /// ``pixelSize(of:region:)``, refused beyond ``PictureLimits`` for `kind`.
    func checkedPixelSize(of layout: LayoutResult, region: CGRect?, as kind: PictureKind = .file) throws(RenderError) -> PixelSize {
        let size = pixelSize(of: layout, region: region)
        try Self.check(size, as: kind)
        return size
    }

    /// Refuses a picture of `size` beyond ``PictureLimits`` for `kind` (one file by default):
    /// what every drawing checks first, and what a caller can check before it starts (the CLI
    /// does, to refuse a too-large sheet before any photo is decoded).
    /// - Throws: ``RenderError/tooLarge(_:)``.
    public static func check(_ size: PixelSize, as kind: PictureKind = .file) throws(RenderError) {
        do {
            try PictureLimits.standard.check(size, as: kind)
        } catch {
            throw .tooLarge(error)
        }
    }

    /// Draws `region` of the layout (points, in the layout's coordinates; the whole content by
    /// default) band by band, top to bottom, handing each finished band to `consume`. The bands'
    /// rows add up to ``pixelSize(of:region:)``'s height. `progress` hears the rows done so far
    /// and the total after each band. Frames that are not finite numbers are not drawn.
    /// - Throws: ``RenderError/tooLarge(_:)`` before drawing anything, or
    ///   what `consume` throws.
    public func render(_ layout: LayoutResult, content: SheetContent, region: CGRect? = nil,
                       progress: ((_ rowsDone: Int, _ totalRows: Int) -> Void)? = nil,
                       bands consume: (BandCanvas) throws -> Void) throws -> RenderReport {
        _ = try checkedPixelSize(of: layout, region: region)
        return try withWorkers { pool in try draw(layout, content: content, region: region, on: pool, progress: progress, bands: consume) }
    }

    /// ``render(_:content:region:progress:bands:)`` decoding on `pool` (whose threads the caller
    /// also writes with).
    func render(_ layout: LayoutResult, content: SheetContent, region: CGRect?, on pool: WorkerPool,
                progress: ((_ rowsDone: Int, _ totalRows: Int) -> Void)?,
                bands consume: (BandCanvas) throws -> Void) throws -> RenderReport {
        _ = try checkedPixelSize(of: layout, region: region)
        return try draw(layout, content: content, region: region, on: pool, progress: progress, bands: consume)
    }

    /// Runs `body` with a pool of ``RenderOptions/jobs`` threads, joined when it returns.
    func withWorkers<T, E: Error>(_ body: (WorkerPool) throws(E) -> T) throws(E) -> T {
        try WorkerPool.withThreads(options.jobs, body)
    }

    /// ``render(_:content:region:progress:bands:)`` once the picture's size is known to be
    /// drawable, decoding on `pool`.
    private func draw(_ layout: LayoutResult, content: SheetContent, region: CGRect?, on pool: WorkerPool,
                      progress: ((_ rowsDone: Int, _ totalRows: Int) -> Void)? = nil,
                      bands consume: (BandCanvas) throws -> Void) rethrows -> RenderReport {
        let geometry = SheetGeometry(scale: options.scale, region: region ?? Self.wholeContent(of: layout))
        let plan = PhotoPlan(layout: layout, content: content, geometry: geometry, style: style)
        let lists = ListPlan(layout: layout, content: content, geometry: geometry, style: style)
        let pipeline = ThumbnailPipeline(jobs: plan.jobs, pool: pool,
                                         decoder: ImageDecoder(options: options.decoding), memoryBudget: options.memoryLimit,
                                         cache: options.thumbnailCache)
        defer { pipeline.stop() }

        var state = BandState(plan: plan, pipeline: pipeline)
        let background = style.background.premultiplied
        let height = geometry.size.height
        var canvas = BandCanvas(width: geometry.size.width, top: 0, height: min(options.bandHeight, height), background: background)
        var top = 0
        while top < height {
            let bottom = min(top + options.bandHeight, height)
            canvas.reset(top: top, height: bottom - top, background: background)
            pipeline.admit(upTo: bottom + options.lookaheadRows)
            state.enter(rowsAbove: bottom)
            let band = DeviceRect(x: 0, y: top, width: geometry.size.width, height: bottom - top)
            // Elements drawn with a transform may reach beyond their frames: they are few, and
            // looked at in every band.
            let found = Set(layout.indices(in: geometry.layoutRect(rows: top, bottom))).union(layout.effects.keys)
            let elements = found
                .map { (index: $0, attributes: Self.drawn(layout.attributes[$0])) }
                .filter { !$0.attributes.isHidden && $0.attributes.alpha > 0 && Self.isFinite($0.attributes.frame)
                    && geometry.deviceRect($0.attributes.frame).intersects(band) }
                .sorted { ($0.attributes.zIndex, $0.index) < ($1.attributes.zIndex, $1.index) }
            for shape in lists.underlays where shape.rect.intersects(band) {
                canvas.fill(shape.rect, cornerRadius: shape.radius, color: shape.color, clip: band)
            }
            for element in elements {
                let alpha = Double(element.attributes.alpha)
                canvas.drawing(withOpacity: alpha, in: geometry.deviceRect(element.attributes.frame)) { canvas in
                    if Self.isRotated(element.attributes.transform) {
                        drawRotated(layout.attributes[element.index], index: element.index, content: content, geometry: geometry,
                                    state: &state, into: &canvas, band: band)
                    } else {
                        draw(element.attributes, index: element.index, content: content, geometry: geometry,
                             state: &state, into: &canvas, band: band)
                    }
                }
            }
            for shape in lists.overlays where shape.rect.intersects(band) {
                canvas.fill(shape.rect, cornerRadius: shape.radius, color: shape.color, clip: band)
            }
            if options.debugFrames {
                for element in elements { drawDebugOutline(element.attributes, geometry: geometry, into: &canvas, band: band) }
            }
            try consume(canvas)
            state.leave(rowsAbove: bottom)
            progress?(bottom, height)
            top = bottom
        }
        var report = state.report(size: geometry.size, peakLive: pipeline.peakLiveCount,
                                  peakDecodes: pipeline.peakDecodes, peakDecodeMemory: pipeline.peakDecodingBytes)
        report.thumbnailsFromCache = pipeline.cacheHitCount
        return report
    }

    /// Renders the layout into a PNG file (written to a temporary file and renamed when
    /// complete; `-` for standard output), compressed by the ``RenderOptions/jobs`` threads that
    /// decode the photos (the bytes do not depend on their number). The PNG has an alpha channel only when the
    /// style's background is not opaque.
    /// - Throws: ``RenderError/tooLarge(_:)`` before the file is created (beyond
    ///   ``PictureLimits``), or `EncodeError`.
    public func renderPNG(_ layout: LayoutResult, content: SheetContent, region: CGRect? = nil,
                          to path: String, compression: PNGCompression = .default,
                          progress: ((_ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> RenderReport {
        try writePicture(layout, content: content, region: region, to: path, encoding: .png(compression), into: nil, progress: progress)
    }

    /// Renders the layout into a PNG or JPEG file as `encoding` says, streamed band by band as
    /// ``renderPNG(_:content:region:to:compression:progress:)`` writes a PNG (a JPEG has no
    /// alpha: what is not opaque is shown over white).
    public func renderPicture(_ layout: LayoutResult, content: SheetContent, region: CGRect? = nil,
                              to path: String, encoding: PictureEncoding,
                              progress: ((_ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> RenderReport {
        try writePicture(layout, content: content, region: region, to: path, encoding: encoding, into: nil, progress: progress)
    }

    /// ``renderPicture(_:content:region:to:encoding:progress:)``, the file renamed into place
    /// at once, or with `set`, sealed and handed to it (a page of a set).
    func writePicture(_ layout: LayoutResult, content: SheetContent, region: CGRect?, continued: (title: String, height: CGFloat)? = nil,
                      to path: String, encoding: PictureEncoding,
                      into set: AtomicFileSet?, progress: ((_ rowsDone: Int, _ totalRows: Int) -> Void)?) throws -> RenderReport {
        let size = try checkedPixelSize(of: layout, region: region, as: encoding.pictureKind)
        // A zoomable picture's page needs Leaflet: looked for before anything is drawn.
        let leaflet = encoding.isTiled ? try LeafletAssets.locate() : nil
        // A continued section's header strip above the region's rows.
        let stripPixels = continued.map { max(1, Int(($0.height * options.scale).rounded())) } ?? 0
        return try withWorkers { pool in
            try writePicture(layout, content: content, region: region, size: size, continued: continued.map { ($0.title, stripPixels) },
                             to: path, encoding: encoding, leaflet: leaflet, into: set, on: pool, progress: progress)
        }
    }

    /// ``writePicture(_:content:region:continued:to:encoding:into:progress:)`` once the picture's
    /// size is checked, decoding and encoding on `pool`; `continued`'s height is the header
    /// strip's, in pixels.
    private func writePicture(_ layout: LayoutResult, content: SheetContent, region: CGRect?, size: PixelSize,
                              continued: (title: String, height: Int)?, to path: String, encoding: PictureEncoding,
                              leaflet: LeafletAssets.Source?, into set: AtomicFileSet?, on pool: WorkerPool,
                              progress: ((_ rowsDone: Int, _ totalRows: Int) -> Void)?) throws -> RenderReport {
        let stripPixels = continued?.height ?? 0
        let writer = try encoding.writer(path: path, width: size.width, height: size.height + stripPixels,
                                         hasAlpha: !style.background.isOpaque, workers: pool, marked: true)
        if let continued {
            var strip = BandCanvas(width: size.width, top: 0, height: stripPixels, background: style.background.premultiplied)
            let inset = Int((Self.headerInset(of: layout) * options.scale).rounded())
            let rect = DeviceRect(x: inset, y: 0, width: max(1, size.width - 2 * inset), height: stripPixels)
            drawText(continued.title, with: headerText, size: style.headerFontSize, in: rect, centred: false,
                     color: style.headerColor, into: &strip, band: strip.bounds)
            try writer.append(rows: strip.pixels)
        }
        let report = try draw(layout, content: content, region: region, on: pool, progress: progress) { band in
            try writer.append(rows: band.pixels)
        }
        if let set { try writer.finish(into: set) } else { try writer.finish() }
        var written = report
        if let leaflet, let pyramid = writer as? PyramidWriter {
            let page = try writeZoomPage(of: pyramid, path: path, layout: layout, content: content, region: region,
                                         headerStrip: continued, leaflet: leaflet, into: set)
            written.tiles = RenderReport.TileTally(count: pyramid.tilesWritten, bytes: pyramid.tileBytes, page: page)
        }
        written.size.height += stripPixels
        return written
    }

    /// Renders the layout into one `PixelBuffer` (for tests and side-by-side previews; a
    /// large sheet belongs in ``renderPNG(_:content:region:to:compression:progress:)``).
    /// - Throws: ``RenderError/tooLarge(_:)`` beyond ``PictureLimits`` for a picture in memory
    ///   (``PictureLimits/maximumImagePixels``).
    public func renderImage(_ layout: LayoutResult, content: SheetContent, region: CGRect? = nil) throws(RenderError) -> (image: PixelBuffer, report: RenderReport) {
        let size = try checkedPixelSize(of: layout, region: region, as: .inMemory)
        var image = PixelBuffer(width: size.width, height: size.height)
        let stride = image.bytesPerRow
        let report = withWorkers { pool in
            draw(layout, content: content, region: region, on: pool) { band in
                image.withUnsafeMutableBytes { target in
                    band.pixels.withUnsafeBytes { source in
                        for row in 0..<band.height {
                            let from = row * band.pixels.bytesPerRow, to = (band.top + row) * stride
                            target[to..<(to + size.width * 4)].copyBytes(from: source[from..<(from + size.width * 4)])
                        }
                    }
                }
            }
        }
        return (image, report)
    }

    static func wholeContent(of layout: LayoutResult) -> CGRect {
        CGRect(origin: .zero, size: layout.contentSize)
    }

    /// The attributes as drawn: the frame moved and scaled by the transform about its centre
    /// (for a rotation, the bounding box of the turned frame, which ``drawRotated`` fills).
    static func drawn(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard !attributes.transform.isIdentity else { return attributes }
        var drawn = attributes
        let t = attributes.transform, frame = attributes.frame
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)].map { corner in
            let x = corner.x - centre.x, y = corner.y - centre.y
            return CGPoint(x: centre.x + t.a * x + t.c * y + t.tx, y: centre.y + t.b * x + t.d * y + t.ty)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? frame.minX, minY = ys.min() ?? frame.minY
        drawn.frame = CGRect(x: minX, y: minY, width: (xs.max() ?? frame.maxX) - minX, height: (ys.max() ?? frame.maxY) - minY)
        return drawn
    }

    /// Whether every edge of `frame` is a finite number (only those are drawn).
    static func isFinite(_ frame: CGRect) -> Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }
}
