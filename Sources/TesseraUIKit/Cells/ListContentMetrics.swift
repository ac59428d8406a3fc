import Foundation
import TesseraLayout

/// The measures a list cell's content is sized with, beyond those a
/// ``UIListContentConfiguration`` carries (its `directionalLayoutMargins` — 11 above and below,
/// 16 at the sides — `imageToTextPadding` 16, `textToSecondaryTextVerticalPadding` 3 and
/// `textToSecondaryTextHorizontalPadding` 8, the values UIKit's `cell()` reports at the default
/// Dynamic Type size on iPhone).
///
/// Apple documents none of these numbers; the ones below are what a device shows, stated as
/// estimates where no public measurement was found.
enum ListContentMetrics {
    /// The least height of a list row: 44 points, the Human Interface Guidelines' minimum
    /// tappable height and UIKit's default row height. A one-line `cell()` (11 + 20.33 + 11)
    /// comes out at this height, as on a device.
    static let minimumRowHeight: CGFloat = 44

    /// The width the content view gives up to a system accessory: the accessory's symbol and the
    /// space between it and the content, at the default Dynamic Type size. Estimates (UIKit
    /// does not publish them): a chevron or checkmark about 12 points wide plus 16 of spacing;
    /// the round controls (delete, insert, multiselect) and the reorder grip 28 plus 16.
    static func width(of accessory: UICellAccessory) -> CGFloat {
        switch accessory.kind {
        case .disclosureIndicator, .outlineDisclosure, .checkmark, .popUpMenu: 28
        case .delete, .insert, .multiselect, .reorder, .detail: 44
        case .label(let text): CGFloat(text.count) * 8 + 16
        case .customView: 44
        }
    }

    /// Whether an accessory sits before the content (the editing controls) rather than after it.
    static func isLeading(_ accessory: UICellAccessory) -> Bool {
        switch accessory.kind {
        case .delete, .insert, .multiselect, .outlineDisclosure: true
        default: false
        }
    }
}
