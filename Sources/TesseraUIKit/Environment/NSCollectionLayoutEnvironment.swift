import Foundation
import TesseraLayout

/// `NSCollectionLayoutContainer`: the size of the space a section or group is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size.
    var contentSize: CGSize { get }
    /// `effectiveContentSize`: the size inside ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The insets the container was given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// `effectiveContentInsets` (the same as ``contentInsets``: Tessera has no safe area here).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider learns about where it lays out.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The layout's container (the collection view's bounds and content insets).
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view at that size.
    var traitCollection: UITraitCollection { get }
}

/// The environment TesseraUIKit hands to section providers.
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(_ value: CollectionLayoutContainer, traitCollection: UITraitCollection) {
        container = LayoutContainer(value)
        self.traitCollection = traitCollection
    }
}

/// A container description as a UIKit object.
final class LayoutContainer: NSCollectionLayoutContainer {
    let value: CollectionLayoutContainer
    init(_ value: CollectionLayoutContainer) { self.value = value }
    var contentSize: CGSize { value.contentSize }
    var effectiveContentSize: CGSize { value.effectiveContentSize }
    var contentInsets: NSDirectionalEdgeInsets { value.contentInsets }
    var effectiveContentInsets: NSDirectionalEdgeInsets { value.effectiveContentInsets }
}
