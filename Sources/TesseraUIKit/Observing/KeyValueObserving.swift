import Foundation

// Key-value observing as apps use it on UIKit objects — `collectionView.observe(\.contentSize,
// options: [.new]) { collectionView, change in … }` — for TesseraUIKit's own classes.
// swift-corelibs-foundation has no KVO, so Foundation's names are declared here, and the
// observable properties (a view's `frame`, `bounds` and `center`; a scroll view's
// `contentOffset`, `contentSize` and `contentInset`) report their changes. An observer of any
// other key path of a view is told when one of these changes and the value it reads differs.
// Unlike Darwin's KVO, setting a property to the value it has does not notify (`.prior` aside).

/// `NSKeyValueObservingOptions`: what a change handler is given — the `new` and/or `old` value,
/// a call at once (`initial`), and a call before each change (`prior`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// `NSKeyValueChange`: the kind of change; always `.setting` here (insertions and removals
/// belong to to-many properties, which are not observed).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// `NSKeyValueObservedChange`: what changed, with the values the options asked for.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The new value, with `.new` (and for `.initial`).
    public let newValue: Value?
    /// The old value, with `.old`.
    public let oldValue: Value?
    /// Changed indexes: always `nil` (to-many properties are not observed).
    public let indexes: IndexSet?
    /// Whether this is the notification before the change (`.prior`).
    public let isPrior: Bool
}

/// `NSKeyValueObservation`: keeps an observation alive; `invalidate()` or releasing it ends it.
// Unchecked: `isValid` is read and written on the main actor only.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Read and written on the main actor only, where observed UIKit objects live.
    fileprivate var isValid = true

    /// `invalidate()`: ends the observation; the handler is not called again.
    public func invalidate() { isValid = false }
}

/// Foundation's protocol behind `observe(_:options:changeHandler:)`; TesseraUIKit's views and
/// view controllers conform to it.
@preconcurrency @MainActor
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// `observe(_:options:changeHandler:)`: calls `changeHandler` when the value at `keyPath`
    /// changes (and at once with `.initial`, and before the change with `.prior`), as long as the
    /// returned observation is kept and valid.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                        oldValue: nil, indexes: nil, isPrior: false))
        }
        // Views report their changes; other objects (view controllers) only answer `.initial`.
        guard let view = self as? UIView else { return observation }
        view.keyValueObservers.add(ObserverEntry(observation: observation) { [unowned self] phase in
            let current = self[keyPath: keyPath]
            switch phase {
            case .prior:
                guard options.contains(.prior) else { return }
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                            oldValue: options.contains(.old) ? current : nil,
                                                            indexes: nil, isPrior: true))
            case .after:
                guard !KeyValueObserverList.same(last, current) else { return }
                let old = last
                last = current
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil,
                                                            oldValue: options.contains(.old) ? old : nil,
                                                            indexes: nil, isPrior: false))
            }
        })
        return observation
    }
}

extension UIView: _KeyValueCodingAndObserving {
    /// The observations of this view, made on first use.
    var keyValueObservers: KeyValueObserverList {
        if let list = observerList { return list }
        let list = KeyValueObserverList()
        observerList = list
        return list
    }
}

extension UIViewController: _KeyValueCodingAndObserving {}

/// One observation of one object.
@MainActor
struct ObserverEntry {
    weak var observation: NSKeyValueObservation?
    let notify: (KeyValueObserverList.Phase) -> Void
}

/// The observations of one object, told before and after each change of an observable property.
@MainActor
final class KeyValueObserverList {
    enum Phase { case prior, after }

    private var entries: [ObserverEntry] = []

    func add(_ entry: ObserverEntry) { entries.append(entry) }

    /// Called before an observable property changes (the `.prior` notifications).
    func willChange() { if !entries.isEmpty { notify(.prior) } }
    /// Called after it changed.
    func didChange() { if !entries.isEmpty { notify(.after) } }

    private func notify(_ phase: Phase) {
        entries.removeAll { $0.observation?.isValid != true }
        for entry in entries where entry.observation?.isValid == true { entry.notify(phase) }
    }

    /// Whether two values of one key path are the same: `==` when they are equatable, else
    /// identity for objects; other values always count as changed.
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        return (a as AnyObject) === (b as AnyObject)   // objects by identity; boxed values never match
    }

    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { $0 == a } ?? false }
}
