// The pure layout engine: geometry, layout attributes and UICollectionView-style layouts.
// It imports Foundation only: no files, no images, no C, no global state.
//
// Folders by concern:
// - Geometry/   inset types and the scroll direction (CGRect & co. come from Foundation)
// - Attributes/ LayoutAttributes, element categories and kinds
// - Container/  CollectionContainer: what a layout is computed for (replaces `collectionView`)
// - Layout/     the CollectionLayout protocol
// - Result/     LayoutResult, its O(1) lookups, O(log n + k) rect queries and invariants
// - Dump/       the frame dump of docs/layout-spec.md and a readable table
// - Waterfall/  WaterfallLayout (CHTCollectionViewWaterfallLayout)
// - Flow/       FlowLayout (UICollectionViewFlowLayout)
// - Spec/       layout spec files as a value tree, strictly decoded into LayoutSpec
import Foundation
