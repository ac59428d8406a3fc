import Foundation
import TesseraLayout

/// `UIConfigurationState`: what a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// `traitCollection`: the traits (size classes, appearance …) of the view being configured.
    var traitCollection: UITraitCollection { get set }
    /// `subscript(key:)`: an app's own state.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// `UIConfigurationStateCustomKey`: the name of an app's own state value.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIContentConfiguration`: what a cell shows, as a value (`UIListContentConfiguration`, or an
/// app's own).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// `makeContentView()`: a new view that shows this configuration; a cell calls it when its
    /// content configuration is set and the view it has cannot take it.
    func makeContentView() -> any UIView & UIContentView
    /// `updated(for:)`: this configuration adjusted for a state (e.g. selected); Tessera never
    /// calls it, so call it yourself in `updateConfiguration(using:)`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// `UIContentView`: a view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// `configuration`: the configuration shown; a cell sets it again when handed another of the
    /// same type (instead of making a new view).
    var configuration: any UIContentConfiguration { get set }
    /// `supports(_:)`: whether this view can show that configuration in place; `true` unless a
    /// view says otherwise.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// `UIViewConfigurationState`: a plain view's state (disabled, highlighted, selected, focused)
/// and an app's own values; all false unless set.
public struct UIViewConfigurationState: UIConfigurationState, @MainActor Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// `init(traitCollection:)`: a state with those traits and every flag false.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// `UICellConfigurationState`: a cell's state (selected, highlighted, editing, expanded …) and
/// an app's own values.
public struct UICellConfigurationState: UIConfigurationState, @MainActor Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// `init(traitCollection:)`: a state with those traits and every flag false (a cell's
    /// `configurationState` fills in only `isSelected` and `isHighlighted`).
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// `UIAxis`: a set of axes, horizontal and/or vertical (e.g. which superview margins a list
/// content view keeps).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}
