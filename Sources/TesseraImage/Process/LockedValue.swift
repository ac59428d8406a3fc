import Foundation

/// A value that threads share, guarded by one lock, with a condition to wait on: the audited box
/// that Tessera's threads keep their shared state in (swift-nio's `NIOLockedValueBox` and
/// `ConditionLock` in one).
///
/// The value is touched only inside ``withLock(waitingUntil:wakingWaiters:_:)``, with the lock
/// held; that is the whole of its thread safety, and why the box can be `Sendable` when its
/// value is. A caller MAY wait there for a change another thread makes (`waitingUntil`), and
/// MUST wake the waiters after a change they may wait for (`wakingWaiters`). The lock is not
/// recursive: `body` MUST NOT use the same box again.
///
/// ```swift
/// let done = LockedValue(0)
/// pool.submit { done.withLock(wakingWaiters: true) { $0 += 1 } }
/// done.withLock(waitingUntil: { $0 == 1 }) { _ in }
/// ```
package final class LockedValue<Value> {
    private let condition = NSCondition()
    /// Read and written only with `condition` locked.
    private var value: Value

    /// A box holding `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held: first, with `ready`, waits (letting the lock
    /// go meanwhile) until `ready` holds for the value; after `body`, with `wakingWaiters`,
    /// wakes every thread waiting on this box.
    package func withLock<T, E: Error>(waitingUntil ready: ((Value) -> Bool)? = nil, wakingWaiters: Bool = false,
                                       _ body: (inout Value) throws(E) -> T) throws(E) -> T {
        condition.lock()
        defer {
            if wakingWaiters { condition.broadcast() }
            condition.unlock()
        }
        if let ready {
            while !ready(value) { condition.wait() }
        }
        return try body(&value)
    }

    /// A copy of the value, read with the lock held.
    package var current: Value {
        withLock { $0 }
    }
}

// The value is only reached with the lock held (see the type's description).
extension LockedValue: @unchecked Sendable where Value: Sendable {}
