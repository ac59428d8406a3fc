import Foundation

/// `UIStoryboardViewControllerCreator` (iOS 13): makes a storyboard's view controller from the
/// coder UIKit passes, so the controller's own `init?(coder:…)` can take extra arguments.
public typealias UIStoryboardViewControllerCreator = @MainActor (NSCoder) -> UIViewController?

/// `UIStoryboard`: a storyboard file's scenes. There are no storyboard files headlessly (none
/// is read, whatever the name or bundle), so a storyboard makes its view controllers without
/// one:
///
/// - with a creator (`instantiateViewController(identifier:creator:)`), the creator is called
///   with an empty keyed archive as its `NSCoder` (decoding any key gives nil or zero), and its
///   controller is returned, as on iOS;
/// - the generic forms without a creator (or whose creator returns nil) make the requested
///   class with its `init?(coder:)`, as UIKit does for the class a scene names;
/// - `instantiateViewController(withIdentifier:)` and `instantiateInitialViewController()`
///   cannot know the scene's class, so they return a plain `UIViewController` (documented
///   deviation: on iOS it is the scene's class, which a cast `as! MyController` expects —
///   use the generic form or a creator instead).
///
/// Each controller made has ``UIViewController/storyboard`` set to this storyboard.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name (Tessera's: UIKit keeps it private).
    public let name: String
    /// The bundle it would be read from (kept; nothing is read).
    public let bundle: Bundle?

    /// `UIStoryboard(name:bundle:)`: a storyboard known by name; no file is looked for.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        super.init()
    }

    /// `instantiateInitialViewController()`: a plain `UIViewController` (see the type's
    /// discussion).
    open func instantiateInitialViewController() -> UIViewController? { adopt(UIViewController()) }

    /// `instantiateInitialViewController(creator:)` (iOS 13): the creator's controller, else
    /// `ViewController(coder:)`.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        make(creator)
    }

    /// `instantiateViewController(withIdentifier:)`: a plain `UIViewController` (see the
    /// type's discussion).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        adopt(UIViewController())
    }

    /// `instantiateViewController(identifier:creator:)` (iOS 13): the creator's controller,
    /// else `ViewController(coder:)`. Both failing is an error, as on iOS (where UIKit raises).
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let controller: ViewController = make(creator) else {
            preconditionFailure("instantiateViewController(identifier: \"\(identifier)\"): neither the creator nor "
                                + "\(ViewController.self)(coder:) made a view controller")
        }
        return controller
    }

    private func make<ViewController: UIViewController>(_ creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        let coder = UIStoryboard.emptyCoder()
        guard let controller = creator?(coder) ?? ViewController(coder: coder) else { return nil }
        return adopt(controller)
    }

    private func adopt<ViewController: UIViewController>(_ controller: ViewController) -> ViewController {
        controller.storyboard = self
        return controller
    }

    /// A keyed unarchiver over an empty archive: a real `NSCoder` from which every key decodes
    /// to nothing (nil, zero or false).
    static func emptyCoder() -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver?.requiresSecureCoding = false
        // A key that is not there sets an error and decodes to nil, never traps.
        unarchiver?.decodingFailurePolicy = .setErrorAndReturn
        return unarchiver ?? NSCoder()
    }
}

/// `UIStoryboardSegue`: a transition between two view controllers, handed to
/// ``UIViewController/prepare(for:sender:)``. ``perform()`` shows nothing.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// `identifier`: the segue's name.
    public let identifier: String?
    /// `source`: the controller the segue starts from.
    public let source: UIViewController
    /// `destination`: the controller it leads to.
    public let destination: UIViewController

    /// `init(identifier:source:destination:)`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// `perform()`: nothing is shown headlessly; override it in a custom segue as on iOS.
    open func perform() {}
}
