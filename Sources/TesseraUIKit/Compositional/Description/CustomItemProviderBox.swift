import Foundation
import TesseraLayout

/// A custom group's item provider, as the engine calls it.
///
/// UIKit's provider is an ordinary closure, isolated to wherever it was written (a view
/// controller's main-actor code); the engine asks for a `@Sendable` one. This box is that seam:
/// the engine calls the provider only while a `UICollectionViewCompositionalLayout` prepares,
/// which is on the main actor, and `items(in:)` asserts so (`MainActor.assumeIsolated`) before
/// calling it. It is `@unchecked Sendable` for that reason alone: nothing in it is touched off
/// the main actor.
// Unchecked: the provider is touched only on the main actor (see above).
final class CustomItemProviderBox: @unchecked Sendable {
    private let provider: NSCollectionLayoutGroupCustomItemProvider
    /// The traits the provider's environment reports: the collection view's, set by the layout
    /// before it prepares (the main screen's until then).
    nonisolated(unsafe) var traitCollection: UITraitCollection?

    init(_ provider: @escaping NSCollectionLayoutGroupCustomItemProvider) {
        self.provider = provider
    }

    /// The provider's frames for a group resolved to `environment`'s container.
    func items(in environment: CollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem] {
        MainActor.assumeIsolated {
            let traits = traitCollection ?? UITraitCollection(containerSize: UIScreen.main.bounds.size, displayScale: UIScreen.main.scale)
            return provider(LayoutEnvironment(environment.container, traitCollection: traits))
        }
    }
}
