import Foundation
import TesseraLayout

/// `UISearchBar`: a text field for searching. Setting ``text`` tells the delegate, as typing
/// does on a device, so a test can drive an app's filtering.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// `delegate`.
    open weak var delegate: (any UISearchBarDelegate)?
    /// `text`: setting it calls the delegate's `searchBar(_:textDidChange:)`.
    open var text: String? {
        didSet { delegate?.searchBar(self, textDidChange: text ?? "") }
    }
    /// `placeholder`.
    open var placeholder: String?
    /// `showsCancelButton`.
    open var showsCancelButton = false
}

/// `UISearchBarDelegate`.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// `searchBar(_:textDidChange:)` (optional).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// `searchBarSearchButtonClicked(_:)` (optional).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// `searchBarCancelButtonClicked(_:)` (optional).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
