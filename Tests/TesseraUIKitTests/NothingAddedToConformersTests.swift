import Foundation
import Testing
import TesseraUIKit

// App code that names its own `collectionView` where a conformer of UICollectionViewDelegate
// looks it up. TesseraUIKit once added a `collectionView` property (the optional-call form) to
// every conformer; `let view = collectionView` in ScreenDelegate then failed to compile
// ("ambiguous use of 'collectionView'"). A conformer now has only the members UIKit declares.

/// An app protocol that gives screens a `collectionView` through its extension.
@MainActor protocol CollectionScreen: AnyObject {
    var container: UIView { get }
}

extension CollectionScreen {
    var collectionView: UICollectionView? { container.subviews.first as? UICollectionView }
}

/// A delegate that is also a `CollectionScreen`: `collectionView` is the app's.
@MainActor final class ScreenDelegate: NSObject, UICollectionViewDelegate, CollectionScreen {
    let container = UIView()
    var selected: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func currentCollectionView() -> UICollectionView? {
        let view = collectionView
        return view
    }
}

@Suite("Nothing is added to a conformer's members")
@MainActor
struct NothingAddedToConformersTests {
    @Test("a delegate's protocol-extension collectionView is the app's")
    func appExtensionProperty() {
        let delegate = ScreenDelegate()
        #expect(delegate.currentCollectionView() == nil)
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        delegate.container.addSubview(view)
        #expect(delegate.currentCollectionView() === view)
        delegate.collectionView(view, didSelectItemAt: IndexPath(item: 0, section: 0))
        #expect(delegate.selected == [IndexPath(item: 0, section: 0)])
    }
}
