import Foundation

/// `UITableViewCell`, for apps whose table cells sit beside their collection views: its
/// labels, image view and accessory are kept (table views themselves are not part of the layer).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`: where the built-in labels go (title alone, detail to the
    /// right in `value1`/`value2`, detail below in `subtitle`); accepted, not kept.
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    /// `UITableViewCell.SelectionStyle`: whether a selected row is tinted; kept, not drawn.
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    /// `UITableViewCell.AccessoryType`: the standard trailing mark (chevron, checkmark, ⓘ);
    /// kept, not drawn and takes no width.
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// `reuseIdentifier`: the identifier given at initialisation (no table view reuses cells here).
    open var reuseIdentifier: String? { storedReuseIdentifier }
    private var storedReuseIdentifier: String?
    /// `contentView`: the subview your own views go in; added at initialisation and left at a
    /// zero frame (no table view sizes it).
    public let contentView = UIView(frame: .zero)
    /// `textLabel`, `detailTextLabel`, `imageView`: the built-in views, made when first read; kept,
    /// never added to the cell or placed.
    public private(set) lazy var textLabel: UILabel? = UILabel(frame: .zero)
    public private(set) lazy var detailTextLabel: UILabel? = UILabel(frame: .zero)
    public private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var isSelected = false
    open var isHighlighted = false
    /// `contentConfiguration` (kept).
    open var contentConfiguration: (any UIContentConfiguration)?

    /// `init(style:reuseIdentifier:)`: a cell with its content view; the style is not kept.
    public init(style: CellStyle, reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// `prepareForReuse()`: does nothing and is never called (no table view reuses cells here).
    open func prepareForReuse() {}
    /// `setSelected(_:animated:)`: sets `isSelected` at once; nothing is drawn.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// `setHighlighted(_:animated:)`: sets `isHighlighted` at once; nothing is drawn.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}
