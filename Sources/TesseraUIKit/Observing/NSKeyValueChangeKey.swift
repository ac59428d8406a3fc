import Foundation

/// `NSKeyValueChangeKey`: the keys of the change dictionary that Foundation's string-key-path
/// observing passes to `observeValue(forKeyPath:of:change:context:)`. swift-corelibs-foundation
/// has no key-value observing, so the name is declared here for the overrides apps write.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A change key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The ``NSKeyValueChange`` kind, as its raw value (`"kind"`).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value (`"new"`).
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value (`"old"`).
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change (`"indexes"`).
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// Whether the notification comes before the change (`"notificationIsPrior"`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
