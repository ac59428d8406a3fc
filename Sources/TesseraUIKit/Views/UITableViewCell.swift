import Foundation

/// `UITableViewCell`, for apps whose table cells sit beside their collection views: its
/// labels, image view and accessory are kept (table views themselves are not part of the layer).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// `reuseIdentifier`.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    private var storedReuseIdentifier: String?
    /// `contentView`.
    public let contentView = UIView(frame: .zero)
    /// `textLabel`, `detailTextLabel`, `imageView`.
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

    /// `init(style:reuseIdentifier:)`.
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

    /// `prepareForReuse()`.
    open func prepareForReuse() {}
    /// `setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// `setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}
