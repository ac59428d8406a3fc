import Foundation

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:)`: a method sent
/// to an object after a delay, on the main queue, as on iOS (where it runs on the current run
/// loop, the main one for main-thread code). The selector must carry its method (see ``Selector``).
extension NSObject {
    /// `perform(_:with:afterDelay:)`: after `delay` seconds, on the main queue, sends `aSelector`
    /// to this object with `anArgument` as its one argument (a method without parameters is
    /// called without it). The object is retained until then, as in UIKit.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let request = DelayedPerformRequests.Request(target: self, selector: aSelector, argument: anArgument)
        DelayedPerformRequests.shared.add(request)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) {
            guard DelayedPerformRequests.shared.remove(request) else { return }
            MainActor.assumeIsolated {
                _ = request.selector.send(to: request.target, from: request.argument, event: nil)
            }
        }
    }

    /// `cancelPreviousPerformRequests(withTarget:)`: the requests made with
    /// `perform(_:with:afterDelay:)` on `aTarget` that have not run yet never will.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerformRequests.shared.cancel(target: aTarget as AnyObject, selector: nil)
    }

    /// `cancelPreviousPerformRequests(withTarget:selector:object:)`: those of the requests with this
    /// selector (the argument is not compared; UIKit compares it with `isEqual`).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerformRequests.shared.cancel(target: aTarget as AnyObject, selector: aSelector)
    }
}

/// The requests of `perform(_:with:afterDelay:)` that have not run yet.
// Unchecked: `pending` is touched only with `lock` held.
final class DelayedPerformRequests: @unchecked Sendable {
    /// One request; the box is `Sendable` because its target is only sent the selector on the main queue.
    // Unchecked: `target` is sent the selector only on the main queue.
    final class Request: @unchecked Sendable {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        init(target: AnyObject, selector: Selector, argument: Any?) {
            self.target = target
            self.selector = selector
            self.argument = argument
        }
    }

    static let shared = DelayedPerformRequests()
    private let lock = NSLock()
    private var pending: [Request] = []

    func add(_ request: Request) {
        lock.withLock { pending.append(request) }
    }

    /// Removes `request`; `false` when it was cancelled.
    func remove(_ request: Request) -> Bool {
        lock.withLock {
            guard let index = pending.firstIndex(where: { $0 === request }) else { return false }
            pending.remove(at: index)
            return true
        }
    }

    func cancel(target: AnyObject, selector: Selector?) {
        lock.withLock { pending.removeAll { $0.target === target && (selector == nil || $0.selector == selector) } }
    }
}
