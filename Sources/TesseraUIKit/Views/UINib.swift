import Foundation
import TesseraLayout

/// `UINib`: a nib file named in code (`collectionView.register(UINib(nibName:bundle:), …)`).
/// There are no nibs here: the name is kept and nothing is loaded; registering one records it,
/// and what is dequeued for it is a plain cell or reusable view.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name.
    public let name: String

    /// `UINib(nibName:bundle:)`: keeps the name; no file is looked for in the bundle.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// `UINib(data:bundle:)`: an unnamed nib.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = ""
        super.init()
    }

    /// `instantiate(withOwner:options:)`: no objects (nothing is loaded).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] { [] }

    /// `UINib.OptionsKey`: a key of `instantiate(withOwner:options:)`'s options (e.g. external
    /// objects); accepted, unused.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

