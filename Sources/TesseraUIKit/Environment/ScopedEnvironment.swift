import Foundation

/// The device a piece of code runs on, when a test has scoped one: the values behind
/// `UIScreen.main` and `UIApplication.shared.userInterfaceLayoutDirection`.
///
/// They are task-local values, bound only while a scope's operation runs, in its task and the
/// child tasks it creates: tests that Swift Testing runs in parallel each see their own screen,
/// and none sees what another set. Outside every scope the process-wide defaults answer.
package enum ScopedEnvironment {
    /// The screen of the innermost `UIScreen.withMain` scope.
    @TaskLocal package static var screen: UIScreen?
    /// The layout direction of the innermost `UIApplication.withLayoutDirection` scope.
    @TaskLocal package static var layoutDirection: UIUserInterfaceLayoutDirection?

    /// The scoped values in force here, to carry to another thread (a snapshot drawn on the
    /// main queue for a test running elsewhere).
    package struct Captured: Sendable {
        let screen: UIScreen?
        let layoutDirection: UIUserInterfaceLayoutDirection?
    }

    package static func capture() -> Captured { Captured(screen: screen, layoutDirection: layoutDirection) }

    /// Runs `operation` with `captured` in force.
    package static func with<R>(_ captured: Captured, operation: () throws -> R) rethrows -> R {
        try $screen.withValue(captured.screen) {
            try $layoutDirection.withValue(captured.layoutDirection, operation: operation)
        }
    }
}
