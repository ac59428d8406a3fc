import Foundation
import TesseraLayout

/// `UICollectionReusableView`: the class apps subclass for supplementary and decoration views.
///
/// Views are made only when something asks for them: a registration's dequeue
/// (`dequeueConfiguredReusableCell(using:for:item:)`), or a data source's `cellForItemAt` when a
/// snapshot with `.cells()` reads what each cell shows. A view made this way gets the frame of
/// its layout attributes; it is not laid out further (no `layoutSubviews` pass, no ``apply(_:)``)
/// and its drawing code is not run: the renderer draws from the attributes, a style and what the
/// cell's labels, images and configurations hold.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// `reuseIdentifier`: the identifier the view was dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    var storedReuseIdentifier: String?
    /// The collection view that last dequeued this view, and for which index path
    /// (`UICollectionView.indexPath(for:)` answers from them).
    weak var dequeuingCollectionView: UICollectionView?
    var dequeuedIndexPath: IndexPath?

    /// Makes a view of the class this is called on, an app's subclass included, through its
    /// `init(frame:)`: how registrations create cells of the registered class without the
    /// Objective-C runtime. Tessera's addition; subclasses inherit it whenever they provide (or
    /// inherit) both `init(frame:)` and `init(coder:)`, as every UIKit view subclass must.
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Override to reset a view before it is handed out again. Tessera makes a new view for every
    /// dequeue (nothing scrolls off screen to be reused), so it is never called.
    open func prepareForReuse() {}
    /// `apply(_:)`: called with an item's attributes when the cell is sized from its content
    /// (self-sizing); a subclass's custom attributes reach the renderer through the layout.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// `preferredLayoutAttributesFitting(_:)`: when the layout sizes this element itself (a flow
    /// layout's `estimatedItemSize`), the attributes resized to what Auto Layout gives the view
    /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` from
    /// the estimate, each axis the layout fixes held at `.required`, the others free); otherwise
    /// the attributes unchanged. As UIKit, it changes and returns the attributes it is given.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let priorities = layoutAttributes.fittingPriorities else { return layoutAttributes }
        layoutAttributes.size = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal,
                                                        verticalFittingPriority: priorities.vertical)
        return layoutAttributes
    }
    /// A layout-transition hook Tessera never calls: a new layout takes over at once. Kept so overrides
    /// compile.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// A layout-transition hook Tessera never calls: a new layout takes over at once. Kept so overrides
    /// compile.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// `UICollectionViewCell`: the class apps subclass for cells; see ``UICollectionReusableView``.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// `contentView`: the cell's first subview, as large as the cell and resized with it
    /// (flexible width and height), where subclasses add their views.
    public let contentView = UIView(frame: .zero)

    /// Creates a cell with `frame` and its ``contentView`` already added, as large as the cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// Creates a cell from an archive, with its ``contentView``; there are no storyboards or nibs
    /// headlessly, so only subclasses that forward to it call it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    /// Kept, neither laid out nor drawn: snapshots paint the cell's and content view's background
    /// colours and its content.
    open var backgroundView: UIView?
    /// Kept, neither laid out nor drawn (see ``backgroundView``).
    open var selectedBackgroundView: UIView?
    /// Kept for code that reads or sets it; selection lives in the collection view
    /// (`indexPathsForSelectedItems`) and does not change how a snapshot draws the cell.
    open var isSelected = false
    /// Kept for code that reads or sets it; nothing highlights cells headlessly.
    open var isHighlighted = false

    /// `contentConfiguration`: what the cell shows, as a value. The configuration's view
    /// (`makeContentView()`) fills the content view, pinned to its edges by constraints, so a
    /// self-sizing cell is as large as that view's content (a list configuration's text, wrapped);
    /// a new configuration of the same kind is given to the same view, as UIKit does. Its text
    /// and image feed the picture of the collection view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            showContentConfiguration()
            setNeedsUpdateConfiguration()
        }
    }
    /// The view showing ``contentConfiguration``, and the constraints pinning it.
    private(set) var configurationView: (any UIView & UIContentView)?
    private(set) var configurationPins: [NSLayoutConstraint] = []

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: a
    /// list row whose only content is its configuration's view is measured straight from that
    /// view's content (``fittingSizeOfConfigurationView(_:horizontal:vertical:)``), the size
    /// Auto Layout would find for it; any other cell is solved.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        if let size = fittingSizeOfConfigurationView(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority) {
            return size
        }
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }

    private func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configurationView?.removeFromSuperview()
            configurationView = nil
            configurationPins = []
            return
        }
        if let shown = configurationView, type(of: shown.configuration) == type(of: configuration), shown.supports(configuration) {
            shown.configuration = configuration
            shown.invalidateIntrinsicContentSize()
            return
        }
        configurationView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        let pins = [
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ]
        NSLayoutConstraint.activate(pins)
        configurationView = view
        configurationPins = pins
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
