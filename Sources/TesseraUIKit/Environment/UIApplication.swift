import Foundation

/// `UIApplication`, for the one thing layouts ask it: `UIApplication.shared.userInterfaceLayoutDirection`.
@preconcurrency @MainActor
open class UIApplication: NSObject {
    /// `UIApplication.shared`: the one application object, holding the layout direction.
    public static let shared = UIApplication()

    /// The app's layout direction: the direction of the innermost
    /// ``withLayoutDirection(_:operation:)`` scope, else `.leftToRight` unless set. Setting it
    /// outside a scope changes it for every test of the process.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { ScopedEnvironment.layoutDirection ?? processLayoutDirection }
        set { processLayoutDirection = newValue }
    }
    private var processLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// TesseraUIKit's addition: runs `operation` with `direction` as the app's layout direction,
    /// for the current task and the tasks it creates only (tests running in parallel keep theirs).
    public static func withLayoutDirection<R>(_ direction: UIUserInterfaceLayoutDirection,
                                              operation: () throws -> R) rethrows -> R {
        try ScopedEnvironment.$layoutDirection.withValue(direction, operation: operation)
    }

    /// The same for an asynchronous operation.
    public static func withLayoutDirection<R>(_ direction: UIUserInterfaceLayoutDirection,
                                              operation: () async throws -> R) async rethrows -> R {
        try await ScopedEnvironment.$layoutDirection.withValue(direction, operation: operation)
    }
}
