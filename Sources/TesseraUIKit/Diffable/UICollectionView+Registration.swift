import Foundation
import TesseraLayout

extension UICollectionView {
    /// `UICollectionView.CellRegistration`: how to configure cells of class `Cell` for items of
    /// type `Item`. ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)`` makes a
    /// `Cell` (the app's own class, through its `init(frame:)`) at the item's frame and runs the
    /// handler on it, as UIKit does.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// `Handler`: configures a cell for the item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler

        /// A registration that makes cells of `Cell` (through `init(frame:)`) and configures each with
        /// `handler` when it is dequeued with an item; no class registration or reuse identifier
        /// needed.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }

        /// `init(cellNib:handler:)`: there are no nibs here; the cell is made from its class.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// `UICollectionView.SupplementaryRegistration`: how to configure supplementary views of
    /// class `Supplementary` for one element kind.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// `Handler`: configures a view of an element kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind this registration makes views for.
        public let elementKind: String
        let handler: Handler

        /// A registration that makes supplementary views of `Supplementary` for `elementKind` and
        /// configures each with `handler` when it is dequeued.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }

        /// `init(supplementaryNib:elementKind:handler:)`: the view is made from its class.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(elementKind: elementKind, handler: handler)
        }
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)`: a new `Cell` with the item's frame,
    /// configured by the registration's handler. `item` MUST NOT be nil (UIKit raises).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        guard let item else {
            preconditionFailure("dequeueConfiguredReusableCell(using:for:item:): the item for \(indexPath) is nil")
        }
        let cell = Cell(registeredFrame: layoutAttributesForItem(at: indexPath)?.frame ?? .zero)
        cell.storedReuseIdentifier = "\(Cell.self)"
        cell.dequeuingCollectionView = self
        cell.dequeuedIndexPath = indexPath
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)`: a new `Supplementary` with the
    /// element's frame, configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                       for indexPath: IndexPath) -> Supplementary {
        let frame = layoutAttributesForSupplementaryElement(ofKind: registration.elementKind, at: indexPath)?.frame ?? .zero
        let view = Supplementary(registeredFrame: frame)
        view.storedReuseIdentifier = "\(Supplementary.self)"
        view.dequeuingCollectionView = self
        view.dequeuedIndexPath = indexPath
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
