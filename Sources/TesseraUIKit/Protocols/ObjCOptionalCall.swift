/// A call of an optional requirement of one of UIKit's protocols, the Objective-C way: what
/// `call` returns, or `nil` when `receiver` is `nil` or does not implement `requirement`.
///
/// For the output of `TesseraObjCRewritePlugin` only; app code calls the method directly, or
/// keeps its optional-call syntax and compiles through the plugin. The rewrite turns
///
/// ```swift
/// delegate?.collectionView?(cv, layout: self, sizeForItemAt: ip)
/// ```
///
/// into
///
/// ```swift
/// _objcOptionalCall(delegate, "collectionView(_:layout:sizeForItemAt:)", { _objcReceiver in _objcReceiver.collectionView(cv, layout: self, sizeForItemAt: ip) })
/// ```
///
/// which is `nil` when the delegate is `nil` or when the protocol's default implementation
/// answered, as the optional call is on iOS; `X!.m!(…)` becomes the same call followed by `!`,
/// which traps when the method is not implemented. `call` runs at most once, and only when
/// `receiver` is not `nil`, so the arguments are evaluated only then (as on iOS).
///
/// - Parameters:
///   - receiver: The object asked: a conformer of a UIKit protocol (they are class-bound).
///   - requirement: The requirement's full name, `collectionView(_:layout:sizeForItemAt:)`.
///   - call: Calls the requirement on the receiver it is given.
/// - Returns: `call`'s value, or `nil` when there is no receiver or it does not implement the
///   requirement.
@discardableResult
public func _objcOptionalCall<Receiver, Value>(_ receiver: Receiver?, _ requirement: String,
                                               _ call: (Receiver) throws -> Value) rethrows -> Value? {
    try OptionalRequirement.answer(receiver, requirement: requirement, call)
}

/// `_objcOptionalCall(_:_:_:)` for a requirement that returns an optional: the two levels of
/// `nil` are one, as in Swift's optional chaining of an Objective-C method
/// (`delegate?.collectionView?(cv, contextMenuConfigurationForItemAt: ip, point: p)` is a
/// `UIContextMenuConfiguration?`). For the output of `TesseraObjCRewritePlugin` only.
///
/// - Parameters:
///   - receiver: The object asked: a conformer of a UIKit protocol.
///   - requirement: The requirement's full name.
///   - call: Calls the requirement on the receiver it is given.
/// - Returns: `call`'s value, or `nil` when there is no receiver, it does not implement the
///   requirement, or the requirement answered `nil`.
@discardableResult
public func _objcOptionalCall<Receiver, Value>(_ receiver: Receiver?, _ requirement: String,
                                               _ call: (Receiver) throws -> Value?) rethrows -> Value? {
    try OptionalRequirement.answer(receiver, requirement: requirement, call) ?? nil
}
