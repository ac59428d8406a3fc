import Foundation

/// `UIScreen`, for layouts that read `UIScreen.main.bounds` or `scale`.
///
/// The main screen is an iPhone 15's by default (393 × 852 points at 3×). Frames computed from
/// it depend on that choice, as on a device they depend on the phone. A test chooses its own
/// with ``withMain(_:operation:)``, which holds for that test only, however many run in
/// parallel; setting `UIScreen.main.bounds` outside such a scope changes the screen for every
/// test of the process.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// `UIScreen.main`: the screen of the innermost ``withMain(_:operation:)`` scope, or the
    /// process's default screen.
    public static var main: UIScreen { ScopedEnvironment.screen ?? processScreen }
    private static let processScreen = UIScreen()

    /// The screen's size in points, portrait.
    public var bounds: CGRect
    /// Pixels per point.
    public var scale: CGFloat
    /// `nativeScale`: the same as ``scale``.
    public var nativeScale: CGFloat { scale }

    /// TesseraUIKit's addition (UIKit makes screens itself): a screen of `bounds` at `scale`,
    /// to scope with ``withMain(_:operation:)``. The default is an iPhone 15's.
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 393, height: 852), scale: CGFloat = 3) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// TesseraUIKit's addition: runs `operation` with `screen` as `UIScreen.main` (and so as
    /// what `UIDevice.current` and new view controllers' views follow), for the current task
    /// and the tasks it creates only.
    ///
    /// ```swift
    /// @Test func iPadGrid() {
    ///     UIScreen.withMain(UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2)) {
    ///         let controller = GridViewController()      // its view is 820 × 1180
    ///         #expect(UIDevice.current.userInterfaceIdiom == .pad)
    ///     }
    /// }
    /// ```
    public static func withMain<R>(_ screen: UIScreen, operation: () throws -> R) rethrows -> R {
        try ScopedEnvironment.$screen.withValue(screen, operation: operation)
    }

    /// The same for an asynchronous operation.
    public static func withMain<R>(_ screen: UIScreen, operation: () async throws -> R) async rethrows -> R {
        try await ScopedEnvironment.$screen.withValue(screen, operation: operation)
    }
}
