import Foundation

/// `UIBarStyle`: a bar's classic look, default (light) or black; kept.
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

/// `UINavigationBar`: the bar across the top of a navigation controller, with the title and
/// buttons of its ``items``. Its properties are kept for code that configures them; no bar is
/// drawn and it takes no room from the content.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// `prefersLargeTitles`: whether titles are shown large (false); kept.
    open var prefersLargeTitles = false
    /// `isTranslucent`: whether the bar is see-through (true); kept.
    open var isTranslucent = true
    /// `barStyle`: kept.
    open var barStyle: UIBarStyle = .default
    /// `barTintColor`: the classic background tint (nil); kept.
    open var barTintColor: UIColor?
    /// `titleTextAttributes`: the classic title attributes (nil); kept.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// `largeTitleTextAttributes`: the classic large-title attributes (nil); kept.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// `standardAppearance` (iOS 13): the appearance at rest, a default-background appearance
    /// until set.
    open var standardAppearance = UINavigationBarAppearance()
    /// `scrollEdgeAppearance` (iOS 13): the appearance while content is scrolled to the bar's
    /// edge (nil: UIKit's transparent one).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// `compactAppearance` (iOS 13): the appearance in a compact height (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance?
    /// `compactScrollEdgeAppearance` (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// `items`: the navigation items, bottom first; a navigation controller's bar holds its
    /// stack's items.
    open var items: [UINavigationItem]?
    /// `topItem`: the last of ``items``.
    open var topItem: UINavigationItem? { items?.last }
    /// `backItem`: the item below the top one.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// `setItems(_:animated:)`: sets ``items`` at once.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    /// `pushItem(_:animated:)`: appends to ``items``.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    /// `popItem(animated:)`: removes and returns the top item.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }

    /// `sizeThatFits(_:)`: the given width and UIKit's 44-point bar height (96 with large
    /// titles: 44 plus the 52-point large-title area).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: prefersLargeTitles ? 96 : 44)
    }
}
