import UIKit

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
