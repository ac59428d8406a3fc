// TesseraUIKit: a headless UIKit collection-view layer, shaped exactly like UIKit, over the pure
// value engine in TesseraLayout.
//
// Layout code written for iOS compiles unchanged against it (only `import UIKit` becomes
// `import TesseraUIKit`) and lays out as on a device: custom `UICollectionViewLayout`
// subclasses with `prepare()` and `layoutAttributesForElements(in:)`, `UICollectionViewFlowLayout`
// set up in code or through `UICollectionViewDelegateFlowLayout`, compositional layouts built
// from sections and section providers, inside `@MainActor` view controllers and in Swift 6 mode.
//
// Folders by concern:
// - Geometry/      UIKit's geometry names (UIEdgeInsets, CGRect.inset(by:), NSInteger, UIOffset),
//                  and the deprecated and unavailable names kept so old code compiles
// - Environment/   traits, the layout environment, UIApplication, UIScreen, UIDevice, layout
//                  direction, notifications, and scoped environments for tests
// - Views/         screenless UIView, UIScrollView, UICollectionView, reusable views, view
//                  controllers, controls, stack views, images, UIColor, CALayer
// - Text/          UIFont, UILabel and its sizing, attributed-string keys
// - Drawing/       UIBezierPath, CGPath and CGMutablePath, CAShapeLayer, path geometry
// - AutoLayout/    NSLayoutConstraint, anchors, layout guides, the visual format, and the solve
//                  that gives views (and self-sizing cells) their frames
// - Cells/         list cells, content and background configurations, accessories, list metrics
// - Protocols/     data source and delegates, with Objective-C-style optional requirements
// - Diffable/      diffable data sources, snapshots, section snapshots, cell and supplementary
//                  registrations
// - Observing/     key-value observing
// - Layout/        UICollectionViewLayout, its attributes and invalidation contexts; the seam
//                  where an engine result becomes attribute objects; self-sized items
// - Flow/          UICollectionViewFlowLayout over FlowLayout
// - Compositional/ UICollectionViewCompositionalLayout over CompositionalLayout, NS… names,
//                  list configurations
// - Seam/          a collection view's layout frozen into a LayoutResult for rendering
//
// Like UIKit, the module re-exports Foundation (CGRect, IndexPath, …): UIKit code uses them
// without importing Foundation itself. It does not re-export the engine: `import UIKit` (or
// `import TesseraUIKit`) shows UIKit's names only, and `import TesseraLayout` shows the engine's.
// The transforms (CGAffineTransform, CATransform3D) are the engine's types: the `UIKit` façade
// re-exports them through its `CoreGraphics` and `QuartzCore` modules, as Apple's UIKit does.
// The compositional description classes (NSCollectionLayoutSection, …Group, …Item, the
// supplementary, boundary and decoration items, UICollectionViewCompositionalLayoutConfiguration)
// are main-actor classes as in the iOS SDK, each standing for an engine description
// (Compositional/Description/); the immutable values among UIKit's `NS…` names (sizes,
// dimensions, spacings, anchors) are typealiases of the engine's Sendable values.
@_exported import Foundation

