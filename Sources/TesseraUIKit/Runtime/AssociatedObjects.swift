import Foundation

/// `objc_AssociationPolicy`: how `objc_setAssociatedObject` keeps a value, with the Objective-C
/// runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained (kept weakly here, where the runtime keeps a dangling pointer).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`), else retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomically.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Copied, atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// `objc_setAssociatedObject(_:_:_:_:)`: keeps `value` for `object` under `key` (the address of a
/// variable, as app code passes `&Keys.badge`), the way extensions add stored properties on iOS.
/// A `nil` value removes it.
///
/// The values live in a table beside the objects, not in them (Swift on Linux has no runtime to
/// hang them on): a value is released once its object is gone, at the next use of the table,
/// where the runtime releases it when the object is deallocated.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key: key, value: value, policy: policy)
}

/// `objc_getAssociatedObject(_:_:)`: the value kept for `object` under `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(for: object as AnyObject, key: key)
}

/// `objc_removeAssociatedObjects(_:)`: forgets every value kept for `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The table behind the associated-object functions: per object (held weakly, so a value never
/// keeps its object alive), per key, the value as its policy keeps it. Guarded by a lock: the
/// runtime's functions may be called from any thread.
// Unchecked: `entries` is touched only with `lock` held.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Kept] = [:]
    }

    private enum Kept {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ object: AnyObject, key: UnsafeRawPointer, value: Any?, policy: objc_AssociationPolicy) {
        let kept: Kept? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if let object = Self.reference(value) { return .weak(WeakBox(object)) }
                return .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
                return .strong(value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
        // Released outside the lock: a value's deinit may use the table itself.
        var released: [Kept] = []
        lock.withLock {
            released = purge()
            let id = ObjectIdentifier(object)
            var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
            if let previous = entry.values[key] { released.append(previous) }
            entry.values[key] = kept
            entries[id] = entry.values.isEmpty ? nil : entry
        }
        withExtendedLifetime(released) {}
    }

    func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
        var released: [Kept] = []
        let value: Any? = lock.withLock {
            released = purge()
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object, let kept = entry.values[key] else { return nil }
            switch kept {
            case .strong(let value): return value
            case .weak(let box): return box.object
            }
        }
        withExtendedLifetime(released) {}
        return value
    }

    func removeAll(for object: AnyObject) {
        var released: [Kept] = []
        lock.withLock {
            released = purge()
            if let entry = entries.removeValue(forKey: ObjectIdentifier(object)) { released += entry.values.values }
        }
        withExtendedLifetime(released) {}
    }

    /// Takes out the entries whose objects are gone (an identifier may since name a new object).
    private func purge() -> [Kept] {
        var released: [Kept] = []
        for (id, entry) in entries where entry.owner == nil {
            released += entry.values.values
            entries[id] = nil
        }
        return released
    }

    /// The object inside `value`, when it is one.
    private static func reference(_ value: Any) -> AnyObject? {
        type(of: value) is AnyClass ? value as AnyObject : nil
    }
}
