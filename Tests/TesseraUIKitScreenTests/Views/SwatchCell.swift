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
