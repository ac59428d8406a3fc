import Foundation

/// How TesseraUIKit gives UIKit's optional protocol requirements their Objective-C behaviour
/// without the Objective-C runtime.
///
/// On iOS, `delegate?.collectionView?(cv, layout: self, insetForSectionAt: 0)` is `nil` when the
/// delegate does not implement the method. Here every optional requirement has a default
/// implementation, and the optional-call syntax goes through a small callable value
/// (``UICollectionViewDelegateCalls``, ``UICollectionViewDataSourceCalls``) that calls the
/// method inside a *probe* and answers `nil` when the default implementation ran for that very
/// call. Calling the method directly (`delegate.collectionView(cv, layout: self, …)`, as code
/// does after `responds(to:)` on iOS) returns the default's value: UIKit's own default where it
/// has one, zero otherwise. TesseraUIKit itself only ever uses the optional-call form and its
/// own fallback values.
///
/// A probe belongs to one call: it names the requirement (by its argument labels) and the
/// object asked, and it is bound only while that call runs (a task-local value, so concurrent
/// tests never see each other's). A default implementation marks the probe only when both
/// match, so a delegate that calls another unimplemented optional method while answering
/// (its own `insetForSectionAt` inside `sizeForItemAt`) does not make its answer look missing.
///
/// A limitation Swift imposes: a method that a *subclass* adds, when its superclass declared the
/// conformance without implementing it, is not seen through the protocol (Objective-C would see
/// it). Implement optional methods in the class that declares the conformance.
enum OptionalRequirement {
    /// One optional call being answered.
    final class Probe: @unchecked Sendable {
        /// The requirement's argument labels, `(_:layout:sizeForItemAt:)`.
        let labels: Substring
        /// The requirement's base name, when the caller knows it (`scrollViewDidScroll`); a
        /// `callAsFunction` caller does not, and its labels are enough among its requirements.
        let baseName: Substring?
        /// The object asked.
        let receiver: ObjectIdentifier
        /// Set when the default implementation ran for this call (only on the thread making it).
        var missed = false

        init(requirement: String, receiver: ObjectIdentifier) {
            let (base, labels) = OptionalRequirement.split(requirement)
            self.labels = labels
            baseName = base == "callAsFunction" ? nil : base
            self.receiver = receiver
        }

        func matches(_ requirement: String, of receiver: AnyObject) -> Bool {
            let (base, labels) = OptionalRequirement.split(requirement)
            return self.receiver == ObjectIdentifier(receiver) && self.labels == labels && (baseName == nil || baseName == base)
        }
    }

    @TaskLocal static var probe: Probe?

    /// What `call` returns, or `nil` when the default implementation of `requirement` on
    /// `receiver` answered it. `requirement` is the requirement's name
    /// (`scrollViewDidScroll(_:)`), or the calling `callAsFunction`'s (its labels name the
    /// requirement).
    static func answer<Value>(_ receiver: AnyObject, requirement: String = #function, _ call: () -> Value) -> Value? {
        let probe = Probe(requirement: requirement, receiver: ObjectIdentifier(receiver))
        let value = $probe.withValue(probe) { call() }
        return probe.missed ? nil : value
    }

    /// Called by a default implementation: marks the probe of the call it answers, if any, and
    /// returns the default value. `requirement` is the default implementation's own name.
    static func fallback<Value>(_ receiver: AnyObject, _ value: Value, requirement: String = #function) -> Value {
        if let probe, probe.matches(requirement, of: receiver) { probe.missed = true }
        return value
    }

    /// `collectionView` and `(_:layout:sizeForItemAt:)` of `collectionView(_:layout:sizeForItemAt:)`.
    static func split(_ function: String) -> (base: Substring, labels: Substring) {
        let open = function.firstIndex(of: "(") ?? function.endIndex
        return (function[..<open], function[open...])
    }
}
