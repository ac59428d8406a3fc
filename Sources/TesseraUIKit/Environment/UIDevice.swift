import Foundation
import TesseraLayout

/// `UIDeviceOrientation`: how the device is held, including flat (`faceUp`, `faceDown`);
/// `UIDevice.current` reports only `portrait` or `landscapeLeft`, from the screen's shape.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIInterfaceOrientation`: how the interface is turned; note `landscapeLeft` is the device's
/// `landscapeRight` (turning the device turns the interface the other way), as in UIKit.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIDevice`, for layouts that ask `UIDevice.current.userInterfaceIdiom` or the orientation.
///
/// The device follows ``UIScreen/main``: a pad when the screen's shorter side is at least
/// ``UITraitCollection/padMinimumSide`` points, a phone otherwise; landscape when the screen is
/// wider than tall.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// `UIDevice.current`: the one device, described from ``UIScreen/main``.
    public static let current = UIDevice()
    /// `userInterfaceIdiom`: `.pad` when the screen's shorter side is at least
    /// `UITraitCollection.padMinimumSide`, else `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let bounds = UIScreen.main.bounds
        return min(bounds.width, bounds.height) >= UITraitCollection.padMinimumSide ? .pad : .phone
    }
    /// `orientation`: `.landscapeLeft` when the screen is wider than tall, else `.portrait`.
    open var orientation: UIDeviceOrientation {
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }
    /// `model`: "iPad" or "iPhone", from `userInterfaceIdiom`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// `name`: the same as `model` (no device has a user-given name here).
    open var name: String { model }
    /// `systemName`: always "iOS".
    open var systemName: String { "iOS" }
    /// `systemVersion`: the iOS version whose behaviour TesseraUIKit follows.
    open var systemVersion: String { "17.0" }
}

extension UIApplication {
    /// `statusBarOrientation`: from ``UIScreen/main`` (see ``UIDevice/orientation``).
    public var statusBarOrientation: UIInterfaceOrientation {
        UIDevice.current.orientation.isLandscape ? .landscapeRight : .portrait
    }
}
