import Foundation

/// `UIControl`: a view that reports user interaction through states and targets. There are no
/// touches headlessly, so a control's state changes only when code sets `isEnabled`,
/// `isSelected` or `isHighlighted`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// `UIControl.State`: UIKit's bits (`normal` is the empty set).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// `state`: derived from ``isEnabled``, ``isSelected`` and ``isHighlighted``, as in UIKit.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}

/// `UIRefreshControl`: a pull-to-refresh control, kept (nothing is pulled).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// `isRefreshing`.
    public private(set) var isRefreshing = false
    /// `attributedTitle` (kept).
    open var attributedTitle: NSAttributedString?
    /// `beginRefreshing()`.
    open func beginRefreshing() { isRefreshing = true }
    /// `endRefreshing()`.
    open func endRefreshing() { isRefreshing = false }
}
