import Foundation
import SnapshotTesting
import TesseraRender
import TesseraUIKit

extension Snapshotting where Value == UICollectionView, Format == PixelBuffer {
    /// A PNG of a collection view — any layout: compositional, flow or a custom
    /// `UICollectionViewLayout` subclass — as its layout lays it out.
    ///
    /// With a `size`, the collection view is resized first, as a rotation resizes it on a device:
    /// the layout is asked `shouldInvalidateLayout(forBoundsChange:)` and keeps its frames if it
    /// says no (a layout that caches in `prepare()` without clearing on a new size shows the same
    /// stale frames a device would). The frame is put back afterwards. Without a size, the
    /// collection view's own frame is used.
    ///
    /// The data source gives the counts, the selection is drawn highlighted, section headers show
    /// `content`'s titles (whatever their element kind, for a compositional layout's top
    /// boundary items), and cells show `content`'s cells (wireframes with their index path by
    /// default; what the data source's cells show with ``CollectionViewContent/cells(sectionTitle:)``;
    /// list sections as list rows with separators). The background is the collection
    /// view's `backgroundColor`, or the grouped background for a grouped list. Text is drawn with the font's outlines; `glyphs: .boxes` draws boxes instead,
    /// which no FreeType or font update can change.
    ///
    /// The collection view's traits report `scale` as their `displayScale` while it is drawn.
    ///
    /// Works from any test: it draws on the main actor, where UIKit objects live. A picture that
    /// cannot be drawn (a missing font, frames that are not numbers) is a failure of the test
    /// with its reason, never a crash.
    public static func image(size: CGSize? = nil, scale: CGFloat = 2, style: SheetStyle = .light,
                             precision: Double = 1, perceptualPrecision: Double = 1,
                             glyphs: GlyphMode = .outlines, extent: SnapshotExtent = .viewport,
                             content: CollectionViewContent = .wireframes) -> Snapshotting {
        // Its closures are main-actor closures, called only on the main actor.
        nonisolated(unsafe) let content = content
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                            asyncSnapshot: SnapshotRendering.onMainActor { collectionView in
            try collectionView.resized(to: size, displayScale: scale) {
                let frozen = collectionView.frozenLayout(extent == .full ? .all : .visible)
                let region = extent == .full ? CGRect(origin: .zero, size: frozen.result.contentSize) : frozen.visibleRect
                return try LayoutImageRenderer.render(frozen.result, content: content.sheetContent(for: frozen, of: collectionView),
                                                      region: region, scale: scale, style: CollectionViewContent.style(style, for: frozen),
                                                      glyphs: glyphs)
            }
        })
    }
}

extension Dictionary where Key == String, Value == Snapshotting<UICollectionView, PixelBuffer> {
    /// One image strategy per named size, for `assertSnapshots(of:as:)`.
    public static func images(_ sizes: [String: CGSize], scale: CGFloat = 2, style: SheetStyle = .light,
                              precision: Double = 1, perceptualPrecision: Double = 1, glyphs: GlyphMode = .outlines,
                              extent: SnapshotExtent = .viewport, content: CollectionViewContent = .wireframes) -> Self {
        sizes.mapValues { size in
            .image(size: size, scale: scale, style: style, precision: precision, perceptualPrecision: perceptualPrecision,
                   glyphs: glyphs, extent: extent, content: content)
        }
    }
}

extension Snapshotting where Value == UICollectionView, Format == String {
    /// The frame dump of every element (the layout asked for its whole content) as JSON text,
    /// at `size` (resized as ``image(size:scale:style:precision:perceptualPrecision:glyphs:extent:content:)``
    /// resizes) or at the collection view's own size.
    public static func frames(size: CGSize? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines, asyncSnapshot: SnapshotRendering.onMainActor { collectionView in
            collectionView.resized(to: size) { collectionView.frozenLayout(.all).result.frameDumpJSON() }
        })
    }
}

extension UICollectionView {
    /// Runs `body` with the collection view resized to `size` (when given), then puts the
    /// frame back.
    @MainActor
    func resized<Result>(to size: CGSize?, displayScale: CGFloat? = nil, _ body: () throws -> Result) rethrows -> Result {
        let originalScale = simulatedDisplayScale
        if let displayScale { simulatedDisplayScale = displayScale }
        defer { simulatedDisplayScale = originalScale }
        guard let size else { return try body() }
        let original = frame
        frame = CGRect(origin: original.origin, size: size)
        defer { frame = original }
        return try body()
    }
}
