import Foundation

/// `value(forKey:)`: key-value coding's read, as far as Swift can give it without the
/// Objective-C runtime.
extension NSObject {
    /// `value(forKey:)`: the value of the stored property named `key`, found by reflection
    /// (`Mirror`) through the class and its superclasses, with an optional's `nil` as `nil`.
    ///
    /// The runtime also finds computed properties and `get…` methods by name; reflection sees only
    /// stored properties. A key that names none stops the program, as iOS raises
    /// `NSUnknownKeyException` ("not key value coding-compliant for the key").
    public func value(forKey key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            // A `lazy var` is stored as `$__lazy_storage_$_name` (nil until first read).
            let names: Set<String> = [key, "_" + key, "$__lazy_storage_$_" + key]
            for child in current.children where child.label.map(names.contains) == true {
                return Self.flattened(child.value)
            }
            mirror = current.superclassMirror
        }
        preconditionFailure("\(type(of: self)) is not key value coding-compliant for the key \(key): without the Objective-C runtime only stored properties are found by name")
    }

    /// `value` itself, or `nil` for an optional that holds nothing (`Any` would wrap it).
    private static func flattened(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { flattened($0.value) } ?? nil
    }
}
