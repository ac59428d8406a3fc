import Foundation
import TesseraLayout

/// How TesseraUIKit gives UIKit's optional protocol requirements their Objective-C behaviour
/// without the Objective-C runtime.
///
/// On iOS, `delegate?.collectionView?(cv, layout: self, insetForSectionAt: 0)` is `nil` when the
/// delegate does not implement the method. Here every optional requirement has a default
/// implementation that reports itself through ``missed``, and the optional-call syntax goes
/// through a small callable value (``UICollectionViewDelegateCalls``,
/// ``UICollectionViewDataSourceCalls``) that calls the method and answers `nil` when the default
/// ran. Calling the method directly (`delegate.collectionView(cv, layout: self, …)`, as code does
/// after `responds(to:)` on iOS) returns the default's value: UIKit's own default where it has
/// one, zero otherwise.
///
/// A limitation Swift imposes: a method that a *subclass* adds, when its superclass declared the
/// conformance without implementing it, is not seen through the protocol (Objective-C would see
/// it). Implement optional methods in the class that declares the conformance.
@preconcurrency @MainActor
enum OptionalRequirement {
    /// Set by a default implementation when it runs.
    static var missed = false

    /// What `call` returns, or `nil` when it ran a default implementation.
    static func answer<Value>(_ call: () -> Value) -> Value? {
        let outer = missed
        missed = false
        let value = call()
        let wasMissed = missed
        missed = outer
        return wasMissed ? nil : value
    }

    /// Marks the running default implementation and returns its value.
    static func fallback<Value>(_ value: Value) -> Value {
        missed = true
        return value
    }
}
