// A storyboard-style cell, written as an iOS app writes it: outlets and an action wired in
// Interface Builder. Part of the Objective-C rewrite's samples (compiled through the plugin).
import UIKit

@IBDesignable
class PhotoCell: UICollectionViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet private(set) var imageView: UIImageView?
    @IBOutlet var badges: [UIView]!
    @IBInspectable var cornerRadius: CGFloat = 6 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    private(set) var likeTaps = 0
    private(set) var lastSender: UIButton?

    @IBAction func likeTapped(_ sender: UIButton) {
        likeTaps += 1
        lastSender = sender
    }

    @objc dynamic var isStarred = false
}
