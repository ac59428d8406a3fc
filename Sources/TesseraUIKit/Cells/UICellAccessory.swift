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

    /// `UICellAccessory.DisplayedState`: when the accessory shows — always, only in editing, or
    /// only outside it. Cells here are never editing, so `whenEditing` ones take no width.
    public enum DisplayedState: Hashable, Sendable { case always, whenEditing, whenNotEditing }

    /// `UICellAccessory.LayoutDimension`: the width reserved for an accessory; held by the
    /// options, which the accessory does not keep (widths come from ``ListContentMetrics``).
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

    /// `UICellAccessory.OutlineDisclosureOptions`: how an expand/collapse chevron looks;
    /// accepted, not kept by the accessory.
    public struct OutlineDisclosureOptions {
        /// `UICellAccessory.OutlineDisclosureOptions.Style`: whether tapping the whole row
        /// (`header`) or only the chevron (`cell`) expands it; accepted, not used.
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

    /// `UICellAccessory.CustomViewConfiguration`: a view of your own to show as an accessory;
    /// accepted, but the view is not kept or added to the cell.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool

        /// Makes a configuration holding the view, where it goes and its display options.
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

    /// `customView(configuration:)`: an accessory of your own view; it reserves 44 points after
    /// the content, whatever the configuration says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .customView, displayed: .always)
    }

    /// `disclosureIndicator(displayed:options:)`: the trailing chevron (">"); reserves 28 points,
    /// not drawn; the options are ignored.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }
    /// `outlineDisclosure(displayed:options:actionHandler:)`: the leading expand/collapse chevron
    /// of an outline row; reserves 28 points; the handler is never called.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed)
    }
    /// `checkmark(displayed:options:)`: a trailing checkmark; reserves 28 points, not drawn.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }
    /// `delete(displayed:options:actionHandler:)`: the leading red minus of editing mode; by
    /// default shown only when editing, so it takes no width; the handler is never called.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed)
    }
    /// `insert(displayed:options:actionHandler:)`: the leading green plus of editing mode; by
    /// default shown only when editing; the handler is never called.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed)
    }
    /// `reorder(displayed:options:)`: the trailing drag grip of editing mode; by default shown
    /// only when editing; rows cannot be dragged here.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed)
    }
    /// `multiselect(displayed:options:)`: the leading selection circle of editing mode; by
    /// default shown only when editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed)
    }
    /// `label(text:displayed:options:)`: a short trailing text; reserves 8 points a character
    /// plus 16, not drawn.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }
    /// `detail(displayed:options:actionHandler:)`: the trailing ⓘ button; reserves 44 points; the
    /// handler is never called.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed)
    }
}
