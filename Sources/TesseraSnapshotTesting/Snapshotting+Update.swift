import Foundation
import SnapshotTesting
import TesseraRender
import TesseraUIKit

/// A collection view and an update to make to it — a diffable data source's `apply`, a
/// `performBatchUpdates` — for the ``SnapshotTesting/Snapshotting/update(size:scale:style:precision:perceptualPrecision:glyphs:extent:content:)``
/// strategy. The update runs once per snapshot taken.
///
/// ```swift
/// let update = CollectionViewUpdate(controller.collectionView) { _ in
///     controller.dataSource.apply(nextSnapshot, animatingDifferences: true)
/// }
/// assertSnapshot(of: update, as: .update(glyphs: .boxes))
/// ```
public struct CollectionViewUpdate {
    /// The collection view, in its state before the update.
    public let collectionView: UICollectionView
    /// What changes it.
    public let update: @MainActor (UICollectionView) -> Void

    /// An update of `collectionView`.
    public init(_ collectionView: UICollectionView, update: @escaping @MainActor (UICollectionView) -> Void) {
        self.collectionView = collectionView
        self.update = update
    }
}

extension Snapshotting where Value == CollectionViewUpdate, Format == PixelBuffer {
    /// A PNG of an update: the collection view before and after it, side by side, with the
    /// update's marks — deleted items outlined in red with a cross in the before panel,
    /// inserted ones in green in the after panel, moved ones in orange in both with a tag
    /// `old → new` index path, reloaded ones in blue (``UpdateMarksPainter``). The marks are
    /// what the update told the collection view (a diffable data source's difference, or the
    /// index paths given to `performBatchUpdates`); the after panel's caption sums them up.
    /// Cells show what the data source's cells show by default (``CollectionViewContent/cells(sectionTitle:)``).
    ///
    /// Works from any test (it draws on the main actor); a picture that cannot be drawn is a
    /// failure of the test with its reason.
    public static func update(size: CGSize? = nil, scale: CGFloat = 2, style: SheetStyle = .light,
                              precision: Double = 1, perceptualPrecision: Double = 1, glyphs: GlyphMode = .outlines,
                              extent: SnapshotExtent = .viewport, content: CollectionViewContent = .cells()) -> Snapshotting {
        nonisolated(unsafe) let content = content
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                            asyncSnapshot: SnapshotRendering.onMainActor { (value: CollectionViewUpdate) in
            let collectionView = value.collectionView
            return try collectionView.resized(to: size, displayScale: scale) {
                @MainActor func picture() throws -> (image: PixelBuffer, frozen: FrozenLayout, region: CGRect) {
                    let frozen = collectionView.frozenLayout(extent == .full ? .all : .visible)
                    let region = extent == .full ? CGRect(origin: .zero, size: frozen.result.contentSize) : frozen.visibleRect
                    let image = try LayoutImageRenderer.render(frozen.result, content: content.sheetContent(for: frozen, of: collectionView),
                                                               region: region, scale: scale,
                                                               style: CollectionViewContent.style(style, for: frozen), glyphs: glyphs)
                    return (image, frozen, region)
                }
                let before = try picture()
                value.update(collectionView)
                let after = try picture()
                let marks = collectionView.lastUpdate ?? UpdateMarks()
                let text = try TextRasterizer(fontPath: glyphs == .boxes ? nil : FontLocator.locate(nil), mode: glyphs)
                let painter = UpdateMarksPainter(scale: scale, text: text)
                let board = PreviewBoard(scale: scale, text: text)
                return try board.compose([
                    PreviewPanel(caption: "Before", image: painter.markBefore(before.image, layout: before.frozen.result,
                                                                               region: before.region, marks: marks)),
                    PreviewPanel(caption: "After · \(marks.summary)",
                                 image: painter.markAfter(after.image, layout: after.frozen.result, region: after.region, marks: marks)),
                ])
            }
        })
    }
}
