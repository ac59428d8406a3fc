import Foundation
import TesseraLayout

/// `UICellAccessory`: an accessory of a list cell (a disclosure chevron, a checkmark, a delete
/// control …), kept with the cell; TesseraUIKit does not draw accessories.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// Which accessory this is.
    public enum Kind: Hashable, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label(String), detail, customView,
             popUpMenu
    }

    /// `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Hashable, Sendable { case always, whenEditing, whenNotEditing }

    /// `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Hashable, Sendable {
        case standard, custom(CGFloat)
        public static func actual() -> LayoutDimension { .standard }
    }

    /// `UICellAccessory.Placement`: before or after the content, at a position among the
    /// accessories (the position function is kept, not called).
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: ((_ accessories: [UICellAccessory]) -> Int)? = nil)
        case trailing(displayed: DisplayedState = .always, at: ((_ accessories: [UICellAccessory]) -> Int)? = nil)
    }

    /// What kind of accessory, and when it shows.
    public let kind: Kind
    public let displayed: DisplayedState

    /// Options shared by the accessories' option types.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions {
        /// `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Hashable, Sendable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DeleteOptions = DisclosureIndicatorOptions
    public typealias InsertOptions = DisclosureIndicatorOptions
    public typealias ReorderOptions = DisclosureIndicatorOptions
    public typealias MultiselectOptions = DisclosureIndicatorOptions
    public typealias LabelOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool

        /// `init(customView:placement:isHidden:reservedLayoutWidth:tintColor:maintainsFixedSize:)`.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// `customView(configuration:)`.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .customView, displayed: .always)
    }

    /// `disclosureIndicator(displayed:options:)`.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }
    /// `outlineDisclosure(displayed:options:actionHandler:)`.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed)
    }
    /// `checkmark(displayed:options:)`.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }
    /// `delete(displayed:options:actionHandler:)`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed)
    }
    /// `insert(displayed:options:actionHandler:)`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed)
    }
    /// `reorder(displayed:options:)`.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed)
    }
    /// `multiselect(displayed:options:)`.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed)
    }
    /// `label(text:displayed:options:)`.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }
    /// `detail(displayed:options:actionHandler:)`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed)
    }
}
