import UIKit

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
