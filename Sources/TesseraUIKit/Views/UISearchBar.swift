import Foundation
import TesseraLayout

/// `UISearchBar`: a text field for searching. Setting ``text`` tells the delegate, as typing
/// does on a device, so a test can drive an app's filtering.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// `delegate`: told when ``text`` changes (weak); its button methods are never called, as
    /// nothing taps the buttons.
    open weak var delegate: (any UISearchBarDelegate)?
    /// `text`: setting it calls the delegate's `searchBar(_:textDidChange:)`.
    open var text: String? {
        didSet { delegate?.searchBar(self, textDidChange: text ?? "") }
    }
    /// `placeholder`: the grey text shown while the field is empty; kept, not drawn.
    open var placeholder: String?
    /// `showsCancelButton`: whether a Cancel button sits beside the field; kept, not drawn.
    open var showsCancelButton = false
}

/// `UISearchBarDelegate`: hears of a search bar's text and buttons; every method has an empty
/// default, and only `searchBar(_:textDidChange:)` is ever called here.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// `searchBar(_:textDidChange:)` (optional).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// `searchBarSearchButtonClicked(_:)` (optional): the keyboard's Search key; never called here.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// `searchBarCancelButtonClicked(_:)` (optional): the Cancel button; never called here.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
