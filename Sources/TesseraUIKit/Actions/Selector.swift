import Foundation

/// `Selector`: a method named for target–action (`addTarget(_:action:for:)`, gesture recognizers,
/// bar button items, `perform(_:with:afterDelay:)`).
///
/// On iOS a selector is only a name, and the Objective-C runtime finds the method by that name
/// when the action is sent. Swift on Linux has no runtime, so here a selector also carries the
/// method itself. `#selector` needs the runtime too; Tessera's Objective-C rewrite
/// (`tessera-objc-rewrite`, or its build plugin) turns `#selector(Type.method(_:))` into
/// `Selector("method:", performing: Type.method(_:))`, which names the same method.
///
/// Two selectors are equal when their names are, as on iOS. A selector made from a string alone
/// (`Selector("tap:")`) names no method: sending it is a programming error here, since no method
/// can be found by name.
///
/// It is `Sendable` as on iOS; the method it carries is only ever called on the main actor
/// (`send(to:from:event:)` is main-actor isolated), which is why the box is `@unchecked`.
// Unchecked: `method` is only ever called on the main actor (see above).
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, @unchecked Sendable {
    /// The Objective-C name (`tap:forEvent:`).
    let name: String
    /// Calls the method on a target, with the sender and the event; `false` when the target is not
    /// of the method's class or the sender not of its parameter's type.
    let method: ((AnyObject, Any?, UIEvent?) -> Bool)?

    /// `Selector("tap:")`: a selector by name only, naming no method that can be called here.
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    /// A selector written as a string literal.
    public init(stringLiteral name: String) { self.init(name) }

    /// The selector of a method with no parameters (`@objc func refresh()`).
    public init<Target: AnyObject, Result>(_ name: String, performing method: @escaping (Target) -> () -> Result) {
        self.name = name
        self.method = { target, _, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// The selector of a method that takes the sender (`@IBAction func tap(_ sender: UIButton)`).
    public init<Target: AnyObject, Sender, Result>(_ name: String, performing method: @escaping (Target) -> (Sender) -> Result) {
        self.name = name
        self.method = { target, sender, _ in
            guard let target = target as? Target, let sender: Sender = Self.cast(sender) else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// The selector of a method that takes the sender and the event
    /// (`@objc func tap(_ sender: UIButton, forEvent event: UIEvent)`).
    public init<Target: AnyObject, Sender, Event, Result>(_ name: String,
                                                          performing method: @escaping (Target) -> (Sender, Event) -> Result) {
        self.name = name
        self.method = { target, sender, event in
            guard let target = target as? Target, let sender: Sender = Self.cast(sender), let event: Event = Self.cast(event) else {
                return false
            }
            _ = method(target)(sender, event)
            return true
        }
    }

    /// `sender` as the method's parameter type: the value itself, not an `Optional` around it,
    /// when the parameter is `Any`; `nil` only when the parameter is optional.
    private static func cast<Parameter>(_ sender: Any?) -> Parameter? {
        if let sender { return sender as? Parameter }
        return sender as? Parameter
    }

    /// The selector's name, as `NSStringFromSelector` gives it.
    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Sends the selector to `target`, or when `target` is `nil` to the first responder from
    /// `sender` up its responder chain that implements it, as `UIApplication.sendAction` does.
    /// Returns whether some object handled it.
    @MainActor
    @discardableResult
    func send(to target: AnyObject?, from sender: Any?, event: UIEvent?) -> Bool {
        guard let method else {
            preconditionFailure("Selector(\"\(name)\") names no method: without the Objective-C runtime a method cannot be found by name. Write #selector(Type.method) and build with Tessera's Objective-C rewrite.")
        }
        if let target { return method(target, sender, event) }
        var responder = sender as? UIResponder
        while let current = responder {
            if method(current, sender, event) { return true }
            responder = current.next
        }
        return false
    }
}
