import Foundation

/// A layout: turns a container (size, insets, sections, items' preferred sizes) into the frames
/// of every element, as a `UICollectionViewLayout` subclass does in `prepare()`.
///
/// Conforming types are values describing the layout's options (`WaterfallLayout`,
/// `FlowLayout`, the compositional layout). UIKit asks its layout object for
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` and reads the data source
/// through `collectionView`; here the container comes in as an argument and everything comes
/// back at once as a ``LayoutResult``, which answers those questions.
///
/// `layout(in:)` MUST be pure — the same layout and container always give the same result,
/// bit for bit — and MAY run on any thread, concurrently with other calls. It MUST NOT open
/// files or read global state. Frames are in content coordinates and exact: the renderer, not
/// the layout, snaps to pixels.
///
/// ```swift
/// var layout = WaterfallLayout()
/// layout.columnCount = 2
/// let result = layout.layout(in: CollectionContainer(size: CGSize(width: 390, height: 844),
///                                                    sections: [.init(placeholders: 4)]))
/// print(result.contentSize.height)   // 390.0
/// ```
public protocol CollectionLayout: Sendable {
    /// Computes every element's attributes and the content size for `container`.
    func layout(in container: CollectionContainer) -> LayoutResult
}
