import Foundation
import SnapshotTesting
import TesseraRender

/// How much of a layout an image snapshot shows.
public enum SnapshotExtent: Sendable {
    /// One screen: the container's size, scrolled to the snapshot's viewport offset.
    case viewport
    /// The whole content, as tall (or wide) as it is.
    case full
}

extension Snapshotting where Value == LayoutSnapshot, Format == PixelBuffer {
    /// A PNG of the layout at container `size`, rendered at `scale` with `style`, compared with
    /// ``ImageComparison`` (swift-snapshot-testing's `precision` and `perceptualPrecision`).
    /// Text is drawn with the font's outlines, so labels stay readable; `glyphs: .boxes` draws
    /// boxes instead, which no FreeType or font update can change.
    public static func image(size: CGSize, scale: CGFloat = 2, style: SheetStyle = .light,
                             precision: Double = 1, perceptualPrecision: Double = 1,
                             glyphs: GlyphMode = .outlines, extent: SnapshotExtent = .viewport) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     asyncSnapshot: SnapshotRendering.anywhere { snapshot in
            try LayoutImageRenderer.render(snapshot, size: size, scale: scale, style: style, glyphs: glyphs, extent: extent)
        })
    }

}

extension Dictionary where Key == String, Value == Snapshotting<LayoutSnapshot, PixelBuffer> {
    /// One image strategy per named size, for `assertSnapshots(of:as:)`: the files are
    /// `test.portrait.png`, `test.landscape.png`, ….
    ///
    /// ```swift
    /// assertSnapshots(of: snapshot, as: .images(["portrait": CGSize(width: 393, height: 852),
    ///                                            "landscape": CGSize(width: 852, height: 393)]))
    /// ```
    public static func images(_ sizes: [String: CGSize], scale: CGFloat = 2, style: SheetStyle = .light,
                              precision: Double = 1, perceptualPrecision: Double = 1,
                              glyphs: GlyphMode = .outlines, extent: SnapshotExtent = .viewport) -> Self {
        sizes.mapValues { size in
            .image(size: size, scale: scale, style: style, precision: precision, perceptualPrecision: perceptualPrecision,
                   glyphs: glyphs, extent: extent)
        }
    }
}

extension Snapshotting where Value == LayoutSnapshot, Format == String {
    /// The frame dump of docs/layout-spec.md at container `size`, as JSON text: a snapshot that no change to
    /// rendering can break, only a change to the frames.
    public static func frames(size: CGSize) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { snapshot in
            snapshot.result(in: size).frameDumpJSON()
        }
    }
}

/// Renders snapshot images. Its errors (a font that cannot be loaded, a picture over
/// `PictureLimits.maximumImagePixels`) become failures of the test (``SnapshotRendering``).
enum LayoutImageRenderer {
    static func render(_ snapshot: LayoutSnapshot, size: CGSize, scale: CGFloat, style: SheetStyle,
                       glyphs: GlyphMode, extent: SnapshotExtent) throws -> PixelBuffer {
        let result = snapshot.result(in: size)
        let region = extent == .full
            ? CGRect(origin: .zero, size: result.contentSize)
            : CGRect(origin: snapshot.viewportOffset ?? .zero, size: size)
        return try render(result, content: snapshot.content, region: region, scale: scale, style: style, glyphs: glyphs)
    }

    static func render(_ result: LayoutResult, content: SheetContent, region: CGRect, scale: CGFloat,
                       style: SheetStyle, glyphs: GlyphMode) throws -> PixelBuffer {
        let renderer = try LayoutRenderer(style: style, options: RenderOptions(scale: scale, jobs: 2, glyphMode: glyphs))
        return try renderer.renderImage(result, content: content, region: region).image
    }
}
