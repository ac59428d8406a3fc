/// The optional requirements of UIKit's protocols as TesseraUIKit declares them: each is a
/// requirement with a default implementation, and a call of it in the optional-call form
/// (`delegate?.collectionView?(cv, layout: self, sizeForItemAt: ip)`), which Swift accepts only
/// for `@objc` protocols, is rewritten into TesseraUIKit's `_objcOptionalCall`.
///
/// The rewrite does not depend on TesseraUIKit, so the list is written here; a test parses
/// TesseraUIKit's sources and checks that it names exactly the requirements whose defaults call
/// `OptionalRequirement.fallback`.
enum UIKitOptionalRequirements {
    /// Full names (`collectionView(_:layout:sizeForItemAt:)`) by protocol.
    static let byProtocol: [String: [String]] = [
        "UIScrollViewDelegate": [
            "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
            "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
            "scrollViewShouldScrollToTop(_:)", "scrollViewDidScrollToTop(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
            "viewForZooming(in:)", "scrollViewWillBeginZooming(_:with:)", "scrollViewDidEndZooming(_:with:atScale:)",
            "scrollViewDidZoom(_:)",
        ],
        "UIPickerViewDelegate": [
            "pickerView(_:titleForRow:forComponent:)", "pickerView(_:attributedTitleForRow:forComponent:)",
            "pickerView(_:viewForRow:forComponent:reusing:)", "pickerView(_:didSelectRow:inComponent:)",
            "pickerView(_:rowHeightForComponent:)", "pickerView(_:widthForComponent:)",
        ],
        "CAAnimationDelegate": ["animationDidStart(_:)", "animationDidStop(_:finished:)"],
        "UICollectionViewDelegate": [
            "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:shouldSelectItemAt:)",
            "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:didSelectItemAt:)",
            "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)", "collectionView(_:didEndDisplaying:forItemAt:)",
            "collectionView(_:targetContentOffsetForProposedContentOffset:)",
            "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
            "collectionView(_:transitionLayoutForOldLayout:newLayout:)",
            "collectionView(_:contextMenuConfigurationForItemAt:point:)", "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
            "collectionView(_:previewForHighlightingContextMenuWithConfiguration:)",
            "collectionView(_:previewForDismissingContextMenuWithConfiguration:)",
            "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)",
            "collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)",
            "collectionView(_:willPerformPreviewActionForMenuWith:animator:)", "collectionView(_:willDisplayContextMenu:animator:)",
            "collectionView(_:willEndContextMenuInteraction:animator:)",
        ],
        "UICollectionViewDelegateFlowLayout": [
            "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
            "collectionView(_:layout:minimumLineSpacingForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:referenceSizeForFooterInSection:)",
        ],
        "UICollectionViewDataSource": [
            "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)", "collectionView(_:canMoveItemAt:)",
            "collectionView(_:moveItemAt:to:)", "indexTitles(for:)", "collectionView(_:indexPathForIndexTitle:at:)",
        ],
        "UICollectionViewDataSourcePrefetching": ["collectionView(_:cancelPrefetchingForItemsAt:)"],
        "UIContextMenuInteractionDelegate": [
            "contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)",
            "contextMenuInteraction(_:willDisplayMenuFor:animator:)", "contextMenuInteraction(_:willEndFor:animator:)",
        ],
        "UIGestureRecognizerDelegate": [
            "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
            "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
            "gestureRecognizer(_:shouldReceive:)",
        ],
        "UITextViewDelegate": [
            "textViewShouldBeginEditing(_:)", "textViewShouldEndEditing(_:)", "textViewDidBeginEditing(_:)",
            "textViewDidEndEditing(_:)", "textView(_:shouldChangeTextIn:replacementText:)", "textViewDidChange(_:)",
            "textViewDidChangeSelection(_:)",
        ],
    ]

    /// The protocol that declares `key`, when one does.
    private static let protocolByKey: [String: String] = {
        var table: [String: String] = [:]
        for (protocolName, keys) in byProtocol {
            for key in keys { table[key] = protocolName }
        }
        return table
    }()

    /// The requirement a call names: by its full name, or, when trailing closures hide labels,
    /// by its base name when only one requirement has it.
    static func requirement(named key: String?, baseName: Substring) -> ModuleSurvey.OptionalRequirement? {
        if let key {
            return protocolByKey[key].map { ModuleSurvey.OptionalRequirement(protocolName: $0, key: key) }
        }
        let matches = protocolByKey.filter { MemberKey.baseName($0.key) == baseName }
        guard matches.count == 1, let match = matches.first else { return nil }
        return ModuleSurvey.OptionalRequirement(protocolName: match.value, key: match.key)
    }
}
