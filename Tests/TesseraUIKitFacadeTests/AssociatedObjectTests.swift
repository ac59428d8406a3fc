import Testing
import UIKit

/// Stored properties added in an extension through associated objects, as app files add them.
private enum BadgeKeys {
    static var badge: UInt8 = 0
    static var owner: UInt8 = 0
    static var title: UInt8 = 0
}

extension UICollectionViewCell {
    var badgeView: UIView? {
        get { objc_getAssociatedObject(self, &BadgeKeys.badge) as? UIView }
        set { objc_setAssociatedObject(self, &BadgeKeys.badge, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    var weakOwner: UIViewController? {
        get { objc_getAssociatedObject(self, &BadgeKeys.owner) as? UIViewController }
        set { objc_setAssociatedObject(self, &BadgeKeys.owner, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }
    var badgeTitle: NSString? {
        get { objc_getAssociatedObject(self, &BadgeKeys.title) as? NSString }
        set { objc_setAssociatedObject(self, &BadgeKeys.title, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

@MainActor
@Suite struct AssociatedObjectTests {
    @Test func aValueIsKeptPerObjectAndKey() {
        let first = UICollectionViewCell(frame: .zero), second = UICollectionViewCell(frame: .zero)
        let badge = UIView()
        #expect(first.badgeView == nil)
        first.badgeView = badge
        #expect(first.badgeView === badge)
        #expect(second.badgeView == nil)
        #expect(first.weakOwner == nil)
        first.badgeView = nil
        #expect(first.badgeView == nil)
    }

    @Test func retainKeepsTheValueAliveAndAssignDoesNot() {
        let cell = UICollectionViewCell(frame: .zero)
        weak var badge: UIView?
        weak var owner: UIViewController?
        do {
            let view = UIView(), controller = UIViewController()
            badge = view
            owner = controller
            cell.badgeView = view
            cell.weakOwner = controller
            #expect(cell.weakOwner === controller)
        }
        #expect(badge != nil)
        #expect(owner == nil)
        #expect(cell.weakOwner == nil)
    }

    /// A copy of a mutable string is an immutable one, as `copy()` gives on iOS.
    @Test func copyStoresACopy() {
        let cell = UICollectionViewCell(frame: .zero)
        let title = NSMutableString(string: "new")
        cell.badgeTitle = title
        title.append("er")
        #expect(cell.badgeTitle.map { String($0) } == "new")
    }

    @Test func valuesAreReleasedOnceTheirObjectIsGone() {
        weak var badge: UIView?
        do {
            let cell = UICollectionViewCell(frame: .zero)
            let view = UIView()
            badge = view
            cell.badgeView = view
        }
        // Released at the next use of the table.
        _ = UICollectionViewCell(frame: .zero).badgeView
        #expect(badge == nil)
    }

    @Test func removeAssociatedObjectsForgetsThemAll() {
        let cell = UICollectionViewCell(frame: .zero)
        cell.badgeView = UIView()
        cell.badgeTitle = "x"
        objc_removeAssociatedObjects(cell)
        #expect(cell.badgeView == nil)
        #expect(cell.badgeTitle == nil)
    }
}
