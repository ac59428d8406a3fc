import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// What the screen tests share: a view controller's collection view shown at a size with the
/// items a test needs, its layout read whole (and checked against the layout invariants), frames
/// compared to hand-derived ones, and the collection view drawn.
@MainActor
enum ScreenHarness {
    nonisolated static let portrait = CGSize(width: 390, height: 844)
    nonisolated static let landscape = CGSize(width: 844, height: 390)

    /// The first collection view among the controller's view's subviews, after the view loaded.
    static func collectionView(of controller: UIViewController) throws -> UICollectionView {
        controller.loadViewIfNeeded()
        return try #require(controller.view.subviews.compactMap { $0 as? UICollectionView }.first)
    }

    /// The controller's collection view `size` large, showing `counts[i]` items in `sections[i]`,
    /// numbered 0, 1, 2, … across the sections, applied through the controller's data source.
    static func show<Section: Hashable>(_ controller: UIViewController, _ size: CGSize,
                                        _ dataSource: () -> UICollectionViewDiffableDataSource<Section, Int>,
                                        _ sections: [Section], _ counts: [Int]) throws -> UICollectionView {
        let collectionView = try collectionView(of: controller)
        collectionView.frame = CGRect(origin: .zero, size: size)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        var next = 0
        for (section, count) in zip(sections, counts) {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(next..<next + count), toSection: section)
            next += count
        }
        dataSource().apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// Every element of the collection view's layout, checked for warnings and broken invariants
    /// (frames beyond the content, as orthogonal sections have, are allowed).
    static func layout(_ collectionView: UICollectionView, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutResult {
        let frozen = collectionView.frozenLayout(.all)
        #expect(frozen.warnings.isEmpty, "\(frozen.warnings)", sourceLocation: sourceLocation)
        let problems = frozen.result.invariantViolations().filter {
            if case .outsideContent = $0 { return false } else { return true }
        }
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
        return frozen.result
    }

    /// The item's frame as the collection view answers it.
    static func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The collection view drawn at 1× with box glyphs, cells showing what their views show.
    static func render(_ collectionView: UICollectionView, extent: SnapshotExtent = .viewport) -> PixelBuffer {
        var image: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, glyphs: .boxes, extent: extent, content: .cells())
            .snapshot(collectionView).run { image = $0 }
        return image ?? PixelBuffer(width: 0, height: 0)
    }
}

/// A rectangle, briefly.
func r(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Whether two rectangles agree to within 1e-9 points in every coordinate.
func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
        && abs(a.height - b.height) < 1e-9
}

/// Expects `actual` to be `expected`, frame by frame, to within 1e-9 points.
func expectFrames(_ actual: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "\(actual.count) frames, expected \(expected.count)", sourceLocation: sourceLocation)
    for (index, (a, e)) in zip(actual, expected).enumerated() {
        #expect(near(a, e), "frame \(index): \(a), expected \(e)", sourceLocation: sourceLocation)
    }
}
