import Foundation
import TesseraLayout

/// `UICollectionReusableView`: the class apps subclass for supplementary and decoration views.
///
/// TesseraUIKit never creates views to draw them (the renderer draws from the layout's
/// attributes and a style), so subclasses compile and can be registered; their drawing code is
/// not run.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// `reuseIdentifier`.
    public internal(set) var reuseIdentifier: String?

    /// Makes a view of the class this is called on, an app's subclass included, through its
    /// `init(frame:)`: how registrations create cells of the registered class without the
    /// Objective-C runtime. Tessera's addition; subclasses inherit it whenever they provide (or
    /// inherit) both `init(frame:)` and `init(coder:)`, as every UIKit view subclass must.
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// `prepareForReuse()`.
    open func prepareForReuse() {}
    /// `apply(_:)`: called with the attributes the view is shown with.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// `preferredLayoutAttributesFitting(_:)`: the attributes unchanged (there is no self-sizing).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
    /// `willTransition(from:to:)`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// `didTransition(from:to:)`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// `UICollectionViewCell`: the class apps subclass for cells; see ``UICollectionReusableView``.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// `contentView`.
    public let contentView = UIView(frame: .zero)
    /// `backgroundView`.
    open var backgroundView: UIView?
    /// `selectedBackgroundView`.
    open var selectedBackgroundView: UIView?
    /// `isSelected`.
    open var isSelected = false
    /// `isHighlighted`.
    open var isHighlighted = false

    /// `contentConfiguration`: what the cell shows, as a value; its text and image feed the
    /// picture of the collection view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// `backgroundConfiguration`: the cell's background, as a value.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// `automaticallyUpdatesContentConfiguration`, `automaticallyUpdatesBackgroundConfiguration`.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// `configurationState`: the cell's state now.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// `setNeedsUpdateConfiguration()`: runs ``updateConfiguration(using:)`` with the state now
    /// (UIKit defers it to the next layout pass; here there is no layout pass to wait for).
    open func setNeedsUpdateConfiguration() {
        guard !updatingConfiguration else { return }
        updatingConfiguration = true
        updateConfiguration(using: configurationState)
        updatingConfiguration = false
    }
    private var updatingConfiguration = false

    /// `updateConfiguration(using:)`: subclasses configure themselves for `state`.
    open func updateConfiguration(using state: UICellConfigurationState) {}
}
