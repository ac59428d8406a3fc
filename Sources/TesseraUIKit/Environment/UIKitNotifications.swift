import Foundation

// The notification names apps observe around collection views, with UIKit's values. Nothing
// posts them headlessly (there is no device to rotate, no keyboard, no app life cycle); a test
// may post them itself with `NotificationCenter.default.post(name:object:userInfo:)`.

extension UIDevice {
    /// `UIDevice.orientationDidChangeNotification`: posted on a device when it is turned; never
    /// posted here.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// `beginGeneratingDeviceOrientationNotifications()` (accepted).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// `endGeneratingDeviceOrientationNotifications()` (accepted).
    public func endGeneratingDeviceOrientationNotifications() {}
}

extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension UIContentSizeCategory {
    /// `UIContentSizeCategory.didChangeNotification`: posted on a device when the reader changes
    /// the text size; never posted here.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

extension UIApplication {
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
