// The pure layout engine: geometry, layout attributes and UICollectionView-style layouts.
// It imports Foundation only: no files, no images, no C, no global state.
import Foundation
