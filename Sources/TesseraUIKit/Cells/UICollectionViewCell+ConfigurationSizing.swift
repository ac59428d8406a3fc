import Foundation
import TesseraLayout

extension UICollectionViewCell {
    /// The size Auto Layout finds for a cell whose content view holds nothing but its
    /// configuration's `UIListContentView`, pinned to its edges, with no other constraint in the
    /// cell: the width held (`.required`), the height the list content's at the content view's
    /// width — what the pins, the view's compression resistance and hugging, and the fitting
    /// priority solve to, without building the system. `nil` for any other cell or fitting.
    ///
    /// Every list row built from `defaultContentConfiguration()` takes this path, which makes a
    /// 10,000-row list lay out in a fraction of the time a solve per row takes.
    func fittingSizeOfConfigurationView(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize? {
        guard horizontal == .required, vertical < .required,
              let list = configurationView as? UIListContentView, list.subviews.isEmpty,
              subviews.count == 1, subviews.first === contentView, contentView.subviews.count == 1,
              contentView.translatesAutoresizingMaskIntoConstraints, !list.translatesAutoresizingMaskIntoConstraints,
              list.contentCompressionResistancePriority(for: .vertical) > vertical,
              list.contentHuggingPriority(for: .vertical) > vertical,
              onlyPins(in: [self, contentView, list]) else { return nil }
        // The content view keeps the width the cell's accessories leave (flexible width).
        let width = target.width - (bounds.width - contentView.frame.width)
        let height = list.intrinsicContentSize(forWidth: width).height
        guard height != UIView.noIntrinsicMetric else { return nil }
        // Rounded to the display's pixels, as Auto Layout's frames are.
        let scale = max(1, displayScale)
        let total = ((height + bounds.height - contentView.frame.height) * scale).rounded() / scale
        return CGSize(width: target.width, height: total)
    }

    /// Whether the active constraints naming `views` are the configuration view's four pins.
    private func onlyPins(in views: [UIView]) -> Bool {
        let pins = Set(configurationPins.map(ObjectIdentifier.init))
        guard pins.count == 4, configurationPins.allSatisfy(\.isActive) else { return false }
        return views.allSatisfy { view in
            view.autoLayout.constraints.allSatisfy { !$0.isActive || pins.contains(ObjectIdentifier($0)) }
        }
    }
}
