import UIKit

/// A `UICollectionViewCell` subclass for the photo screens: a coloured tile with a thin border
/// and a centred caption (a `UILabel` pinned to the content view with Auto Layout), configured
/// by the screens' `UICollectionView.CellRegistration` handlers.
final class SwatchCell: UICollectionViewCell {
    static let tileColor = UIColor(red: 0, green: 0.4, blue: 0.6, alpha: 1)

    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = SwatchCell.tileColor
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.black.cgColor
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.adjustsFontForContentSizeCategory = true
        caption.font = UIFont.preferredFont(forTextStyle: .title2)
        caption.textAlignment = .center
        caption.textColor = .white
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }
}

/// A `UICollectionReusableView` subclass for section headers and footers: one label inset by 12
/// points at the sides, on a light grey band; the screens' `SupplementaryRegistration` handlers
/// set its text.
final class SectionTitleView: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        title.translatesAutoresizingMaskIntoConstraints = false
        title.font = UIFont.preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }
}

/// A `UICollectionReusableView` subclass for an item's badge (a supplementary item anchored to
/// the item): a red disc with the number of new photos in white; hidden when there are none.
final class CountBadgeView: UICollectionReusableView {
    static let elementKind = "album-new-photos-badge"

    let count = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 12          // half the badge's 24 points: a disc
        count.translatesAutoresizingMaskIntoConstraints = false
        count.font = UIFont.preferredFont(forTextStyle: .caption1)
        count.textColor = .white
        count.textAlignment = .center
        addSubview(count)
        NSLayoutConstraint.activate([
            count.centerXAnchor.constraint(equalTo: centerXAnchor),
            count.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }

    /// Shows `newPhotos`, or hides the badge when it is 0.
    func show(newPhotos: Int) {
        count.text = "\(newPhotos)"
        isHidden = newPhotos == 0
    }
}

/// A `UICollectionReusableView` subclass used as a decoration view: the rounded card drawn behind
/// a whole section (an `NSCollectionLayoutDecorationItem.background`), registered with the layout
/// by its element kind.
final class CardBackgroundView: UICollectionReusableView {
    static let elementKind = "trip-card-background"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray3.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }
}
