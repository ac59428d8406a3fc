import Foundation

/// How TesseraUIKit gives UIKit's optional protocol requirements their Objective-C behaviour
/// without the Objective-C runtime.
///
/// Every optional requirement has a default implementation that returns UIKit's answer for a
/// method that is not there (`true` for `shouldSelectItemAt`, the layout's `sectionInset` for
/// `insetForSectionAt`, nothing for a notification). Calling the method directly
/// (`delegate.collectionView(cv, layout: self, …)`, as code does after `responds(to:)` on iOS)
/// returns that value.
///
/// To tell "not implemented" apart, as `delegate?.collectionView?(cv, layout: self,
/// insetForSectionAt: 0)` does on iOS, the call is made inside a *probe*
/// (``answer(_:requirement:_:)``): the default implementation marks it, and the answer is `nil`
/// when the default ran for that very call. TesseraUIKit's own call sites ask this way. App
/// files written with the optional-call syntax (`x?.m?(…)`, which Swift accepts only for
/// `@objc` protocols) compile through `TesseraObjCRewritePlugin`, which turns each such call of
/// a UIKit requirement into `_objcOptionalCall(_:_:_:)`, a probe of the same kind.
/// Nothing is added to the types that conform to these protocols beyond what UIKit declares.
///
/// A probe belongs to one call: it names the requirement (`collectionView(_:layout:sizeForItemAt:)`)
/// and the object asked, and it is bound only while that call runs (a task-local value, so
/// concurrent tests never see each other's). A default implementation marks the probe only
/// when both match, so a delegate that calls another unimplemented optional method while
/// answering (its own `insetForSectionAt` inside `sizeForItemAt`) does not make its answer look
/// missing.
///
/// A limitation Swift imposes: a method that a *subclass* adds, when its superclass declared the
/// conformance without implementing it, is not seen through the protocol (Objective-C would see
/// it). Implement optional methods in the class that declares the conformance.
package enum OptionalRequirement {
    /// One optional call being answered.
    // Unchecked: `missed` is written and read only on the thread making the call (a task-local value).
    final class Probe: @unchecked Sendable {
        /// The requirement's full name, `collectionView(_:layout:sizeForItemAt:)`.
        let requirement: String
        /// The object asked.
        let receiver: ObjectIdentifier
        /// Set when the default implementation ran for this call (only on the thread making it).
        var missed = false

        init(requirement: String, receiver: ObjectIdentifier) {
            self.requirement = requirement
            self.receiver = receiver
        }

        func matches(_ requirement: String, of receiver: AnyObject) -> Bool {
            self.receiver == ObjectIdentifier(receiver) && self.requirement == requirement
        }
    }

    @TaskLocal static var probe: Probe?

    /// What `call` returns when given `receiver`, or `nil` when `receiver` is `nil` or the
    /// default implementation of `requirement` on `receiver` answered it. `requirement` is the
    /// requirement's full name (`scrollViewDidScroll(_:)`), as `#function` spells it in the
    /// default implementation. `receiver` is an object (these protocols are class-bound); it is
    /// identified as `receiver as AnyObject`.
    package static func answer<Receiver, Value>(_ receiver: Receiver?, requirement: String,
                                                _ call: (Receiver) throws -> Value) rethrows -> Value? {
        guard let receiver else { return nil }
        let probe = Probe(requirement: requirement, receiver: ObjectIdentifier(receiver as AnyObject))
        let value = try $probe.withValue(probe) { try call(receiver) }
        return probe.missed ? nil : value
    }

    /// Called by a default implementation: marks the probe of the call it answers, if any, and
    /// returns the default value. `requirement` is the default implementation's own name.
    static func fallback<Value>(_ receiver: AnyObject, _ value: Value, requirement: String = #function) -> Value {
        if let probe, probe.matches(requirement, of: receiver) { probe.missed = true }
        return value
    }
}
