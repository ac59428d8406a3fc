import Foundation
import TesseraLayout

/// `UIUserInterfaceLayoutDirection`. Tessera lays out left to right; layouts that read the
/// direction (to flip or align items) see `.leftToRight` unless a test sets
/// ``UIApplication/userInterfaceLayoutDirection``.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// `UIApplication`, for the one thing layouts ask it: `UIApplication.shared.userInterfaceLayoutDirection`.
@preconcurrency @MainActor
open class UIApplication: NSObject {
    /// `UIApplication.shared`.
    public static let shared = UIApplication()
    /// The app's layout direction (`.leftToRight` unless set).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
}

/// `UIScreen`, for layouts that read `UIScreen.main.bounds` or `scale`.
///
/// The main screen is an iPhone 15's by default (393 × 852 points at 3×); a test can set
/// `bounds` and ``scale``. Frames computed from it depend on that choice, as on a device they
/// depend on the phone.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// `UIScreen.main`.
    public static let main = UIScreen()
    /// The screen's size in points, portrait.
    public var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public var scale: CGFloat = 3
    /// `nativeScale`: the same as ``scale``.
    public var nativeScale: CGFloat { scale }
}
