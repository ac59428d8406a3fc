import Foundation
import Testing
import TesseraUIKit

/// Optional delegate requirements are told apart per call: a delegate that calls one of its own
/// unimplemented optional methods while answering another is still heard.
@Suite("Optional requirements, per call")
@MainActor
struct OptionalRequirementTests {
    /// Sizes items to the width inside the section inset, which it asks itself for: it does not
    /// implement `insetForSectionAt`, so the direct call gives the layout's `sectionInset`.
    final class InsetAwareSizes: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            let inset = self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)
            return CGSize(width: collectionView.bounds.width - inset.left - inset.right, height: 50)
        }
    }

    @Test("sizeForItemAt answers though it called the unimplemented insetForSectionAt")
    func nestedUnimplementedCall() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: layout, itemCounts: [2])
        let delegate = InsetAwareSizes()
        collectionView.delegate = delegate
        let frames = (0..<2).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // 300 × 50 items, one per line, 10 points (minimumLineSpacing) apart, inside the 10-point inset.
        #expect(frames == [CGRect(x: 10, y: 10, width: 300, height: 50), CGRect(x: 10, y: 70, width: 300, height: 50)])
        // The optional call (what the rewrite plugin makes of `flow?.collectionView?(…)`) still
        // tells what is missing.
        let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        #expect(_objcOptionalCall(flow, "collectionView(_:layout:insetForSectionAt:)") {
            $0.collectionView(collectionView, layout: layout, insetForSectionAt: 0)
        } == nil)
        #expect(_objcOptionalCall(flow, "collectionView(_:layout:sizeForItemAt:)") {
            $0.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
        } == CGSize(width: 300, height: 50))
    }

    /// Answers only what it is asked about for `other`, and forwards to it.
    final class Forwarding: NSObject, UICollectionViewDelegateFlowLayout {
        let other: UICollectionViewDelegateFlowLayout
        init(_ other: UICollectionViewDelegateFlowLayout) { self.other = other }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            minimumLineSpacingForSectionAt section: Int) -> CGFloat {
            // Asks another object's unimplemented method of the same name: only that object's
            // answer is missing, not this one's.
            _objcOptionalCall(other, "collectionView(_:layout:minimumLineSpacingForSectionAt:)") {
                $0.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
            }
            return 30
        }
    }

    @Test("a call to another object's unimplemented method of the same name does not hide the answer")
    func sameRequirementOtherObject() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: layout, itemCounts: [2])
        let delegate = Forwarding(InsetAwareSizes())
        collectionView.delegate = delegate
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 10, y: 80, width: 300, height: 50))
    }
}
