import Foundation
import TesseraLayout

/// `UICollectionViewDelegateFlowLayout`: per-section and per-item metrics for a
/// ``UICollectionViewFlowLayout``. Every requirement is optional: a method the delegate does not
/// implement leaves the layout's own property in force, and
/// `delegate?.collectionView?(cv, layout: self, sizeForItemAt: ip)` (in a file compiled through
/// TesseraObjCRewritePlugin) is `nil` for it, as on iOS.
///
/// Called directly, an unimplemented method returns the layout's property when the layout is a
/// flow layout (zero otherwise).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        OptionalRequirement.fallback(self, (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        OptionalRequirement.fallback(self, (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        OptionalRequirement.fallback(self, (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        OptionalRequirement.fallback(self, (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        OptionalRequirement.fallback(self, (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        OptionalRequirement.fallback(self, (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero)
    }
}
